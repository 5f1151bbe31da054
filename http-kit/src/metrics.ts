import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { allows, bit, hasBit, rules } from '@nvp/events';
import { CORE_ADMIN_DENIED, LOGIN_REQUIRED, registerAuth, type AuthOptions } from './auth/plugin';
import { sameSecret } from './http';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's Prometheus registry (registerMetrics): a plugin adds its own series to it when it is there. */
    metrics?: Registry;
  }
}

export const METRICS_PATH = '/metrics';
/** A route no pattern matched (a 404, the console's app shell): one label value, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * A registry per service (`service` is a label on every series, so one Prometheus tells the processes apart) with
 * the process's own figures (CPU, memory, event-loop lag, handles).
 */
export const createMetricsRegistry = (service: string) => {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  return registry;
};

/**
 * Prometheus metrics for a Fastify server: every answer's latency by route pattern (never the raw URL: ids and
 * secrets would make a series each), method and status class; and GET /metrics in the text format. Call it before
 * the APIs are registered (its hook must reach their routes); it decorates the server with `metrics` (the
 * registry) for them.
 *
 * GET /metrics is not public (the process figures are an attacker's help): a scraper sends
 * `Authorization: Bearer <METRICS_TOKEN>`; a core admin's session token is accepted too; anything else is 401/403.
 * Outside /api/ on purpose: the reverse proxy does not forward it, Prometheus scrapes each service directly.
 */
export const registerMetrics = async (
  app: FastifyInstance,
  options: { registry: Registry; token?: string; auth: AuthOptions },
) => {
  const { registry, token } = options;
  const duration = new Histogram({
    name: 'nvp_http_request_duration_seconds',
    help: 'Time from the request to its answer, by route pattern, method and status class',
    labelNames: ['route', 'method', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { route: request.routeOptions.url ?? UNMATCHED_ROUTE, method: request.method, status_class: `${Math.floor(reply.statusCode / 100)}xx` },
      reply.elapsedTime / 1000,
    );
  });
  app.decorate('metrics', registry);

  const allowed = (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (bearer && sameSecret(bearer, token)) return true;
    const session = request.session;
    if (!session || hasBit(session.access, bit.SUSPENDED)) {
      void reply.code(401).send({ message: LOGIN_REQUIRED });
      return false;
    }
    if (!allows(rules.coreAdmin, session.access)) {
      void reply.code(403).send({ message: CORE_ADMIN_DENIED });
      return false;
    }
    return true;
  };

  // Its own scope with the session check, so any server (the projections service's too) serves it the same way.
  await app.register(async (scope) => {
    await registerAuth(scope, options.auth);
    // 'everyone' for the auth plugin: a scraper's token is not a session; the check is allowed() above.
    scope.get(METRICS_PATH, { config: { access: 'everyone' } }, async (request, reply) => {
      if (!allowed(request, reply)) return reply;
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  });
  return registry;
};
