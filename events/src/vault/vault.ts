import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
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

export interface Vault {
  seal(subject: string, value: unknown): Promise<Sealed>;
  /** The plain value, or `undefined` when the subject has been erased. */
  open<T>(sealed: Sealed): Promise<T | undefined>;
  erase(subject: string): Promise<void>;
  isErased(subject: string): Promise<boolean>;
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

export const vaultSchema = `
CREATE TABLE IF NOT EXISTS vault_keys (
  subject text PRIMARY KEY,
  wrapped_key bytea,
  created_at timestamptz NOT NULL DEFAULT now(),
  erased_at timestamptz
);`;

export const createVault = async (pool: pg.Pool, masterKeyHex: string): Promise<Vault> => {
  const master = Buffer.from(masterKeyHex, 'hex');
  if (master.length !== 32) throw new Error('VAULT_MASTER_KEY must be 64 hex characters (32 bytes)');
  await pool.query(vaultSchema);
  const cache = new Map<string, Buffer | null>();

  const wrap = (key: Buffer) => {
    const { iv, data, tag } = encrypt(master, key);
    return Buffer.concat([iv, tag, data]);
  };
  const unwrap = (wrapped: Buffer) => decrypt(master, wrapped.subarray(0, 12), wrapped.subarray(28), wrapped.subarray(12, 28));

  const keyFor = async (subject: string, create: boolean): Promise<Buffer | null> => {
    const cached = cache.get(subject);
    if (cached !== undefined) return cached;
    if (create) {
      await pool.query('INSERT INTO vault_keys (subject, wrapped_key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        subject,
        wrap(randomBytes(32)),
      ]);
    }
    const { rows } = await pool.query<{ wrapped_key: Buffer | null }>('SELECT wrapped_key FROM vault_keys WHERE subject = $1', [subject]);
    const key = rows[0]?.wrapped_key ? unwrap(rows[0].wrapped_key) : null;
    if (key || rows[0]) cache.set(subject, key);
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
      cache.set(subject, null);
    },
    async isErased(subject) {
      const { rows } = await pool.query('SELECT 1 FROM vault_keys WHERE subject = $1 AND wrapped_key IS NULL', [subject]);
      return rows.length > 0;
    },
    blindIndex(kind, value) {
      return createHmac('sha256', master).update(`${kind}:${value}`).digest('hex').slice(0, 40);
    },
  };
};
