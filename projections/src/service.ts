import Fastify from 'fastify';
import type { Infrastructure } from '@nvp/events';
import {
  createMetricsRegistry,
  closeServer,
  createServiceLogger,
  createTokenCheck,
  registerErrorHandler,
  registerMetrics,
  registerRequestId,
  registerSecurityHeaders,
  requestLogOptions,
} from '@nvp/http-kit';
import { createProjections } from './index';
import { registerProjectionMetrics } from './runner/metrics';

/**
 * The projections service of the distributed deployment: the runner (read models, ClickHouse facts, mail, Kafka)
 * with its JSON log, and a small HTTP listener on PORT that serves only GET /metrics (the same access rule as the
 * APIs': METRICS_TOKEN or a core admin's session), so Prometheus scrapes the runner where it runs.
 */
export const startProjectionsService = async (infra: Infrastructure, options: { logStream?: { write(line: string): void } } = {}) => {
  const { config } = infra;
  const level = config.logLevel ?? 'info';
  const log = createServiceLogger('projections', level, options.logStream);
  const registry = createMetricsRegistry('projections');
  const projections = await createProjections(infra, {
    publicUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    projectionRetry: config.projectionRetry,
    log,
    metrics: registry,
  });
  await projections.runner.start();
  registerProjectionMetrics(registry, { lag: () => projections.runner.lag(), sinks: () => projections.runner.sinks() });

  const app = Fastify(requestLogOptions(level, options.logStream));
  registerRequestId(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerMetrics(app, {
    registry,
    token: config.metricsToken,
    auth: { secret: infra.secrets.jwtSecret, isTokenActive: createTokenCheck(infra.store, undefined, config) },
  });
  const address = await app.listen({ port: config.port, host: config.host });
  log.info({ projections: projections.runner.projections.map((p) => p.name), metrics: `${address}/metrics` }, 'projections running');
  return {
    url: address,
    projections,
    async stop() {
      await closeServer(app);
      await projections.close();
    },
  };
};
