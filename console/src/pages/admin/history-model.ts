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
  /** Paged answers only: the events of the whole timeline, and the cursor of the next (older) page or null. */
  total?: number;
  next?: string | null;
  state: Record<string, unknown>;
  at?: string;
  stateAt?: Record<string, unknown>;
  views: HistoryView[];
  /** Issue 27: names of the ids in the events' data and of the subject (`id → name`, "[erased]" for an erased one). */
  labels?: Record<string, string>;
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
  // biome-ignore lint/suspicious/noThenProperty: a row's value then and now (plain data, never awaited)
  return keys.map((key) => ({ key, then: a[key], now: b[key], changed: a[key] !== b[key] }));
};

/** The timeline as CSV (the platform's one writer: BOM, quoting, formulas neutralised), one event a line; the event's data as JSON in the last column. */
export const historyCsv = (events: readonly HistoryEvent[]) =>
  toCsv(
    ['position', 'occurredAt', 'stream', 'revision', 'type', 'version', 'actorId', 'actorRole', 'actorName', 'correlationId', 'data'],
    events.map((e) => [e.position, e.occurredAt, e.streamId, e.revision, e.type, e.version, e.actor.id, e.actor.role, e.actor.name, e.correlationId, JSON.stringify(e.data)]),
  );

/** Events the page shows at a time (newest first); an export asks the largest page the server allows. */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_EXPORT_PAGE_SIZE = 100;

/** The history's URL: a page of `pageSize` events older than `before` (newest first), with the state as of `at`. */
export const historyPath = (kind: string, id: string, query: { pageSize: number; before?: string | null; at?: string }) => {
  const values = new URLSearchParams({ pageSize: String(query.pageSize) });
  if (query.before) values.set('before', query.before);
  if (query.at) values.set('at', query.at);
  return `/api/admin/history/${encodeURIComponent(kind)}/${encodeURIComponent(id)}?${values}`;
};

/**
 * Every event of the history, page by page along the server's cursor (so events written meanwhile neither repeat
 * nor shift a page), in log order (oldest first, as the exports always were). `onPage` hears how far it is.
 * Bounded: stops when the server gives no cursor, an empty page or a cursor it gave before.
 */
export const walkHistory = async (
  fetchPage: (before: string | null) => Promise<SubjectHistoryAnswer>,
  onPage: (done: number, total: number) => void = () => undefined,
): Promise<{ events: HistoryEvent[]; last: SubjectHistoryAnswer }> => {
  const newestFirst: HistoryEvent[] = [];
  const seen = new Set<string>();
  let before: string | null = null;
  for (;;) {
    const page = await fetchPage(before);
    newestFirst.push(...page.events);
    onPage(newestFirst.length, Math.max(page.total ?? 0, newestFirst.length));
    const next = page.next ?? null;
    if (!next || !page.events.length || seen.has(next)) return { events: newestFirst.reverse(), last: page };
    seen.add(next);
    before = next;
  }
};
