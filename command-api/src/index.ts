export { commandApi } from './app';
export { bootstrapCoreAdmin } from './admin/bootstrap';
export { createSliceContext, type CommandApiDeps } from './infra/deps';
export { registerSecurityHeaders, proxyOptions, CONTENT_SECURITY_POLICY } from './infra/security-headers';
export { registerRequestId, requestLogOptions, redactUrl, SECRET_PATHS, REQUEST_ID_HEADER } from './infra/request-log';
export { TOO_MANY_ATTEMPTS } from './infra/rate-limits';
export { buildOpenApiDocument, registerOpenApi, registerOpenApiDocument, registerOpenApiUi, serveOpenApiDocument } from './infra/openapi/plugin';
export { catalogue as openApiCatalogue } from './infra/openapi/catalogue';
