export { commandApi } from './app';
export { bootstrapCoreAdmin } from './admin/bootstrap';
export { createSliceContext, type CommandApiDeps } from './infra/deps';
export { buildOpenApiDocument, registerOpenApi, registerOpenApiDocument, registerOpenApiUi, serveOpenApiDocument } from './infra/openapi/plugin';
export { catalogue as openApiCatalogue } from './infra/openapi/catalogue';
