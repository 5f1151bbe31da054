import type { FastifyInstance } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pagingQuery } from '@nvp/events';
import { countOutbox, listOutbox } from '@nvp/projections/outbox';
import { OUTBOX_WRITERS } from '@nvp/projections/checkpoints';
import type { QueryApiDeps } from '../infra/deps';
import { pageOf, sendPaging } from '../infra/paging';

/**
 * The outbox's paging: `limit` (default 100) and `offset`, newest first. Its pages hold up to 500 (the one list
 * above the usual 100): developers and tests look for a mail among the latest few hundred; larger asks are clamped.
 */
export const outboxPaging = pagingQuery({ size: 'limit', offset: 'offset', defaultSize: 100, maxSize: 500 });

/** One page of the outbox with its total in the headers. */
export const outboxPage = async (deps: QueryApiDeps, request: FastifyRequest, reply: FastifyReply) => {
  const page = pageOf(request, outboxPaging);
  const [rows, total] = await Promise.all([listOutbox(deps.pool, page.size, { offset: page.offset }), countOutbox(deps.pool)]);
  sendPaging(reply, page, total);
  return rows;
};

/**
 * Development only: the mail and SMS the platform would have sent, open to anyone (it holds reset links).
 * Registered only when NODE_ENV=development or DEV_OUTBOX=true, never under NODE_ENV=production
 * (config.devOutbox); elsewhere undelivered mail is for core admins (GET /api/admin/outbox).
 */
export const devQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  if (!deps.config.devOutbox) return;
  // readYourWrites: the developer reads the outbox anonymously right after a command, so it waits like a
  // signed-in read, for the mail sinks that write it (not for the read models).
  app.get('/api/dev/outbox', { config: { access: 'everyone', readYourWrites: 'anyone', readModels: OUTBOX_WRITERS } }, async (request, reply) => outboxPage(deps, request, reply));
};
