import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, sriLankanToday, streams, weekdayOf } from '@nvp/events';
import { startDemoWorld, type DemoWorld } from '../../../scripts/test/demo-world';
import { demoAccounts, } from '../../../scripts/demo-data';
import { knownPlace } from '../volunteer/fixtures';
import { createCommandHandler } from '../infra/command-handler';
import type { SliceContext } from '../infra/deps';
import { expireWaitlistOffers } from './offer-expiry';
import { freePlaces, initialRoster, PLACES_FILLED, rosterDecider, type RosterCommand, type RosterEvent } from './roster';

/**
 * The waitlist over HTTP (issue 28): an applicant who comes when the places are taken is told their place in the
 * list; a freed place is offered by SMS and mail; the volunteer accepts or declines; the organisation sees the list;
 * an offer lapses after 24 hours. And many concurrent frees, approvals and accepts on one roster never give one place
 * to two applications.
 */
let t: DemoWorld['t'];
let tok: DemoWorld['tok'];
let id: DemoWorld['id'];

const day = (offset: number) => new Date(Date.parse(`${sriLankanToday(new Date())}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const nextSaturday = () => {
  for (let i = 8; ; i++) if (weekdayOf(day(i)) === 'Saturday') return day(i);
};

/** An approved formal opportunity of the demo VIO with `places` places, given as the opportunity slice writes it. */
const openOpportunity = async (places: number) => {
  const opportunityId = randomUUID();
  const data = {
    ...{ title: `Tree planting ${opportunityId.slice(0, 8)}`, category: 2, noOfVolunteers: places, designation: 'Helper', coreFunctions: [10], sdgNumbers: [15] },
    ...{ requiredSkills: [1], degreeLevelRequired: 1, subjectAreaRequired: [], language: 'English', ...knownPlace(), location: 'Park', isFullTime: false },
    ...{ workingHourCount: 6, startDate: day(7), endDate: day(60), time: ['Morning'], isTrainingProvided: false, trainingDetails: '', isExpenseCovered: false },
    ...{ coveredExpenseDetails: '', specialRequirnments: '', type: 'REGULAR', days: ['Saturday', 'Sunday'] },
    ...{ descriptionSinhala: 'x'.repeat(350), descriptionEnglish: 'x'.repeat(350), descriptionTamil: 'x'.repeat(350) },
    ...{ descriptionSMSSinhala: 's', descriptionSMSEnglish: 's', descriptionSMSTamil: 's' },
  };
  const events = [
    { type: 'OpportunityCreated', data: { opportunityId, vioId: id.vio, opportunity: data, personal: await t.platform.infra.vault.seal(id.vio, { supervisorName: 'S' }) } },
    { type: 'OpportunityApproved', data: { opportunityId, vioId: id.vio, adminId: randomUUID() } },
  ];
  await t.platform.infra.store.append(
    streams.opportunity(opportunityId),
    events.map((e) => ({ id: randomUUID(), type: e.type, ...catalogue.validate(e.type, e.data), metadata: { occurredAt: new Date().toISOString() } })),
    { expected: 'no_stream' },
  );
  await t.platform.projections.runner.caughtUp();
  return opportunityId;
};
const apply = (opportunityId: string, token: string) => t.api.post('/api/opportunity/apply', { opportunityId, dates: [nextSaturday()] }, { token });
/** Both reviews, so the application holds a place. */
const approve = async (applicationId: string) => {
  expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId, approve: true }, { token: tok.admin })).status).toBe(200);
  return t.api.post('/api/vio/opportunity/apply/review', { applicationId, approve: true }, { token: tok.vio });
};
const outboxTo = async (to: string, pattern: RegExp) => {
  await t.platform.projections.runner.caughtUp();
  return ((await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; text: string }[]).filter((m) => m.to === to && pattern.test(m.text));
};
const mine = async (token: string, opportunityId: string) =>
  (await t.api.get(`/api/opportunity/userOpportunities?opportunityId=${opportunityId}`, token)).body[0] as { status: string; waitlist: { position: number; offerExpiresAt: string | null } | null };

beforeAll(async () => {
  ({ t, tok, id } = await startDemoWorld('waitlist'));
}, 120_000);
afterAll(async () => t?.stop());

describe('the waitlist over HTTP', () => {
  it('an applicant who comes when the places are taken is told their place; a freed place is offered by SMS and mail and accepted', async () => {
    const opportunityId = await openOpportunity(1);
    const first = await apply(opportunityId, tok.volunteer);
    expect(first.body).toMatchObject({ message: 'Successfully applied!', waitlisted: false });
    expect((await approve(first.body.id)).status).toBe(200);

    // The only place is held: the second applicant joins the waitlist at place 1.
    const second = await apply(opportunityId, tok.volunteer2);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ waitlisted: true, position: 1, message: expect.stringContaining('waitlist') });
    expect(typeof second.body.logPosition).toBe('string');
    expect(await mine(tok.volunteer2, opportunityId)).toMatchObject({ status: 'PENDING', waitlist: { position: 1, offerExpiresAt: null } });
    expect((await mine(tok.volunteer, opportunityId)).waitlist).toBeNull();

    // The organisation sees the list; another organisation and a volunteer do not.
    const list = await t.api.get(`/api/vio/opportunity/waitlist/${opportunityId}`, tok.vio);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ position: 1, applicationId: second.body.id, volunteerId: id.volunteer2, firstName: demoAccounts.waitingVolunteer.firstName, offerExpiresAt: null })]);
    expect((await t.api.get(`/api/vio/opportunity/waitlist/${opportunityId}`, tok.volunteer)).status).toBe(403);
    expect((await t.api.get(`/api/vio/opportunity/waitlist/${randomUUID()}`, tok.vio)).status).toBe(404);
    // Nothing to accept yet; the organisation cannot approve past the list.
    expect((await t.api.post('/api/opportunity/waitlist/accept', { applicationId: second.body.id }, { token: tok.volunteer2 })).body.message).toBe('No place is offered to this application');
    expect((await approve(second.body.id)).body.message).toBe(PLACES_FILLED);

    // The holder withdraws: the place is offered to the first waiting, by mail and SMS, for 24 hours.
    expect((await t.api.post('/api/opportunity/withdraw', { applicationId: first.body.id }, { token: tok.volunteer })).status).toBe(200);
    const offered = await mine(tok.volunteer2, opportunityId);
    expect(offered.waitlist?.offerExpiresAt).toBeTruthy();
    const hours = (Date.parse(offered.waitlist!.offerExpiresAt!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await outboxTo(demoAccounts.waitingVolunteer.email, /offered to you from the waitlist/)).toHaveLength(1);
    // The SMS in the volunteer's own language (one text: an SMS is short), naming the opportunity.
    const { title } = (await t.api.get(`/api/opportunity/get/${opportunityId}`)).body as { title: string };
    const texts = ((await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; channel: string; text: string }[]).filter((m) => m.channel === 'sms' && m.text.includes(title));
    expect(texts.map((m) => m.to.slice(-9))).toEqual([demoAccounts.waitingVolunteer.phone.slice(-9)]);

    // Only the volunteer it was offered to answers it.
    expect((await t.api.post('/api/opportunity/waitlist/accept', { applicationId: second.body.id }, { token: tok.volunteer })).status).toBe(403);
    const accepted = await t.api.post('/api/opportunity/waitlist/accept', { applicationId: second.body.id }, { token: tok.volunteer2 });
    expect(accepted.body.message).toBe('The place is yours. The organisation will confirm your application.');
    expect((await mine(tok.volunteer2, opportunityId)).waitlist).toBeNull();
    expect((await t.api.get(`/api/vio/opportunity/waitlist/${opportunityId}`, tok.vio)).body).toEqual([]);
    // The reviews go on; the place is already theirs.
    expect((await approve(second.body.id)).status).toBe(200);
    expect((await t.api.post('/api/opportunity/waitlist/accept', { applicationId: 'nope' }, { token: tok.volunteer2 })).body).toMatchObject({ field: 'applicationId' });
  });

  it('a declined or lapsed offer goes to the next; a withdrawn waiting application leaves the list', async () => {
    const opportunityId = await openOpportunity(1);
    const holder = await apply(opportunityId, tok.volunteer);
    expect((await approve(holder.body.id)).status).toBe(200);
    const waiting = await apply(opportunityId, tok.volunteer2);
    expect(waiting.body.position).toBe(1);
    expect((await t.api.post('/api/opportunity/withdraw', { applicationId: holder.body.id }, { token: tok.volunteer })).status).toBe(200);
    const declined = await t.api.post('/api/opportunity/waitlist/decline', { applicationId: waiting.body.id }, { token: tok.volunteer2 });
    expect(declined.body.message).toBe('You declined the place; it goes to the next volunteer on the waitlist.');
    expect((await mine(tok.volunteer2, opportunityId)).waitlist).toBeNull();

    // A lapse, by the sweep, a day later.
    const other = await openOpportunity(1);
    const h = await apply(other, tok.volunteer);
    expect((await approve(h.body.id)).status).toBe(200);
    const w = await apply(other, tok.volunteer2);
    expect((await t.api.post('/api/opportunity/withdraw', { applicationId: h.body.id }, { token: tok.volunteer })).status).toBe(200);
    const scanning = { store: t.platform.infra.store, commands: createCommandHandler(t.platform.infra.store), now: () => new Date() } as unknown as SliceContext;
    const ctx = { ...scanning, pool: t.platform.infra.pool } as unknown as SliceContext;
    // The sweep finds offers where the projections put them (or in the log they read): once they have seen it.
    await t.platform.projections.runner.caughtUp();
    // Candidates from the waitlist read model, or (without a database) from the log: nothing lapses an hour later.
    expect(await expireWaitlistOffers(scanning, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await expireWaitlistOffers(ctx, new Date(Date.now() + 3_600_000))).toBe(0);
    expect(await expireWaitlistOffers(ctx, new Date(Date.now() + 25 * 3_600_000))).toBe(1);
    await t.platform.projections.runner.caughtUp();
    expect((await mine(tok.volunteer2, other)).waitlist).toBeNull();
    const late = await t.api.post('/api/opportunity/waitlist/accept', { applicationId: w.body.id }, { token: tok.volunteer2 });
    expect([late.status, late.body.message]).toEqual([400, 'No place is offered to this application']);

    // Waiting, then withdrawn: off the list.
    const third = await openOpportunity(1);
    const h3 = await apply(third, tok.volunteer);
    expect((await approve(h3.body.id)).status).toBe(200);
    const w3 = await apply(third, tok.volunteer2);
    expect((await t.api.post('/api/opportunity/withdraw', { applicationId: w3.body.id }, { token: tok.volunteer2 })).status).toBe(200);
    expect((await t.api.get(`/api/vio/opportunity/waitlist/${third}`, tok.vio)).body).toEqual([]);
  });
});

describe('one roster under concurrent frees, approvals and accepts', () => {
  it('never gives one place to two applications', async () => {
    const store = t.platform.infra.store;
    const commands = createCommandHandler(store);
    const opportunityId = randomUUID();
    const stream = streams.applicationRoster(opportunityId);
    const places = 3;
    const run = (command: Omit<RosterCommand, 'opportunityId' | 'places' | 'now'> & Record<string, unknown>) =>
      commands
        .handle(stream, rosterDecider, { ...command, opportunityId, places, now: new Date() } as RosterCommand, { now: new Date() })
        .then(() => 'ok', (error: Error) => error.message);
    const apps: string[] = Array.from({ length: 40 }, () => randomUUID());
    // Three places held, then thirty applications join the waitlist at once.
    for (const a of apps.slice(0, 3)) expect(await run({ type: 'TakePlace', applicationId: a })).toBe('ok');
    await Promise.all(apps.slice(3, 33).map((a) => run({ type: 'JoinWaitlist', applicationId: a, volunteerId: randomUUID() })));
    // At once: the holders free their places, the organisation approves seven others, and every waiting volunteer
    // tries to accept (twice), in rounds, so frees and accepts interleave.
    for (let round = 0; round < 3; round++) {
      await Promise.all([
        run({ type: 'ReleasePlace', applicationId: apps[round], reason: 'WITHDRAWN' }),
        ...apps.slice(33).map((a) => run({ type: 'TakePlace', applicationId: a })),
        ...apps.slice(3, 33).flatMap((a) => [run({ type: 'AcceptOffer', applicationId: a }), run({ type: 'AcceptOffer', applicationId: a })]),
        run({ type: 'DeclineOffer', applicationId: apps[3 + round * 5] }),
      ]);
    }
    // The offers made in the last round are answered.
    await Promise.all(apps.slice(3, 33).map((a) => run({ type: 'AcceptOffer', applicationId: a })));
    // Folded event by event, the roster never had more places held and offered than it has, nor one held twice.
    let state = initialRoster;
    const recorded = await store.readStream(stream);
    for (const e of recorded) {
      const before = state;
      state = rosterDecider.evolve(state, { type: e.type, data: e.data } as RosterEvent);
      if (e.type === 'ApplicationPlaceTaken') expect(before.held).not.toContain((e.data as { applicationId: string }).applicationId);
      expect(freePlaces(state, places), `after ${e.type} at revision ${e.streamRevision}`).toBeGreaterThanOrEqual(0);
    }
    expect(state.held.length).toBe(places);
    expect(new Set(state.held).size).toBe(places);
    // Every freed place went to the waitlist, in order, not to the organisation's approvals past it.
    expect(state.held.some((h) => apps.slice(33).includes(h))).toBe(false);
    expect(recorded.filter((e) => e.type === 'WaitlistOfferAccepted').length).toBe(3);
  }, 60_000);
});
