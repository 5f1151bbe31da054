import { createHash } from 'node:crypto';
import type { EventStore, Vault } from '@nvp/events';
import type { Plan } from './history';
import type { Act, Writer } from './write';

/** Passwords of generated accounts (README.md): the same as the README's demo accounts. */
export const GENERATED_PASSWORDS = { volunteer: 'volunteer123', vio: 'organisation123', admin: 'admin12345' } as const;
export const GENERATED_ADMIN_EMAIL = 'generated.admin@example.org';

/** What the generator has written, by kind (printed at the end, checked by the tests). */
export interface Summary {
  seed: string;
  end: string;
  volunteers: Record<string, number>;
  vios: Record<string, number>;
  opportunities: Record<string, number>;
  applications: Record<string, number>;
  complaints: Record<string, number>;
  emergencies: Record<string, number>;
  content: Record<string, number>;
  partners: Record<string, number>;
  standing: Record<string, number>;
  events: number;
  seconds: number;
  perSecond: number;
}

/** What every phase of the writing shares. */
export interface Generation {
  seed: string | number;
  plan: Plan;
  store: EventStore;
  vault: Vault;
  eraser?: Vault;
  /** The platform's data directory (DATA_DIR): uploaded pictures go to its assets. */
  dataDir?: string;
  writer: Writer;
  summary: Summary;
  /** One argon2id hash per kind of account. */
  hashes: { volunteer: string; vio: string; admin: string };
  adminId: string;
  byAdmin: (at: Date) => Act;
  /** Registration numbers already issued before this history (the counters continue). */
  volunteerNumbers: number;
  vioNumbers: number;
  chunk: number;
  progress: (phase: string, done: number, total: number) => void;
}

export const count = (o: Record<string, number>, key: string, n = 1) => void (o[key] = (o[key] ?? 0) + n);

/** The mailed-secret shape of @nvp/http-kit's newSecret (`<subject>.<secret>`, sha256 of the secret), from the seed. */
export const secretOf = (subjectId: string, token: string) => ({ key: `${subjectId}.${token}`, hash: createHash('sha256').update(token).digest('hex') });

/**
 * The routes build some schemas per request from the clock (the minimum age, "start in the future"); building a zod
 * schema costs more than parsing with it, so the generator keeps one per simulated year or day.
 */
export const memo = <K, V>(make: (key: K) => V) => {
  const cache = new Map<K, V>();
  return (key: K) => {
    let value = cache.get(key);
    if (value === undefined) cache.set(key, (value = make(key)));
    return value;
  };
};
