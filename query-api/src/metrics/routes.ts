import type { FastifyInstance } from 'fastify';
import { registerProjectionMetrics, type ProjectionLag } from '@nvp/projections';
import type { QueryApiDeps } from '../infra/deps';

/**
 * The projections' series in the server's Prometheus registry (GET /metrics is the server's: http-kit's
 * registerMetrics, with its access rule): each projection's running state, lag and parked events and each sink's
 * dead letters, read at scrape time from what this process knows (the runner beside it in the embedded platform,
 * the stored checkpoints and sink rows in a distributed query-api). A server without a registry gets none.
 */
export const metricsRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  if (!app.metrics) return;
  registerProjectionMetrics(app.metrics, { lag: () => deps.lag() as Promise<ProjectionLag[]>, sinks: deps.sinks });
};
