// query-api as its own service (distributed deployment): reads read models, waits on stored checkpoints.
import Fastify from 'fastify';
import { deliveryWarnings, loadConfig, openInfrastructure } from '@nvp/events';
import { registerSecurityHeaders, proxyOptions } from '@nvp/command-api';
import { createAnalytics, createProjectionRunner, createReadModelAdmin, postgresProjections } from '@nvp/projections';
import { readCheckpoint, waitForCheckpoints } from '@nvp/projections/checkpoints';
import { queryApi } from './app';
import { createHealthCheck } from './health/health';

const config = loadConfig();
const infra = await openInfrastructure(config);
const analytics = await createAnalytics({ url: config.clickhouseUrl, path: `${config.dataDir}/chdb` });
// Not started: used only to report the projections service's lag from the stored checkpoints.
const observer = createProjectionRunner({ store: infra.store, pool: infra.pool, projections: postgresProjections(infra) });
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, ...proxyOptions(config) });
await registerSecurityHeaders(app);
// Loud on purpose: in production an unset SMTP_URL means nobody receives their links.
for (const warning of deliveryWarnings(config)) app.log.warn(warning);
await app.register(queryApi, {
  config,
  pool: infra.pool,
  jwtSecret: infra.secrets.jwtSecret,
  store: infra.store,
  waitFor: (position, timeoutMs) => waitForCheckpoints(infra.pool, position, timeoutMs),
  lag: () => observer.lag(),
  // The projections service commits a read model's rows and its checkpoint together: the stored checkpoint is its version.
  readModelVersion: async (name) => {
    const { commit, prepare } = await readCheckpoint(infra.pool, name);
    return `${commit}/${prepare}`;
  },
  analytics,
  // Verification and blue/green rebuilds work from any process: they coordinate through the checkpoint rows.
  readModels: createReadModelAdmin({ store: infra.store, pool: infra.pool, projections: postgresProjections(infra), lag: () => observer.lag() }),
  health: createHealthCheck({
    store: infra.store,
    lag: () => observer.lag(),
    runsProjections: false, // the projections service runs them; here we only report its checkpoints
    analytics,
    kafkaEnabled: Boolean(config.kafkaBrokers?.length),
    mailDelivery: config.smtpUrl ? 'smtp' : 'outbox',
    warnings: deliveryWarnings(config),
  }),
});
await app.listen({ port: config.port, host: config.host });
const stop = async () => {
  await app.close();
  await analytics.close();
  await infra.close();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
