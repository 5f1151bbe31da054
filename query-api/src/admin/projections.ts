import type { FastifyInstance, FastifyReply } from 'fastify';
import { rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { CORE_ADMIN_DENIED } from './routes';

/**
 * Read models for the core admin: their position, lag and parked events (the events a model set aside, latest first;
 * command-api retries one), a verification (each rebuilt from the log into a shadow schema and its content hash
 * compared with the live one) and a blue/green rebuild with progress to poll.
 */
export const adminProjectionRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const coreAdmin = { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED };
  const unavailable = (reply: FastifyReply) => reply.code(503).send({ message: 'Read-model administration is not available in this process' });

  app.get('/api/admin/projections', { config: coreAdmin }, async (_request, reply) => {
    if (!deps.readModels) return unavailable(reply);
    const [models, parked] = await Promise.all([deps.readModels.list(), deps.readModels.parked()]);
    return { models, parked };
  });

  /** `?name=volunteers` verifies one read model, without it every one. */
  app.get('/api/admin/projections/verify', { config: coreAdmin }, async (request, reply) => {
    if (!deps.readModels) return unavailable(reply);
    const { name } = request.query as { name?: string };
    if (name !== undefined && !deps.readModels.names.includes(name)) return reply.code(400).send({ message: `Unknown read model '${name}'`, field: 'name' });
    try {
      const models = await deps.readModels.verify(name === undefined ? undefined : [name]);
      return { models: models.map(({ name, equal, liveHash, rebuiltHash, events, tables }) => ({ name, equal, liveHash, rebuiltHash, events, tables })) };
    } catch (error) {
      if (error instanceof Error && /already running/.test(error.message)) return reply.code(409).send({ message: error.message });
      throw error;
    }
  });

  /** Starts a rebuild beside the live tables (202); 409 with the running job when one is under way. */
  app.post('/api/admin/projections/rebuild', { config: coreAdmin }, async (request, reply) => {
    if (!deps.readModels) return unavailable(reply);
    const name = (request.body as { name?: unknown } | undefined)?.name;
    if (typeof name !== 'string' || !deps.readModels.names.includes(name)) {
      return reply.code(400).send({ message: 'Choose a read model to rebuild', field: 'name' });
    }
    const started = deps.readModels.rebuild(name)!;
    return reply.code(started.started ? 202 : 409).send(started.job);
  });
};
