// query-api as its own service (distributed deployment): reads read models, waits on stored checkpoints.
import Fastify from 'fastify';
import { deliveryWarnings, loadConfigOrExit, openInfrastructure } from '@nvp/events';
import { closeServer, createMetricsRegistry, createTokenCheck, registerMetrics, registerRequestId, registerSecurityHeaders, proxyOptions, requestLogOptions } from '@nvp/http-kit';
import { createAnalytics, createProjectionRunner, createReadModelAdmin, postgresProjections } from '@nvp/projections';
import { createCheckpointVersions, SIDE_EFFECT_SINKS, waitForCheckpoints } from '@nvp/projections/checkpoints';
import { readSinkStates } from '@nvp/projections/sinks';
import { queryApi } from './app';
import { createHealthCheck, createUpCheck } from './health/health';

const config = loadConfigOrExit();
const infra = await openInfrastructure(config);
const analytics = await createAnalytics({ url: config.clickhouseUrl, path: `${config.dataDir}/chdb` });
// Not started: used only to report the projections service's lag from the stored checkpoints.
const observer = createProjectionRunner({ store: infra.store, pool: infra.pool, projections: postgresProjections(infra) });
// The projections service writes each sink's state and dead letters to PostgreSQL; this process reads them.
const sinkNames = SIDE_EFFECT_SINKS.filter((name) => name !== 'kafka-publisher' || Boolean(config.kafkaBrokers?.length));
const sinks = () => readSinkStates(infra.pool, sinkNames);
const app = Fastify({ ...requestLogOptions(config.logLevel ?? 'info'), ...proxyOptions(config) });
registerRequestId(app);
await registerSecurityHeaders(app);
// Request latency by route and GET /metrics (METRICS_TOKEN or a core admin); the query-api adds the projections' series.
await registerMetrics(app, {
  registry: createMetricsRegistry('query-api'),
  token: config.metricsToken,
  auth: { secret: infra.secrets.jwtSecret, isTokenActive: createTokenCheck(infra.store, undefined, config) },
});
// Loud on purpose: in production an unset SMTP_URL means nobody receives their links.
for (const warning of deliveryWarnings(config)) app.log.warn(warning);
const queryDeps: Parameters<typeof queryApi>[1] = {
  config,
  pool: infra.pool,
  jwtSecret: infra.secrets.jwtSecret,
  store: infra.store,
  waitFor: (position, timeoutMs, names) => waitForCheckpoints(infra.pool, position, timeoutMs, names),
  lag: () => observer.lag(),
  // The projections service commits a read model's rows and its checkpoint together: the stored checkpoint is its
  // version (with the row's time, which a retried parked event moves).
  readModelVersion: createCheckpointVersions(infra.pool),
  analytics,
  sinks,
  // Verification and blue/green rebuilds work from any process: they coordinate through the checkpoint rows.
  readModels: createReadModelAdmin({ store: infra.store, pool: infra.pool, projections: postgresProjections(infra), lag: () => observer.lag() }),
  // No projection runs here: their stored checkpoints are the deep report's business.
  up: createUpCheck({ store: infra.store, pool: infra.pool, analytics }),
  health: createHealthCheck({
    store: infra.store,
    lag: () => observer.lag(),
    runsProjections: false, // the projections service runs them; here we only report its checkpoints
    analytics,
    kafkaEnabled: Boolean(config.kafkaBrokers?.length),
    sinks,
    mailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
    warnings: deliveryWarnings(config),
  }),
};
await app.register(queryApi, queryDeps);
// /api/docs (both services' document) is the command-api's: the proxy sends it there (issue 26).
await app.listen({ port: config.port, host: config.host });
const stop = async () => {
  await closeServer(app);
  await analytics.close();
  await infra.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
