import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@nvp/events';
import { createAnalytics, type Analytics } from '../analytics/analytics';
import { countRegistrations, registrationFactsProjection } from './registration-facts';

let analytics: Analytics;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'nvp-chdb-'));
  analytics = await createAnalytics({ path: dir });
});
afterAll(async () => {
  await analytics?.close();
  await rm(dir, { recursive: true, force: true });
});

const recorded = (type: string, data: Record<string, unknown>, n: number): RecordedEvent => ({
  id: randomUUID(),
  type,
  version: 1,
  data,
  metadata: { occurredAt: new Date(Date.UTC(2026, 10, 21, 8, 0, n)).toISOString() },
  streamId: `x-${n}`,
  streamRevision: 0n,
  position: { commit: BigInt(n), prepare: BigInt(n) },
  recordedAt: new Date(),
});

describe('registration facts in ClickHouse (chDB)', () => {
  it('counts each event once even when a batch is delivered twice', async () => {
    const projection = registrationFactsProjection(analytics);
    await projection.setup!();
    const batch = [
      recorded('VolunteerRegistered', { volunteerId: randomUUID(), birthYear: 1995 }, 1),
      recorded('VolunteerRegistered', { volunteerId: randomUUID(), birthYear: 2001 }, 2),
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
  });
});
