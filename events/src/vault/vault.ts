import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';

/**
 * Personal data is sealed with a key per subject (a volunteer, a VIO, an admin). Erasing the subject
 * deletes its key, after which every sealed value in the log is unreadable: crypto-shredding.
 * Subject keys are themselves wrapped with the master key, so a dump of the key table is useless alone.
 */
export interface Sealed {
  $sealed: 'v1';
  subject: string;
  iv: string;
  data: string;
  tag: string;
}

export const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && (value as Sealed).$sealed === 'v1';

/**
 * Adds to `into` the subject of every sealed value in `value`, at any depth, so their keys can be read in one query
 * (`Vault.preload`). Allocates nothing on the way: it walks every event of a rebuild's batches.
 */
export const collectSealedSubjects = (value: unknown, into: Set<string>): Set<string> => {
  if (typeof value !== 'object' || value === null) return into;
  if (isSealed(value)) into.add(value.subject);
  else if (Array.isArray(value)) for (const v of value) collectSealedSubjects(v, into);
  else for (const key in value) collectSealedSubjects((value as Record<string, unknown>)[key], into);
  return into;
};

export interface Vault {
  seal(subject: string, value: unknown): Promise<Sealed>;
  /** The plain value, or `undefined` when the subject has been erased. */
  open<T>(sealed: Sealed): Promise<T | undefined>;
  /**
   * Deletes the subject's key. Resolves only once no process can still hold a cached copy (see
   * VAULT_KEY_CACHE_MS): after that, nothing sealed for the subject decrypts anywhere.
   */
  erase(subject: string): Promise<void>;
  isErased(subject: string): Promise<boolean>;
  /**
   * Loads the keys of many subjects in one query into the cache (as `open` would one by one): a projection
   * replaying a batch of events opens their sealed parts without a round trip per subject.
   */
  preload(subjects: Iterable<string>): Promise<void>;
  /** Keyed hash for lookups (reservation streams) that must not reveal the value. */
  blindIndex(kind: string, value: string): string;
}

const aes = 'aes-256-gcm';

const encrypt = (key: Buffer, plain: Buffer) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(aes, key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { iv, data, tag: cipher.getAuthTag() };
};

const decrypt = (key: Buffer, iv: Buffer, data: Buffer, tag: Buffer) => {
  const decipher = createDecipheriv(aes, key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
};

/**
 * The master key is never used directly: HKDF-SHA256 derives one key per purpose, so the key that wraps
 * subject keys and the key of the blind indexes are independent (knowing or misusing one tells nothing
 * about the other). Changing a label changes every derived value; see docs/decisions.md (Vault keys).
 */
const HKDF_SALT = 'nvp/vault';
export const VAULT_KEY_LABELS = { wrapping: 'nvp/vault/wrapping-key/v1', blindIndex: 'nvp/vault/blind-index/v1' } as const;
export const deriveVaultKey = (master: Buffer, label: string) => Buffer.from(hkdfSync('sha256', master, HKDF_SALT, label, 32));

/**
 * How long a process may use a subject key it read from the table without reading it again. `erase`
 * returns only after this long has passed since the key row was deleted, so when an erasure is
 * acknowledged no process anywhere (command-api, query-api, projections share only PostgreSQL) still holds
 * the key: whatever it cached was read before the delete and has expired. Erased (null) entries are kept.
 */
export const VAULT_KEY_CACHE_MS = 500;

export interface VaultOptions {
  /** Lifetime of a cached subject key (default VAULT_KEY_CACHE_MS); `erase` waits this long. */
  keyCacheMs?: number;
}

export const LEGACY_VAULT_MESSAGE =
  'The vault keys in this database were wrapped with the master key itself (before per-purpose key derivation). ' +
  'This is a development database from an older version: delete the data directory (DATA_DIR, default .data) and start again.';

/** The key table `vault_keys` is made by the migrations (events/src/migrations), which run at every start. */
export const createVault = async (pool: pg.Pool, masterKeyHex: string, options: VaultOptions = {}): Promise<Vault> => {
  const master = Buffer.from(masterKeyHex, 'hex');
  if (master.length !== 32) throw new Error('VAULT_MASTER_KEY must be 64 hex characters (32 bytes)');
  const wrappingKey = deriveVaultKey(master, VAULT_KEY_LABELS.wrapping);
  const indexKey = deriveVaultKey(master, VAULT_KEY_LABELS.blindIndex);
  const cacheMs = options.keyCacheMs ?? VAULT_KEY_CACHE_MS;
  /** `loadedAt` is taken before the SELECT is sent, so an entry never outlives `loadedAt + cacheMs` of the snapshot it came from. */
  const cache = new Map<string, { key: Buffer | null; loadedAt: number; wrapped?: Buffer }>();
  /**
   * The key of a row read again: unwrapped only when its wrapped bytes changed. A replay reads the same keys again
   * every few hundred milliseconds (the cache time above, which erasure relies on), and unwrapping each was as
   * costly as opening the data it guards. The read itself still happens, so an erased key is still seen as erased.
   */
  const unwrapRow = (subject: string, wrapped: Buffer | null) => {
    if (!wrapped) return { key: null };
    const previous = cache.get(subject);
    if (previous?.key && previous.wrapped?.equals(wrapped)) return { key: previous.key, wrapped: previous.wrapped };
    return { key: unwrap(wrapped), wrapped };
  };
  /**
   * The subjects each subject was last preloaded with (a projection's batch). When its key has expired before the
   * batch is done (a long replay batch outlives the cache time), the batch's expired keys are read again together:
   * one query, not one per subject.
   */
  const batchOf = new Map<string, Set<string>>();

  /** Reads the keys of these subjects that are not cached or have expired, in one query. */
  const loadMany = async (subjects: Iterable<string>) => {
    const now = performance.now();
    const wanted = [...new Set(subjects)].filter((s) => {
      const cached = cache.get(s);
      return !cached || (cached.key !== null && now - cached.loadedAt >= cacheMs);
    });
    if (!wanted.length) return wanted;
    const loadedAt = performance.now();
    const { rows } = await pool.query<{ subject: string; wrapped_key: Buffer | null }>('SELECT subject, wrapped_key FROM vault_keys WHERE subject = ANY($1)', [wanted]);
    for (const row of rows) {
      const entry = { ...unwrapRow(row.subject, row.wrapped_key), loadedAt };
      cache.delete(row.subject);
      cache.set(row.subject, entry);
    }
    while (cache.size > 50_000) cache.delete(cache.keys().next().value!);
    return wanted;
  };

  const wrap = (key: Buffer) => {
    const { iv, data, tag } = encrypt(wrappingKey, key);
    return Buffer.concat([iv, tag, data]);
  };
  const unwrapWith = (kek: Buffer, wrapped: Buffer) => decrypt(kek, wrapped.subarray(0, 12), wrapped.subarray(28), wrapped.subarray(12, 28));
  const unwrap = (wrapped: Buffer) => unwrapWith(wrappingKey, wrapped);

  // A key table written by the older scheme (keys wrapped with the raw master key) would fail on every
  // open with an opaque decryption error; say what it is instead.
  const { rows: sample } = await pool.query<{ wrapped_key: Buffer }>('SELECT wrapped_key FROM vault_keys WHERE wrapped_key IS NOT NULL LIMIT 1');
  if (sample[0]) {
    const opens = (kek: Buffer) => {
      try {
        unwrapWith(kek, sample[0].wrapped_key);
        return true;
      } catch {
        return false;
      }
    };
    if (!opens(wrappingKey) && opens(master)) throw new Error(LEGACY_VAULT_MESSAGE);
  }

  /**
   * Key reads under way, by subject: callers asking for the same key while it is being read share that read (an
   * auditor's history opens hundreds of values of one subject at once; each used to send its own SELECT). An open
   * may share a create's read (it returns the key); a create shares only another create's (an open's finds no key).
   */
  const reading = new Map<string, { create: boolean; key: Promise<Buffer | null> }>();
  const keyFor = (subject: string, create: boolean): Promise<Buffer | null> => {
    const cached = cache.get(subject);
    if (cached && (cached.key === null || performance.now() - cached.loadedAt < cacheMs)) return Promise.resolve(cached.key);
    const under = reading.get(subject);
    if (under && (under.create || !create)) return under.key;
    const key = readKey(subject, create);
    const entry = { create, key };
    reading.set(subject, entry);
    const done = () => {
      if (reading.get(subject) === entry) reading.delete(subject);
    };
    key.then(done, done);
    return key;
  };
  const readKey = async (subject: string, create: boolean): Promise<Buffer | null> => {
    const batch = create ? undefined : batchOf.get(subject);
    if (batch && cacheMs > 0) {
      await loadMany(batch);
      const loaded = cache.get(subject);
      if (loaded) return loaded.key;
    }
    const loadedAt = performance.now();
    if (create) {
      await pool.query('INSERT INTO vault_keys (subject, wrapped_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [subject, wrap(randomBytes(32))]);
    }
    const { rows } = await pool.query<{ wrapped_key: Buffer | null }>('SELECT wrapped_key FROM vault_keys WHERE subject = $1', [subject]);
    const entry = { ...unwrapRow(subject, rows[0]?.wrapped_key ?? null), loadedAt };
    const key = entry.key;
    if (rows[0] && cacheMs > 0) {
      cache.delete(subject); // re-insert at the end: the map's order is then roughly least recently loaded first
      cache.set(subject, entry);
    }
    if (cache.size > 50_000) cache.delete(cache.keys().next().value!);
    return key;
  };

  return {
    async seal(subject, value) {
      const key = await keyFor(subject, true);
      if (!key) throw new Error(`Subject ${subject} has been erased; nothing personal may be written for it`);
      const { iv, data, tag } = encrypt(key, Buffer.from(JSON.stringify(value)));
      return { $sealed: 'v1', subject, iv: iv.toString('base64'), data: data.toString('base64'), tag: tag.toString('base64') };
    },
    async open<T>(sealed: Sealed) {
      const key = await keyFor(sealed.subject, false);
      if (!key) return undefined;
      const plain = decrypt(key, Buffer.from(sealed.iv, 'base64'), Buffer.from(sealed.data, 'base64'), Buffer.from(sealed.tag, 'base64'));
      return JSON.parse(plain.toString()) as T;
    },
    async erase(subject) {
      await pool.query(
        `INSERT INTO vault_keys (subject, wrapped_key, erased_at) VALUES ($1, NULL, now())
         ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL, erased_at = now()`,
        [subject],
      );
      cache.set(subject, { key: null, loadedAt: performance.now() });
      // Every other process's copy was read before the delete committed: wait until it has expired.
      if (cacheMs > 0) await new Promise((resolve) => setTimeout(resolve, cacheMs + 1));
    },
    async preload(subjects) {
      if (cacheMs <= 0) return;
      const batch = new Set(subjects);
      for (const subject of batch) {
        batchOf.delete(subject);
        batchOf.set(subject, batch);
      }
      while (batchOf.size > 50_000) batchOf.delete(batchOf.keys().next().value!);
      await loadMany(batch);
    },
    async isErased(subject) {
      const { rows } = await pool.query('SELECT 1 FROM vault_keys WHERE subject = $1 AND wrapped_key IS NULL', [subject]);
      return rows.length > 0;
    },
    blindIndex(kind, value) {
      return createHmac('sha256', indexKey).update(`${kind}:${value}`).digest('hex').slice(0, 40);
    },
  };
};
