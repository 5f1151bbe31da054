import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { comparePositions, START, type EventStore, type NewEvent, type RecordedEvent } from '@nvp/events';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every event in the log when called, in log order. */
export const readWholeLog = async (store: EventStore) => {
  // Up to a barrier, not to the first "caught up": PostgreSQL hides a commit while an older transaction anywhere in
  // the cluster is still open (another test file's), and a log read then would stop short of events already written.
  const until = await store.barrier();
  const all: RecordedEvent[] = [];
  let position = START;
  for (;;) {
    const batch = await store.readAll(position, { maxCount: 5000 });
    all.push(...batch.events);
    position = batch.checkedUpTo;
    if (batch.caughtUp && comparePositions(position, until) >= 0) return all;
    if (batch.caughtUp) await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/**
 * Appends a copy of `events` (a log made by real API calls) under fresh identities: every UUID anywhere in
 * the stream ids, data and metadata is replaced consistently, registration numbers get a suffix (they are
 * unique), and each sealed subject gets a copy of the original's vault key so the copied personal data opens.
 * Events are appended one stream run at a time in log order, so the copy's causality matches the original's.
 * Makes realistic logs of any size for the runner tests and the replay benchmark.
 */
export const appendCopyOfLog = async (store: EventStore, pool: pg.Pool, events: RecordedEvent[], suffix: string) => {
  const ids = new Map<string, string>();
  const fresh = (id: string) => {
    const key = id.toLowerCase();
    let mapped = ids.get(key);
    if (!mapped) ids.set(key, (mapped = randomUUID()));
    return mapped;
  };
  const remap = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key === 'registrationNo' ? `${value}-${suffix}` : value.replace(UUID, fresh);
    if (Array.isArray(value)) return value.map((v) => remap(v));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remap(v, k)]));
    return value;
  };
  const copies = events.map((e) => ({
    streamId: remap(e.streamId) as string,
    event: { id: randomUUID(), type: e.type, version: e.version, data: remap(e.data), metadata: remap(e.metadata) } as NewEvent,
  }));
  // The copied subjects' keys, before any event refers to them.
  const subjects = [...ids.entries()];
  if (subjects.length) {
    await pool.query(
      `INSERT INTO vault_keys (subject, wrapped_key, erased_at)
       SELECT m.fresh, k.wrapped_key, k.erased_at FROM unnest($1::text[], $2::text[]) AS m(old, fresh) JOIN vault_keys k ON k.subject = m.old
       ON CONFLICT (subject) DO NOTHING`,
      [subjects.map(([old]) => old), subjects.map(([, mapped]) => mapped)],
    );
  }
  for (let i = 0; i < copies.length; ) {
    let j = i + 1;
    while (j < copies.length && copies[j].streamId === copies[i].streamId) j++;
    await store.append(copies[i].streamId, copies.slice(i, j).map((c) => c.event), { expected: 'any' });
    i = j;
  }
  return copies.length;
};
