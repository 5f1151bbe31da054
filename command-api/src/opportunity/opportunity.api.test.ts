import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@nvp/events';
import { postgresProjections, rebuildProjection } from '@nvp/projections';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import {
  ALREADY_REQUESTED,
  ALREADY_REVIEWED,
  DRAFT_NOT_FOUND,
  DRAFT_SUBMITTED,
  NO_SHARE_REQUEST,
  NONFORMAL_ALREADY_APPROVED,
  NOT_COMPLETABLE,
  NOT_EDITABLE,
  NOT_OWNER,
  OPPORTUNITY_NOT_FOUND,
  SHARE_NOT_APPROVED_VIO,
  SHARE_OWN,
} from './decider';
import {
  APPROVED_MESSAGE,
  COMPLETED_MESSAGE,
  CREATED_MESSAGE,
  DELETED_MESSAGE,
  DRAFT_DELETED_MESSAGE,
  DRAFT_SAVED_MESSAGE,
  NOT_YOUR_ORGANISATION,
  REJECTED_MESSAGE,
  SHARE_ACCEPTED_MESSAGE,
  SHARE_REJECTED_MESSAGE,
  SHARE_REQUESTED_MESSAGE,
  UNKNOWN_FLAG,
  UPDATED_MESSAGE,
} from './routes';
import { dayFromToday, onboardVio, registeredVolunteer, validNonFormal, validOpportunity } from './test-support';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let admin: string;
let owner: Awaited<ReturnType<typeof onboardVio>>;
let other: Awaited<ReturnType<typeof onboardVio>>;
let third: Awaited<ReturnType<typeof onboardVio>>;
let waiting: Awaited<ReturnType<typeof onboardVio>>;
let volunteer: string;

beforeAll(async () => {
  t = await startTestPlatform('opportunity');
  admin = await t.api.login(ADMIN.email, ADMIN.password);
  owner = await onboardVio(t, admin, { name: 'Sarvodaya Beach Friends' });
  other = await onboardVio(t, admin, { name: 'Green Lanka Trust' });
  third = await onboardVio(t, admin, { name: 'Third Organisation' });
  waiting = await onboardVio(t, admin, { approve: false, name: 'Waiting Organisation' });
  volunteer = await registeredVolunteer(t);
}, 120_000);
afterAll(async () => t?.stop());

const create = (body: unknown, token = owner.token) => t.api.post('/api/vio/create-opportunity', body, { token });
const update = (id: string, body: unknown, token = owner.token) => t.api.call('PUT', `/api/opportunity/update/${id}`, { body, token });
const complete = (id: string, token = owner.token) => t.api.call('PUT', `/api/opportunity/complete/${id}`, { token });
const remove = (id: string, token = owner.token) => t.api.call('DELETE', `/api/opportunity/delete/${id}`, { token });
const review = (id: string, approve: boolean, token = admin) => t.api.post('/api/admin/opportunity/review', { id, approve }, { token });
const get = (route: string, token?: string) => t.api.get(route, token);
const stat = async (token = owner.token) => (await get('/api/vio/opportunity-stat', token)).body;
const publicList = async (query = '') => (await get(`/api/opportunity/getOpportunities${query}`)).body as { id: string; title: string }[];
const outbox = async () => {
  await t.platform.projections.runner.caughtUp();
  return (await get('/api/dev/outbox?limit=200')).body as { to: string; subject: string; text: string }[];
};
const posted = async (overrides: Record<string, unknown> = {}, token = owner.token) => {
  const r = await create(validOpportunity(overrides), token);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.id as string;
};

describe('formal opportunity: create', () => {
  it('an approved VIO posts one; it awaits review (admin list, VIO counters) and its supervisor is sealed in the log', async () => {
    const before = await stat();
    const r = await create(validOpportunity());
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: CREATED_MESSAGE, id: expect.any(String) });
    const created = (await get('/api/opportunity/list/CREATED', admin)).body as { id: string; status: string; Vio: { name: string } }[];
    expect(created.find((o) => o.id === r.body.id)).toMatchObject({ status: 'CREATED', Vio: { name: owner.name } });
    expect(await stat()).toMatchObject({ total: before.total + 1, pending: before.pending + 1 });
    const [event] = await t.platform.infra.store.readStream(streams.opportunity(r.body.id));
    expect(event.type).toBe('OpportunityCreated');
    expect(JSON.stringify(event.data)).not.toContain('anoma@example.lk');
    expect((event.data as { personal: { subject: string } }).personal.subject).toBe(owner.id);
  });

  it.each([
    ['title', { title: '' }, 'Required'],
    ['noOfVolunteers (not a number)', { noOfVolunteers: 'abc' }, 'Should be a number'],
    ['noOfVolunteers (zero)', { noOfVolunteers: 0 }, 'Should be greater than 0'],
    ['workingHourCount (zero)', { workingHourCount: '0' }, 'Should be greater than 0'],
    ['supervisorMobile', { supervisorMobile: '077123' }, 'Phone number is not valid'],
    ['supervisorFax', { supervisorFax: '12' }, 'Phone number is not valid'],
    ['supervisorEmail', { supervisorEmail: 'not-an-email' }, 'Should be a valid email'],
    ['startDate (today)', { startDate: dayFromToday(0) }, 'Start date must be a future date'],
    ['endDate before startDate', { endDate: dayFromToday(3) }, 'End date must be same or after start date'],
    ['descriptionTamil (short)', { descriptionTamil: 'Too short' }, 'Minimum 350 characters are allowd'],
    ['descriptionSMSEnglish (long)', { descriptionSMSEnglish: 'x'.repeat(161) }, 'Maximum 160 characters are allowd'],
    ['days (none)', { days: [] }, 'Required'],
    ['time (none)', { time: [] }, 'Required'],
    ['sdgNumbers (none)', { sdgNumbers: [] }, 'Required'],
    ['sdgNumbers (18)', { sdgNumbers: [18] }, 'Choose from the list'],
    ['coreFunctions (19)', { coreFunctions: [19] }, 'Choose from the list'],
    ['category (12)', { category: 12 }, 'Choose from the list'],
    ['type', { type: 'HYBRID' }, 'Should be one of the listed values'],
    ['trainingDetails when training is provided', { trainingDetails: '' }, 'Required'],
    ['coveredExpenseDetails when expenses are covered', { isExpenseCovered: true, coveredExpenseDetails: '' }, 'Required'],
    ['isFullTime', { isFullTime: undefined }, 'Required'],
    ['GN division of another district', { gnDivision: 'Nowhere GN' }, 'Choose the district, divisional secretariat and GN division from the lists'],
  ])('refuses a bad %s with the spec message, writing nothing', async (_field, overrides, message) => {
    const before = await stat();
    const r = await create(validOpportunity(overrides));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
    expect(await stat()).toEqual(before);
  });

  it('refuses a volunteer, a VIO awaiting approval and an anonymous caller', async () => {
    expect((await create(validOpportunity(), volunteer)).status).toBe(403);
    expect((await create(validOpportunity(), waiting.token)).status).toBe(403);
    expect((await t.api.post('/api/vio/create-opportunity', validOpportunity())).status).toBe(401);
  });
});

describe('formal opportunity: review, discovery, edit, complete, delete', () => {
  let id: string;
  beforeAll(async () => {
    id = await posted({ title: 'Mangrove Replanting Weekend', type: 'REGULAR' });
  });

  it('is hidden from the public and from other VIOs until approved', async () => {
    expect((await get(`/api/opportunity/get/${id}`)).status).toBe(404);
    expect((await get(`/api/opportunity/get/${id}`, other.token)).status).toBe(404);
    expect((await get(`/api/opportunity/get/${id}`, owner.token)).body).toMatchObject({ id, status: 'CREATED' });
    expect((await get(`/api/opportunity/get/${id}`, admin)).body).toMatchObject({ id, status: 'CREATED' });
    expect((await publicList('?searchValue=mangrove')).map((o) => o.id)).not.toContain(id);
  });

  it('refuses a review by a VIO, of an unknown opportunity, and answers the spec messages', async () => {
    expect((await review(id, true, owner.token)).status).toBe(403);
    expect((await review('7d1e2f3a-0000-4000-8000-000000000999', true)).body).toMatchObject({ message: OPPORTUNITY_NOT_FOUND });
    const approved = await review(id, true);
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(APPROVED_MESSAGE);
    const again = await review(id, false);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(ALREADY_REVIEWED);
  });

  it('mails the VIO on approval, in three languages (the opportunity language first)', async () => {
    const mail = (await outbox()).find((m) => m.to === owner.email && m.subject.includes('Mangrove Replanting Weekend'));
    expect(mail?.subject).toMatch(/^Your opportunity "Mangrove Replanting Weekend" is approved \| .*අනුමත.* \| .*அங்கீகரிக்கப்பட்டது/);
    expect(mail?.text).toContain(`/volunteerOpportunity/${id}`);
  });

  it('is public once approved: case-insensitive title search, type filter, home carousels, detail in the interface language', async () => {
    expect((await publicList('?searchValue=mANGROVE')).map((o) => o.id)).toContain(id);
    expect((await publicList('?searchValue=mangrove&type=ONLINE')).map((o) => o.id)).not.toContain(id);
    expect((await publicList('?type=REGULAR')).map((o) => o.id)).toContain(id);
    const list = await get('/api/opportunity/getOpportunities?searchValue=Mangrove');
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body[0]).toMatchObject({ id, title: 'Mangrove Replanting Weekend', category: 2, Vio: { name: owner.name }, hoursPerWeek: 8, coreFunctions: [13, 18], sdgNumbers: [13, 14] });
    expect((await get('/api/opportunity/getOpportunities?type=HYBRID')).status).toBe(400);
    const home = (await get('/api/opportunity/getHomeOpportunities?limit=30')).body;
    expect(home.regularOpportunities.map((o: { id: string }) => o.id)).toContain(id);
    expect(home.onlineOpportunities.map((o: { id: string }) => o.id)).not.toContain(id);
    const anonymous = (await get(`/api/opportunity/get/${id}?lang=si`)).body;
    expect(anonymous.description).toBe(validOpportunity().descriptionSinhala);
    expect(anonymous.supervisor).toBeNull();
    expect(anonymous.supervisorEmail).toBeUndefined();
    const signedIn = (await get(`/api/opportunity/get/${id}?lang=ta`, volunteer)).body;
    expect(signedIn).toMatchObject({ description: validOpportunity().descriptionTamil, supervisorEmail: 'anoma@example.lk', status: 'APPROVED' });
  });

  it('only the owner edits; an edit of an approved one sends it back to review (off the public list)', async () => {
    expect((await update(id, validOpportunity(), other.token)).body.message).toBe(NOT_OWNER);
    expect((await update(id, validOpportunity({ descriptionEnglish: 'short' }))).body.message).toBe('Minimum 350 characters are allowd');
    const r = await update(id, validOpportunity({ title: 'Mangrove Replanting Weekends' }));
    expect(r.body).toMatchObject({ message: UPDATED_MESSAGE, status: 'CREATED' });
    expect((await publicList('?searchValue=mangrove')).map((o) => o.id)).not.toContain(id);
    expect((await get(`/api/opportunity/get/${id}`, owner.token)).body).toMatchObject({ title: 'Mangrove Replanting Weekends', status: 'CREATED' });
    expect((await review(id, true)).status).toBe(200);
    expect((await publicList('?searchValue=mangrove')).map((o) => o.id)).toContain(id);
  });

  it('only the owner completes, and only an approved one; a completed one can no longer be edited or deleted', async () => {
    const pending = await posted();
    expect((await complete(pending)).body.message).toBe(NOT_COMPLETABLE);
    expect((await complete(id, other.token)).body.message).toBe(NOT_OWNER);
    const before = await stat();
    const r = await complete(id);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMPLETED_MESSAGE);
    expect(await stat()).toMatchObject({ completed: before.completed + 1, onGoing: before.onGoing - 1 });
    expect((await update(id, validOpportunity())).body.message).toBe(NOT_EDITABLE);
    expect((await remove(id)).body.message).toBe(NOT_EDITABLE);
    expect((await complete(id)).status).toBe(400);
    expect((await publicList('?searchValue=mangrove')).map((o) => o.id)).not.toContain(id);
    expect((await get(`/api/opportunity/get/${id}`)).body.status).toBe('COMPLETED');
  });

  it('deletes a pending or approved one (gone everywhere); another VIO cannot', async () => {
    const doomed = await posted({ title: 'Doomed Opportunity' });
    expect((await remove(doomed, other.token)).body.message).toBe(NOT_OWNER);
    const before = await stat();
    const r = await remove(doomed);
    expect(r.body.message).toBe(DELETED_MESSAGE);
    expect((await get(`/api/opportunity/get/${doomed}`, owner.token)).status).toBe(404);
    expect((await stat()).total).toBe(before.total - 1);
    expect((await remove(doomed)).status).toBe(404);
  });

  it('a rejection is final and is mailed', async () => {
    const rejected = await posted({ title: 'Rejected Opportunity', language: 'Tamil' });
    const r = await review(rejected, false);
    expect(r.body.message).toBe(REJECTED_MESSAGE);
    expect((await review(rejected, true)).body.message).toBe(ALREADY_REVIEWED);
    expect((await complete(rejected)).body.message).toBe(NOT_COMPLETABLE);
    const mail = (await outbox()).find((m) => m.to === owner.email && m.subject.includes('Rejected Opportunity'));
    // The opportunity's language (Tamil) comes first, then English and Sinhala.
    expect(mail?.subject).toMatch(/^உங்கள் "Rejected Opportunity" வாய்ப்பு அங்கீகரிக்கப்படவில்லை \| Your opportunity "Rejected Opportunity" was not approved \| ඔබගේ .*$/);
  });

  it('the VIO searches its own opportunities by title and status, 10 per page by default', async () => {
    await posted({ title: 'Reading Club for Children' });
    // The search is a POST: the harness sends its read-your-writes position on GETs only.
    await t.platform.projections.runner.caughtUp();
    const all = (await t.api.post('/api/vio/opportunity/search', { query: 'reading CLUB' }, { token: owner.token })).body;
    expect(all.count).toBe(1);
    expect(all.rows[0]).toMatchObject({ title: 'Reading Club for Children', status: 'CREATED', owner: true });
    const byStatus = (await t.api.post('/api/vio/opportunity/search', { status: 'COMPLETED' }, { token: owner.token })).body;
    expect(byStatus.rows.every((o: { status: string }) => o.status === 'COMPLETED')).toBe(true);
    expect(byStatus.count).toBe(1);
    const paged = (await t.api.post('/api/vio/opportunity/search', { pageNumber: 2, pageSize: 2 }, { token: owner.token })).body;
    expect(paged.rows).toHaveLength(2);
    expect(paged.count).toBe((await stat()).total);
    expect((await get('/api/vio/vio-opportunity/search?query=reading', owner.token)).body.count).toBe(1);
    expect((await t.api.post('/api/vio/opportunity/search', { query: 'reading' }, { token: other.token })).body.count).toBe(0);
  });

  it('admins without APPROVE_OPPORTUNITIES or CONFIRM_VOLUNTEERS, VIOs and volunteers cannot list by status', async () => {
    expect((await get('/api/opportunity/list/CREATED', owner.token)).status).toBe(403);
    expect((await get('/api/opportunity/list/CREATED', volunteer)).status).toBe(403);
    expect((await get('/api/opportunity/list/NOPE', admin)).status).toBe(400);
  });
});

describe('non-formal opportunities', () => {
  const createNf = (body: unknown, token = owner.token) => t.api.post('/api/nonformal-opportunity/vio/create', body, { token });
  const approveNf = (id: string, flag: string, token = admin) => t.api.call('PUT', `/api/nonformal-opportunity/admin/approve/${id}/${flag}`, { token });

  it.each([
    ['startDate in the future', { startDate: dayFromToday(1), endDate: dayFromToday(1) }, 'Start date must be a past date'],
    ['endDate in the future', { endDate: dayFromToday(2) }, 'End date must not be after today'],
    ['endDate before startDate', { startDate: dayFromToday(-2), endDate: dayFromToday(-3) }, 'End date must be same or after start date'],
    ['description', { description: 'short' }, 'Minimum 350 characters are allowd'],
    ['averageVolunteerHours', { averageVolunteerHours: '' }, 'Required'],
    ['supervisorLandline', { supervisorLandline: 'abc' }, 'Phone number is not valid'],
  ])('refuses a bad %s', async (_f, overrides, message) => {
    const r = await createNf(validNonFormal(overrides));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(message);
  });

  it('a VIO reports one; only it and admins see it; an admin approves, reverses, never repeats', async () => {
    const r = await createNf(validNonFormal());
    expect(r.body.message).toBe(CREATED_MESSAGE);
    const id = r.body.id as string;
    const mine = (await get('/api/nonformal-opportunity/vio/list', owner.token)).body;
    expect(mine.find((o: { id: string }) => o.id === id)).toMatchObject({ title: 'Tree planting at the school', status: 'CREATED', supervisorName: 'Anoma Perera', supervisorEmail: 'anoma@example.lk' });
    expect((await get('/api/nonformal-opportunity/vio/list', other.token)).body.map((o: { id: string }) => o.id)).not.toContain(id);
    expect((await get(`/api/nonformal-opportunity/vio/list?userID=${owner.id}`, other.token)).status).toBe(403);
    expect((await get(`/api/nonformal-opportunity/get/${id}`, other.token)).status).toBe(404);
    expect((await get(`/api/nonformal-opportunity/get/${id}`, owner.token)).body).toMatchObject({ id, averageVolunteerHours: 5, kind: 'NONFORMAL' });
    expect((await get('/api/nonformal-opportunity/admin/list?status=CREATED', admin)).body.map((o: { id: string }) => o.id)).toContain(id);
    expect((await approveNf(id, 'maybe')).body.message).toBe(UNKNOWN_FLAG);
    expect((await approveNf(id, 'true', owner.token)).status).toBe(403);
    expect((await approveNf(id, 'true')).body.message).toBe(APPROVED_MESSAGE);
    expect((await approveNf(id, 'true')).body.message).toBe(NONFORMAL_ALREADY_APPROVED);
    expect((await t.api.call('PUT', `/api/nonformal-opportunity/vio/${id}`, { body: validNonFormal(), token: owner.token })).status).toBe(400);
    expect((await approveNf(id, 'false')).body.message).toBe(REJECTED_MESSAGE);
    expect((await get(`/api/nonformal-opportunity/get/${id}`, admin)).body.status).toBe('REJECTED');
    // The owner corrects a rejected one: it is reviewed again.
    expect((await t.api.call('PUT', `/api/nonformal-opportunity/vio/${id}`, { body: validNonFormal(), token: other.token })).body.message).toBe(NOT_OWNER);
    const edited = await t.api.call('PUT', `/api/nonformal-opportunity/vio/${id}`, { body: validNonFormal({ title: 'Tree planting (corrected)' }), token: owner.token });
    expect(edited.body.message).toBe(UPDATED_MESSAGE);
    expect((await get(`/api/nonformal-opportunity/get/${id}`, owner.token)).body).toMatchObject({ status: 'CREATED', title: 'Tree planting (corrected)' });
    // A non-formal id is not a formal opportunity (and the other way round).
    expect((await get(`/api/opportunity/get/${id}`, admin)).status).toBe(404);
    expect((await update(id, validOpportunity())).body.message).toBe(OPPORTUNITY_NOT_FOUND);
    const formalId = await posted();
    expect((await t.api.call('PUT', `/api/nonformal-opportunity/vio/${formalId}`, { body: validNonFormal(), token: owner.token })).body.message).toBe(OPPORTUNITY_NOT_FOUND);
    expect((await approveNf(formalId, 'true')).body.message).toBe(OPPORTUNITY_NOT_FOUND);
  });
});

describe('sharing', () => {
  let id: string;
  beforeAll(async () => {
    id = await posted({ title: 'Shared Library Day' });
  });
  const request = (body: Record<string, unknown>, token = owner.token) => t.api.post('/api/sharedOpportunity/request', { opportunityId: id, ...body }, { token });
  const answer = (accept: boolean, token: string) => t.api.post('/api/sharedOpportunity/Accept', { opportunityId: id, Accepted: accept }, { token });

  it('offers the other approved VIOs, filtered by name or e-mail, never the owner or an unapproved VIO', async () => {
    const all = (await get(`/api/sharedOpportunity/candidates/${id}`, owner.token)).body as { id: string }[];
    expect(all.map((v) => v.id)).toEqual(expect.arrayContaining([other.id, third.id]));
    expect(all.map((v) => v.id)).not.toContain(owner.id);
    expect(all.map((v) => v.id)).not.toContain(waiting.id);
    expect((await get(`/api/sharedOpportunity/candidates/${id}?searchValue=green`, owner.token)).body.map((v: { id: string }) => v.id)).toEqual([other.id]);
    expect((await get(`/api/sharedOpportunity/candidates/${id}?searchValue=${encodeURIComponent(third.email.toUpperCase())}`, owner.token)).body.map((v: { id: string }) => v.id)).toEqual([third.id]);
    expect((await get(`/api/sharedOpportunity/candidates/${id}`, other.token)).status).toBe(404);
  });

  it('refuses sharing with itself, with an unapproved VIO, by another VIO, or for another primary VIO', async () => {
    expect((await request({ secondaryVio: owner.id })).body.message).toBe(SHARE_OWN);
    expect((await request({ secondaryVio: waiting.id })).body.message).toBe(SHARE_NOT_APPROVED_VIO);
    expect((await request({ secondaryVio: third.id }, other.token)).body.message).toBe(NOT_OWNER);
    expect((await request({ secondaryVio: third.id, primaryVio: other.id })).body.message).toBe(NOT_YOUR_ORGANISATION);
  });

  it('sends a request; the requested VIO sees it and accepts; a third VIO cannot answer', async () => {
    expect((await get(`/api/opportunity/get/${id}`, other.token)).status).toBe(404);
    expect((await request({ secondaryVio: other.id, primaryVio: owner.id })).body.message).toBe(SHARE_REQUESTED_MESSAGE);
    // Asked to share an opportunity still awaiting review, it may read it before answering; a stranger still may not.
    expect((await get(`/api/opportunity/get/${id}`, other.token)).body).toMatchObject({ id, status: 'CREATED' });
    expect((await get(`/api/opportunity/get/${id}`, waiting.token)).status).toBe(404);
    expect((await request({ secondaryVio: other.id })).body.message).toBe(ALREADY_REQUESTED);
    expect((await request({ secondaryVio: third.id })).body.message).toBe(SHARE_REQUESTED_MESSAGE);
    const inbox = (await get(`/api/sharedOpportunity/getRequests?vioId=${other.id}`, other.token)).body;
    expect(inbox[0]).toMatchObject({ id, status: 'REQUESTED', Opportunity: { id, title: 'Shared Library Day', Vio: { name: owner.name } } });
    expect((await get(`/api/sharedOpportunity/getRequests?vioId=${other.id}`, third.token)).status).toBe(403);
    expect((await get(`/api/sharedOpportunity/candidates/${id}?searchValue=green`, owner.token)).body[0].requestStatus).toBe('REQUESTED');
    expect((await answer(true, waiting.token)).status).toBe(403);
    expect((await answer(true, owner.token)).body.message).toBe(NO_SHARE_REQUEST);
    const before = await stat(other.token);
    expect((await answer(true, other.token)).body.message).toBe(SHARE_ACCEPTED_MESSAGE);
    expect((await answer(true, other.token)).body.message).toBe(NO_SHARE_REQUEST);
    expect((await get(`/api/sharedOpportunity/getRequests`, other.token)).body[0].status).toBe('ACCEPTED');
    // The partner sees it among its opportunities and in its counters, not as owner.
    expect((await stat(other.token)).total).toBe(before.total + 1);
    await t.platform.projections.runner.caughtUp();
    const found = (await t.api.post('/api/vio/opportunity/search', { query: 'shared library' }, { token: other.token })).body;
    expect(found.rows[0]).toMatchObject({ id, owner: false, isShared: true });
    expect((await get(`/api/opportunity/get/${id}`, other.token)).body).toMatchObject({ id, isShared: true, sharedWith: other.id });
  });

  it('the first acceptance wins; the partner may not edit, complete or delete', async () => {
    expect((await answer(false, third.token)).body.message).toBe(SHARE_REJECTED_MESSAGE);
    expect((await update(id, validOpportunity(), other.token)).body.message).toBe(NOT_OWNER);
    expect((await complete(id, other.token)).body.message).toBe(NOT_OWNER);
    expect((await remove(id, other.token)).body.message).toBe(NOT_OWNER);
  });
});

describe('form data', () => {
  it('serves the createVO lists without a token: 17 goals with colours and three names, 11 categories, 18 core functions', async () => {
    const r = await get('/api/formData/createVO');
    expect(r.status).toBe(200);
    expect(r.body.sdg_numbers).toHaveLength(17);
    expect(r.body.sdg_numbers[0]).toMatchObject({ id: 1, sdg_number: 1, colour: '#E5243B', name: 'No Poverty' });
    expect(r.body.sdg_numbers.every((g: { sinhala_name: string; tamil_name: string }) => g.sinhala_name && g.tamil_name)).toBe(true);
    expect(r.body.categories_VO).toHaveLength(11);
    expect(r.body.core_functions).toHaveLength(18);
    for (const list of ['areas_VO', 'required_skills', 'degrees', 'areas']) expect(r.body[list].length).toBeGreaterThan(0);
  });
});


describe('drafts (issue 27)', () => {
  const saveDraft = (body: Record<string, unknown>, token = owner.token) => t.api.post('/api/vio/opportunity/draft', body, { token });
  const submitDraft = (id: string, body: unknown, token = owner.token) => t.api.post(`/api/vio/opportunity/draft/${id}/submit`, body, { token });
  const deleteDraft = (id: string, token = owner.token) => t.api.call('DELETE', `/api/vio/opportunity/draft/${id}`, { token });
  const drafts = async (token = owner.token) => (await get('/api/vio/opportunity/drafts', token)).body as { id: string; kind: string; title: string }[];
  const adminList = async (status = 'CREATED') => ((await get(`/api/opportunity/list/${status}`, admin)).body as { id: string }[]).map((o) => o.id);
  const vioSearch = async (token = owner.token) => ((await t.api.post('/api/vio/opportunity/search', { status: 'ALL', pageSize: 100 }, { token })).body.rows as { id: string }[]).map((o) => o.id);
  const { descriptionEnglish } = validOpportunity();

  it('a VIO saves a draft with only a title and an English description; only it sees the draft, no list of opportunities shows it', async () => {
    const before = await stat();
    const r = await saveDraft({ title: 'Draft: mangrove replanting', descriptionEnglish, descriptionSinhala: '', days: [], noOfVolunteers: '' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toMatchObject({ id: expect.any(String), message: DRAFT_SAVED_MESSAGE, status: 'DRAFT' });
    const id = r.body.id as string;
    expect(await drafts()).toContainEqual(expect.objectContaining({ id, kind: 'FORMAL', title: 'Draft: mangrove replanting' }));
    const draft = await get(`/api/vio/opportunity/draft/${id}`, owner.token);
    expect(draft.status).toBe(200);
    expect(draft.body).toMatchObject({ id, kind: 'FORMAL', status: 'DRAFT', title: 'Draft: mangrove replanting', descriptionEnglish });
    // Blank fields are not part of a draft.
    expect(draft.body.descriptionSinhala).toBeUndefined();
    const [event] = await t.platform.infra.store.readStream(streams.opportunity(id));
    expect(event.type).toBe('OpportunityDraftSaved');
    // Nowhere else: public list, detail, admins' lists, the VIO's own search and counters.
    expect((await publicList('?searchValue=mangrove')).map((o) => o.id)).not.toContain(id);
    expect((await get(`/api/opportunity/get/${id}`)).status).toBe(404);
    expect((await get(`/api/opportunity/get/${id}`, admin)).status).toBe(404);
    for (const status of ['CREATED', 'APPROVED', 'PENDING', 'REJECTED']) expect(await adminList(status)).not.toContain(id);
    expect(await vioSearch()).not.toContain(id);
    expect(await stat()).toEqual(before);
    // Another VIO and an admin: not found.
    expect((await get(`/api/vio/opportunity/draft/${id}`, other.token)).status).toBe(404);
    expect((await drafts(other.token)).map((d) => d.id)).not.toContain(id);
    expect((await get(`/api/vio/opportunity/draft/${id}`, admin)).status).toBe(403);
  });

  it('every filled field is checked by its own rule (400 { message, field }); an empty title is refused', async () => {
    const noTitle = await saveDraft({ descriptionEnglish });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body).toMatchObject({ message: 'Required', field: 'title' });
    const badEmail = await saveDraft({ title: 'Draft with a bad e-mail', supervisorEmail: 'anoma@' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ message: 'Should be a valid email', field: 'supervisorEmail' });
    const badPhone = await saveDraft({ title: 'Draft with a bad phone', supervisorMobile: '12' });
    expect(badPhone.body).toMatchObject({ message: 'Phone number is not valid', field: 'supervisorMobile' });
    const pastStart = await saveDraft({ title: 'Draft in the past', startDate: dayFromToday(-3) });
    expect(pastStart.body).toMatchObject({ message: 'Start date must be a future date', field: 'startDate' });
    const tooLongSms = await saveDraft({ title: 'Draft with a long SMS', descriptionSMSEnglish: 'x'.repeat(161) });
    expect(tooLongSms.body).toMatchObject({ field: 'descriptionSMSEnglish' });
    const badKind = await saveDraft({ title: 'Draft of no kind', kind: 'INFORMAL' });
    expect(badKind.body).toMatchObject({ field: 'kind' });
    // A short (unfinished) description is what a draft is for: allowed.
    expect((await saveDraft({ title: 'Draft with a short description', descriptionEnglish: 'Half a sentence' })).status).toBe(200);
  });

  it('the owner saves the same draft again; another VIO may not save, submit or delete it', async () => {
    const id = (await saveDraft({ title: 'Draft to continue' })).body.id as string;
    const again = await saveDraft({ id, title: 'Draft to continue (renamed)', descriptionEnglish });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(id);
    expect((await get(`/api/vio/opportunity/draft/${id}`, owner.token)).body).toMatchObject({ title: 'Draft to continue (renamed)', descriptionEnglish });
    expect((await saveDraft({ id, title: 'Taken over' }, other.token)).status).toBe(403);
    expect((await submitDraft(id, validOpportunity(), other.token)).status).toBe(403);
    expect((await deleteDraft(id, other.token)).status).toBe(403);
    expect((await saveDraft({ id: '7d1e2f3a-0000-4000-8000-00000000dead', title: 'Unknown' })).status).toBe(404);
    expect((await get(`/api/vio/opportunity/draft/${id}`, owner.token)).body.title).toBe('Draft to continue (renamed)');
  });

  it('submitting an incomplete draft is refused with the first missing field; a complete one awaits review and is no longer a draft', async () => {
    const before = await stat();
    const id = (await saveDraft({ title: 'Draft: reef survey', descriptionEnglish })).body.id as string;
    const incomplete = await submitDraft(id, { ...validOpportunity({ title: 'Draft: reef survey' }), descriptionTamil: '' });
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({ message: 'Required', field: 'descriptionTamil' });
    expect(await drafts()).toContainEqual(expect.objectContaining({ id }));
    const submitted = await submitDraft(id, validOpportunity({ title: 'Draft: reef survey' }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body).toMatchObject({ id, message: CREATED_MESSAGE, status: 'CREATED' });
    expect(await adminList('CREATED')).toContain(id);
    expect((await drafts()).map((d) => d.id)).not.toContain(id);
    expect((await get(`/api/vio/opportunity/draft/${id}`, owner.token)).status).toBe(404);
    expect(await stat()).toMatchObject({ total: before.total + 1, pending: before.pending + 1 });
    const types = (await t.platform.infra.store.readStream(streams.opportunity(id))).map((e) => e.type);
    expect(types).toEqual(['OpportunityDraftSaved', 'OpportunityCreated']);
    // No longer a draft: saving, submitting or deleting it as one is refused; the admin reviews it as any other.
    expect((await saveDraft({ id, title: 'Back to a draft' })).body).toMatchObject({ message: DRAFT_SUBMITTED });
    expect((await submitDraft(id, validOpportunity())).status).toBe(400);
    expect((await review(id, true)).status).toBe(200);
    expect((await publicList('?searchValue=reef survey')).map((o) => o.id)).toContain(id);
  });

  it('the owner deletes a draft; it is gone', async () => {
    const id = (await saveDraft({ title: 'Draft to throw away' })).body.id as string;
    const r = await deleteDraft(id);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: DRAFT_DELETED_MESSAGE });
    expect((await drafts()).map((d) => d.id)).not.toContain(id);
    expect((await deleteDraft(id)).body).toMatchObject({ message: DRAFT_NOT_FOUND });
    expect((await submitDraft(id, validOpportunity())).status).toBe(404);
    // A submitted opportunity is not deleted through the drafts' route.
    const posted_ = await posted({ title: 'Not a draft' });
    expect((await deleteDraft(posted_)).status).toBe(400);
  });

  it('a non-formal draft: saved with a title, submitted as a non-formal opportunity awaiting review', async () => {
    const id = (await saveDraft({ kind: 'NONFORMAL', title: 'Draft: tree planting' })).body.id as string;
    expect(await drafts()).toContainEqual(expect.objectContaining({ id, kind: 'NONFORMAL' }));
    const submitted = await submitDraft(id, validNonFormal({ title: 'Draft: tree planting' }));
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const nf = await get(`/api/nonformal-opportunity/get/${id}`, owner.token);
    expect(nf.body).toMatchObject({ status: 'CREATED', kind: 'NONFORMAL', title: 'Draft: tree planting' });
  });

  it("erasing the VIO's personal data shreds its drafts' supervisor", async () => {
    const leaving = await onboardVio(t, admin, { name: 'Leaving Drafter' });
    const id = (await saveDraft({ title: 'Draft with a supervisor', supervisorName: 'Kumari Draftwatte', supervisorEmail: 'kumari@example.lk' }, leaving.token)).body.id;
    expect((await get(`/api/vio/opportunity/draft/${id}`, leaving.token)).body).toMatchObject({ supervisorName: 'Kumari Draftwatte' });
    const [event] = await t.platform.infra.store.readStream(streams.opportunity(id));
    expect(JSON.stringify(event.data)).not.toContain('Kumari');
    expect((await t.api.post('/api/user/terminate/', { password: 'org-pass-123' }, { token: leaving.token })).status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const { rows } = await t.platform.infra.pool.query('SELECT supervisor, title FROM rm_opportunity_drafts WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ supervisor: null, title: 'Draft with a supervisor' });
  });
});

describe('erasure', () => {
  it('a VIO that terminates its account: its opportunities leave the public list and their supervisor is shredded', async () => {
    const leaving = await onboardVio(t, admin, { name: 'Leaving Organisation' });
    const id = await posted({ title: 'Erasable Opportunity' }, leaving.token);
    expect((await review(id, true)).status).toBe(200);
    expect((await get(`/api/opportunity/get/${id}`, admin)).body.supervisorEmail).toBe('anoma@example.lk');
    const terminated = await t.api.post('/api/user/terminate/', { password: 'org-pass-123' }, { token: leaving.token });
    expect(terminated.status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    expect((await publicList('?searchValue=erasable')).map((o) => o.id)).not.toContain(id);
    const { rows } = await t.platform.infra.pool.query('SELECT supervisor, vio_active FROM rm_opportunities WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ supervisor: null, vio_active: false });
    const detail = (await get(`/api/opportunity/get/${id}`, admin)).body;
    expect(detail.supervisor).toBeNull();
    expect(detail.supervisorEmail).toBeUndefined();
  });
});

describe('replay', () => {
  it('the read model ends the same live, replayed one event per batch, and replayed 5,000 per batch (rows folded in memory)', async () => {
    // Runs last: the log holds every event above (edits back to review, completion, deletion, rejection, non-formal
    // reviews, shares, a terminated and erased VIO with opportunities), so both of the handler's paths meet each.
    await t.platform.projections.runner.caughtUp();
    const { pool, store } = t.platform.infra;
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'opportunities')!;
    const snapshot = async () => {
      const tables: Record<string, unknown[]> = {};
      for (const table of Object.keys(projection.tables)) tables[table] = (await pool.query(`SELECT * FROM rm_${table} ORDER BY 1, md5(rm_${table}::text)`)).rows;
      return tables;
    };
    const live = await snapshot();
    // Not a comparison of trivial rows: the states the in-memory path reproduces are there.
    const rows = live.opportunities as { status: string; deleted: boolean; shared_with: string | null; vio_active: boolean; supervisor: unknown; kind: string }[];
    for (const status of ['CREATED', 'APPROVED', 'REJECTED', 'COMPLETED']) expect(rows.some((r) => r.status === status), status).toBe(true);
    expect(rows.some((r) => r.deleted)).toBe(true);
    expect(rows.some((r) => r.shared_with !== null)).toBe(true);
    expect(rows.some((r) => !r.vio_active && r.supervisor === null)).toBe(true);
    expect(rows.some((r) => r.kind === 'NONFORMAL')).toBe(true);
    expect((live.opportunity_vios as { approved: boolean }[]).some((v) => !v.approved)).toBe(true);
    expect(live.opportunity_counts.length).toBe(3);
    // Drafts saved, saved again, deleted, submitted and erased above: the ones left are in their own table.
    expect((live.opportunity_drafts as { supervisor: unknown }[]).some((d) => d.supervisor === null)).toBe(true);
    await rebuildProjection(store, pool, projection, () => undefined, 1);
    expect(await snapshot()).toEqual(live);
    await rebuildProjection(store, pool, projection, () => undefined, 5000);
    expect(await snapshot()).toEqual(live);
  });
});
