import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * The contract check of the HTTP tests (issue 26): every JSON answer the server sends for a documented operation
 * is validated against the schema the OpenAPI document gives for its status, so the document cannot drift from
 * what the routes really answer. Off in production: only a test platform installs it (NVP_CHECK_ANSWERS=1).
 * A mismatch does not change the answer; it is recorded, and the test harness fails the test that caused it.
 */

type Json = Record<string, any>;
export interface AnswerDrift {
  route: string;
  status: number;
  problem: string;
}

/** One record per process (the harness and the server share it: the platform runs inside the test worker). */
const state = ((globalThis as { __nvpAnswerCheck?: { drifts: AnswerDrift[]; checked: number; routes: Set<string>; unchecked: Set<string> } }).__nvpAnswerCheck ??= {
  drifts: [],
  checked: 0,
  routes: new Set(),
  unchecked: new Set(),
});

/**
 * Leaves these routes' answers unchecked until `checkAllAnswers()`: for a test that writes rows straight into a read
 * model (fabricated, partial rows a real projection never writes), whose answers then say nothing of the contract.
 */
export const uncheckedAnswers = (routes: string[]) => {
  for (const route of routes) state.unchecked.add(route);
};
export const checkAllAnswers = () => state.unchecked.clear();

/** The drifts recorded since the last call, cleared (the harness throws them after each test). */
export const takeAnswerDrifts = () => state.drifts.splice(0);
/** How many answers were validated in this process, and of how many operations (the figure of the contract). */
export const answerCheckCounts = () => ({ checked: state.checked, operations: state.routes.size });

/** JSON and its dialects (`application/ld+json`): the answers the check reads. Files, HTML and text are described by media type only. */
const isJson = (type: unknown) => typeof type === 'string' && /^application\/([a-z.+-]*\+)?json\b/.test(type);

/** A validator per `"<METHOD> <route url>"` and status, built from the document (its components as `$defs`). */
export const createAnswerValidators = (document: Json) => {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
  // The formats zod writes; checked by the same simple patterns (zod's own are stricter on some).
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i);
  ajv.addFormat('email', /^[^\s@]+@[^\s@]+$/);
  ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/);
  ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
  ajv.addFormat('uri', /^[a-z][a-z0-9+.-]*:\S*$/i);
  const defs = JSON.parse(JSON.stringify(document.components?.schemas ?? {}).replaceAll('#/components/schemas/', '#/$defs/'));
  const operations = new Map<string, { responses: Json; compiled: Map<string, ValidateFunction | null> }>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op?.responses) continue;
      operations.set(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`, { responses: op.responses, compiled: new Map() });
    }
  }
  const validatorOf = (route: string, status: number, contentType: string) => {
    const op = operations.get(route);
    if (!op) return undefined;
    const key = `${status} ${contentType}`;
    if (!op.compiled.has(key)) {
      const content = (op.responses[status] ?? op.responses[`${Math.floor(status / 100)}XX`])?.content as Json | undefined;
      const media = content?.[contentType] ?? content?.['application/json'];
      const schema = media?.schema ? JSON.parse(JSON.stringify(media.schema).replaceAll('#/components/schemas/', '#/$defs/')) : null;
      op.compiled.set(key, schema ? ajv.compile({ ...schema, $defs: { ...defs, ...schema.$defs } }) : null);
    }
    return op.compiled.get(key);
  };
  /**
   * The problem with one answer, or undefined when it keeps the contract (or is not the contract's business: 5xx, an
   * undocumented route). A success status the document does not list is drift; any 4xx is checked against `4XX` at least.
   */
  const check = (route: string, status: number, contentType: string, body: unknown): string | undefined => {
    const op = operations.get(route);
    if (!op || status >= 500 || state.unchecked.has(route)) return undefined;
    state.checked++;
    state.routes.add(route);
    const range = `${Math.floor(status / 100)}XX`;
    if (!(String(status) in op.responses) && !(range in op.responses)) return `status ${status} is not documented (documented: ${Object.keys(op.responses).join(', ')})`;
    const validate = validatorOf(route, status, contentType);
    if (validate === null) return `status ${status} is documented without a schema for ${contentType}`;
    if (validate && !validate(body)) {
      const e = validate.errors![0]!;
      return `${e.instancePath || '(body)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`;
    }
    return undefined;
  };
  return { check, operations: () => [...operations.keys()] };
};

/**
 * Installs the check on `app` (before the API routes are registered, so every route is under it). The document is
 * read from the app once it is ready (`app.swagger()` of the registered @fastify/swagger).
 */
export const installAnswerCheck = (app: FastifyInstance, documentOf: () => Json) => {
  let validators: ReturnType<typeof createAnswerValidators> | undefined;
  app.addHook('onSend', async (request, reply, payload) => {
    const route = `${request.method} ${request.routeOptions.url ?? ''}`;
    if (!route.includes(' /api/') || route.includes(' /api/docs')) return payload;
    const type = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim();
    validators ??= createAnswerValidators(documentOf());
    let body: unknown;
    if (isJson(type)) {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // a stream: not ours to read
      try {
        // A route may send its own compressed copy (the open-data feed keeps one per coding).
        const coding = String(reply.getHeader('content-encoding') ?? '');
        const text = coding === 'br' ? brotliDecompressSync(payload) : coding === 'gzip' ? gunzipSync(payload) : payload;
        body = JSON.parse(String(text));
      } catch {
        state.drifts.push({ route, status: reply.statusCode, problem: 'the answer says JSON but is not JSON' });
        return payload;
      }
    } else if (reply.statusCode === 204 || payload === undefined || payload === null || payload === '') {
      return payload;
    } else {
      return payload; // files, HTML, CSV, text: described by their media type only
    }
    const problem = validators.check(route, reply.statusCode, type, body);
    if (problem) state.drifts.push({ route, status: reply.statusCode, problem });
    return payload;
  });
};
