import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformConfig, Pool, Vault } from '@nvp/events';
import { attemptStoreForRateLimit, createAttemptStore, type AttemptStore } from './attempt-store';

/** The answer to a refused attempt (429), in the spec's English; the console shows it in three languages. */
export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again later';

/**
 * What an attempt is counted against per account (the e-mail address, or the subject a mailed link names).
 * `complaint` is ready for complaint submission: its route spreads `ctx.limits.perIp` into its config and
 * calls `ctx.limits.count('complaint', email, reply)` once the body is parsed.
 */
export type AttemptAction =
  | 'login'
  | 'volunteer-register'
  | 'vio-register'
  | 'admin-register'
  | 'forgot-password'
  | 'reset-password'
  | 'phone-send'
  | 'phone-verify'
  | 'referee-review'
  | 'complaint'
  | 'emergency-register'
  | 'subvio-register'
  | 'org-volunteer-add'
  /** Inbound SMS per sending number (the gateway is one IP for every phone). */
  | 'sms-inbound';

export interface AttemptLimits {
  /**
   * Spread into a public route's `config`: every attempt counts per client IP and route (@fastify/rate-limit
   * with the PostgreSQL store); over the limit the route answers 429 before any work is done.
   */
  perIp: { rateLimit?: { max: number; timeWindow: number; keyGenerator: (request: FastifyRequest) => string } };
  /** Counts one attempt of `action` for `account`; throws 429 (with retry-after) once over the account limit. */
  count(action: AttemptAction, account: string, reply: FastifyReply): Promise<void>;
  /**
   * Counts a login attempt for `account` before the password is checked (so parallel guesses cannot all slip
   * under the limit), and throws 429 once its failures are used up, whatever the password.
   */
  beginLogin(account: string, reply: FastifyReply): Promise<void>;
  /** The password was right: the attempt does not count as a failure. */
  loginSucceeded(account: string): Promise<void>;
}

export const tooManyAttempts = (reply: FastifyReply, ttlMs: number) => {
  reply.header('retry-after', String(Math.max(1, Math.ceil(ttlMs / 1000))));
  return Object.assign(new Error(TOO_MANY_ATTEMPTS), { statusCode: 429 });
};

export interface AttemptLimitDeps {
  config: Pick<PlatformConfig, 'rateLimits'>;
  vault: Pick<Vault, 'blindIndex'>;
  /** Absent (a command API mounted alone in a test): no limits. */
  pool?: Pool;
}

const noLimits: AttemptLimits = { perIp: {}, count: async () => undefined, beginLogin: async () => undefined, loginSucceeded: async () => undefined };

/**
 * Limits of the public, costly routes. Keys hold no e-mail or IP in clear: each is a keyed hash (the
 * vault's blind index), so the counters table carries no personal data to erase.
 */
export const createAttemptLimits = (deps: AttemptLimitDeps): AttemptLimits & { store?: AttemptStore } => {
  const limits = deps.config.rateLimits;
  if (!deps.pool || !limits.enabled) return noLimits;
  const store = createAttemptStore(deps.pool);
  const accountKey = (action: AttemptAction, account: string) => `account:${action}:${deps.vault.blindIndex('rate-limit', account.trim().toLowerCase())}`;
  return {
    store,
    perIp: {
      rateLimit: {
        max: limits.ip.max,
        timeWindow: limits.ip.windowSeconds * 1000,
        keyGenerator: (request) => deps.vault.blindIndex('rate-limit', normalizeIP(request.ip)),
      },
    },
    async count(action, account, reply) {
      const { current, ttl } = await store.hit(accountKey(action, account), limits.account.windowSeconds * 1000);
      if (current > limits.account.max) throw tooManyAttempts(reply, ttl);
    },
    async beginLogin(account, reply) {
      const { current, ttl } = await store.hit(accountKey('login', account), limits.loginFailures.windowSeconds * 1000);
      if (current > limits.loginFailures.max) throw tooManyAttempts(reply, ttl);
    },
    async loginSucceeded(account) {
      await store.forgive(accountKey('login', account));
    },
  };
};

/** Registers @fastify/rate-limit (route by route, never global) over the shared PostgreSQL counters. */
export const registerAttemptLimits = async (app: FastifyInstance, deps: AttemptLimitDeps, limits: ReturnType<typeof createAttemptLimits>) => {
  if (!deps.pool || !limits.store) return;
  await app.register(rateLimit, {
    global: false,
    store: attemptStoreForRateLimit(limits.store),
    // Only the retry-after header: the remaining count would tell an attacker how far a spray may go.
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': true },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => Object.assign(new Error(TOO_MANY_ATTEMPTS), { statusCode: context.statusCode }),
  });
};
