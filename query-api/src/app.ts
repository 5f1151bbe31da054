import type { FastifyInstance } from 'fastify';
import { createTokenCheck, registerAuth } from '@nvp/command-api/auth';
import { registerErrorHandler } from '@nvp/command-api/http';
import type { QueryApiDeps } from './infra/deps';
import { registerReadYourWrites } from './infra/read-your-writes';
import { adminQueryRoutes } from './admin/routes';
import { vioQueryRoutes } from './vio/routes';
import { volunteerQueryRoutes } from './volunteer/routes';
import { devQueryRoutes } from './dev/routes';
import { contentQueryRoutes } from './content/routes';
import { assetFileRoutes } from './content/assets';
import { healthRoutes } from './health/routes';
import { adminOutboxRoutes } from './admin/outbox';
import { emergencyQueryRoutes } from './emergency/routes';

/** The read side as a Fastify plugin: GET routes over the read models (and, later, reports over ClickHouse). */
export const queryApi = async (app: FastifyInstance, deps: QueryApiDeps) => {
  registerErrorHandler(app);
  await registerAuth(app, { secret: deps.jwtSecret, isTokenActive: createTokenCheck(deps.store) });
  registerReadYourWrites(app, deps);
  await healthRoutes(app, deps);
  await adminQueryRoutes(app, deps);
  await vioQueryRoutes(app, deps);
  await volunteerQueryRoutes(app, deps);
  await devQueryRoutes(app, deps);
  await contentQueryRoutes(app);
  await assetFileRoutes(app, { dataDir: deps.config.dataDir });
  await adminOutboxRoutes(app, deps);
  await emergencyQueryRoutes(app, deps);
};
