import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, START, type RecordedEvent } from '../envelope';
import { WrongExpectedVersionError, type EventStore } from './port';
import { newEvent } from '../testing';

/**
 * The behaviour every EventStore adapter must show (KurrentDB semantics). Each test works on streams
 * under its own random prefix, so the suite can run against a long-lived server.
 */
export const eventStoreContract = (adapter: string, open: () => Promise<{ store: EventStore; close(): Promise<void> }>) =>
  describe(`EventStore contract: ${adapter}`, () => {
    let store: EventStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => close?.());

    const prefix = () => `c${randomUUID().slice(0, 8)}`;

    it('creates a stream with no_stream and refuses a second no_stream append', async () => {
      const s = `${prefix()}-a`;
      const first = await store.append(s, [newEvent('Happened', { n: 1 }), newEvent('Happened', { n: 2 })], { expected: 'no_stream' });
      expect(first.nextRevision).toBe(1n);
      const error = await store.append(s, [newEvent('Happened')], { expected: 'no_stream' }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error.actual).toBe(1n);
    });

    it('appends at an exact revision and reports the actual one on conflict', async () => {
      const s = `${prefix()}-a`;
      await store.append(s, [newEvent('Happened')], { expected: 'no_stream' });
      const ok = await store.append(s, [newEvent('Happened')], { expected: 0n });
      expect(ok.nextRevision).toBe(1n);
      const error = await store.append(s, [newEvent('Happened')], { expected: 0n }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(error.expected).toBe(0n);
      expect(error.actual).toBe(1n);
      const missing = await store.append(`${prefix()}-none`, [newEvent('Happened')], { expected: 3n }).catch((e) => e);
      expect(missing).toBeInstanceOf(WrongExpectedVersionError);
      expect(missing.actual).toBe('no_stream');
    });

    it('stream_exists needs the stream; any takes both', async () => {
      const s = `${prefix()}-a`;
      const error = await store.append(s, [newEvent('Happened')], { expected: 'stream_exists' }).catch((e) => e);
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect((await store.append(s, [newEvent('Happened')], { expected: 'any' })).nextRevision).toBe(0n);
      expect((await store.append(s, [newEvent('Happened')], { expected: 'stream_exists' })).nextRevision).toBe(1n);
      expect((await store.append(s, [newEvent('Happened')], { expected: 'any' })).nextRevision).toBe(2n);
    });

    it('treats a re-append of the same event ids as a no-op', async () => {
      const s = `${prefix()}-a`;
      const events = [newEvent('Happened', { n: 1 }), newEvent('Happened', { n: 2 })];
      const first = await store.append(s, events, { expected: 'no_stream' });
      const again = await store.append(s, events, { expected: 'no_stream' });
      expect(again.nextRevision).toBe(first.nextRevision);
      expect(comparePositions(again.position, first.position)).toBe(0);
      expect(await store.readStream(s)).toHaveLength(2);
    });

    it('reads a stream in order, from a revision, and an unknown stream as empty', async () => {
      const s = `${prefix()}-a`;
      await store.append(s, [1, 2, 3].map((n) => newEvent('Counted', { n })), { expected: 'no_stream' });
      const all = await store.readStream(s);
      expect(all.map((e) => (e.data as { n: number }).n)).toEqual([1, 2, 3]);
      expect(all.map((e) => e.streamRevision)).toEqual([0n, 1n, 2n]);
      expect(all[0]).toMatchObject({ type: 'Counted', version: 1, streamId: s });
      expect(all[0].metadata.occurredAt).toBeTypeOf('string');
      expect((await store.readStream(s, { fromRevision: 1n })).map((e) => e.streamRevision)).toEqual([1n, 2n]);
      expect(await store.readStream(`${prefix()}-missing`)).toEqual([]);
    });

    it('reads several streams at once in log order, an unknown one as empty', async () => {
      const p = prefix();
      for (let i = 0; i < 6; i++) await store.append(`${p}-${i % 3}`, [newEvent('Counted', { i })], { expected: 'any' });
      const read = await store.readStreams([`${p}-2`, `${p}-0`, `${p}-missing`]);
      expect(read.map((e) => (e.data as { i: number }).i)).toEqual([0, 2, 3, 5]);
      expect(read.map((e) => e.streamId)).toEqual([`${p}-0`, `${p}-2`, `${p}-0`, `${p}-2`]);
      expect(await store.readStreams([])).toEqual([]);
    });

    it('reads all events in one global order and resumes after a position', async () => {
      const p = prefix();
      const head = await store.headPosition();
      for (let i = 0; i < 5; i++) await store.append(`${p}-${i % 2}`, [newEvent('Counted', { i })], { expected: 'any' });
      const mine = await readEverything(store, head, { streamPrefixes: [`${p}-`] });
      expect(mine.map((e) => (e.data as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
      for (let i = 1; i < mine.length; i++) expect(comparePositions(mine[i - 1].position, mine[i].position)).toBeLessThan(0);
      const rest = await readEverything(store, mine[2].position, { streamPrefixes: [`${p}-`] });
      expect(rest.map((e) => (e.data as { i: number }).i)).toEqual([3, 4]);
      expect(comparePositions(await store.headPosition(), mine[4].position)).toBeGreaterThanOrEqual(0);
    });

    it('filters readAll by event type and stream prefix and still moves past what it skipped', async () => {
      const p = prefix();
      const head = await store.headPosition();
      await store.append(`${p}-x`, [newEvent('Kept'), newEvent('Skipped'), newEvent('Kept')], { expected: 'no_stream' });
      await store.append(`${p}other-y`, [newEvent('Kept')], { expected: 'no_stream' });
      const kept = await readEverything(store, head, { eventTypes: ['Kept'], streamPrefixes: [`${p}-`] });
      expect(kept.map((e) => e.type)).toEqual(['Kept', 'Kept']);
      const result = await store.readAll(kept[1].position, { filter: { eventTypes: ['Kept'], streamPrefixes: [`${p}-`] } });
      expect(result.events).toEqual([]);
      expect(comparePositions(result.checkedUpTo, kept[1].position)).toBeGreaterThanOrEqual(0);
      const barrier = await store.barrier();
      expect(comparePositions(barrier, kept[1].position)).toBeGreaterThanOrEqual(0);
    });

    it('passes a barrier on an idle log even when sitting on the last event', async () => {
      const p = prefix();
      await store.append(`${p}-a`, [newEvent('Last')], { expected: 'no_stream' });
      const [last] = await readEverything(store, await store.headPosition().then(() => START), { streamPrefixes: [`${p}-`] });
      const target = await store.barrier();
      const r = await store.readAll(last.position, { filter: { streamPrefixes: [`${p}-`] } });
      // Nothing else may be running in the cluster, yet the reader must reach the barrier.
      expect(comparePositions(r.checkedUpTo, last.position)).toBeGreaterThanOrEqual(0);
      expect(await readEverything(store, last.position, { streamPrefixes: [`${p}-`] })).toEqual([]);
      expect(comparePositions(target, last.position)).toBeGreaterThanOrEqual(0);
    });

    it('counts events after a position', async () => {
      const head = await store.headPosition();
      const p = prefix();
      await store.append(`${p}-a`, [newEvent('A'), newEvent('B'), newEvent('C')], { expected: 'no_stream' });
      await readEverything(store, head, { streamPrefixes: [`${p}-`] }); // until the appends are visible
      expect(await store.countAfter(head)).toBeGreaterThanOrEqual(3);
      expect(await store.countAfter(head, { filter: { streamPrefixes: [`${p}-`], eventTypes: ['A', 'C'] } })).toBe(2);
      expect(await store.countAfter(head, { cap: 1, filter: { streamPrefixes: [`${p}-`] } })).toBe(1);
      expect(await store.countAfter(await store.headPosition(), { filter: { streamPrefixes: [`${p}-`] } })).toBe(0);
    });

    it('catch-up subscription delivers past and live events through its filter, then stops', async () => {
      const p = prefix();
      const head = await store.headPosition();
      await store.append(`${p}-a`, [newEvent('Before'), newEvent('Noise')], { expected: 'no_stream' });
      const seen: RecordedEvent[] = [];
      const sub = store.subscribeAll({ from: head, filter: { streamPrefixes: [`${p}-`], eventTypes: ['Before', 'After'] } }, async (batch) => {
        seen.push(...batch);
      });
      await sub.caughtUp();
      await store.append(`${p}-b`, [newEvent('After')], { expected: 'no_stream' });
      await sub.caughtUp();
      await sub.stop();
      expect(seen.map((e) => e.type)).toEqual(['Before', 'After']);
    });

    it('delivers every event exactly once, in store order, to a subscriber running during 32 concurrent writers', async () => {
      const p = prefix();
      const head = await store.headPosition();
      const total = 10_000;
      const writers = 32;
      const seen: RecordedEvent[] = [];
      const sub = store.subscribeAll({ from: head, filter: { streamPrefixes: [`${p}-`] }, batchSize: 400 }, async (batch) => {
        seen.push(...batch);
      });
      let next = 0;
      await Promise.all(
        Array.from({ length: writers }, async (_, w) => {
          while (next < total) {
            const i = next++;
            // Many streams, some shared between writers, so expected-any appends contend on rows.
            await store.append(`${p}-s${i % 500}`, [newEvent('Written', { i, w })], { expected: 'any' });
          }
        }),
      );
      await sub.caughtUp();
      await sub.stop();
      expect(seen).toHaveLength(total);
      expect(new Set(seen.map((e) => e.id)).size).toBe(total);
      const ordered = [...seen].sort((a, b) => comparePositions(a.position, b.position));
      expect(seen.map((e) => e.id)).toEqual(ordered.map((e) => e.id));
      const again = await readEverything(store, head, { streamPrefixes: [`${p}-`] });
      expect(again.map((e) => e.id)).toEqual(seen.map((e) => e.id));
    });
  });

/** Reads everything after `from` that was committed before the call (waiting out hidden commits, bounded). */
export const readEverything = async (store: EventStore, from = START, filter?: { eventTypes?: string[]; streamPrefixes?: string[] }) => {
  const target = await store.barrier();
  const deadline = Date.now() + 30_000;
  const out: RecordedEvent[] = [];
  let position = from;
  for (;;) {
    const r = await store.readAll(position, { maxCount: 1000, filter });
    out.push(...r.events);
    position = r.checkedUpTo;
    if (r.caughtUp && comparePositions(position, target) >= 0) return out;
    if (Date.now() > deadline) throw new Error('readEverything: the log did not reach the barrier in 30 s');
    if (r.caughtUp) await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
