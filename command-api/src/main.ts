// command-api as its own service (distributed deployment).
import Fastify from 'fastify';
import { loadConfigOrExit, openInfrastructure } from '@nvp/events';
import { createParkedEvents, postgresProjections } from '@nvp/projections';
import { closeServer, createMetricsRegistry, createTokenCheck, proxyOptions, registerMetrics, registerSecurityHeaders, registerRequestId, requestLogOptions } from '@nvp/http-kit';
import { queryApi } from '@nvp/query-api';
import { commandApi } from './app';
import { bootstrapCoreAdmin } from './admin/bootstrap';
import { createSliceContext } from './infra/deps';
import { buildOpenApiDocument, serveOpenApiDocument } from './infra/openapi/plugin';

const config = loadConfigOrExit();
const infra = await openInfrastructure(config);
// A core admin's retry of a parked event runs the read model's code here, on the shared PostgreSQL (it holds the
// model's checkpoint row, so it lands between two of the projections service's batches).
const parkedEvents = createParkedEvents({ store: infra.store, pool: infra.pool, projections: postgresProjections(infra) });
const deps = { config, store: infra.store, vault: infra.vault, jwtSecret: infra.secrets.jwtSecret, pool: infra.pool, parkedEvents };
const app = Fastify({ ...requestLogOptions(config.logLevel ?? 'info'), bodyLimit: 1024 * 1024, ...proxyOptions(config) });
registerRequestId(app);
await registerSecurityHeaders(app);
// Request latency by route and GET /metrics (METRICS_TOKEN or a core admin); the command-api adds the append rate.
await registerMetrics(app, {
  registry: createMetricsRegistry('command-api'),
  token: config.metricsToken,
  auth: { secret: infra.secrets.jwtSecret, isTokenActive: createTokenCheck(infra.store, undefined, config) },
});
await app.register(commandApi, deps);
// The document of both services at /api/docs (the proxy sends /api/docs here; public, like the API it describes).
// Built here, not in the query-api, because the read side never imports the write side (issue 26): both APIs are
// registered on a scratch server that never listens, only to read their routes and access rules; registering calls
// none of the read side's dependencies, so those given here refuse.
const documentationOnly = () => Promise.reject(new Error('documentation only'));
await serveOpenApiDocument(
  app,
  await buildOpenApiDocument(async (scratch) => {
    await scratch.register(commandApi, deps);
    await scratch.register(queryApi, { config, pool: infra.pool, jwtSecret: infra.secrets.jwtSecret, store: infra.store, waitFor: documentationOnly, health: documentationOnly, lag: documentationOnly });
  }),
);
if (config.adminEmail && config.adminPassword) await bootstrapCoreAdmin(createSliceContext(deps), config.adminEmail, config.adminPassword);
await app.listen({ port: config.port, host: config.host });
const stop = async () => {
  await closeServer(app);
  await infra.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
