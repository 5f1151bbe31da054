export { queryApi } from './app';
export type { QueryApiDeps, HealthReport } from './infra/deps';
export { createHealthCheck, createUpCheck, type HealthSources } from './health/health';
