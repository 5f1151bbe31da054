// query-api as its own service (distributed deployment): reads read models, waits on stored checkpoints.
import Fastify from 'fastify';
import { loadConfig, openInfrastructure } from '@nvp/events';
import { createAnalytics, createProjectionRunner, postgresProjections } from '@nvp/projections';
import { waitForCheckpoints } from '@nvp/projections/checkpoints';
import { queryApi } from './app';

const config = loadConfig();
const infra = await openInfrastructure(config);
const analytics = await createAnalytics({ url: config.clickhouseUrl, path: `${config.dataDir}/chdb` });
// Not started: used only to report the projections service's lag from the stored checkpoints.
const observer = createProjectionRunner({ store: infra.store, pool: infra.pool, projections: postgresProjections(infra) });
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await app.register(queryApi, {
  config,
  pool: infra.pool,
  jwtSecret: infra.secrets.jwtSecret,
  waitFor: (position, timeoutMs) => waitForCheckpoints(infra.pool, position, timeoutMs),
  lag: () => observer.lag(),
  async health() {
    const components: Record<string, { ok: boolean; [k: string]: unknown }> = {};
    try {
      components.eventStore = { ok: true, kind: infra.store.kind, head: String((await infra.store.headPosition()).prepare) };
    } catch (error) {
      components.eventStore = { ok: false, error: String(error) };
    }
    try {
      components.readModels = { ok: true, projections: await observer.lag() };
    } catch (error) {
      components.readModels = { ok: false, error: String(error) };
    }
    components.analytics = { ok: await analytics.ping().catch(() => false), kind: analytics.kind };
    components.kafka = { ok: true, enabled: Boolean(config.kafkaBrokers?.length) };
    return { status: Object.values(components).every((c) => c.ok) ? 'ok' : 'degraded', components };
  },
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
