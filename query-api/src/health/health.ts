import type { EventStore } from '@nvp/events';
import type { Analytics, ProjectionLag } from '@nvp/projections';
import type { HealthReport } from '../infra/deps';

export interface HealthSources {
  store: Pick<EventStore, 'kind' | 'headPosition'>;
  lag: () => Promise<ProjectionLag[]>;
  /** In the process that runs the projections, a stopped projection makes the read side unhealthy. */
  runsProjections: boolean;
  analytics: Pick<Analytics, 'kind' | 'ping'>;
  kafkaEnabled: boolean;
  mailDelivery: 'smtp' | 'outbox';
  /** Said on every report: mail or SMS not delivered with no development outbox (deliveryWarnings). */
  warnings?: string[];
}

/** One health report for the embedded platform and the distributed query-api alike. */
export const createHealthCheck = (sources: HealthSources) => async (): Promise<HealthReport> => {
  const components: HealthReport['components'] = {};
  const check = async (name: string, probe: () => Promise<Record<string, unknown>>) => {
    try {
      components[name] = { ok: true, ...(await probe()) };
    } catch (error) {
      components[name] = { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  await check('eventStore', async () => ({ kind: sources.store.kind, head: String((await sources.store.headPosition()).prepare) }));
  await check('readModels', async () => {
    const lag = await sources.lag();
    const stopped = lag.filter((l) => !l.running).map((l) => l.name);
    if (sources.runsProjections && stopped.length) throw new Error(`stopped: ${stopped.join(', ')}`);
    return { projections: lag };
  });
  await check('analytics', async () => {
    if (!(await sources.analytics.ping())) throw new Error(`${sources.analytics.kind} did not answer`);
    return { kind: sources.analytics.kind };
  });
  components.kafka = { ok: true, enabled: sources.kafkaEnabled };
  // Kept mail does not make the platform unhealthy (it still serves), but the report says it loudly.
  const warnings = sources.warnings ?? [];
  components.mail = { ok: true, delivery: sources.mailDelivery, delivered: sources.mailDelivery === 'smtp', ...(warnings.length ? { warnings } : {}) };
  return { status: Object.values(components).every((c) => c.ok) ? 'ok' : 'degraded', components, ...(warnings.length ? { warnings } : {}) };
};
