import type { FastifyInstance } from 'fastify';
import { listOutbox } from '@nvp/projections/outbox';
import { OUTBOX_WRITERS } from '@nvp/projections/checkpoints';
import type { QueryApiDeps } from '../infra/deps';

export const outboxLimit = (request: { query: unknown }) =>
  Math.min(500, Math.max(1, Number((request.query as { limit?: string }).limit ?? 100) || 100));

/**
 * Development only: the mail and SMS the platform would have sent, open to anyone (it holds reset links).
 * Registered only when NODE_ENV=development or DEV_OUTBOX=true, never under NODE_ENV=production
 * (config.devOutbox); elsewhere undelivered mail is for core admins (GET /api/admin/outbox).
 */
export const devQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  if (!deps.config.devOutbox) return;
  // readYourWrites: the developer reads the outbox anonymously right after a command, so it waits like a
  // signed-in read, for the mail sinks that write it (not for the read models).
  app.get('/api/dev/outbox', { config: { access: 'everyone', readYourWrites: 'anyone', readModels: OUTBOX_WRITERS } }, async (request) => listOutbox(deps.pool, outboxLimit(request)));
};
