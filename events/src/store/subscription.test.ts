import { describe, expect, it } from 'vitest';
import { START, type Position, type RecordedEvent } from '../envelope';
import type { ReadAllResult } from './port';
import { createSignal, pollingSubscription } from './subscription';

const at = (commit: number): Position => ({ commit: BigInt(commit), prepare: BigInt(commit) });
const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const until = async (condition: () => boolean) => {
  for (let i = 0; i < 400 && !condition(); i++) await tick(5);
  expect(condition()).toBe(true);
};

/**
 * A log whose visible horizon the test moves: readAll answers what a filtered read of the PostgreSQL store answers
 * when no event matches — nothing, checked up to the horizon — and counts the reads.
 */
const fakeLog = () => {
  let horizon = 0;
  let reads = 0;
  return {
    get reads() {
      return reads;
    },
    show(commit: number) {
      horizon = commit;
    },
    store: {
      async readAll(from: Position): Promise<ReadAllResult> {
        reads++;
        const seen = at(horizon);
        return { events: [] as RecordedEvent[], checkedUpTo: seen.commit > from.commit ? seen : from, caughtUp: true };
      },
      async barrier() {
        return at(horizon);
      },
    },
  };
};

describe('pollingSubscription woken by an append', () => {
  it('given an append it has already checked past, when woken, then it reads the log once and sleeps', async () => {
    const log = fakeLog();
    const signal = createSignal();
    const subscription = pollingSubscription(log.store, { from: START }, async () => {}, signal, 60_000);
    await until(() => log.reads === 1);

    log.show(7);
    signal.emit(at(7));
    await until(() => log.reads === 2);
    await tick(200); // the quiet retries (5, 10, … ms) would have run by now
    expect(log.reads).toBe(2);
    await subscription.stop();
  });

  it('given an append still hidden behind an older transaction, when woken, then it looks again until it has checked past it', async () => {
    const log = fakeLog();
    const signal = createSignal();
    const handled: Position[] = [];
    const subscription = pollingSubscription(log.store, { from: START }, async (_events, checkedUpTo) => void handled.push(checkedUpTo), signal, 60_000);
    await until(() => log.reads === 1);

    signal.emit(at(9)); // not visible yet: the horizon stays at 0
    await until(() => log.reads >= 3);
    log.show(9);
    await until(() => handled.some((p) => p.commit === 9n));
    const reads = log.reads;
    await tick(200);
    expect(log.reads).toBe(reads);
    await subscription.stop();
  });

  it('given an append hidden for longer than a few quick looks (a long transaction elsewhere on the cluster), then it keeps looking, backing off, until it has read it: not a whole poll later', async () => {
    const log = fakeLog();
    const signal = createSignal();
    const handled: Position[] = [];
    const subscription = pollingSubscription(log.store, { from: START }, async (_events, checkedUpTo) => void handled.push(checkedUpTo), signal, 60_000);
    await until(() => log.reads === 1);

    signal.emit(at(9));
    // Five quick looks were all it took before: then it slept for its whole poll (a minute here).
    await until(() => log.reads >= 12);
    log.show(9);
    await until(() => handled.some((p) => p.commit === 9n));
    await subscription.stop();
  });

  it('given a wake that does not say where the append is (a store without positions), then it looks again a few times as before', async () => {
    const log = fakeLog();
    const signal = createSignal();
    const subscription = pollingSubscription(log.store, { from: START }, async () => {}, signal, 60_000);
    await until(() => log.reads === 1);

    signal.emit();
    await until(() => log.reads >= 4);
    await subscription.stop();
  });
});
