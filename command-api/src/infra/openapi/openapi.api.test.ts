import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vioRegistrationRequest } from '@nvp/events';
import { startTestPlatform } from '../../../../scripts/test/harness';
import { CONTENT_SECURITY_POLICY, firstProblem } from '@nvp/http-kit';
import { catalogue } from './catalogue';
import { DOCS_PREFIX, routeKeyOf } from './document';

/**
 * The OpenAPI document of the running platform (both APIs on one server): every route is in it, as the
 * catalogue describes it, the document holds together as OpenAPI 3.1, and the UI is served under the CSP.
 * A route added without a catalogue line fails the first test, naming the route.
 */
type Json = Record<string, any>;
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let doc: Json;
let apiRoutes: string[];
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

beforeAll(async () => {
  t = await startTestPlatform('openapi');
  const response = await fetch(`${t.platform.url}${DOCS_PREFIX}/json`);
  expect(response.status).toBe(200);
  doc = await response.json();
  apiRoutes = [...new Set(t.platform.routes.map((r) => `${r.method} ${r.url}`))].filter((key) => !key.split(' ')[1]!.startsWith(DOCS_PREFIX)).sort();
});
afterAll(async () => t?.stop());

const operations = () =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({ key: routeKeyOf(m, path), path, method: m, op: item[m] as Json })),
  );

describe('completeness', () => {
  it('every API route the platform registers has a catalogue entry, and no entry names a route that does not exist', () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
    expect(apiRoutes.filter((key) => !(key in catalogue)), 'routes without a line in command-api/src/infra/openapi/catalogue').toEqual([]);
    expect(Object.keys(catalogue).filter((key) => !apiRoutes.includes(key)), 'catalogue lines for routes that do not exist').toEqual([]);
  });

  it('every API route appears in the document with its method and path, and nothing else does', () => {
    const documented = operations().map((o) => o.key).sort();
    expect(documented).toEqual(apiRoutes);
    expect(operations().filter((o) => o.op.summary.startsWith('UNDOCUMENTED')).map((o) => o.key)).toEqual([]);
  });

  it('every POST/PUT says what body it takes (or that it takes none), and the document carries it', () => {
    for (const { key, op } of operations()) {
      const entry = catalogue[key]!;
      if (!/^(POST|PUT) /.test(key)) continue;
      expect(entry.body, `${key}: a body schema or body: 'none'`).toBeDefined();
      if (entry.body === 'none') expect(op.requestBody, key).toBeUndefined();
      else expect(Object.values(op.requestBody.content as Json)[0].schema, key).toBeTypeOf('object');
    }
  });

  it('every operation has a response schema for each success status it answers, and every refusal has the error shape (issue 26)', () => {
    const withoutSchema = operations().flatMap(({ key, op }) =>
      Object.entries(op.responses as Json)
        .filter(([status]) => /^2\d\d$/.test(status) && status !== '204')
        .filter(([, response]) => !Object.values((response.content ?? {}) as Json).some((media) => typeof media.schema === 'object'))
        .map(([status]) => `${key} ${status}`),
    );
    expect(withoutSchema, 'success answers without a schema (command-api/src/infra/openapi/answers)').toEqual([]);
    for (const { key, op } of operations()) {
      expect(Object.keys(op.responses).some((status) => status.startsWith('2')), `${key}: a success answer`).toBe(true);
      for (const [status, response] of Object.entries(op.responses as Json)) {
        if (status.startsWith('4')) expect(response.content['application/json'].schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it("each operation's security and refusals follow the route's own access rule", () => {
    for (const { key, op } of operations()) {
      const isPublic = op['x-access'] === 'everyone';
      expect(op['x-access'], key).toBeTruthy();
      expect(op.security, key).toEqual(isPublic ? [] : [{ bearerAuth: [] }, { tokenHeader: [] }]);
      // A public route refuses no token; it may still answer 401 for its own reason (the login), said in its entry.
      expect('401' in op.responses, key).toBe(!isPublic || Boolean(catalogue[key]!.responses?.[401]));
      expect(op.description, key).toContain('**Access:**');
    }
    // Derived from the route's config, not retyped: the VIO review names its permission bit.
    const verify = operations().find((o) => o.key === 'POST /api/admin/vio/verify')!.op;
    expect(verify['x-access']).toEqual({ all: [0, 16] });
    expect(verify.description).toContain('ADMIN, VERIFY_VIOS');
    expect(verify.responses['403'].description).toContain('Only Admin users can view this page!');
  });
});

describe('the document is OpenAPI 3.1', () => {
  it('has the 3.1 shape: version, info, paths, components, unique operation ids, responses everywhere', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    // Every operation's tag is declared with a description (a new slice adds one in catalogue/index.ts).
    const tags = new Map((doc.tags as Json[]).map((tag) => [tag.name, tag.description]));
    for (const { key, op } of operations()) expect(tags.get(op.tags[0]), `${key}: tag ${op.tags[0]} described`).toBeTruthy();
    const ids = operations().map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { key, op } of operations()) {
      expect(Object.keys(op.responses).length, key).toBeGreaterThan(0);
      for (const response of Object.values(op.responses as Json)) expect(response.description, key).toBeTruthy();
    }
  });

  it('declares every path parameter once, as required', () => {
    for (const { key, path, op } of operations()) {
      const names = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      const declared = (op.parameters ?? []).filter((p: Json) => p.in === 'path');
      expect(declared.map((p: Json) => p.name).sort(), key).toEqual(names.sort());
      for (const p of declared) expect(p.required, key).toBe(true);
    }
  });

  it('resolves every $ref inside the document, and keeps no JSON Schema $schema or $defs in operations', () => {
    const refs: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) {
        for (const v of value) walk(v, where);
        return;
      }
      if (!value || typeof value !== 'object') return;
      for (const [k, v] of Object.entries(value)) {
        if (k === '$ref') refs.push(String(v));
        expect(k === '$schema' || k === '$defs', `${where}: ${k}`).toBe(false);
        walk(v, where);
      }
    };
    walk(doc.paths, 'paths');
    walk(doc.components, 'components');
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref.startsWith('#/'), ref).toBe(true);
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, part) => (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
      expect(target, ref).toBeTypeOf('object');
    }
  });

  it('describes a body from its shared zod schema (the registration form, with its rules)', () => {
    const register = operations().find((o) => o.key === 'POST /api/vio/registration/register')!.op;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['name', 'email', 'password', 'type']));
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(register.responses['400'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
  });

  it('is also served as YAML, the same document', async () => {
    const response = await fetch(`${t.platform.url}${DOCS_PREFIX}/yaml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('yaml');
    const text = await response.text();
    expect(text).toMatch(new RegExp(`^openapi: ${doc.openapi.replace(/\./g, '\\.')}$`, 'm'));
    // yaml is not a dependency of ours: check that every path of the JSON document is in it.
    for (const path of Object.keys(doc.paths)) expect(text, path).toContain(`${path}:`);
  });
});

describe('documentation only: validation and answers at runtime are unchanged', () => {
  it('a bad body still gets the shared zod message as 400 { message, field }, not an ajv error', async () => {
    const response = await fetch(`${t.platform.url}/api/vio/registration/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A VIO', email: 'not-an-email', password: 'x' }),
    });
    const input = { name: 'A VIO', email: 'not-an-email', password: 'x' };
    const expected = firstProblem(vioRegistrationRequest.safeParse(input).error!, input);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(expected);
  });
});

describe('the UI at /api/docs', () => {
  it('serves the Swagger UI page under the platform CSP, with its script and the document', async () => {
    const page = await fetch(`${t.platform.url}${DOCS_PREFIX}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    const html = await page.text();
    expect(html).toContain('<div id="swagger-ui"></div>');
    // No inline script or style: the page loads only files of its own origin.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/<style/);
    const bundle = await fetch(`${t.platform.url}${DOCS_PREFIX}/static/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    // Read to the end: an unread body (1.7 MB) kept its connection, and the platform's stop, waiting ~70 s.
    expect((await bundle.text()).length).toBeGreaterThan(0);
    const initializer = await (await fetch(`${t.platform.url}${DOCS_PREFIX}/static/swagger-initializer.js`)).text();
    expect(initializer).toContain("resolveUrl('./json')");
  });
});
