import type { Pool } from '@nvp/events';

export interface AttemptCount {
  /** Hits in the current window, this one included (0 for a peek at a closed window). */
  current: number;
  /** Milliseconds until the window closes. */
  ttl: number;
}

export interface AttemptStore {
  hit(key: string, windowMs: number): Promise<AttemptCount>;
  peek(key: string): Promise<AttemptCount>;
  /** Takes one hit back (an attempt that turned out not to count), never below zero. */
  forgive(key: string): Promise<void>;
}

const CLEANUP_EVERY_MS = 60_000;

/**
 * Attempt counters in PostgreSQL, shared by every command-api process (distributed) and used the same way
 * embedded. A fixed window per key: the first hit opens it for `windowMs`, later hits count until it closes.
 * Time is the database's, so processes on different clocks agree. The table `rate_limit_counters` is made by the
 * migrations (events/src/migrations).
 */
export const createAttemptStore = (pool: Pool): AttemptStore => {
  let lastCleanup = 0;
  const cleanup = () => {
    if (Date.now() - lastCleanup < CLEANUP_EVERY_MS) return;
    lastCleanup = Date.now();
    // Closed windows are dead weight; any process may sweep them.
    pool.query('DELETE FROM rate_limit_counters WHERE reset_at < now()').catch(() => undefined);
  };
  return {
    async hit(key, windowMs) {
      cleanup();
      const { rows } = await pool.query<{ hits: number; ttl: string }>(
        `INSERT INTO rate_limit_counters AS c (key, hits, reset_at) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
         ON CONFLICT (key) DO UPDATE SET
           hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
           reset_at = CASE WHEN c.reset_at <= now() THEN EXCLUDED.reset_at ELSE c.reset_at END
         RETURNING hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::text AS ttl`,
        [key, windowMs],
      );
      return { current: rows[0].hits, ttl: Math.max(0, Number(rows[0].ttl)) };
    },
    async peek(key) {
      const { rows } = await pool.query<{ hits: number; ttl: string }>(
        `SELECT hits, ceil(extract(epoch FROM reset_at - now()) * 1000)::text AS ttl FROM rate_limit_counters WHERE key = $1 AND reset_at > now()`,
        [key],
      );
      return rows[0] ? { current: rows[0].hits, ttl: Math.max(0, Number(rows[0].ttl)) } : { current: 0, ttl: 0 };
    },
    async forgive(key) {
      await pool.query('UPDATE rate_limit_counters SET hits = hits - 1 WHERE key = $1 AND hits > 0 AND reset_at > now()', [key]);
    },
  };
};

/**
 * The same counters as a @fastify/rate-limit store (`store` option): the plugin constructs it, and each
 * route's child prefixes its keys with the route, so limits of different routes do not add up.
 */
export const attemptStoreForRateLimit = (attempts: AttemptStore) => {
  type Callback = (error: Error | null, result?: AttemptCount) => void;
  const make = (prefix: string) => ({
    incr(key: string, callback: Callback, timeWindow: number) {
      attempts.hit(`${prefix}${key}`, timeWindow).then((r) => callback(null, r), callback);
    },
    read(key: string, callback: Callback) {
      attempts.peek(`${prefix}${key}`).then((r) => callback(null, r), callback);
    },
    // The plugin passes the route's merged options, `routeInfo` being the route (its types say otherwise).
    child(params: unknown) {
      const info = (params as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      const route = info?.url ? `${[info.method].flat().join(',')} ${info.url}` : 'limit';
      return make(`ip:${route}:`);
    },
  });
  // @fastify/rate-limit calls `new Store(options)`: a function returning an object works with `new`.
  return function RateLimitStore() {
    return make('ip:global:');
  } as unknown as new (options: unknown) => ReturnType<typeof make>;
};
