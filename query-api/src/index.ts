export { queryApi } from './app';
export type { QueryApiDeps, HealthReport } from './infra/deps';
