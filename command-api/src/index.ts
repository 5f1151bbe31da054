export { commandApi } from './app';
export { bootstrapCoreAdmin } from './admin/bootstrap';
export { createSliceContext, type CommandApiDeps } from './infra/deps';
