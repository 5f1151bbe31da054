import { toCsv } from '@nvp/events/browser';

/** The answer of GET /api/admin/history/:kind/:id (command-api/src/admin/history/routes.ts). */
export interface HistoryEvent {
  streamId: string;
  type: string;
  version: number;
  revision: number;
  position: string;
  occurredAt: string;
  actor: { id: string | null; role: string | null; name: string | null };
  correlationId: string | null;
  causationId: string | null;
  data: unknown;
}
export interface HistoryView {
  auditorId: string;
  auditorName: string | null;
  at: string | null;
  viewedAt: string;
}
export interface SubjectHistoryAnswer {
  kind: string;
  id: string;
  streams: string[];
  events: HistoryEvent[];
  state: Record<string, unknown>;
  at?: string;
  stateAt?: Record<string, unknown>;
  views: HistoryView[];
}

/** A state as `path → text` rows (`volunteer.personal.firstName`), so two states compare key by key. */
export const flatten = (value: unknown, prefix = ''): Record<string, string> => {
  if (value === null || value === undefined || typeof value !== 'object') return prefix ? { [prefix]: value === undefined ? '' : String(value) } : {};
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  if (entries.length === 0) return prefix ? { [prefix]: Array.isArray(value) ? '[]' : '{}' } : {};
  return Object.assign({}, ...entries.map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
};

export interface StateRow {
  key: string;
  then: string | undefined;
  now: string | undefined;
  changed: boolean;
}

/** Every key of either state, in the order they first appear, marked when the two differ. */
export const compareStates = (then: unknown, now: unknown): StateRow[] => {
  const a = flatten(then);
  const b = flatten(now);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.map((key) => ({ key, then: a[key], now: b[key], changed: a[key] !== b[key] }));
};

/** The timeline as CSV (the platform's one writer: BOM, quoting, formulas neutralised), one event a line; the event's data as JSON in the last column. */
export const historyCsv = (events: readonly HistoryEvent[]) =>
  toCsv(
    ['position', 'occurredAt', 'stream', 'revision', 'type', 'version', 'actorId', 'actorRole', 'actorName', 'correlationId', 'data'],
    events.map((e) => [e.position, e.occurredAt, e.streamId, e.revision, e.type, e.version, e.actor.id, e.actor.role, e.actor.name, e.correlationId, JSON.stringify(e.data)]),
  );
