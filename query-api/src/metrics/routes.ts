import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { allows, bit, hasBit, rules } from '@nvp/events';
import type { ProjectionLag } from '@nvp/projections';
import type { QueryApiDeps } from '../infra/deps';
import { CORE_ADMIN_DENIED } from '../admin/routes';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Prometheus metrics (GET /metrics, text format, prom-client): each projection's running state, lag and parked
 * events, each sink's dead letters, and the process's own figures. Not public (model names and lag tell an outsider
 * little, but the process figures are an attacker's help): a scraper sends `Authorization: Bearer <METRICS_TOKEN>`;
 * a core admin's session token is accepted too; anything else is 401/403. Outside /api/ on purpose: the reverse
 * proxy does not forward it, Prometheus scrapes the service directly.
 */
export const metricsRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const register = new Registry();
  collectDefaultMetrics({ register });
  const gauge = (name: string, help: string, labelNames: string[]) => new Gauge({ name, help, labelNames, registers: [register] });
  const running = gauge('nvp_projection_running', 'Whether the projection is following the log (1) or stopped (0)', ['model', 'kind']);
  const failing = gauge('nvp_projection_failing', 'Whether the projection is retrying a failing batch or stopped with an error (1)', ['model']);
  const lagEvents = gauge('nvp_projection_lag_events', 'Events of its types in the log after its checkpoint (capped at 100000)', ['model']);
  const lagSeconds = gauge('nvp_projection_lag_seconds', 'Age of the oldest event it has not applied yet', ['model']);
  const parked = gauge('nvp_projection_parked_events', 'Events parked for the read model: it lacks them until a core admin retries them', ['model']);
  const deadLetters = gauge('nvp_sink_dead_letters', 'Messages a sink set aside after its retries', ['sink']);
  const sinkRetrying = gauge('nvp_sink_retrying', 'Whether the sink is retrying a failing message (1)', ['sink']);

  const allowed = (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers.authorization;
    const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (deps.metricsToken && bearer && sameSecret(bearer, deps.metricsToken)) return true;
    const session = request.session;
    if (!session || hasBit(session.access, bit.SUSPENDED)) {
      void reply.code(401).send({ message: 'Please log in to continue' });
      return false;
    }
    if (!allows(rules.coreAdmin, session.access)) {
      void reply.code(403).send({ message: CORE_ADMIN_DENIED });
      return false;
    }
    return true;
  };

  // 'everyone' for the auth plugin: a scraper's token is not a session; the check is allowed() above.
  app.get('/metrics', { config: { access: 'everyone' } }, async (request, reply) => {
    if (!allowed(request, reply)) return reply;
    const [lags, sinks] = await Promise.all([deps.lag() as Promise<ProjectionLag[]>, deps.sinks ? deps.sinks() : Promise.resolve([])]);
    for (const g of [running, failing, lagEvents, lagSeconds, parked, deadLetters, sinkRetrying]) g.reset();
    for (const l of lags) {
      running.set({ model: l.name, kind: l.kind }, l.running ? 1 : 0);
      failing.set({ model: l.name }, l.error ? 1 : 0);
      lagEvents.set({ model: l.name }, l.events);
      lagSeconds.set({ model: l.name }, l.seconds);
      if (l.kind === 'postgres') parked.set({ model: l.name }, l.parked ?? 0);
    }
    for (const s of sinks) {
      deadLetters.set({ sink: s.name }, s.deadLetters);
      sinkRetrying.set({ sink: s.name }, s.state === 'retrying' ? 1 : 0);
    }
    return reply.type(register.contentType).send(await register.metrics());
  });
};
