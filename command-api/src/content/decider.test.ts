import { describe, it } from 'vitest';
import { spec } from '../infra/given-when-then';
import {
  DOCUMENT_UNCHANGED,
  documentDecider,
  NEWS_NOT_FOUND,
  newsDecider,
  PARTNER_NOT_FOUND,
  partnerDecider,
  STORY_NOT_FOUND,
  storyDecider,
  type NewsEvent,
  type PartnerEvent,
  type StoryEvent,
} from './decider';

const newsId = '7d1e2f3a-0000-4000-8000-0000000000a1';
const adminId = '7d1e2f3a-0000-4000-8000-000000000001';
const otherAdmin = '7d1e2f3a-0000-4000-8000-000000000002';
const texts = { title: 'Volunteer week', body: 'Join us in Galle.', titleTamil: 'தன்னார்வ வாரம்', bodyTamil: 'காலியில் எம்முடன் இணையுங்கள்.' };
const published: NewsEvent = { type: 'NewsPublished', data: { newsId, ...texts, adminId } };
const archived: NewsEvent = { type: 'NewsArchived', data: { newsId, adminId } };

describe('news decider', () => {
  const given = spec(newsDecider).given;

  it('publishes a news item with the admin who did it', () => given([]).when({ type: 'PublishNews', newsId, texts, adminId }).then([published]));
  it('publishing the same id twice adds nothing', () => given([published]).when({ type: 'PublishNews', newsId, texts, adminId }).then([]));

  it('edits all texts, naming the editor', () =>
    given([published])
      .when({ type: 'EditNews', newsId, texts: { title: 'Volunteer week 2026', body: 'Join us in Matara.' }, adminId: otherAdmin })
      .then([{ type: 'NewsEdited', data: { newsId, title: 'Volunteer week 2026', body: 'Join us in Matara.', adminId: otherAdmin } }]));

  it('refuses to edit or archive an unknown item', () => {
    given([]).when({ type: 'EditNews', newsId, texts, adminId }).thenThrows(NEWS_NOT_FOUND, 404);
    given([]).when({ type: 'ToggleNewsArchive', newsId, adminId }).thenThrows(NEWS_NOT_FOUND, 404);
  });

  it('the archive call toggles ACTIVE → ARCHIVED → ACTIVE', () => {
    given([published]).when({ type: 'ToggleNewsArchive', newsId, adminId }).then([archived]);
    given([published, archived]).when({ type: 'ToggleNewsArchive', newsId, adminId }).then([{ type: 'NewsActivated', data: { newsId, adminId } }]);
  });

  it('with a target status it sets it, and does nothing when it already is', () => {
    given([published]).when({ type: 'ToggleNewsArchive', newsId, adminId, to: 'ACTIVE' }).then([]);
    given([published, archived]).when({ type: 'ToggleNewsArchive', newsId, adminId, to: 'ARCHIVED' }).then([]);
    given([published]).when({ type: 'ToggleNewsArchive', newsId, adminId, to: 'ARCHIVED' }).then([archived]);
  });
});

const personal = { $sealed: 'v1' as const, subject: 's1', iv: 'iv', data: 'cipher', tag: 'tag' };
const storyId = '7d1e2f3a-0000-4000-8000-0000000000b1';
const storyAdded: StoryEvent = { type: 'StoryAdded', data: { storyId, imageURL: '/images/story-default.svg', adminId, personal } };
const storyDeleted: StoryEvent = { type: 'StoryDeleted', data: { storyId, adminId } };

describe('story decider', () => {
  const given = spec(storyDecider).given;
  it('adds, updates and deletes a story', () => {
    given([]).when({ type: 'AddStory', storyId, imageURL: '/images/story-default.svg', personal, adminId }).then([storyAdded]);
    given([storyAdded])
      .when({ type: 'UpdateStory', storyId, imageURL: '/api/asset/file/a.png', personal, adminId: otherAdmin })
      .then([{ type: 'StoryUpdated', data: { storyId, imageURL: '/api/asset/file/a.png', adminId: otherAdmin, personal } }]);
    given([storyAdded]).when({ type: 'DeleteStory', storyId, adminId }).then([storyDeleted]);
  });
  it('a deleted or unknown story cannot be changed or deleted again', () => {
    given([storyAdded, storyDeleted]).when({ type: 'UpdateStory', storyId, imageURL: 'x', personal, adminId }).thenThrows(STORY_NOT_FOUND, 404);
    given([storyAdded, storyDeleted]).when({ type: 'DeleteStory', storyId, adminId }).thenThrows(STORY_NOT_FOUND, 404);
    given([]).when({ type: 'DeleteStory', storyId, adminId }).thenThrows(STORY_NOT_FOUND, 404);
  });
});

const partnerId = '7d1e2f3a-0000-4000-8000-0000000000c1';
const partnerAdded: PartnerEvent = { type: 'PartnerAdded', data: { partnerId, name: 'Sarvodaya', imageURL: '/api/asset/file/p.png', adminId } };

describe('partner decider', () => {
  const given = spec(partnerDecider).given;
  it('adds, renames and removes a partner', () => {
    given([]).when({ type: 'AddPartner', partnerId, name: 'Sarvodaya', imageURL: '/api/asset/file/p.png', adminId }).then([partnerAdded]);
    given([partnerAdded])
      .when({ type: 'UpdatePartner', partnerId, name: 'Sarvodaya Shramadana', imageURL: '/api/asset/file/p.png', adminId })
      .then([{ type: 'PartnerUpdated', data: { partnerId, name: 'Sarvodaya Shramadana', imageURL: '/api/asset/file/p.png', adminId } }]);
    given([partnerAdded]).when({ type: 'DeletePartner', partnerId, adminId }).then([{ type: 'PartnerDeleted', data: { partnerId, adminId } }]);
  });
  it('refuses an unknown or removed partner', () => {
    given([]).when({ type: 'UpdatePartner', partnerId, name: 'X', imageURL: 'y', adminId }).thenThrows(PARTNER_NOT_FOUND, 404);
    given([partnerAdded, { type: 'PartnerDeleted', data: { partnerId, adminId } }]).when({ type: 'DeletePartner', partnerId, adminId }).thenThrows(PARTNER_NOT_FOUND, 404);
  });
});

describe('document decider', () => {
  const given = spec(documentDecider).given;
  const file = 'a'.repeat(64) + '.pdf';
  const publish = { type: 'PublishDocument' as const, key: 'privacy-policy' as const, language: 'ta' as const, fileName: file, size: 1200, adminId };
  const first = { type: 'DocumentPublished' as const, data: { key: 'privacy-policy' as const, language: 'ta' as const, fileName: file, size: 1200, adminId } };
  it('publishes a document and replaces it with other bytes', () => {
    given([]).when(publish).then([first]);
    const next = { ...publish, fileName: 'b'.repeat(64) + '.pdf', size: 900 };
    given([first]).when(next).then([{ type: 'DocumentPublished', data: { ...first.data, fileName: next.fileName, size: 900 } }]);
  });
  it('refuses the same file again', () => given([first]).when(publish).thenThrows(DOCUMENT_UNCHANGED, 400));
});
