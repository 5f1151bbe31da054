import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  contentStreams,
  newsRequest,
  newsStatusRequest,
  partnerRequest,
  partnerUpdateRequest,
  rules,
  storyRequest,
  storyUpdateRequest,
} from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, isUuid, notFound } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { NEWS_NOT_FOUND, newsDecider, PARTNER_NOT_FOUND, partnerDecider, STORY_NOT_FOUND, storyDecider } from './decider';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export const ADDED = 'Successfully Added!';
export const UPDATED = 'Successfully Updated!';
export const DELETED = 'Successfully Deleted!';
export const NEWS_CREATED = 'Successfully Created!';

/** News, stories and partners are managed by any admin: the spec gives them to admins without naming a permission. */
export const contentAdmin = { access: rules.admin, denied: ADMIN_DENIED };

/** An id from a path or body; anything that is not a UUID cannot name an item (404 with the item's message). */
export const itemId = (value: unknown, missing: string) => {
  if (typeof value !== 'string' || !isUuid(value)) throw notFound(missing);
  return value.toLowerCase();
};
const paramId = (request: FastifyRequest, missing: string) => itemId((request.params as { id?: string }).id, missing);

export const contentRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  const adminOf = (request: FastifyRequest) => request.session!.id;

  // ---- News (spec §7 Admin): create, edit, archive/activate ----

  app.post('/api/news/admin/create', { config: contentAdmin }, async (request) => {
    const texts = parse(newsRequest, request.body);
    const newsId = randomUUID();
    const { result } = await ctx.commands.handle(contentStreams.news(newsId), newsDecider, { type: 'PublishNews', newsId, texts, adminId: adminOf(request) }, contextOf(request, ctx.now()));
    return { message: NEWS_CREATED, id: newsId, position: positionOf(result) };
  });

  app.put('/api/news/admin/archive/:id', { config: contentAdmin }, async (request) => {
    const newsId = paramId(request, NEWS_NOT_FOUND);
    const { status: to } = parse(newsStatusRequest, request.body);
    const { state, result } = await ctx.commands.handle(contentStreams.news(newsId), newsDecider, { type: 'ToggleNewsArchive', newsId, adminId: adminOf(request), to }, contextOf(request, ctx.now()));
    return { message: UPDATED, status: state.status, position: positionOf(result) };
  });

  app.put('/api/news/admin/:id', { config: contentAdmin }, async (request) => {
    const newsId = paramId(request, NEWS_NOT_FOUND);
    const texts = parse(newsRequest, request.body);
    const { result } = await ctx.commands.handle(contentStreams.news(newsId), newsDecider, { type: 'EditNews', newsId, texts, adminId: adminOf(request) }, contextOf(request, ctx.now()));
    return { message: UPDATED, position: positionOf(result) };
  });

  // ---- Volunteer stories: the name and text are sealed under the story's own key ----

  app.post('/api/admin/story/create', { config: contentAdmin }, async (request) => {
    const { name, description, imageURL } = parse(storyRequest, request.body);
    const storyId = randomUUID();
    const personal = await ctx.vault.seal(storyId, { name, description });
    const { result } = await ctx.commands.handle(
      contentStreams.story(storyId),
      storyDecider,
      { type: 'AddStory', storyId, imageURL, personal, adminId: adminOf(request) },
      contextOf(request, ctx.now()),
    );
    return { message: ADDED, id: storyId, position: positionOf(result) };
  });

  app.put('/api/admin/story/update', { config: contentAdmin }, async (request) => {
    const body = parse(storyUpdateRequest, request.body);
    const storyId = itemId(body.id, STORY_NOT_FOUND);
    // Refuse before sealing: sealing for an unknown or deleted story would create (or fail on) its key.
    const { state } = await ctx.commands.loadState(contentStreams.story(storyId), storyDecider);
    if (!state.exists || state.deleted) throw notFound(STORY_NOT_FOUND);
    const personal = await ctx.vault.seal(storyId, { name: body.name, description: body.description });
    const { result } = await ctx.commands.handle(
      contentStreams.story(storyId),
      storyDecider,
      { type: 'UpdateStory', storyId, imageURL: body.imageURL, personal, adminId: adminOf(request) },
      contextOf(request, ctx.now()),
    );
    return { message: UPDATED, position: positionOf(result) };
  });

  app.delete('/api/admin/story/delete/:id', { config: contentAdmin }, async (request) => {
    const storyId = paramId(request, STORY_NOT_FOUND);
    const { result } = await ctx.commands.handle(contentStreams.story(storyId), storyDecider, { type: 'DeleteStory', storyId, adminId: adminOf(request) }, contextOf(request, ctx.now()));
    // A story tells of a real person: once deleted, its texts are shredded in the log too.
    await ctx.vault.erase(storyId);
    return { message: DELETED, position: positionOf(result) };
  });

  // ---- Partners: organisation name and logo (public, not sealed) ----

  app.post('/api/admin/partner/create', { config: contentAdmin }, async (request) => {
    const { name, imageURL } = parse(partnerRequest, request.body);
    const partnerId = randomUUID();
    const { result } = await ctx.commands.handle(
      contentStreams.partner(partnerId),
      partnerDecider,
      { type: 'AddPartner', partnerId, name, imageURL, adminId: adminOf(request) },
      contextOf(request, ctx.now()),
    );
    return { message: ADDED, id: partnerId, position: positionOf(result) };
  });

  app.put('/api/admin/partner/update', { config: contentAdmin }, async (request) => {
    const body = parse(partnerUpdateRequest, request.body);
    const partnerId = itemId(body.id, PARTNER_NOT_FOUND);
    const { result } = await ctx.commands.handle(
      contentStreams.partner(partnerId),
      partnerDecider,
      { type: 'UpdatePartner', partnerId, name: body.name, imageURL: body.imageURL, adminId: adminOf(request) },
      contextOf(request, ctx.now()),
    );
    return { message: UPDATED, position: positionOf(result) };
  });

  app.delete('/api/admin/partner/delete/:id', { config: contentAdmin }, async (request) => {
    const partnerId = paramId(request, PARTNER_NOT_FOUND);
    const { result } = await ctx.commands.handle(contentStreams.partner(partnerId), partnerDecider, { type: 'DeletePartner', partnerId, adminId: adminOf(request) }, contextOf(request, ctx.now()));
    return { message: DELETED, position: positionOf(result) };
  });
};
