import type { FastifyInstance } from 'fastify';
import { comparePositions, parsePosition } from '@nvp/events';
import type { ReadModelSelection } from '@nvp/projections/checkpoints';
import type { QueryApiDeps } from './deps';

export const POSITION_HEADER = 'x-nvp-position';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who a read waits for: signed-in callers only (the default), or anyone (the development outbox,
     * read anonymously right after a command and registered only in development).
     */
    readYourWrites?: 'signedIn' | 'anyone';
    /**
     * What the route reads, when not the PostgreSQL read models (the default): 'with-facts' adds the ClickHouse
     * facts (the report calls); a list names the projections, e.g. the outbox's mail sinks. Mail, SMS and Kafka
     * are never waited for otherwise.
     */
    readModels?: ReadModelSelection;
  }
}

/**
 * The console sends the position of its last command; a query waits (bounded) until the read models
 * have passed it, so a user sees their own write. The answer says whether it did.
 * Only signed-in callers wait (an anonymous request cannot hold a connection for the whole bound), and a
 * position the log has not reached is answered at once: it was never the position of a committed
 * command, so no wait could reach it.
 */
export const registerReadYourWrites = (app: FastifyInstance, deps: QueryApiDeps) => {
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[POSITION_HEADER];
    const position = typeof header === 'string' ? parsePosition(header) : undefined;
    if (!position) return;
    if (!request.session && request.routeOptions.config?.readYourWrites !== 'anyone') return;
    // barrier(): at or after every committed event, so a position beyond it was never answered to anyone.
    if (comparePositions(position, await deps.store.barrier()) > 0) {
      reply.header('x-nvp-consistent', 'false');
      return;
    }
    const consistent = await deps.waitFor(position, deps.config.readYourWritesTimeoutMs, request.routeOptions.config?.readModels);
    reply.header('x-nvp-consistent', String(consistent));
  });
};
