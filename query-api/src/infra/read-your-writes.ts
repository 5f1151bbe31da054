import type { FastifyInstance } from 'fastify';
import { parsePosition } from '@nvp/events';
import type { QueryApiDeps } from './deps';

export const POSITION_HEADER = 'x-nvp-position';

/**
 * The console sends the position of its last command; a query waits (bounded) until the read models
 * have passed it, so a user sees their own write. The answer says whether it did.
 */
export const registerReadYourWrites = (app: FastifyInstance, deps: QueryApiDeps) => {
  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[POSITION_HEADER];
    const position = typeof header === 'string' ? parsePosition(header) : undefined;
    if (!position) return;
    const consistent = await deps.waitFor(position, deps.config.readYourWritesTimeoutMs);
    reply.header('x-nvp-consistent', String(consistent));
  });
};
