import { comparePositions, type Position } from '../envelope';
import type { BatchHandler, EventStore, SubscribeOptions, Subscription } from './port';

/**
 * Catch-up subscription built on `readAll`: read a batch, hand it over, repeat; when caught up,
 * sleep until woken (an append in this process) or until the poll interval passes.
 */
export const pollingSubscription = (
  store: Pick<EventStore, 'readAll' | 'barrier'>,
  options: SubscribeOptions,
  handler: BatchHandler,
  wake: { on(listener: () => void): () => void },
  pollMs: number,
): Subscription => {
  let stopped = false;
  let position: Position = options.from;
  let sleeper: (() => void) | undefined;
  const waiters: { target: Position; resolve: () => void }[] = [];
  let signalled = false;
  let lastWake = 0;
  const unsubscribe = wake.on(() => {
    signalled = true;
    lastWake = Date.now();
    sleeper?.();
  });
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
      // An append we were told about may still be hidden behind an older open transaction: look again soon.
      if (result.events.length === 0 && quietRetries < 5 && lastWake > Date.now() - pollMs) {
        quietRetries++;
        await sleep(5 * quietRetries);
      } else {
        quietRetries = 0;
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
  const listeners = new Set<() => void>();
  return {
    on(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit() {
      for (const l of listeners) l();
    },
  };
};
