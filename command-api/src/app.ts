import type { FastifyInstance } from 'fastify';
import { registerAuth } from './auth/plugin';
import { authRoutes } from './auth/routes';
import { createSliceContext, type CommandApiDeps } from './infra/deps';
import { registerErrorHandler } from './infra/http';
import { volunteerRoutes } from './volunteer/routes';
import { vioRoutes } from './vio/routes';

/** The write side as a Fastify plugin: mounted alone (distributed) or beside query-api (embedded). */
export const commandApi = async (app: FastifyInstance, deps: CommandApiDeps) => {
  const ctx = createSliceContext(deps);
  registerErrorHandler(app);
  await registerAuth(app, { secret: deps.jwtSecret });
  await authRoutes(app, ctx);
  await volunteerRoutes(app, ctx);
  await vioRoutes(app, ctx);
};
