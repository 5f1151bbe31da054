import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVault, type Vault } from '@nvp/events';
import { createTestDatabase, recordedEvent, testMasterKey } from '@nvp/events/testing';
import type { Analytics } from '../analytics/analytics';
import { createTempAnalytics, type TempAnalytics } from '../analytics/testing';
import { countRegistrations, registrationFactsProjection } from './registration-facts';

let analytics: Analytics;
let chdb: TempAnalytics | undefined;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let vault: Vault;
beforeAll(async () => {
  ({ analytics } = chdb = await createTempAnalytics('chdb'));
  db = await createTestDatabase('registration_facts');
  vault = await createVault(db.pool, testMasterKey(), { keyCacheMs: 0 });
});
afterAll(async () => {
  await chdb?.close();
  await db?.close();
});

const recorded = (type: string, data: Record<string, unknown>, n: number) =>
  recordedEvent(type, data, { n, occurredAt: new Date(Date.UTC(2026, 10, 21, 8, 0, n)).toISOString(), streamId: `x-${n}` });

describe('registration facts in ClickHouse (chDB)', () => {
  it('counts each event once even when a batch is delivered twice', async () => {
    const projection = registrationFactsProjection(analytics, vault);
    await projection.setup!();
    const [a, b] = [randomUUID(), randomUUID()];
    const batch = [
      recorded('VolunteerRegistered', { volunteerId: a, personal: await vault.seal(a, { nic: '199512345678' }) }, 1),
      recorded('VolunteerRegistered', { volunteerId: b, personal: await vault.seal(b, { nic: '200112345678' }) }, 2),
      recorded('VioRegistered', { vioId: randomUUID(), type: 'SCHOOL' }, 3),
      recorded('VolunteerEmailVerified', { volunteerId: randomUUID() }, 4),
    ];
    await projection.handle(batch);
    await projection.handle(batch); // at-least-once delivery after a crash before the checkpoint
    expect(await countRegistrations(analytics)).toEqual([
      { event_type: 'VioRegistered', n: 1 },
      { event_type: 'VolunteerEmailVerified', n: 1 },
      { event_type: 'VolunteerRegistered', n: 2 },
    ]);
    const [row] = await analytics.query<{ vio_type: string }>("SELECT vio_type FROM registration_facts FINAL WHERE event_type = 'VioRegistered'");
    expect(row.vio_type).toBe('SCHOOL');
    const years = await analytics.query<{ birth_year: number }>("SELECT birth_year FROM registration_facts FINAL WHERE event_type = 'VolunteerRegistered' ORDER BY birth_year");
    expect(years.map((r) => r.birth_year)).toEqual([1995, 2001]); // from the sealed NIC
  });

  it("keeps an erased subject's rows counted but blanks what ties them to the person, also when replayed", async () => {
    const projection = registrationFactsProjection(analytics, vault);
    const [gone, stays] = [randomUUID(), randomUUID()];
    const registered = recorded('VolunteerRegistered', { volunteerId: gone, personal: await vault.seal(gone, { nic: '195712345678' }) }, 11);
    const verified = { ...recorded('VolunteerEmailVerified', { volunteerId: gone }, 12), streamId: `volunteer-${gone}` };
    const other = recorded('VolunteerRegistered', { volunteerId: stays, personal: await vault.seal(stays, { nic: '195712345679' }) }, 13);
    await projection.handle([registered, verified, other]);
    const rowsOf = (subject: string) => analytics.query<{ subject_id: string; birth_year: number }>('SELECT subject_id, birth_year FROM registration_facts WHERE subject_id = {s:String}', { s: subject });
    expect(await rowsOf(gone)).toHaveLength(2); // control

    await vault.erase(gone);
    const erased = recorded('PersonalDataErased', { subjectId: gone }, 14);
    await projection.handle([erased]);
    expect(await rowsOf(gone)).toEqual([]);
    expect(await rowsOf(stays)).toEqual([{ subject_id: stays, birth_year: 1957 }]);
    // At least once: the whole stretch again (after a crash) ends erased too.
    await projection.handle([registered, verified, other, erased]);
    expect(await rowsOf(gone)).toEqual([]);
    // Not even an unmerged copy (no FINAL) of the erased subject's rows keeps the birth year.
    const copies = await analytics.query<{ subject_id: string; birth_year: number }>('SELECT subject_id, birth_year FROM registration_facts WHERE event_id = {id:UUID}', { id: registered.id });
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy).toEqual({ subject_id: '', birth_year: 0 });
    const counted = await analytics.query<{ n: number }>("SELECT toUInt32(count()) AS n FROM registration_facts FINAL WHERE event_id IN ({ids:Array(UUID)})", { ids: [registered.id, verified.id] });
    expect(counted[0].n).toBe(2); // still counted in the funnel
  });
});
