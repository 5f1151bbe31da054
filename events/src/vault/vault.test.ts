import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMasterKey } from '../testing';
import { createVault, deriveVaultKey, LEGACY_VAULT_MESSAGE, VAULT_KEY_LABELS, type Vault } from './vault';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let vault: Vault;
const master = testMasterKey();
beforeAll(async () => {
  db = await createTestDatabase('vault');
  vault = await createVault(db.pool, master);
});
afterAll(async () => db?.close());

/** A pool that passes every query through and records the key reads (a reader's vault is made on it). */
const countingKeyReads = () => {
  const keyReads: string[] = [];
  const counting = new Proxy(db.pool, {
    get: (target, prop) =>
      prop === 'query'
        ? (text: string, values?: unknown[]) => {
            if (typeof text === 'string' && text.includes('FROM vault_keys')) keyReads.push(text);
            return target.query(text, values);
          }
        : Reflect.get(target, prop, target),
  });
  return { keyReads, counting };
};

describe('personal-data vault', () => {
  it('seals so the plain value is not in the sealed form, and opens it again', async () => {
    const sealed = await vault.seal('subject-1', { email: 'kamala@example.lk', nic: '199812345678' });
    expect(JSON.stringify(sealed)).not.toContain('kamala');
    expect(JSON.stringify(sealed)).not.toContain('199812345678');
    expect(await vault.open(sealed)).toEqual({ email: 'kamala@example.lk', nic: '199812345678' });
  });

  it('keeps keys wrapped: the key table holds no usable key and another master key cannot open', async () => {
    const sealed = await vault.seal('subject-2', { name: 'Nimal' });
    const other = await createVault(db.pool, testMasterKey());
    await expect(other.open(sealed)).rejects.toThrow();
    const fresh = await createVault(db.pool, master); // a restart with the same master key still reads it
    expect(await fresh.open(sealed)).toEqual({ name: 'Nimal' });
  });

  it('crypto-shreds: after erasure nothing sealed for the subject can be opened, or written again', async () => {
    const sealed = await vault.seal('subject-3', { email: 'gone@example.lk' });
    await vault.erase('subject-3');
    expect(await vault.open(sealed)).toBeUndefined();
    expect(await vault.isErased('subject-3')).toBe(true);
    expect(await (await createVault(db.pool, master)).open(sealed)).toBeUndefined();
    await expect(vault.seal('subject-3', { email: 'again@example.lk' })).rejects.toThrow(/erased/);
    expect(await vault.isErased('subject-1')).toBe(false);
  });

  it('gives a stable blind index that differs by kind and reveals nothing', () => {
    expect(vault.blindIndex('email', 'a@b.lk')).toBe(vault.blindIndex('email', 'a@b.lk'));
    expect(vault.blindIndex('email', 'a@b.lk')).not.toBe(vault.blindIndex('nic', 'a@b.lk'));
    expect(vault.blindIndex('email', 'a@b.lk')).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe('vault keys: derived per purpose, caches that cannot outlive an erasure', () => {
  it('derives the blind-index key and the wrapping key from the master key with distinct HKDF labels', async () => {
    const masterBytes = Buffer.from(master, 'hex');
    const indexKey = deriveVaultKey(masterBytes, VAULT_KEY_LABELS.blindIndex);
    const wrappingKey = deriveVaultKey(masterBytes, VAULT_KEY_LABELS.wrapping);
    expect(indexKey.equals(wrappingKey)).toBe(false);
    expect(indexKey.equals(masterBytes) || wrappingKey.equals(masterBytes)).toBe(false);
    const hmac = (key: Buffer) => createHmac('sha256', key).update('email:a@b.lk').digest('hex').slice(0, 40);
    expect(vault.blindIndex('email', 'a@b.lk')).toBe(hmac(indexKey));
    expect(vault.blindIndex('email', 'a@b.lk')).not.toBe(hmac(masterBytes));
    expect(vault.blindIndex('email', 'a@b.lk')).not.toBe(hmac(wrappingKey));

    // The subject keys in the table are wrapped with the derived wrapping key, not with the master key.
    await vault.seal('subject-derived', { name: 'Saman' });
    const { rows } = await db.pool.query<{ wrapped_key: Buffer }>('SELECT wrapped_key FROM vault_keys WHERE subject = $1', ['subject-derived']);
    const w = rows[0].wrapped_key;
    const unwrap = (key: Buffer) => {
      const d = createDecipheriv('aes-256-gcm', key, w.subarray(0, 12));
      d.setAuthTag(w.subarray(12, 28));
      return Buffer.concat([d.update(w.subarray(28)), d.final()]);
    };
    expect(unwrap(wrappingKey)).toHaveLength(32);
    expect(() => unwrap(masterBytes)).toThrow();
  });

  it('refuses to start on a key table wrapped the old way (with the master key itself), saying what to do', async () => {
    const legacy = await createTestDatabase('vault_legacy');
    try {
      const masterBytes = Buffer.from(master, 'hex');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', masterBytes, iv);
      const data = Buffer.concat([cipher.update(randomBytes(32)), cipher.final()]);
      await legacy.pool.query('INSERT INTO vault_keys (subject, wrapped_key) VALUES ($1, $2)', ['old-subject', Buffer.concat([iv, cipher.getAuthTag(), data])]);
      await expect(createVault(legacy.pool, master)).rejects.toThrow(LEGACY_VAULT_MESSAGE);
    } finally {
      await legacy.close();
    }
  });

  it('once erase() has resolved in one process, another process that had the key cached can no longer open', async () => {
    // Two vaults on one database stand for two processes (command-api erases, projections had the key cached).
    const eraser = await createVault(db.pool, master, { keyCacheMs: 2000 });
    const reader = await createVault(db.pool, master, { keyCacheMs: 2000 });
    const sealed = await eraser.seal('subject-cached', { email: 'cached@example.lk' });
    expect(await reader.open(sealed)).toEqual({ email: 'cached@example.lk' }); // now cached in the reader
    // Control: the reader really serves from its cache (the key row is gone, yet it still opens).
    const { rows } = await db.pool.query('SELECT wrapped_key FROM vault_keys WHERE subject = $1', ['subject-cached']);
    await db.pool.query('UPDATE vault_keys SET wrapped_key = NULL WHERE subject = $1', ['subject-cached']);
    expect(await reader.open(sealed)).toEqual({ email: 'cached@example.lk' });
    await db.pool.query('UPDATE vault_keys SET wrapped_key = $2 WHERE subject = $1', ['subject-cached', rows[0].wrapped_key]);

    await eraser.erase('subject-cached');
    expect(await reader.open(sealed)).toBeUndefined();
    expect(await eraser.open(sealed)).toBeUndefined();
  });

  it('re-reads a preloaded batch\'s expired keys in one query, and still honours an erasure made meanwhile', async () => {
    const writer = await createVault(db.pool, master);
    const subjects = Array.from({ length: 20 }, (_, i) => `batch-subject-${i}-${randomBytes(4).toString('hex')}`);
    const sealed = await Promise.all(subjects.map((s, i) => writer.seal(s, { n: i })));
    const { keyReads, counting } = countingKeyReads();
    const reader = await createVault(counting, master, { keyCacheMs: 30 });
    keyReads.length = 0;
    await reader.preload(subjects);
    expect(keyReads).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 60)); // the batch outlives the cache time
    await writer.erase(subjects[19]);
    const opened = [];
    for (const s of sealed) opened.push(await reader.open(s));
    expect(opened.slice(0, 19)).toEqual(Array.from({ length: 19 }, (_, i) => ({ n: i })));
    expect(opened[19]).toBeUndefined(); // erased after the preload: read again, not served from the expired copy
    // After the preload, keys are read again for the whole batch at once (was one query per subject); how often
    // depends on how long the opens take against the 30 ms cache time, so only the kind of read is checked.
    expect(keyReads.length).toBeGreaterThanOrEqual(2);
    for (const read of keyReads) expect(read).toContain('subject = ANY($1)');
  });

  it('reuses the unwrapped key of a re-read row only while its wrapped bytes are the same', async () => {
    const writer = await createVault(db.pool, master);
    const reader = await createVault(db.pool, master, { keyCacheMs: 20 });
    const subject = `rewrapped-${randomBytes(4).toString('hex')}`;
    const sealed = await writer.seal(subject, { name: 'Sunil' });
    expect(await reader.open(sealed)).toEqual({ name: 'Sunil' });
    await new Promise((r) => setTimeout(r, 40)); // expired: the row is read again, same bytes, same key
    expect(await reader.open(sealed)).toEqual({ name: 'Sunil' });
    // Other bytes in the row (here: not a valid wrapping) must be unwrapped, not matched to the old key.
    await db.pool.query('UPDATE vault_keys SET wrapped_key = $2 WHERE subject = $1', [subject, randomBytes(60)]);
    await new Promise((r) => setTimeout(r, 40));
    await expect(reader.open(sealed)).rejects.toThrow();
  });

  it('reads a key once for many opens of the same subject at the same time (an auditor opening a whole history)', async () => {
    const writer = await createVault(db.pool, master);
    const subject = `many-opens-${randomBytes(4).toString('hex')}`;
    const sealed = await Promise.all(Array.from({ length: 50 }, (_, i) => writer.seal(subject, { n: i })));
    const { keyReads, counting } = countingKeyReads();
    const reader = await createVault(counting, master);
    keyReads.length = 0;
    expect(await Promise.all(sealed.map((v) => reader.open(v)))).toEqual(Array.from({ length: 50 }, (_, i) => ({ n: i })));
    expect(keyReads).toHaveLength(1);
    // An erasure is still seen by the opens that come after it.
    await reader.erase(subject);
    expect(await Promise.all(sealed.slice(0, 5).map((v) => reader.open(v)))).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
