import swagger, { type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { catalogue, tagDescriptions } from './catalogue';
import { baseDocument, buildOperation, DOCS_PREFIX, routeKeyOf, type LiveRoute } from './document';

type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Only the API is documented: not the console's files, not the docs' own routes, not HEAD twins. */
const isDocumented = (url: string) => url.startsWith('/api/') && url !== DOCS_PREFIX && !url.startsWith(`${DOCS_PREFIX}/`);

/**
 * Registers @fastify/swagger on `app` (dynamic mode: it sees every route registered after it, in every
 * scope) with transforms that take each operation from the catalogue and the route's own access rule.
 * Routes keep no `schema`, so Fastify neither validates nor serialises anything differently.
 */
export const registerOpenApiDocument = async (app: FastifyInstance) => {
  const live = new Map<string, LiveRoute>();
  // The HTTP tests' contract check (answer-check.ts): loaded only when a test platform asks for it.
  if (process.env.NVP_CHECK_ANSWERS === '1') {
    const { installAnswerCheck } = await import('./answer-check');
    installAnswerCheck(app, () => app.swagger() as unknown as Record<string, unknown>);
  }
  await app.register(swagger, {
    openapi: { openapi: '3.1.1' },
    hideUntagged: false,
    transform: ({ schema, url, route }) => {
      const r = route as RouteOptions;
      if (!isDocumented(url)) return { schema: { ...schema, hide: true }, url };
      for (const method of [r.method].flat()) {
        live.set(`${method} ${url}`, {
          method,
          url,
          access: r.config?.access,
          denied: r.config?.denied,
          rateLimited: Boolean((r.config as { rateLimit?: unknown } | undefined)?.rateLimit),
        });
      }
      return { schema: schema ?? {}, url };
    },
    transformObject: (documentObject) => {
      const generated = (documentObject as { openapiObject: Json }).openapiObject;
      const document = baseDocument(catalogue, tagDescriptions);
      const components = document.components.schemas;
      const paths: Record<string, Json> = {};
      for (const [path, item] of Object.entries((generated.paths ?? {}) as Record<string, Json>)) {
        for (const method of METHODS) {
          const existing = item[method] as Json | undefined;
          if (!existing) continue;
          const key = routeKeyOf(method, path);
          const route = live.get(key) ?? { method: method.toUpperCase(), url: key.slice(method.length + 1), rateLimited: false };
          (paths[path] ??= {})[method] = buildOperation(key, route, catalogue[key], components, existing);
        }
      }
      // Our own types (plain JSON): the library's OpenAPI typings are narrower than the 3.1 schemas we emit.
      return { ...document, paths } as unknown as ReturnType<SwaggerTransformObject>;
    },
  });
};

/**
 * The document and its UI at /api/docs (JSON at /api/docs/json, YAML at /api/docs/yaml). Swagger UI's page
 * has no inline script or style (its files and the initializer are served from /api/docs/static), so the
 * platform's strict CSP holds; the only change is no validator badge (it would load an image from
 * validator.swagger.io). Public: the document describes the public API and holds no secrets.
 */
export const registerOpenApiUi = async (app: FastifyInstance) => {
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // BaseLayout: no top bar. The top bar's Swagger logo is an SVG with an inline <style>, which the CSP
    // refuses (harmlessly, but as a violation); its "explore another URL" box has no use here either.
    uiConfig: { layout: 'BaseLayout', validatorUrl: null, deepLinking: true, docExpansion: 'list', tryItOutEnabled: false },
    theme: { title: 'National Volunteering Platform API' },
    // Under helmet's CSP as it is: the UI's own static CSP (which allows https: styles) is not used.
    staticCSP: false,
  });
};

/** Both, for one server that holds every API route (the embedded platform; call before registering the APIs). */
export const registerOpenApi = async (app: FastifyInstance) => {
  await registerOpenApiDocument(app);
  await registerOpenApiUi(app);
};

/**
 * The document of the routes `register` adds, built on a scratch server that never listens. The distributed
 * query-api serves /api/docs (the proxy sends every GET there) and documents the write side too, so it
 * registers both APIs on the scratch server only to read their routes and access rules.
 */
export const buildOpenApiDocument = async (register: (scratch: FastifyInstance) => Promise<void>) => {
  const scratch = Fastify({ logger: false });
  await registerOpenApiDocument(scratch);
  await register(scratch);
  await scratch.ready();
  const document = scratch.swagger();
  await scratch.close();
  return document;
};

/** A document built beforehand, served with its UI at /api/docs (the distributed query-api). */
export const serveOpenApiDocument = async (app: FastifyInstance, document: ReturnType<FastifyInstance['swagger']>) => {
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await registerOpenApiUi(app);
};
