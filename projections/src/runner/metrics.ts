import { Counter, Gauge, type Registry } from 'prom-client';
import type { ProjectionLag } from './runner';
import type { SinkState } from './sink-delivery';

/**
 * Each projection's state, lag and parked events and each sink's dead letters, read at scrape time from whatever the
 * process knows: the runner itself where it runs, the stored checkpoints and sink rows elsewhere (a distributed
 * query-api). One read of both per scrape, shared by every gauge.
 */
export const registerProjectionMetrics = (
  registry: Registry,
  source: { lag: () => Promise<ProjectionLag[]>; sinks?: () => Promise<SinkState[]> },
) => {
  let current: Promise<{ lags: ProjectionLag[]; sinks: SinkState[] }> | undefined;
  // The first gauge's collect starts the read; the others of the same scrape take it (it is dropped once settled).
  const snapshot = () => {
    current ??= Promise.all([source.lag(), source.sinks ? source.sinks() : Promise.resolve([])])
      .then(([lags, sinks]) => ({ lags, sinks }))
      .finally(() => setImmediate(() => (current = undefined)));
    return current;
  };
  const gauge = <L extends string>(name: string, help: string, labelNames: L[], fill: (g: Gauge<L>, s: Awaited<ReturnType<typeof snapshot>>) => void) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        const s = await snapshot();
        this.reset();
        fill(this, s);
      },
    });
  gauge('nvp_projection_running', 'Whether the projection is following the log (1) or stopped (0)', ['model', 'kind'], (g, s) => {
    for (const l of s.lags) g.set({ model: l.name, kind: l.kind }, l.running ? 1 : 0);
  });
  gauge('nvp_projection_failing', 'Whether the projection is retrying a failing batch or stopped with an error (1)', ['model'], (g, s) => {
    for (const l of s.lags) g.set({ model: l.name }, l.error ? 1 : 0);
  });
  gauge('nvp_projection_lag_events', 'Events of its types in the log after its checkpoint (capped at 100000)', ['model'], (g, s) => {
    for (const l of s.lags) g.set({ model: l.name }, l.events);
  });
  gauge('nvp_projection_lag_seconds', 'Age of the oldest event it has not applied yet', ['model'], (g, s) => {
    for (const l of s.lags) g.set({ model: l.name }, l.seconds);
  });
  gauge('nvp_projection_parked_events', 'Events parked for the read model: it lacks them until a core admin retries them', ['model'], (g, s) => {
    for (const l of s.lags) if (l.kind === 'postgres') g.set({ model: l.name }, l.parked ?? 0);
  });
  gauge('nvp_sink_dead_letters', 'Messages a sink set aside after its retries', ['sink'], (g, s) => {
    for (const sink of s.sinks) g.set({ sink: sink.name }, sink.deadLetters);
  });
  gauge('nvp_sink_retrying', 'Whether the sink is retrying a failing message (1)', ['sink'], (g, s) => {
    for (const sink of s.sinks) g.set({ sink: sink.name }, sink.state === 'retrying' ? 1 : 0);
  });
};

/** Counts a sink's new attempts at failing messages, in the process whose runner makes them. */
export const sinkRetryCounter = (registry: Registry) => {
  const retries = new Counter({ name: 'nvp_sink_retries_total', help: 'Attempts a sink made again at a message that had failed', labelNames: ['sink'], registers: [registry] });
  return (sink: string) => retries.inc({ sink });
};
