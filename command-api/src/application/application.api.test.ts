import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, sriLankanToday, streams, volunteerEvaluationCriteria, volunteerFeedbackRatingNames, weekdayOf } from '@nvp/events';
import { startDemoWorld, type DemoWorld } from '../../../scripts/test/demo-world';
import { demoAccounts, } from '../../../scripts/demo-data';
import { knownPlace } from '../volunteer/fixtures';
import { postgresProjections, rebuildProjection } from '@nvp/projections';
// The opportunity slice's valid form (a test fixture), to post an opportunity as a VIO would.
import { validOpportunity } from '../opportunity/fixtures';

/**
 * Applications over HTTP on the whole platform: apply, the two reviews, places, agreements, completion,
 * feedback and confirmed hours, public statistics, mails and erasure — with the refusals of each step
 * (validation, wrong role, another's object, wrong state). Opportunities are given as events on their own
 * streams (the opportunity slice's routes are tested there); volunteers and organisations onboard for real.
 */
let t: DemoWorld['t'];
let tok: DemoWorld['tok'];
let id: DemoWorld['id'];

const day = (offset: number) => new Date(Date.parse(`${sriLankanToday(new Date())}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
/** The first day at or after `offset` days from today that falls on `weekday`. */
const nextDay = (offset: number, weekday: string) => {
  for (let i = offset; ; i++) if (weekdayOf(day(i)) === weekday) return day(i);
};

/** Appends catalogue-valid events to an opportunity's stream, as the opportunity slice would. */
const given = async (opportunityId: string, events: { type: string; data: unknown }[]) => {
  const store = t.platform.infra.store;
  const existing = await store.readStream(streams.opportunity(opportunityId));
  await store.append(
    streams.opportunity(opportunityId),
    events.map((e) => ({ id: randomUUID(), type: e.type, ...catalogue.validate(e.type, e.data), metadata: { occurredAt: new Date().toISOString() } })),
    { expected: existing.length ? existing[existing.length - 1].streamRevision : 'no_stream' },
  );
  await t.platform.projections.runner.caughtUp();
};
const sealedNothing = async (vioId: string) => t.platform.infra.vault.seal(vioId, { supervisorName: 'S' });
const opportunityData = (overrides: Record<string, unknown> = {}) => ({
  title: 'Beach clean-up at Mount Lavinia',
  category: 2,
  noOfVolunteers: 1,
  designation: 'Helper',
  coreFunctions: [10],
  sdgNumbers: [14, 15],
  requiredSkills: [1],
  degreeLevelRequired: 1,
  subjectAreaRequired: [],
  language: 'English',
  ...knownPlace(),
  location: 'Beach',
  isFullTime: false,
  workingHourCount: 6,
  startDate: day(7),
  endDate: day(60),
  time: ['Morning'],
  isTrainingProvided: false,
  trainingDetails: '',
  isExpenseCovered: false,
  coveredExpenseDetails: '',
  specialRequirnments: '',
  type: 'REGULAR',
  days: ['Saturday', 'Sunday'],
  descriptionSinhala: 'x'.repeat(350),
  descriptionEnglish: 'x'.repeat(350),
  descriptionTamil: 'x'.repeat(350),
  descriptionSMSSinhala: 's',
  descriptionSMSEnglish: 's',
  descriptionSMSTamil: 's',
  ...overrides,
});
const createOpportunity = async (status: 'CREATED' | 'APPROVED', overrides: Record<string, unknown> = {}) => {
  const opportunityId = randomUUID();
  const events: { type: string; data: unknown }[] = [
    { type: 'OpportunityCreated', data: { opportunityId, vioId: id.vio, opportunity: opportunityData(overrides), personal: await sealedNothing(id.vio) } },
  ];
  if (status === 'APPROVED') events.push({ type: 'OpportunityApproved', data: { opportunityId, vioId: id.vio, adminId: randomUUID() } });
  await given(opportunityId, events);
  return opportunityId;
};

interface OutboxMessage {
  to: string;
  subject: string | null;
  text: string;
}
const awaitMail = async (to: string, pattern: RegExp) => {
  for (let i = 0; i < 100; i++) {
    const found = ((await t.api.get('/api/dev/outbox?limit=500')).body as OutboxMessage[]).find((m) => m.to === to && pattern.test(m.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
};

beforeAll(async () => {
  ({ t, tok, id } = await startDemoWorld('applications'));
}, 120_000);
afterAll(async () => t?.stop());

describe('applications over HTTP', () => {
  let opportunityId: string;
  let applicationId: string;
  let application2: string;
  const saturday = () => nextDay(8, 'Saturday');
  const ids = () => ({ volunteerId: id.volunteer, opportunityId, vioId: id.vio });
  const query = (o: Record<string, string>) => new URLSearchParams(o).toString();

  it('applies by days, once, with every rule of the Select Days dialog', async () => {
    opportunityId = await createOpportunity('APPROVED');
    const apply = (dates: unknown, token = tok.volunteer, opportunity = opportunityId) => t.api.post('/api/opportunity/apply', { opportunityId: opportunity, dates }, { token });
    expect((await apply([], tok.volunteer)).body.message).toBe('Please select at least one day');
    expect((await apply(['2027-02-30'])).body.message).toBe('Date is not valid');
    expect((await apply([day(0)])).body.message).toBe('Please choose days after today');
    expect((await apply([nextDay(61, 'Saturday')])).body.message).toBe('Please choose days within the period of the opportunity');
    expect((await apply([nextDay(8, 'Monday')])).body.message).toBe("Please choose days on the opportunity's weekdays");
    expect((await apply([saturday()], tok.vio)).status).toBe(403);
    expect((await apply([saturday()], tok.volunteer, randomUUID())).status).toBe(404);
    const notApproved = await createOpportunity('CREATED');
    expect((await apply([saturday()], tok.volunteer, notApproved)).body.message).toBe('This opportunity is not open for applications');

    const applied = await apply([saturday(), nextDay(8, 'Sunday')]);
    expect(applied.status).toBe(200);
    expect(applied.body.message).toBe('Successfully applied!');
    applicationId = applied.body.id;
    const again = await apply([saturday()]);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have already applied for this opportunity');
  });

  it('lists my opportunities by Pending / Approved with a title search', async () => {
    // (The demo data's own application of this volunteer is on another opportunity.)
    const pending = await t.api.get('/api/opportunity/userOpportunities?type=PENDING', tok.volunteer);
    expect(pending.status).toBe(200);
    pending.body = pending.body.filter((a: { opportunity: { id: string } }) => a.opportunity.id === opportunityId);
    expect(pending.body).toHaveLength(1);
    expect(pending.body[0]).toMatchObject({ applicationId, status: 'PENDING', opportunity: { id: opportunityId, title: 'Beach clean-up at Mount Lavinia', Vio: { name: demoAccounts.vio.name } } });
    expect(pending.body[0].joiningDates).toEqual([saturday(), nextDay(8, 'Sunday')].sort());
    expect((await t.api.get('/api/opportunity/userOpportunities?type=APPROVED', tok.volunteer)).body).toEqual([]);
    expect((await t.api.get('/api/opportunity/userOpportunities?searchValue=BEACH', tok.volunteer)).body.map((a: { applicationId: string }) => a.applicationId)).toEqual([applicationId]);
    expect((await t.api.get('/api/opportunity/userOpportunities?searchValue=forest', tok.volunteer)).body).toEqual([]);
    // Another volunteer sees only their own.
    expect((await t.api.get('/api/opportunity/userOpportunities', tok.volunteer2)).body).toEqual([]);
    // One opportunity's application (whether the volunteer applied), without loading the rest.
    const one = await t.api.get(`/api/opportunity/userOpportunities?type=ALL&opportunityId=${opportunityId}`, tok.volunteer);
    expect(one.body.map((a: { applicationId: string }) => a.applicationId)).toEqual([applicationId]);
    expect(one.headers.get('x-total-count')).toBe('1');
    expect((await t.api.get(`/api/opportunity/userOpportunities?opportunityId=${opportunityId}`, tok.volunteer2)).body).toEqual([]);
    expect((await t.api.get(`/api/opportunity/userOpportunities?opportunityId=${randomUUID()}`, tok.volunteer)).body).toEqual([]);
    const bad = await t.api.get('/api/opportunity/userOpportunities?opportunityId=not-an-id', tok.volunteer);
    expect([bad.status, bad.body]).toEqual([400, { message: 'Opportunity not found', field: 'opportunityId' }]);
  });

  it('stage one: admins see and select applicants; the status filter reaches the server', async () => {
    const admin = await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}?status=PENDING`, tok.admin);
    expect(admin.status).toBe(200);
    expect(admin.body).toHaveLength(1);
    expect(admin.body[0]).toMatchObject({ id: id.volunteer, applicationId, status: 'PENDING', firstName: demoAccounts.volunteer.firstName, phoneNumber: demoAccounts.volunteer.phone });
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}?status=SELECTED`, tok.admin)).body).toEqual([]);
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}?status=APPROVED`, tok.admin)).body.message).toBe('Unknown status filter');
    // The organisation sees stage two only; another organisation nothing.
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}`, tok.vio)).body).toEqual([]);
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}`, tok.vio2)).status).toBe(403);

    // The organisation cannot act before an admin selected.
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId, approve: true }, { token: tok.vio })).body.message).toBe(
      'Only an application selected by an admin can be reviewed by the organisation',
    );
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId, approve: true }, { token: tok.vio })).status).toBe(403);
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId: randomUUID(), approve: true }, { token: tok.admin })).status).toBe(404);
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId }, { token: tok.admin })).body.message).toBe('Required');
    const selected = await t.api.post('/api/admin/opportunity/apply/review', { applicationId, approve: true }, { token: tok.admin });
    expect(selected.status).toBe(200);
    expect(selected.body.status).toBe('SELECTED');
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}?status=SELECTED`, tok.admin)).body).toHaveLength(1);
    // The volunteer's preferred language (Sinhala in the demo bio) comes first.
    const mail = await awaitMail(demoAccounts.volunteer.email, /Beach clean-up/);
    expect(mail.subject!.startsWith('ඔබ කෙටි ලැයිස්තුවට')).toBe(true);
    expect(mail.text).toContain('an administrator selected you');
  });

  it('stage two: only the owning organisation approves, within the places of the opportunity', async () => {
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId, approve: true }, { token: tok.vio2 })).body.message).toBe(
      'This opportunity belongs to another organisation',
    );
    const approved = await t.api.post('/api/vio/opportunity/apply/review', { applicationId, approve: true }, { token: tok.vio });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    const agreementMail = await awaitMail(demoAccounts.vio.email, /vioAgreement/);
    expect(agreementMail.text).toContain(`/vioAgreement/${opportunityId}/${id.volunteer}/${id.vio}`);
    await awaitMail(demoAccounts.volunteer.email, new RegExp(`/volunteerAgreement/${opportunityId}/${id.volunteer}/${id.vio}`));
    // The admin can no longer change it.
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId, approve: false }, { token: tok.admin })).body.message).toBe(
      'The organisation has already reviewed this application',
    );

    // A second volunteer: the single place is taken.
    const second = await t.api.post('/api/opportunity/apply', { opportunityId, dates: [saturday()] }, { token: tok.volunteer2 });
    expect(second.status).toBe(200);
    application2 = second.body.id;
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId: application2, approve: true }, { token: tok.admin })).status).toBe(200);
    const full = await t.api.post('/api/vio/opportunity/apply/review', { applicationId: application2, approve: true }, { token: tok.vio });
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('All places of this opportunity are filled');
    const vioList = await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}`, tok.vio);
    expect(vioList.body.map((a: { status: string }) => a.status).sort()).toEqual(['APPROVED', 'SELECTED']);
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}?status=APPROVED`, tok.vio)).body).toHaveLength(1);
  });

  it('agreements: each side confirms once, only its own', async () => {
    const fetched = await t.api.get(`/api/agreement/fetch/volunteer?${query(ids())}`, tok.volunteer);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toMatchObject({ alreadySubmitted: false, open: true, vio: { id: id.vio, name: demoAccounts.vio.name }, opportunity: { id: opportunityId } });
    expect((await t.api.get(`/api/agreement/fetch/volunteer?${query(ids())}`, tok.volunteer2)).status).toBe(404);
    expect((await t.api.get(`/api/agreement/fetch/vio?${query(ids())}`, tok.vio2)).status).toBe(403);
    expect((await t.api.post('/api/agreement/confirm/volunteer', ids(), { token: tok.volunteer2 })).status).toBe(404);
    expect((await t.api.post('/api/agreement/confirm/volunteer', { ...ids(), agreement1: false }, { token: tok.volunteer })).body.message).toBe('Please agree to every point');
    const confirmed = await t.api.post('/api/agreement/confirm/volunteer', { ...ids(), agreement1: true, agreement2: true, agreement3: true }, { token: tok.volunteer });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('You have now completed the agreements, You have successfully started your volunteer opportunity!!');
    const again = await t.api.post('/api/agreement/confirm/volunteer', ids(), { token: tok.volunteer });
    expect([again.status, again.body.message]).toEqual([409, 'Thank you for agreeing with us!!']);
    expect((await t.api.get(`/api/agreement/fetch/volunteer?${query(ids())}`, tok.volunteer)).body.alreadySubmitted).toBe(true);
    expect((await t.api.post('/api/agreement/confirm/vio', ids(), { token: tok.vio2 })).status).toBe(403);
    expect((await t.api.post('/api/agreement/confirm/vio', ids(), { token: tok.vio })).status).toBe(200);
    expect((await t.api.get(`/api/agreement/fetch/vio?${query(ids())}`, tok.vio)).body.agreement).toEqual({ volunteer: true, vio: true });
    // Once the volunteer agreed, the approval stands.
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId, approve: false }, { token: tok.vio })).body.message).toBe(
      'The volunteer has already agreed; this approval can no longer be withdrawn',
    );
  });

  it('completion freezes the applications and opens feedback; the organisation confirms the hours that count', async () => {
    const body = (feedback: Record<string, unknown>) => ({ volunteer: id.volunteer, opportunity: opportunityId, vio: { id: id.vio }, feedback });
    const volunteerFeedback = (overrides: Record<string, unknown> = {}) => ({
      review: 'Well organised',
      satisfied: 4,
      informationMethod: 'NVS',
      recommend: true,
      contributionHours: 14,
      ...Object.fromEntries(volunteerFeedbackRatingNames.map((n) => [n, 5])),
      ...overrides,
    });
    const vioFeedback = (overrides: Record<string, unknown> = {}) => ({ review: 'Punctual', recommend: true, hours: 12, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 4])), ...overrides });
    expect((await t.api.post('/api/feedback/submit/volunteer', body(volunteerFeedback()), { token: tok.volunteer })).body.message).toBe('Feedback opens when the opportunity is completed');

    await given(opportunityId, [{ type: 'OpportunityCompleted', data: { opportunityId, vioId: id.vio, completedBy: id.vio } }]);
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId: application2, approve: false }, { token: tok.admin })).body.message).toBe(
      'This opportunity is completed; its applications can no longer change',
    );
    await awaitMail(demoAccounts.volunteer.email, new RegExp(`/vioFeedback/${opportunityId}/${id.volunteer}/${id.vio}`));
    await awaitMail(demoAccounts.vio.email, new RegExp(`/volunteerFeedback/${opportunityId}/${id.volunteer}/${id.vio}`));

    expect((await t.api.post('/api/feedback/submit/volunteer', body(volunteerFeedback({ safetyOfLocation: 0 })), { token: tok.volunteer })).body.message).toBe(
      'Please Fill the all components',
    );
    expect((await t.api.post('/api/feedback/submit/volunteer', body(volunteerFeedback()), { token: tok.volunteer2 })).status).toBe(404);
    expect((await t.api.post('/api/feedback/submit/volunteer', body(volunteerFeedback()), { token: tok.volunteer })).status).toBe(200);
    const again = await t.api.post('/api/feedback/submit/volunteer', body(volunteerFeedback()), { token: tok.volunteer });
    expect([again.status, again.body.message]).toEqual([409, 'Thank you for submitting your response!!']);

    const fetched = await t.api.get(`/api/feedback/fetch/vio?${query(ids())}`, tok.vio);
    expect(fetched.body).toMatchObject({ open: true, alreadySubmitted: false, claimedHours: 14, volunteerHours: null });
    expect((await t.api.post('/api/feedback/submit/vio', body(vioFeedback()), { token: tok.vio2 })).status).toBe(403);
    expect((await t.api.post('/api/feedback/submit/vio', body(vioFeedback({ hours: 5000 })), { token: tok.vio })).body.message).toBe(
      'The hours are more than the days of the opportunity allow',
    );
    expect((await t.api.post('/api/feedback/submit/vio', body(vioFeedback()), { token: tok.vio })).status).toBe(200);
    expect((await t.api.get(`/api/feedback/fetch/volunteer?${query(ids())}`, tok.volunteer)).body).toMatchObject({ alreadySubmitted: true, volunteerHours: 12, claimedHours: 14 });
    // The second volunteer never got a place: no feedback.
    const notApproved = await t.api.post('/api/feedback/submit/vio', { ...body(vioFeedback()), volunteer: id.volunteer2 }, { token: tok.vio });
    expect(notApproved.body.message).toBe('Only volunteers approved for this opportunity give and receive feedback');
  });

  it('the confirmed hours show on both public profiles, split evenly over the goals', async () => {
    const volunteer = await t.api.get(`/api/volunteer/get/${id.volunteer}`);
    expect(volunteer.body).toMatchObject({ completed: 1, hours: 12, value: 12 * t.platform.config.contributionHourlyRateLkr, sdgs: { '14': 6, '15': 6 } });
    const vio = await t.api.get(`/api/vio/public-view/${id.vio}`);
    expect(vio.body.stats).toMatchObject({ mobilizedVolunteers: 1, completedOpportunities: 1, volunteerHours: 12, valueOfContribution: 12 * t.platform.config.contributionHourlyRateLkr });
    expect(vio.body.sdgHours).toMatchObject({ '14': 6, '15': 6, '1': 0 });
    expect((await t.api.get(`/api/volunteer/get/${id.volunteer2}`)).body).toMatchObject({ completed: 0, hours: 0, value: 0 });
  });

  it('under concurrency: one application per volunteer, and never more approvals than places', async () => {
    const contested = await createOpportunity('APPROVED', { title: 'Library reading hour' });
    const dates = [nextDay(8, 'Saturday')];
    const attempts = await Promise.all(
      [tok.volunteer, tok.volunteer2, tok.volunteer, tok.volunteer2, tok.volunteer, tok.volunteer2].map((token) =>
        t.api.post('/api/opportunity/apply', { opportunityId: contested, dates }, { token }),
      ),
    );
    expect(attempts.filter((r) => r.status === 200)).toHaveLength(2);
    expect(new Set(attempts.filter((r) => r.status !== 200).map((r) => r.body.message))).toEqual(new Set(['You have already applied for this opportunity']));
    const applications = attempts.filter((r) => r.status === 200).map((r) => r.body.id as string);
    for (const applicationId of applications) {
      expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId, approve: true }, { token: tok.admin })).status).toBe(200);
    }
    const approvals = await Promise.all(applications.map((applicationId) => t.api.post('/api/vio/opportunity/apply/review', { applicationId, approve: true }, { token: tok.vio })));
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(approvals.find((r) => r.status === 400)!.body.message).toBe('All places of this opportunity are filled');
    // Ignoring the approved one frees its place for the other.
    const approved = applications[approvals.findIndex((r) => r.status === 200)];
    const other = applications.find((a) => a !== approved)!;
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: approved, approve: false }, { token: tok.vio })).status).toBe(200);
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: other, approve: true }, { token: tok.vio })).status).toBe(200);
    const approvedNow = (await t.api.get(`/api/opportunity/filtered-volunteers/${contested}?status=APPROVED`, tok.vio)).body as { applicationId: string }[];
    expect(approvedNow.map((a) => a.applicationId)).toEqual([other]);
    // The one no longer taken is told so.
    const everyone = (await t.api.get(`/api/opportunity/filtered-volunteers/${contested}`, tok.vio)).body as { applicationId: string; volunteerId: string; status: string }[];
    const ignored = everyone.find((a) => a.applicationId === approved)!;
    expect(ignored.status).toBe('VIO_REJECTED');
    const email = ignored.volunteerId === id.volunteer ? demoAccounts.volunteer.email : demoAccounts.waitingVolunteer.email;
    await awaitMail(email, /Library reading hour.*could not take you this time/);
  });

  it("with the opportunity slice's real calls: an organisation it is shared with co-manages volunteers, the owner keeps the credit", async () => {
    const put = (route: string, body: unknown, token: string) => t.api.call('PUT', route, { body, token });
    const created = await t.api.post('/api/vio/create-opportunity', validOpportunity({ title: 'Temple garden day', sdgNumbers: [11], noOfVolunteers: 2 }), { token: tok.vio });
    expect(created.status).toBe(200);
    const opportunity = created.body.id as string;
    expect((await t.api.post('/api/admin/opportunity/review', { id: opportunity, approve: true }, { token: tok.admin })).status).toBe(200);
    const applied = await t.api.post('/api/opportunity/apply', { opportunityId: opportunity, dates: [nextDay(8, 'Sunday')] }, { token: tok.volunteer2 });
    expect(applied.status).toBe(200);
    expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, { token: tok.admin })).status).toBe(200);
    // Before sharing, the second organisation may not act; after accepting, it may.
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, { token: tok.vio2 })).status).toBe(403);
    expect((await t.api.post('/api/sharedOpportunity/request', { opportunityId: opportunity, primaryVio: id.vio, secondaryVio: id.vio2 }, { token: tok.vio })).status).toBe(200);
    expect((await t.api.post('/api/sharedOpportunity/Accept', { opportunityId: opportunity, vioId: id.vio2, Accepted: true }, { token: tok.vio2 })).status).toBe(200);
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunity}`, tok.vio2)).body).toHaveLength(1);
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: applied.body.id, approve: true }, { token: tok.vio2 })).status).toBe(200);
    const before = (await t.api.get(`/api/vio/public-view/${id.vio}`)).body.stats;
    expect((await put(`/api/opportunity/complete/${opportunity}`, {}, tok.vio)).status).toBe(200);
    const ids2 = { volunteer: id.volunteer2, opportunity, vio: id.vio };
    const hours = { review: '', recommend: true, hours: 5, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 5])) };
    expect((await t.api.post('/api/feedback/submit/vio', { ...ids2, feedback: hours }, { token: tok.vio2 })).status).toBe(200);
    const after = (await t.api.get(`/api/vio/public-view/${id.vio}`)).body;
    expect(after.stats.volunteerHours).toBe(before.volunteerHours + 5);
    expect(after.stats.completedOpportunities).toBe(before.completedOpportunities + 1);
    expect(after.sdgHours['11']).toBe(5);
    expect((await t.api.get(`/api/vio/public-view/${id.vio2}`)).body.stats.volunteerHours).toBe(0);
    expect((await t.api.get(`/api/volunteer/get/${id.volunteer2}`)).body).toMatchObject({ completed: 1, hours: 5, sdgs: { '11': 5 } });
  });

  it('withdrawal: only their own, before the first day; the lists show it and an approved place is freed', async () => {
    const opportunity = await createOpportunity('APPROVED', { title: 'Mangrove planting at Negombo' });
    const withdraw = (applicationId: unknown, token: string) => t.api.post('/api/opportunity/withdraw', { applicationId }, { token });
    const applyAs = async (token: string) => (await t.api.post('/api/opportunity/apply', { opportunityId: opportunity, dates: [nextDay(8, 'Saturday')] }, { token })).body.id as string;
    const mine = async (token: string, type = 'ALL') =>
      ((await t.api.get(`/api/opportunity/userOpportunities?type=${type}&opportunityId=${opportunity}`, token)).body as Record<string, any>[])[0];
    const first = await applyAs(tok.volunteer);
    const second = await applyAs(tok.volunteer2);
    // Before any review: waiting for the secretariat, and it can be withdrawn.
    expect(await mine(tok.volunteer)).toMatchObject({ status: 'PENDING', reviews: { secretariat: 'WAITING', organisation: 'NOT_YET' }, withdrawable: true, withdrawnAt: null });
    for (const applicationId of [first, second]) {
      expect((await t.api.post('/api/admin/opportunity/apply/review', { applicationId, approve: true }, { token: tok.admin })).status).toBe(200);
    }
    // Selected by the secretariat is not hidden: Pending and All both show it, with both reviews.
    expect(await mine(tok.volunteer, 'PENDING')).toMatchObject({ status: 'SELECTED', reviews: { secretariat: 'SELECTED', organisation: 'WAITING' } });
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: first, approve: true }, { token: tok.vio })).status).toBe(200);
    expect(await mine(tok.volunteer)).toMatchObject({ status: 'APPROVED', reviews: { secretariat: 'SELECTED', organisation: 'APPROVED' }, withdrawable: true });
    // The single place is held by the first.
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: second, approve: true }, { token: tok.vio })).body.message).toBe('All places of this opportunity are filled');

    // Refusals: bad input, unknown, someone else's, a wrong role; none changes anything.
    const bad = await withdraw('nope', tok.volunteer);
    expect([bad.status, bad.body.field]).toEqual([400, 'applicationId']);
    expect((await withdraw(randomUUID(), tok.volunteer)).status).toBe(404);
    const others = await withdraw(first, tok.volunteer2);
    expect([others.status, others.body.message]).toEqual([403, 'This application belongs to another volunteer']);
    expect((await withdraw(first, tok.vio)).status).toBe(403);
    expect((await mine(tok.volunteer)).status).toBe('APPROVED');

    const withdrawn = await withdraw(first, tok.volunteer);
    expect([withdrawn.status, withdrawn.body.message, withdrawn.body.status]).toEqual([200, 'Your application was withdrawn', 'WITHDRAWN']);
    const again = await withdraw(first, tok.volunteer);
    expect([again.status, again.body.message]).toEqual([409, 'You have already withdrawn this application']);
    // My list: withdrawn, where it stood, no longer withdrawable; All and Withdrawn show it, Approved and Pending do not.
    expect(await mine(tok.volunteer)).toMatchObject({ status: 'WITHDRAWN', reviews: { secretariat: 'SELECTED', organisation: 'APPROVED' }, withdrawable: false });
    expect((await mine(tok.volunteer)).withdrawnAt).toEqual(expect.any(String));
    expect(await mine(tok.volunteer, 'WITHDRAWN')).toMatchObject({ applicationId: first });
    expect(await mine(tok.volunteer, 'APPROVED')).toBeUndefined();
    expect(await mine(tok.volunteer, 'PENDING')).toBeUndefined();
    // The organisation and the secretariat see it as withdrawn, not as work to do.
    const vioList = (await t.api.get(`/api/opportunity/filtered-volunteers/${opportunity}`, tok.vio)).body as { applicationId: string; status: string }[];
    expect(vioList.find((a) => a.applicationId === first)).toMatchObject({ status: 'WITHDRAWN' });
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${opportunity}?status=APPROVED`, tok.vio)).body).toEqual([]);
    const adminList = (await t.api.get(`/api/opportunity/filtered-volunteers/${opportunity}?status=WITHDRAWN`, tok.admin)).body as { applicationId: string }[];
    expect(adminList.map((a) => a.applicationId)).toEqual([first]);
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: first, approve: true }, { token: tok.vio })).body.message).toBe(
      'The volunteer has withdrawn this application',
    );
    // The place is free again: the second volunteer is approved.
    expect((await t.api.post('/api/vio/opportunity/apply/review', { applicationId: second, approve: true }, { token: tok.vio })).status).toBe(200);
    const roster = await t.platform.infra.store.readStream(streams.applicationRoster(opportunity));
    expect(roster.map((e) => `${e.type} ${(e.data as { applicationId: string }).applicationId === first ? 'first' : 'second'}`)).toEqual([
      'ApplicationPlaceTaken first',
      'ApplicationPlaceReleased first',
      'ApplicationPlaceTaken second',
    ]);

    // A pending application withdrawn never reached the organisation: the admin sees it, the organisation does not.
    const early = await createOpportunity('APPROVED', { title: 'Reading circle' });
    const pending = (await t.api.post('/api/opportunity/apply', { opportunityId: early, dates: [nextDay(8, 'Sunday')] }, { token: tok.volunteer })).body.id as string;
    expect((await withdraw(pending, tok.volunteer)).status).toBe(200);
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${early}`, tok.admin)).body).toMatchObject([{ applicationId: pending, status: 'WITHDRAWN' }]);
    expect((await t.api.get(`/api/opportunity/filtered-volunteers/${early}`, tok.vio)).body).toEqual([]);
  });

  it('erasure: a terminated volunteer disappears from the applicant table, the figures stay', async () => {
    const hoursBefore = (await t.api.get(`/api/vio/public-view/${id.vio}`)).body.stats.volunteerHours;
    const terminated = await t.api.post('/api/user/terminate/', { password: demoAccounts.volunteer.password }, { token: tok.volunteer });
    expect(terminated.status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const { rows } = await t.platform.infra.pool.query(`SELECT first_name, email, phone_number, vio_review, volunteer_review, confirmed_hours::float8 AS hours FROM rm_applications WHERE id = $1`, [applicationId]);
    expect(rows[0]).toEqual({ first_name: null, email: null, phone_number: null, vio_review: null, volunteer_review: null, hours: 12 });
    const applicants = (await t.api.get(`/api/opportunity/filtered-volunteers/${opportunityId}?status=APPROVED`, tok.vio)).body;
    expect(applicants[0]).toMatchObject({ applicationId, erased: true, firstName: null, phoneNumber: null, volunteerHours: 12 });
    const vio = await t.api.get(`/api/vio/public-view/${id.vio}`);
    expect(vio.body.stats.volunteerHours).toBe(hoursBefore);
  });

  it('a rebuilt read model equals the live one, replayed one event per batch or all in one (rows folded in memory)', async () => {
    const pool = t.platform.infra.pool;
    const snapshot = async () =>
      Promise.all(
        ['rm_application_opportunities', 'rm_applications', 'rm_contribution_stats'].map(
          async (table) => (await pool.query(`SELECT * FROM ${table} ORDER BY 1`)).rows,
        ),
      );
    const before = await snapshot();
    expect(before[1].length).toBeGreaterThan(0);
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'applications')!;
    await rebuildProjection(t.platform.infra.store, pool, projection);
    expect(await snapshot()).toEqual(before);
    // One event per batch: every event takes the SQL path (the whole log in one batch above keeps its rows in memory).
    await rebuildProjection(t.platform.infra.store, pool, projection, () => undefined, 1);
    expect(await snapshot()).toEqual(before);
  });
});
