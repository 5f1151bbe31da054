import { contentStreams, newsRequest, storyRequest } from '@nvp/events';
import { newsDecider, storyDecider } from '../../command-api/src/content/decider';
import { createAggregate } from './write';
import { createRandom } from './random';
import { type Generation, count } from './context';

/** News and volunteers' stories, published by the admin. */
export const writeNews = async (g: Generation) => {
  const { plan, vault, writer, summary, adminId, byAdmin } = g;
  for (const item of plan.content()) {
    const rng = createRandom(`${g.seed}/content-events/${item.kind}/${item.index}`);
    if (item.kind === 'news') {
      const texts = newsRequest.parse({ title: item.title, body: item.body, titleSinhala: '', bodySinhala: '', titleTamil: '', bodyTamil: '' });
      const agg = createAggregate(contentStreams.news(item.id), newsDecider, rng);
      agg.run({ type: 'PublishNews', newsId: item.id, texts, adminId }, byAdmin(item.at));
      if (item.archivedAt) agg.run({ type: 'ToggleNewsArchive', newsId: item.id, adminId, to: 'ARCHIVED' }, byAdmin(item.archivedAt));
      count(summary.content, item.archivedAt ? 'news archived' : 'news shown');
      await writer.append(agg.take());
    } else {
      const { name, description, imageURL } = storyRequest.parse({ name: item.title, description: item.body });
      const agg = createAggregate(contentStreams.story(item.id), storyDecider, rng);
      // A story's texts are sealed under the story's own key, as the story route seals them.
      agg.run({ type: 'AddStory', storyId: item.id, imageURL, personal: await vault.seal(item.id, { name, description }), adminId }, byAdmin(item.at));
      count(summary.content, 'stories');
      await writer.append(agg.take());
    }
  }
  await writer.flush();

};
