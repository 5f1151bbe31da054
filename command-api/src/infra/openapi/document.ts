import { z } from 'zod';
import { bit, rules, type AccessRule } from '@nvp/events';
import type { AnswerDoc, RouteDoc } from './types';

/**
 * Builds the OpenAPI 3.1 document from the live routes (what Fastify registered, with each route's access
 * rule) and the catalogue (what each route reads and answers, as the shared zod schemas). Nothing here
 * touches a route's runtime schema: validation stays in the handlers, serialisation stays plain JSON.
 */

export const OPENAPI_VERSION = '3.1.1';
/** The UI and the document itself: public, and not part of the documented API. */
export const DOCS_PREFIX = '/api/docs';

type Json = Record<string, unknown>;
type Catalogue = Record<string, RouteDoc & { tag?: string }>;

const bitName = Object.fromEntries(Object.entries(bit).map(([name, position]) => [position, name])) as Record<number, string>;

/** The access rule in words, e.g. "a bearer token whose access mask has all of ADMIN, VERIFY_VIOS". */
export const describeAccess = (rule: AccessRule | undefined): string => {
  if (!rule) return 'No access rule (the server refuses to start such a route).';
  if (rule === 'everyone') return 'Public: no token needed (a token, when sent, is read).';
  const names = (bits: readonly number[]) => bits.map((b) => bitName[b] ?? String(b)).join(', ');
  // The shared rule's name (events/src/access/rules.ts) when the route uses one, so readers can look it up.
  const named = Object.entries(rules).find(([, r]) => JSON.stringify(r) === JSON.stringify(rule))?.[0];
  const suffix = named ? ` (rule \`${named}\`)` : '';
  if (named === 'anyUser') return `Any signed-in user${suffix}.`;
  if ('all' in rule) return `A token whose access mask has all of: ${names(rule.all)}${suffix}.`;
  if ('any' in rule) return `A token whose access mask has any of: ${names(rule.any)}${suffix}.`;
  return `A token whose access mask has none of: ${names(rule.none)}${suffix}.`;
};

/** The access rule as an OpenAPI security requirement: public routes override the document's default with none. */
const securityOf = (rule: AccessRule | undefined) => (rule === 'everyone' ? [] : [{ bearerAuth: [] }, { tokenHeader: [] }]);

/** A route whose rule is only "any logged-in user" has no 403 to give; every narrower rule has. */
const canForbid = (rule: AccessRule | undefined) => {
  if (!rule || rule === 'everyone') return false;
  if ('any' in rule) return ![bit.ADMIN, bit.VIO, bit.VOLUNTEER, bit.EMERGENCY_LOGIN].every((b) => rule.any.includes(b));
  return true;
};

/**
 * A zod schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), the input side (what a caller sends).
 * Shared definitions (`$defs`, only for recursive or registered schemas) are hoisted into components so
 * every `$ref` resolves against the document.
 */
export const toSchema = (schema: z.ZodType, name: string, components: Json, io: 'input' | 'output' = 'input'): Json => {
  const json = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as Json;
  delete json.$schema;
  const defs = json.$defs as Record<string, Json> | undefined;
  delete json.$defs;
  if (!defs) return json;
  const rename = (def: string) => `${name}_${def}`.replace(/[^A-Za-z0-9_.-]/g, '_');
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? `#/components/schemas/${rename(v.slice(8))}` : rewrite(v)]),
    );
  };
  for (const [def, body] of Object.entries(defs)) components[rename(def)] = rewrite(body);
  return rewrite(json) as Json;
};

export const errorSchema = {
  type: 'object',
  description: 'Every refusal: the message in English (the console translates by key), and for a 400 the field at fault.',
  properties: { message: { type: 'string' }, field: { type: 'string', description: 'The first failing value (400 only; absent when the body itself is wrong).' } },
  required: ['message'],
} as const;

export const writeAnswerSchema = {
  type: 'object',
  description: 'A write answer. `position` is the event log position of the write: send it back as header `x-nvp-position` on the next read to read your own write.',
  properties: { message: { type: 'string' }, position: { type: 'string' } },
  required: ['message'],
  additionalProperties: true,
} as const;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const refusal = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });

const answer = (doc: AnswerDoc, name: string, components: Json) => {
  if (typeof doc === 'string') return { description: doc };
  if (doc instanceof z.ZodType) return { description: 'Success', content: { 'application/json': { schema: toSchema(doc, name, components, 'output') } } };
  return {
    description: doc.description,
    ...(doc.schema ? { content: { [doc.contentType ?? 'application/json']: { schema: toSchema(doc.schema, name, components, 'output') } } } : {}),
  };
};

/** `PUT /api/news/admin/:id` → `putApiNewsAdminId`, `GET /api/opportunity/getOpportunities` → `getApiOpportunityGetOpportunities`: stable ids for code generators. */
export const operationIdOf = (key: string) =>
  key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join('');

export interface LiveRoute {
  method: string;
  url: string;
  access?: AccessRule;
  denied?: string;
  rateLimited: boolean;
}

/** The OpenAPI operation of one live route from its catalogue entry (or a loud placeholder when it has none). */
export const buildOperation = (key: string, route: LiveRoute, doc: (RouteDoc & { tag?: string }) | undefined, components: Json, existing: Json) => {
  const name = operationIdOf(key);
  const op: Json = {
    operationId: name,
    summary: doc?.summary ?? 'UNDOCUMENTED: add this route to command-api/src/infra/openapi/catalogue',
    tags: [doc?.tag ?? 'undocumented'],
    description: [doc?.description, `**Access:** ${describeAccess(route.access)}`].filter(Boolean).join('\n\n'),
    security: securityOf(route.access),
    'x-access': route.access ?? null,
  };
  const parameters = ((existing.parameters as Json[] | undefined) ?? []).map((p) =>
    p.in === 'path' && doc?.params?.[p.name as string] ? { ...p, description: doc.params[p.name as string] } : p,
  );
  if (doc?.query) {
    const query = toSchema(doc.query, `${name}Query`, components) as { properties?: Record<string, Json>; required?: string[] };
    for (const [param, schema] of Object.entries(query.properties ?? {})) {
      const { description, ...rest } = schema;
      parameters.push({ in: 'query', name: param, required: query.required?.includes(param) ?? false, schema: rest, ...(description ? { description } : {}) });
    }
  }
  if (parameters.length) op.parameters = parameters;

  const body = doc?.body;
  if (body && body !== 'none') {
    op.requestBody =
      body instanceof z.ZodType
        ? { required: true, content: { 'application/json': { schema: toSchema(body, `${name}Body`, components) } } }
        : { required: true, ...(body.description ? { description: body.description } : {}), content: { [body.contentType]: { schema: body.schema } } };
  }

  const isRead = route.method === 'GET';
  const responses: Json = {
    [doc?.okStatus ?? 200]: doc?.ok
      ? answer(doc.ok, `${name}Ok`, components)
      : isRead
        ? { description: 'The requested data.' }
        : { description: 'Done.', content: { 'application/json': { schema: ref('WriteAnswer') } } },
  };
  if (body && body !== 'none') responses[400] = refusal('The body breaks a rule: `{ message, field }` for the first failing value (spec §5 messages).');
  else if (doc?.query) responses[400] = refusal('A query parameter is not acceptable.');
  if (route.access !== 'everyone') responses[401] = refusal('No token, an expired or revoked token, or a suspended account.');
  if (canForbid(route.access)) responses[403] = refusal(`The caller's role or permission does not allow this${route.denied ? ` ("${route.denied}")` : ''}.`);
  if (route.url.includes('/:')) responses[404] = refusal('No such object (or not one the caller may see).');
  if (route.rateLimited) responses[429] = refusal('Too many attempts from this address; `retry-after` says when to try again.');
  for (const [status, extra] of Object.entries(doc?.responses ?? {})) {
    if (!extra) continue;
    const built = answer(extra, `${name}${status}`, components);
    responses[status] = Number(status) >= 400 && !('content' in built) ? { ...refusal(built.description), description: built.description } : built;
  }
  // Refusals the route's rule, body and path do not predict (a control character in any query value, a body that is
  // not JSON, an object a write names that does not exist) still have the one shape (issue 26: the tests check it).
  responses['4XX'] ??= refusal('Any other refusal, e.g. 400 for a control character in a query value, 404 for an object the body names that does not exist, 415 for a body that is not JSON.');
  op.responses = responses;
  return op;
};

/** The Fastify route key of an OpenAPI path: `/api/x/{id}` → `/api/x/:id`. */
export const routeKeyOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`;

/** The document-wide parts: title, security schemes, shared schemas, tags. */
export const baseDocument = (catalogue: Catalogue, tagDescriptions: Record<string, string> = {}) => ({
  openapi: OPENAPI_VERSION,
  info: {
    title: 'National Volunteering Platform API',
    version: '1.0.0',
    description: [
      'Every call of the platform: the write side (command-api) and the read side (query-api), on one origin under `/api/`.',
      'Bodies are validated by the same zod rules the console uses; a refusal is `{ message, field }` with HTTP 400.',
      'A write answers the event log `position`; a signed-in read that sends it back as header `x-nvp-position` waits (bounded) until the read models include it, and header `x-nvp-consistent` says whether they did.',
      'Tokens are JWTs from `POST /api/authenticate/login`, sent as `Authorization: Bearer <token>` or header `token` (spec §7).',
      'The access mask (spec §6) in the token decides every call; each operation states its rule.',
    ].join('\n\n'),
  },
  components: {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token from POST /api/authenticate/login.' },
      tokenHeader: { type: 'apiKey', in: 'header', name: 'token', description: 'The same token in the spec §7 header `token`.' },
    },
    schemas: { Error: errorSchema, WriteAnswer: writeAnswerSchema } as Json,
  },
  security: [{ bearerAuth: [] }, { tokenHeader: [] }],
  tags: [...new Set(Object.values(catalogue).map((d) => d.tag).filter((t): t is string => Boolean(t)))].sort().map((name) => (tagDescriptions[name] ? { name, description: tagDescriptions[name] } : { name })),
});
