import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVault, engagementReplyKey, streams, type RecordedEvent, type Vault } from '@nvp/events';
import { createTestDatabase, recordedEvent, testMasterKey } from '@nvp/events/testing';
import type { Mail, Sms } from '../notifications/ports';
import { reminderSink } from './reminders';

/**
 * The reminder sink: who gets what from an EngagementReminderSent. The streams are a small in-memory log; the vault
 * is the real one (erasure is a deleted key).
 */
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let vault: Vault;
beforeAll(async () => {
  db = await createTestDatabase('reminder_sink');
  vault = await createVault(db.pool, testMasterKey(), { keyCacheMs: 0 });
});
afterAll(async () => db?.close());

const log = new Map<string, RecordedEvent[]>();
let n = 0;
const put = (stream: string, type: string, data: unknown) =>
  log.set(stream, [...(log.get(stream) ?? []), recordedEvent(type, data, { n: ++n, occurredAt: '2026-11-28T12:30:00.000Z', streamId: stream })]);
const reads: string[] = [];
const store = {
  readStream: async (stream: string) => {
    reads.push(stream);
    return log.get(stream) ?? [];
  },
} as never;
const mails: Mail[] = [];
const texts: Sms[] = [];
const sink = reminderSink({
  store,
  get vault() {
    return vault;
  },
  mailer: { send: async (m: Mail) => void mails.push(m) },
  sms: { send: async (s: Sms) => void texts.push(s) },
  publicUrl: 'https://nvp.example.lk',
  secret: 'the-secret',
} as never);

const place = { location: 'Galle Face Green', gnDivision: 'Kollupitiya', divisionalSecretariat: 'Colombo', district: 'Colombo' };
const world = async (language: 'en' | 'si' | 'ta', contact: { email?: string; phoneNumber?: string } = { email: 'nimal@example.lk', phoneNumber: '0771234567' }) => {
  const ids = { applicationId: randomUUID(), opportunityId: randomUUID(), volunteerId: randomUUID(), vioId: randomUUID() };
  put(streams.application(ids.applicationId), 'ApplicationSubmitted', { ...ids, dates: ['2026-11-29'], personal: await vault.seal(ids.volunteerId, { name: 'Nimal', language, ...contact }) });
  put(streams.opportunity(ids.opportunityId), 'OpportunityCreated', {
    ...ids,
    opportunity: { title: 'Beach clean-up', time: ['Morning'], ...place },
    personal: await vault.seal(ids.vioId, { supervisorName: 'Kamala Perera', supervisorMobile: '0711111111', supervisorLandline: '' }),
  });
  // The title as edited last is the one the reminder uses.
  put(streams.opportunity(ids.opportunityId), 'OpportunityUpdated', {
    ...ids,
    opportunity: { title: 'Beach clean-up at Galle Face', time: ['Morning'], ...place },
    personal: await vault.seal(ids.vioId, { supervisorName: 'Kamala Perera', supervisorMobile: '0711111111', supervisorLandline: '' }),
  });
  return { ...ids, event: recordedEvent('EngagementReminderSent', { ...ids, date: '2026-11-29' }, { n: ++n, occurredAt: '2026-11-28T12:30:00.000Z' }) };
};

describe('engagement reminder sink', () => {
  it('texts the volunteer in their language only, and mails the three languages (theirs first) with the signed YES and NO links', async () => {
    const w = await world('si');
    mails.length = 0;
    texts.length = 0;
    await sink.handle([w.event]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '0771234567', about: w.volunteerId });
    expect(texts[0].text).toContain('සිහිකැඳවීම: "Beach clean-up at Galle Face" හෙට');
    expect(texts[0].text).toContain('YES');
    expect(texts[0].text).not.toContain('Reply YES');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail.to).toBe('nimal@example.lk');
    expect(mail.subject).toBe('හෙට: Beach clean-up at Galle Face | Tomorrow: Beach clean-up at Galle Face | நாளை: Beach clean-up at Galle Face');
    const key = encodeURIComponent(engagementReplyKey('the-secret', w.applicationId, '2026-11-29'));
    expect(mail.text).toContain(`YES: https://nvp.example.lk/engagement/reply/${key}?answer=YES`);
    expect(mail.text).toContain(`NO: https://nvp.example.lk/engagement/reply/${key}?answer=NO`);
    // What, when, where, whom to ask; Sinhala before English before Tamil.
    expect(mail.text).toContain('Where: Galle Face Green, Kollupitiya, Colombo, Colombo');
    expect(mail.text).toContain('When: Sunday 29 November (morning)');
    expect(mail.text).toContain('Whom to ask: Kamala Perera, 0711111111');
    expect(mail.text.indexOf('කොහේද')).toBeLessThan(mail.text.indexOf('Where:'));
    expect(mail.text.indexOf('Where:')).toBeLessThan(mail.text.indexOf('எங்கே'));
  });

  it('an erased volunteer gets nothing; an erased organisation leaves nobody to ask; a missing phone or mail is skipped', async () => {
    const gone = await world('en');
    await vault.erase(gone.volunteerId);
    mails.length = 0;
    texts.length = 0;
    await sink.handle([gone.event]);
    expect([mails, texts]).toEqual([[], []]);

    const orphan = await world('ta', { email: 'devi@example.lk' });
    await vault.erase(orphan.vioId);
    await sink.handle([orphan.event]);
    expect(texts).toEqual([]);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject.startsWith('நாளை:')).toBe(true);
    expect(mails[0].text).not.toContain('Whom to ask');
    expect(mails[0].text).not.toContain('Kamala');
  });

  it("a burst at one opportunity reads its stream once; its supervisor is opened for each, so an erasure meanwhile is honoured", async () => {
    const first = await world('en');
    const others = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const ids = { applicationId: randomUUID(), volunteerId: randomUUID() };
        put(streams.application(ids.applicationId), 'ApplicationSubmitted', { ...ids, opportunityId: first.opportunityId, personal: await vault.seal(ids.volunteerId, { name: 'Sunil', language: 'en', email: 'sunil@example.lk' }) });
        return recordedEvent('EngagementReminderSent', { ...ids, opportunityId: first.opportunityId, date: '2026-11-29' }, { n: ++n, occurredAt: '2026-11-28T12:30:00.000Z' });
      }),
    );
    mails.length = 0;
    reads.length = 0;
    await Promise.all([first.event, ...others.slice(0, 3)].map((e) => sink.handle([e])));
    expect(reads.filter((r) => r === streams.opportunity(first.opportunityId))).toHaveLength(1);
    expect(mails.filter((m) => m.text.includes('Whom to ask: Kamala Perera'))).toHaveLength(4);

    await vault.erase(first.vioId);
    mails.length = 0;
    await Promise.all(others.slice(3).map((e) => sink.handle([e])));
    expect(reads.filter((r) => r === streams.opportunity(first.opportunityId))).toHaveLength(1);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.text).not.toContain('Kamala');
  });
});
