import type { FastifyInstance } from 'fastify';
import { comparePositions, type AppendResult } from '@nvp/events';

/**
 * A background sweep of a command-api process (expired invitations, lapsed waitlist offers, no-shows): first run
 * `firstAfterMs` after the app is ready (a short-lived process — a test platform — never sweeps behind a test's
 * back), then every `everyMs` after the last run ended. A failure is logged and the next run tries again; the
 * timer does not keep the process alive and stops when the app closes. `run` answers how many things it changed:
 * logged with `done` when any.
 */
export const scheduleSweep = (
  app: FastifyInstance,
  sweep: { name: string; everyMs: number; firstAfterMs?: number; run: () => Promise<number>; done: string },
) => {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const once = async () => {
    try {
      const changed = await sweep.run();
      if (changed) app.log.info({ changed }, sweep.done);
    } catch (error) {
      app.log.error({ err: error }, `${sweep.name} failed; it runs again in ${Math.round(sweep.everyMs / 60_000)} minutes`);
    }
    if (!closed) timer = setTimeout(once, sweep.everyMs).unref();
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(once, sweep.firstAfterMs ?? sweep.everyMs).unref();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
};

/**
 * Runs `work` for every item of a sweep's batch, never more than `concurrency` at once (the store and the database
 * are shared with the requests): a small pool of workers taking the next item as each finishes.
 */
export const forEachAtMost = async <T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
};

/**
 * The further of two appends (either may be missing): what a sweep run with appends in flight side by side answers,
 * so a caller waiting for its read models waits for all of them, not for whichever finished last.
 */
export const furthestAppend = (a: AppendResult | undefined, b: AppendResult | undefined) => (!a || (b && comparePositions(b.position, a.position) > 0) ? b : a);
