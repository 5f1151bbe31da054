import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { recordedEvent } from '@nvp/events/testing';
import { projectionTables } from '../runner/testing/projection-tables';
import { matchMailProjection } from './match-mail.projection';
import { digestTexts } from './digest-mail';

/** The weekly mail's read model (issue 29): the switch, the last digest, and erasure. */
const db = projectionTables('match_mail_projection', matchMailProjection());

let n = 0;
const event = (type: string, data: Record<string, unknown>) => recordedEvent(type, data, { n: ++n, occurredAt: new Date(Date.UTC(2026, 10, 28, 4, n)).toISOString() });
const handle = db.handle;
const row = async (volunteerId: string) => (await db.query(`SELECT weekly, last_digest_at, mailed FROM rm_match_mail WHERE volunteer_id = $1`, [volunteerId])).rows[0];

describe('match mail read model', () => {
  it('keeps the switch and the digests; erasure removes the volunteer', async () => {
    const volunteerId = randomUUID();
    await handle(event('MatchMailPreferenceSet', { volunteerId, weekly: true, at: '2026-11-20T00:00:00.000Z' }));
    expect(await row(volunteerId)).toEqual({ weekly: true, last_digest_at: null, mailed: 0 });
    await handle(event('MatchDigestSent', { volunteerId, opportunityIds: [randomUUID(), randomUUID()], at: '2026-11-21T00:00:00.000Z' }));
    expect(await row(volunteerId)).toMatchObject({ weekly: true, mailed: 2, last_digest_at: new Date('2026-11-21T00:00:00.000Z') });
    await handle(event('MatchMailPreferenceSet', { volunteerId, weekly: false, at: '2026-11-22T00:00:00.000Z' }));
    expect(await row(volunteerId)).toMatchObject({ weekly: false, mailed: 2 });
    // Another volunteer's erasure changes nothing here; theirs removes the row.
    await handle(event('PersonalDataErased', { subjectId: randomUUID() }));
    expect(await row(volunteerId)).toBeDefined();
    await handle(event('PersonalDataErased', { subjectId: volunteerId }));
    expect(await row(volunteerId)).toBeUndefined();
  });

  it('skips malformed ids', async () => {
    await handle(event('MatchMailPreferenceSet', { volunteerId: 'not-an-id', weekly: true, at: '2026-11-20T00:00:00.000Z' }), event('MatchDigestSent', { volunteerId: 42, opportunityIds: [] }));
    expect((await db.query(`SELECT count(*)::int AS n FROM rm_match_mail WHERE volunteer_id::text = 'not-an-id'`)).rows[0].n).toBe(0);
  });
});

describe('the digest mail', () => {
  it('names each opportunity with its link and reasons, in every language, and how to stop it', () => {
    const t = digestTexts([{ title: 'Teaching children to read', link: 'https://x/viewOpportunity/1', reasons: (l) => [l === 'ta' ? 'தமிழ் காரணம்' : 'reason'] }], 'https://x/volunteerHome');
    expect(t.body.en).toContain('• Teaching children to read\n  https://x/viewOpportunity/1\n  – reason');
    expect(t.body.ta).toContain('– தமிழ் காரணம்');
    expect(t.body.si).toContain('https://x/volunteerHome');
    expect(t.subject.si).toBe('ඔබට ගැළපෙන නව ස්වේච්ඡා අවස්ථා');
  });
});
