import { afterAll, beforeAll, expect, it } from 'vitest';
import Fastify from 'fastify';
import { CONTENT_SECURITY_POLICY, registerSecurityHeaders } from '@nvp/http-kit';
import { buildOpenApiDocument, commandApi, serveOpenApiDocument } from '@nvp/command-api';
import { queryApi } from '@nvp/query-api';
import { startTestPlatform } from './harness';

/**
 * The distributed deployment: nginx sends /api/docs to the command-api, which registers both APIs on a
 * scratch server only to document them (command-api/src/main.ts does exactly this). Its document must be the
 * embedded platform's, route for route.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
beforeAll(async () => {
  t = await startTestPlatform('openapi-distributed');
});
afterAll(async () => t?.stop());

it("the query-api's document of both services equals the embedded platform's, served at /api/docs under the CSP", async () => {
  const { config, infra } = t.platform;
  const embedded = await (await fetch(`${t.platform.url}/api/docs/json`)).json();
  const never = () => Promise.reject(new Error('documentation only'));
  const queryDeps = {
    config,
    pool: infra.pool,
    jwtSecret: infra.secrets.jwtSecret,
    store: infra.store,
    waitFor: never,
    health: never,
    lag: never,
  };
  const document = await buildOpenApiDocument(async (scratch) => {
    await scratch.register(commandApi, { config, store: infra.store, vault: infra.vault, jwtSecret: infra.secrets.jwtSecret, pool: infra.pool });
    await scratch.register(queryApi, queryDeps);
  });

  const server = Fastify({ logger: false });
  await registerSecurityHeaders(server);
  await serveOpenApiDocument(server, document);
  const json = await server.inject({ method: 'GET', url: '/api/docs/json' });
  expect(json.statusCode).toBe(200);
  expect(json.json()).toEqual(embedded);
  const page = await server.inject({ method: 'GET', url: '/api/docs' });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  await server.close();
});
