import { comparePositions, type Position } from '../envelope';
import type { BatchHandler, EventStore, SubscribeOptions, Subscription } from './port';

/**
 * Catch-up subscription built on `readAll`: read a batch, hand it over, repeat; when caught up,
 * sleep until woken (an append in this process) or until the poll interval passes.
 * A wake carries the append's position when the store knows it: once a read has checked past it, the subscription
 * sleeps; only a read that fell short (the append hidden behind an older open transaction) looks again soon.
 */
export const pollingSubscription = (
  store: Pick<EventStore, 'readAll' | 'barrier'>,
  options: SubscribeOptions,
  handler: BatchHandler,
  wake: { on(listener: (appendedAt?: Position) => void): () => void },
  pollMs: number,
): Subscription => {
  let stopped = false;
  let position: Position = options.from;
  let sleeper: (() => void) | undefined;
  const waiters: { target: Position; resolve: () => void }[] = [];
  let signalled = false;
  let lastWake = 0;
  // The furthest append we were told of; undefined when a wake did not say where (look again as before).
  let awaited: Position | undefined;
  let awaitedUnknown = false;
  const unsubscribe = wake.on((appendedAt) => {
    signalled = true;
    lastWake = Date.now();
    if (!appendedAt) awaitedUnknown = true;
    else if (!awaited || comparePositions(appendedAt, awaited) > 0) awaited = appendedAt;
    sleeper?.();
  });
  // Issue 24: every append woke every subscription, and each whose filter left the append out then read the log up
  // to five more times looking for it (a volunteer's history, which appends one event, cost ~58 such reads).
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleeper = undefined;
        resolve();
      }
      sleeper = done;
    });

  const loop = async () => {
    let quietRetries = 0;
    while (!stopped) {
      signalled = false;
      const result = await store.readAll(position, { maxCount: options.batchSize ?? 500, filter: options.filter });
      const moved = comparePositions(result.checkedUpTo, position) > 0;
      // An empty batch still reports progress past filtered events (read-your-writes waits on it).
      if (result.events.length > 0 || moved) await handler(result.events, result.checkedUpTo);
      if (moved) position = result.checkedUpTo;
      if (!result.caughtUp) continue;
      for (const w of waiters.filter((w) => comparePositions(position, w.target) >= 0)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      if (stopped) break;
      if (signalled) continue;
      // An append we were told about may still be hidden behind an older open transaction (any database's, on a
      // shared cluster): look again soon, backing off to 50 ms, until its position is read or a poll interval has
      // passed since the wake; a wake that did not say where is looked for five times.
      const knownShort = awaited !== undefined && comparePositions(position, awaited) < 0;
      if (lastWake > Date.now() - pollMs && (knownShort || (awaitedUnknown && quietRetries < 5))) {
        quietRetries++;
        await sleep(Math.min(5 * quietRetries, 50));
      } else {
        quietRetries = 0;
        awaitedUnknown = false;
        await sleep(pollMs);
      }
    }
  };
  const done = loop().finally(() => {
    unsubscribe();
    for (const w of waiters.splice(0)) w.resolve();
  });
  return {
    done,
    async stop() {
      stopped = true;
      sleeper?.();
      await done.catch(() => undefined);
    },
    async caughtUp() {
      if (stopped) return;
      const target = await store.barrier();
      if (comparePositions(position, target) >= 0) return;
      await new Promise<void>((resolve) => {
        waiters.push({ target, resolve });
        sleeper?.();
      });
    },
  };
};

/** A tiny in-process signal: appends call `emit`, subscriptions listen. */
export const createSignal = () => {
  const listeners = new Set<(appendedAt?: Position) => void>();
  return {
    on(listener: (appendedAt?: Position) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** `appendedAt`: the last position of the append, when known. */
    emit(appendedAt?: Position) {
      for (const l of listeners) l(appendedAt);
    },
  };
};
