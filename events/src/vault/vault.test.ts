import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testMasterKey } from '../testing';
import { createVault, type Vault } from './vault';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let vault: Vault;
const master = testMasterKey();
beforeAll(async () => {
  db = await createTestDatabase('vault');
  vault = await createVault(db.pool, master);
});
afterAll(async () => db?.close());

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
