import { expect } from 'vitest';
import sharp from 'sharp';
import { segmentOfVioType, volunteerEvaluationCriteria, volunteerFeedbackRatingNames } from '@nvp/events';
import { validBio, validBioDraft, validReferee, validReview } from '../../../command-api/src/volunteer/fixtures';
import { validNonFormal, validOpportunity } from '../../../command-api/src/opportunity/fixtures';
import { uploadPicture, type World } from './world';

/**
 * Object-level rows: a caller allowed on a route (the role matrix) acting on ANOTHER subject's object — its
 * id in the path or body, its e-mail, its referee link, or a route that acts on "mine". Each row tries it
 * with a real subject's token and checks the refusal AND that the other subject's data did not change.
 * Every registered route with a path parameter needs a row here or a reason in `objectExempt`.
 */
export interface ObjectRow {
  route: string;
  /** Who acts on whose object, in words. */
  case: string;
  run: (w: World) => Promise<void>;
}

const refused = (reply: { status: number }, ...statuses: number[]) => expect(statuses, `answered ${reply.status}`).toContain(reply.status);

const volunteerFeedback = () => ({
  review: 'Taken over by C',
  satisfied: 1,
  informationMethod: 'NVS',
  recommend: false,
  contributionHours: 1,
  ...Object.fromEntries(volunteerFeedbackRatingNames.map((n) => [n, 1])),
});
const opportunityOf = (w: World, id: string) => w.api.get(`/api/opportunity/get/${id}`, w.vioB.token);
/** VIO B's view of the applicants of its opportunity (stage two: SELECTED, APPROVED, VIO_REJECTED). */
const applicantsOf = async (w: World) => {
  const r = await w.api.get(`/api/opportunity/filtered-volunteers/${w.opportunities.formal}`, w.vioB.token);
  expect(r.status).toBe(200);
  return r.body as { applicationId: string; volunteerId: string; status: string }[];
};

const bioOf = async (w: World, who: World['volunteerA']) => (await w.api.get('/api/volunteer/bio/get', who.token)).body;
const stillLogsIn = async (w: World, who: { email: string; password: string }) => {
  const r = await w.api.call('POST', '/api/authenticate/login', { body: { email: who.email, password: who.password } });
  expect(r.status, `${who.email} can still log in`).toBe(200);
};

/** A sub-VIO of VIO B with volunteer C as its assigned member (made once, as VIO B would). */
let subVioOfBMade: Promise<{ subvioId: string; member: string }> | undefined;
const subVioOfB = (w: World) =>
  (subVioOfBMade ??= (async () => {
    const created = await w.api.post('/api/vio/createSubVio/', { email: `sub.b.${Date.now()}@example.lk`, name: 'Object B branch', description: 'Branch of B' }, { token: w.vioB.token });
    expect(created.status).toBe(201);
    const member = w.opportunities.volunteerC;
    await w.api.post('/api/organizationVolunteers/add', { email: member.email }, { token: w.vioB.token });
    expect((await w.api.post('/api/org/vio/request', { vioId: w.vioB.id, request: true }, { token: member.token })).body.state).toBe('joined');
    expect((await w.api.post('/api/org/subvio/assign', { volunteerId: member.id, subVioId: created.body.subvioId }, { token: w.vioB.token })).status).toBe(200);
    return { subvioId: created.body.subvioId as string, member: member.id };
  })());

/** Issue 27: a draft of VIO B (made once, as VIO B would): only a title and an English description. */
let draftOfBMade: Promise<string> | undefined;
const DRAFT_TITLE = 'Object B unfinished draft';
const draftOfB = (w: World) =>
  (draftOfBMade ??= (async () => {
    const r = await w.api.post('/api/vio/opportunity/draft', { title: DRAFT_TITLE, descriptionEnglish: validOpportunity().descriptionEnglish }, { token: w.vioB.token });
    expect(r.status).toBe(200);
    return r.body.id as string;
  })());
/** VIO B's draft is still there, unchanged (B reads it). */
const draftStays = async (w: World, id: string) => {
  const b = await w.api.get(`/api/vio/opportunity/draft/${id}`, w.vioB.token);
  expect(b.status).toBe(200);
  expect(b.body).toMatchObject({ title: DRAFT_TITLE, status: 'DRAFT' });
};

export const objectRows: ObjectRow[] = [
  // ── attendance (issue 28): another organisation's opportunity, another volunteer's application ──
  ...(['checkin', 'checkout'] as const).map((step) => ({
    route: `POST /api/vio/attendance/${step}`,
    case: `VIO C records the ${step} of volunteer D on VIO B's opportunity by name: refused; nothing is recorded for D`,
    run: async (w: World) => {
      const { formal, volunteerD, applicationD } = w.opportunities;
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      refused(await w.api.post(`/api/vio/attendance/${step}`, { opportunityId: formal, date: today, volunteerId: volunteerD.id }, { token: w.vioC.token }), 403);
      expect((await w.api.get(`/api/vio/attendance/hours/${applicationD}`, w.vioB.token)).body).toEqual({ proposedHours: null, days: [] });
    },
  })),
  {
    route: 'GET /api/vio/attendance/:opportunityId/:date',
    case: "VIO C lists a day of VIO B's opportunity: refused (B sees it)",
    run: async (w) => {
      const { formal } = w.opportunities;
      const c = await w.api.get(`/api/vio/attendance/${formal}/2030-01-05`, w.vioC.token);
      refused(c, 403);
      expect((await w.api.get(`/api/vio/attendance/${formal}/2030-01-05`, w.vioB.token)).status).toBe(200);
    },
  },
  {
    route: 'GET /api/vio/attendance/hours/:applicationId',
    case: "VIO C reads the attendance hours of volunteer D's application to VIO B's opportunity: refused (B reads them)",
    run: async (w) => {
      const { applicationD } = w.opportunities;
      refused(await w.api.get(`/api/vio/attendance/hours/${applicationD}`, w.vioC.token), 403);
      expect((await w.api.get(`/api/vio/attendance/hours/${applicationD}`, w.vioB.token)).status).toBe(200);
    },
  },
  {
    route: 'POST /api/volunteer/match-mail',
    case: "volunteer A switches \"mine\" on: A's weekly mail only, never B's (issue 29)",
    run: async (w) => {
      const on = await w.api.post('/api/volunteer/match-mail', { weekly: true }, { token: w.volunteerA.token });
      expect(on.status).toBe(200);
      expect((await w.api.get('/api/volunteer/match-mail', w.volunteerA.token)).body.weekly).toBe(true);
      expect((await w.api.get('/api/volunteer/match-mail', w.volunteerB.token)).body.weekly).toBe(false);
    },
  },
  {
    route: 'GET /api/volunteer/checkin-code/:applicationId',
    case: "volunteer C asks for the check-in code of volunteer D's application: 404, as for an unknown one",
    run: async (w) => {
      const { applicationD, volunteerC, volunteerD } = w.opportunities;
      const c = await w.api.get(`/api/volunteer/checkin-code/${applicationD}`, volunteerC.token);
      refused(c, 404);
      expect(JSON.stringify(c.body)).not.toContain('code":');
      // D's own ask is refused only because no day of D's is today (D's days are all later).
      expect((await w.api.get(`/api/volunteer/checkin-code/${applicationD}`, volunteerD.token)).status).toBe(400);
    },
  },
  // ── calendar feed (issue 29): another volunteer's engagement, another volunteer's feed ──
  {
    route: 'GET /api/volunteer/calendar/:file',
    case: "volunteer C asks for the .ics of volunteer D's approved application: 404, as for an unknown one (D gets it)",
    run: async (w) => {
      const { applicationD, volunteerC, volunteerD } = w.opportunities;
      const c = await fetch(`${w.url}/api/volunteer/calendar/${applicationD}.ics`, { headers: { token: volunteerC.token } });
      refused(c, 404);
      expect(await c.text()).not.toContain('BEGIN:VEVENT');
      const d = await fetch(`${w.url}/api/volunteer/calendar/${applicationD}.ics`, { headers: { token: volunteerD.token } });
      expect(d.status).toBe(200);
      expect(await d.text()).toContain('BEGIN:VEVENT');
    },
  },
  {
    route: 'GET /api/calendar/:file',
    case: "volunteer C's feed address rewritten to name volunteer D (C's signature kept): 404; D's own address serves D's feed",
    run: async (w) => {
      const { volunteerC, volunteerD } = w.opportunities;
      const addressOf = async (token: string) => new URL((await w.api.get('/api/volunteer/calendar-url', token)).body.url).pathname;
      const own = await addressOf(volunteerC.token);
      const bytes = Buffer.from(own.slice('/api/calendar/'.length, -'.ics'.length), 'base64url');
      Buffer.from(volunteerD.id.replace(/-/g, ''), 'hex').copy(bytes, 1);
      const forged = await fetch(`${w.url}/api/calendar/${bytes.toString('base64url')}.ics`);
      refused(forged, 404);
      expect(await forged.text()).not.toContain('BEGIN:VCALENDAR');
      const d = await fetch(`${w.url}${await addressOf(volunteerD.token)}`);
      expect(d.status).toBe(200);
      expect(await d.text()).toContain('BEGIN:VEVENT');
    },
  },
  {
    route: 'POST /api/volunteer/calendar-url',
    case: "volunteer C renews \"mine\": C's address changes, volunteer D's stays the same and keeps working",
    run: async (w) => {
      const { volunteerC, volunteerD } = w.opportunities;
      const before = (await w.api.get('/api/volunteer/calendar-url', volunteerD.token)).body.url;
      expect((await w.api.post('/api/volunteer/calendar-url', {}, { token: volunteerC.token })).status).toBe(200);
      expect((await w.api.get('/api/volunteer/calendar-url', volunteerD.token)).body.url).toBe(before);
      expect((await fetch(`${w.url}${new URL(before).pathname}`)).status).toBe(200);
    },
  },
  {
    route: 'POST /api/volunteer/register/phone',
    case: "volunteer A's session with volunteer B's e-mail",
    run: async (w) => {
      const r = await w.api.post('/api/volunteer/register/phone', { emailToken: w.volunteerB.email, phoneNumber: '0711111111' }, { token: w.volunteerA.token });
      refused(r, 403);
      expect((await bioOf(w, w.volunteerB)).phoneNumber).toBe(w.volunteerB.phone);
    },
  },
  {
    route: 'POST /api/volunteer/register/phone',
    case: "volunteer A's mailed key naming volunteer B's id (forged secret)",
    run: async (w) => {
      const forged = `${w.volunteerB.id}.${w.volunteerA.key.split('.')[1]}`;
      refused(await w.api.post('/api/volunteer/register/phone', { emailToken: w.volunteerB.email, phoneNumber: '0711111111' }, { headers: { tokenKey: forged } }), 401);
    },
  },
  {
    route: 'POST /api/volunteer/verify/phone',
    case: "volunteer A's session with volunteer B's e-mail",
    run: async (w) => {
      refused(await w.api.post('/api/volunteer/verify/phone', { emailToken: w.volunteerB.email, phoneToken: '123456' }, { token: w.volunteerA.token }), 403);
      expect((await bioOf(w, w.volunteerB)).phoneNumber).toBe(w.volunteerB.phone);
    },
  },
  {
    route: 'POST /api/user/changePassword',
    case: "volunteer A changes volunteer B's password (B's id, B's password)",
    run: async (w) => {
      const body = { id: w.volunteerB.id, oldPassword: w.volunteerB.password, newPassword1: 'taken-over-1', newPassword2: 'taken-over-1' };
      refused(await w.api.post('/api/user/changePassword', body, { token: w.volunteerA.token }), 403);
      refused(await w.api.post('/api/user/changePassword', { ...body, id: w.vioB.id }, { token: w.vioA.token }), 403);
      await stillLogsIn(w, w.volunteerB);
      await stillLogsIn(w, w.vioB);
    },
  },
  {
    route: 'POST /api/user/terminate/',
    case: "volunteer A closes an account with volunteer B's password",
    run: async (w) => {
      refused(await w.api.post('/api/user/terminate/', { password: w.volunteerB.password }, { token: w.volunteerA.token }), 400);
      await stillLogsIn(w, w.volunteerA);
      await stillLogsIn(w, w.volunteerB);
    },
  },
  {
    route: 'POST /api/volunteer/bio/submit',
    case: "volunteer A claims volunteer B's NIC in its bio",
    run: async (w) => {
      refused(await w.api.post('/api/volunteer/bio/submit', validBio({ nic: w.volunteerB.nic }), { token: w.volunteerA.token }), 400);
      expect((await bioOf(w, w.volunteerB)).bio).toMatchObject({ nic: w.volunteerB.nic });
      expect((await bioOf(w, w.volunteerA)).bio).toMatchObject({ nic: w.volunteerA.nic });
    },
  },
  {
    route: 'POST /api/volunteer/bio/draft',
    case: "volunteer A sends a draft with volunteer B's NIC (A's bio is saved: drafts are refused, B's bio stays)",
    run: async (w) => {
      refused(await w.api.post('/api/volunteer/bio/draft', validBioDraft(['general'], { nic: w.volunteerB.nic }), { token: w.volunteerA.token }), 400);
      expect(await bioOf(w, w.volunteerB)).toMatchObject({ bio: { nic: w.volunteerB.nic }, draft: null });
      expect(await bioOf(w, w.volunteerA)).toMatchObject({ bio: { nic: w.volunteerA.nic }, draft: null });
    },
  },
  {
    route: 'GET /api/volunteer/bio/get',
    case: "volunteer A reads \"mine\": A's own account, never B's",
    run: async (w) => {
      const mine = await bioOf(w, w.volunteerA);
      expect(mine).toMatchObject({ email: w.volunteerA.email });
      expect(JSON.stringify(mine)).not.toContain(w.volunteerB.email);
    },
  },
  {
    route: 'GET /api/volunteer/account',
    case: "volunteer A reads \"mine\": A's own account, never B's",
    run: async (w) => {
      const r = await w.api.get('/api/volunteer/account', w.volunteerA.token);
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain(w.volunteerB.email);
      expect(JSON.stringify(r.body)).not.toContain(w.volunteerB.id);
    },
  },
  {
    route: 'GET /api/volunteer/referee/information',
    case: "volunteer A reads \"mine\": A's referee, never B's",
    run: async (w) => {
      const r = await w.api.get('/api/volunteer/referee/information', w.volunteerA.token);
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).toContain(w.volunteerA.refereeEmail);
      expect(JSON.stringify(r.body)).not.toContain(w.volunteerB.refereeEmail);
    },
  },
  {
    route: 'POST /api/volunteer/referee/information',
    case: "volunteer A names a referee while B's stands: only A's own referee is concerned",
    run: async (w) => {
      refused(await w.api.post('/api/volunteer/referee/information', validReferee({ email: w.volunteerB.refereeEmail }), { token: w.volunteerA.token }), 400);
      const b = await w.api.get('/api/volunteer/referee/information', w.volunteerB.token);
      expect(JSON.stringify(b.body)).toContain(w.volunteerB.refereeEmail);
    },
  },
  {
    route: 'GET /api/referee/:token',
    case: "volunteer B's referee id with volunteer A's referee secret",
    run: async (w) => {
      const forged = `${w.volunteerB.refereeToken.split('.')[0]}.${w.volunteerA.refereeToken.split('.')[1]}`;
      refused(await w.api.get(`/api/referee/${encodeURIComponent(forged)}`), 404, 400);
      expect((await w.api.get(`/api/referee/${encodeURIComponent(w.volunteerB.refereeToken)}`)).status).toBe(200);
    },
  },
  {
    route: 'POST /api/referee/review',
    case: "a review of volunteer B's referee with volunteer A's referee secret",
    run: async (w) => {
      const forged = `${w.volunteerB.refereeToken.split('.')[0]}.${w.volunteerA.refereeToken.split('.')[1]}`;
      refused(await w.api.post('/api/referee/review', { ...validReview(), refereeToken: forged }), 404, 400);
      const b = await w.api.get('/api/volunteer/referee/information', w.volunteerB.token);
      expect(JSON.stringify(b.body)).toContain('PENDING');
    },
  },
  {
    route: 'GET /api/volunteer/get/:id',
    case: "volunteer A and VIO A read volunteer B's public profile: no contact details",
    run: async (w) => {
      for (const token of [w.volunteerA.token, w.vioA.token, undefined]) {
        const r = await w.api.get(`/api/volunteer/get/${w.volunteerB.id}`, token);
        expect(r.status).toBe(200);
        expect(JSON.stringify(r.body)).not.toContain(w.volunteerB.email);
        expect(JSON.stringify(r.body)).not.toContain(w.volunteerB.phone);
      }
      // The check itself can fail: B sees its own contact details.
      expect(JSON.stringify((await w.api.get(`/api/volunteer/get/${w.volunteerB.id}`, w.volunteerB.token)).body)).toContain(w.volunteerB.email);
    },
  },
  {
    route: 'POST /api/asset/updateImage',
    case: "volunteer A changes its picture: volunteer B's picture stays",
    run: async (w) => {
      const other = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 200, b: 1 } } }).png().toBuffer();
      const url = await uploadPicture(w.url, w.volunteerA.token, other);
      expect((await w.api.post('/api/asset/updateImage', { imageURL: url }, { token: w.volunteerA.token })).status).toBe(201);
      expect((await bioOf(w, w.volunteerB)).imageURL).toBe(w.volunteerB.picture);
      expect((await bioOf(w, w.volunteerA)).imageURL).toBe(url);
    },
  },
  {
    route: 'PUT /api/vio/profile-complete/:type',
    case: "VIO A submits its profile: VIO B's profile stays",
    run: async (w) => {
      const body = { ...w.vioA.profile, addressLine1: 'Changed by A' };
      expect((await w.api.call('PUT', `/api/vio/profile-complete/${segmentOfVioType[w.vioA.type]}`, { body, token: w.vioA.token })).status).toBe(200);
      const b = await w.api.get(`/api/admin/vio/${w.vioB.id}`, w.coreToken);
      expect(JSON.stringify(b.body)).toContain('vio-b House');
      expect(JSON.stringify(b.body)).not.toContain('Changed by A');
    },
  },
  {
    route: 'GET /api/vio/profile',
    case: "VIO A reads \"mine\": A's own profile, never B's",
    run: async (w) => {
      const r = await w.api.get('/api/vio/profile', w.vioA.token);
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ id: w.vioA.id });
      expect(JSON.stringify(r.body)).not.toContain(w.vioB.email);
    },
  },
  {
    route: 'GET /api/vio/public-view/:id',
    case: "VIO A reads VIO B's public profile: only public parts; an unapproved VIO is not public",
    run: async (w) => {
      const r = await w.api.get(`/api/vio/public-view/${w.vioB.id}`, w.vioA.token);
      expect(r.status).toBe(200);
      expect(JSON.stringify(r.body)).not.toContain(w.vioB.profile.managerEmail);
      expect(JSON.stringify(r.body)).not.toContain(w.vioB.profile.coordinatorEmail);
      expect(JSON.stringify(r.body)).toContain('vio-b House');
      expect((await w.api.get(`/api/vio/public-view/${w.vioA.id}`, w.vioB.token)).status).toBe(404);
    },
  },
  {
    route: 'PUT /api/admin/details',
    case: "admin A edits \"mine\": admin B's details stay",
    run: async (w) => {
      expect((await w.api.call('PUT', '/api/admin/details', { body: { name: 'Changed By A', bio: 'Changed by admin A' }, token: w.adminA.token })).status).toBe(200);
      const b = await w.api.get('/api/admin/details', w.adminB.token);
      expect(b.body).toMatchObject({ id: w.adminB.id, email: w.adminB.email });
      expect(b.body.name).not.toBe('Changed By A');
    },
  },
  {
    route: 'GET /api/admin/details',
    case: "admin A reads \"mine\": A's own details, never B's",
    run: async (w) => {
      const a = await w.api.get('/api/admin/details', w.adminA.token);
      expect(a.body).toMatchObject({ id: w.adminA.id, email: w.adminA.email });
    },
  },
  {
    route: 'POST /api/admin/change-password',
    case: "admin A with admin B's password: refused; B still logs in",
    run: async (w) => {
      refused(await w.api.post('/api/admin/change-password', { oldPassword: w.adminB.password, newPassword: 'taken-over-1' }, { token: w.adminA.token }), 400);
      await stillLogsIn(w, w.adminB);
      await stillLogsIn(w, w.adminA);
    },
  },
  {
    route: 'DELETE /api/admin/:id',
    case: 'admin A (not core) removes admin B',
    run: async (w) => {
      refused(await w.api.call('DELETE', `/api/admin/${w.adminB.id}`, { token: w.adminA.token }), 403);
      await stillLogsIn(w, w.adminB);
    },
  },
  {
    route: 'GET /api/admin/verify/:token',
    case: "admin B's invitation id with a forged secret",
    run: async (w) => {
      refused(await w.api.get(`/api/admin/verify/${encodeURIComponent(`${w.adminB.id}.forged`)}`), 400, 404);
    },
  },
  {
    route: 'GET /api/admin/volunteer/:id',
    case: "a VIO-reviewing admin reads volunteer B's details: refused (wrong permission)",
    run: async (w) => {
      refused(await w.api.get(`/api/admin/volunteer/${w.volunteerB.id}`, w.adminA.token), 403);
      refused(await w.api.get(`/api/admin/volunteer/${w.volunteerB.id}`, w.volunteerA.token), 403);
    },
  },
  {
    route: 'GET /api/admin/vio/:id',
    case: "VIO A reads VIO B's admin view: refused",
    run: async (w) => {
      refused(await w.api.get(`/api/admin/vio/${w.vioB.id}`, w.vioA.token), 403);
    },
  },
  {
    route: 'GET /api/admin/user/suspend/:id',
    case: "volunteer A reads volunteer B's suspension: refused",
    run: async (w) => {
      refused(await w.api.get(`/api/admin/user/suspend/${w.volunteerB.id}`, w.volunteerA.token), 403);
    },
  },
  {
    route: 'GET /api/admin/user/standing/:id',
    case: "VIO A reads VIO B's standing: refused",
    run: async (w) => {
      refused(await w.api.get(`/api/admin/user/standing/${w.vioB.id}`, w.vioA.token), 403);
    },
  },
  {
    route: 'DELETE /api/admin/user/terminate/:id',
    case: 'volunteer A terminates volunteer B, VIO A terminates VIO B: refused, both still log in',
    run: async (w) => {
      refused(await w.api.call('DELETE', `/api/admin/user/terminate/${w.volunteerB.id}`, { token: w.volunteerA.token }), 403);
      refused(await w.api.call('DELETE', `/api/admin/user/terminate/${w.vioB.id}`, { token: w.vioA.token }), 403);
      await stillLogsIn(w, w.volunteerB);
      await stillLogsIn(w, w.vioB);
    },
  },
  // ── opportunities: VIO C (approved) acts on VIO B's; VIO B's own call succeeds, so each check can fail ──
  {
    route: 'PUT /api/opportunity/update/:id',
    case: "VIO C edits VIO B's opportunity: refused; B's title and status stay",
    run: async (w) => {
      const { formal } = w.opportunities;
      refused(await w.api.call('PUT', `/api/opportunity/update/${formal}`, { body: validOpportunity({ title: 'Taken over by C' }), token: w.vioC.token }), 403);
      expect((await opportunityOf(w, formal)).body).toMatchObject({ title: validOpportunity().title, status: 'APPROVED', vioId: w.vioB.id });
    },
  },
  {
    route: 'PUT /api/opportunity/complete/:id',
    case: "VIO C completes VIO B's opportunity: refused; it stays approved",
    run: async (w) => {
      const { formal } = w.opportunities;
      refused(await w.api.call('PUT', `/api/opportunity/complete/${formal}`, { token: w.vioC.token }), 403);
      expect((await opportunityOf(w, formal)).body).toMatchObject({ status: 'APPROVED' });
    },
  },
  {
    route: 'DELETE /api/opportunity/delete/:id',
    case: "VIO C deletes VIO B's opportunity: refused; it is still there",
    run: async (w) => {
      const { formal } = w.opportunities;
      refused(await w.api.call('DELETE', `/api/opportunity/delete/${formal}`, { token: w.vioC.token }), 403);
      const still = await opportunityOf(w, formal);
      expect(still.status).toBe(200);
      expect(still.body).toMatchObject({ status: 'APPROVED' });
    },
  },
  {
    route: 'POST /api/vio/opportunity/draft',
    case: "VIO C saves over VIO B's draft (its id in the body): refused; B's draft stays",
    run: async (w) => {
      const id = await draftOfB(w);
      refused(await w.api.post('/api/vio/opportunity/draft', { id, title: 'Taken over by C' }, { token: w.vioC.token }), 403);
      await draftStays(w, id);
    },
  },
  {
    route: 'POST /api/vio/opportunity/draft/:id/submit',
    case: "VIO C submits VIO B's draft: refused; it stays B's draft, never reaching the admins",
    run: async (w) => {
      const id = await draftOfB(w);
      refused(await w.api.post(`/api/vio/opportunity/draft/${id}/submit`, validOpportunity({ title: 'Taken over by C' }), { token: w.vioC.token }), 403);
      await draftStays(w, id);
    },
  },
  {
    route: 'DELETE /api/vio/opportunity/draft/:id',
    case: "VIO C deletes VIO B's draft: refused; it is still there",
    run: async (w) => {
      const id = await draftOfB(w);
      refused(await w.api.call('DELETE', `/api/vio/opportunity/draft/${id}`, { token: w.vioC.token }), 403);
      await draftStays(w, id);
    },
  },
  {
    route: 'GET /api/vio/opportunity/draft/:id',
    case: "VIO C reads VIO B's draft: not found, nothing of it shown (B reads it)",
    run: async (w) => {
      const id = await draftOfB(w);
      const c = await w.api.get(`/api/vio/opportunity/draft/${id}`, w.vioC.token);
      refused(c, 404);
      expect(JSON.stringify(c.body)).not.toContain(DRAFT_TITLE);
      await draftStays(w, id);
    },
  },
  {
    route: 'PUT /api/nonformal-opportunity/vio/:id',
    case: "VIO C edits VIO B's non-formal opportunity: refused; B's title stays",
    run: async (w) => {
      const { nonFormal } = w.opportunities;
      refused(await w.api.call('PUT', `/api/nonformal-opportunity/vio/${nonFormal}`, { body: validNonFormal({ title: 'Taken over by C' }), token: w.vioC.token }), 403);
      const b = await w.api.get(`/api/nonformal-opportunity/get/${nonFormal}`, w.vioB.token);
      expect(b.status).toBe(200);
      expect(b.body).toMatchObject({ title: validNonFormal().title, vioId: w.vioB.id });
    },
  },
  {
    route: 'GET /api/nonformal-opportunity/get/:id',
    case: "VIO C reads VIO B's non-formal opportunity: not found (B reads it)",
    run: async (w) => {
      const { nonFormal } = w.opportunities;
      const c = await w.api.get(`/api/nonformal-opportunity/get/${nonFormal}`, w.vioC.token);
      refused(c, 404);
      expect(JSON.stringify(c.body)).not.toContain(validNonFormal().title);
      expect((await w.api.get(`/api/nonformal-opportunity/get/${nonFormal}`, w.vioB.token)).status).toBe(200);
    },
  },
  {
    route: 'GET /api/sharedOpportunity/candidates/:id',
    case: "VIO C lists share candidates of VIO B's opportunity: not found (B lists them)",
    run: async (w) => {
      const { formal } = w.opportunities;
      refused(await w.api.get(`/api/sharedOpportunity/candidates/${formal}`, w.vioC.token), 404);
      const b = await w.api.get(`/api/sharedOpportunity/candidates/${formal}`, w.vioB.token);
      expect(b.status).toBe(200);
      expect((b.body as { id: string }[]).map((v) => v.id)).toContain(w.vioC.id);
    },
  },
  {
    route: 'GET /api/opportunity/filtered-volunteers/:id',
    case: "VIO C lists the applicants of VIO B's opportunity: refused, no names (B sees them)",
    run: async (w) => {
      const { formal, volunteerD } = w.opportunities;
      const c = await w.api.get(`/api/opportunity/filtered-volunteers/${formal}`, w.vioC.token);
      refused(c, 403);
      expect(JSON.stringify(c.body)).not.toContain(volunteerD.id);
      expect(JSON.stringify((await applicantsOf(w)).map((a) => a.volunteerId))).toContain(volunteerD.id);
    },
  },
  // ── applications named in the body ──
  {
    route: 'POST /api/vio/opportunity/apply/review',
    case: "VIO C approves an applicant of VIO B's opportunity: refused; the application stays SELECTED",
    run: async (w) => {
      const { applicationC } = w.opportunities;
      refused(await w.api.post('/api/vio/opportunity/apply/review', { applicationId: applicationC, approve: true }, { token: w.vioC.token }), 403);
      refused(await w.api.post('/api/vio/opportunity/apply/review', { applicationId: applicationC, approve: false }, { token: w.vioC.token }), 403);
      expect((await applicantsOf(w)).find((a) => a.applicationId === applicationC)).toMatchObject({ status: 'SELECTED' });
    },
  },
  {
    route: 'POST /api/opportunity/withdraw',
    case: "volunteer C withdraws volunteer D's application: refused; D stays APPROVED and keeps the place",
    run: async (w) => {
      const { applicationD, volunteerC, volunteerD } = w.opportunities;
      refused(await w.api.post('/api/opportunity/withdraw', { applicationId: applicationD }, { token: volunteerC.token }), 403);
      expect((await applicantsOf(w)).find((a) => a.applicationId === applicationD)).toMatchObject({ status: 'APPROVED' });
      const mine = await w.api.get('/api/opportunity/userOpportunities?type=ALL', volunteerD.token);
      expect(mine.body.find((a: { applicationId: string }) => a.applicationId === applicationD)).toMatchObject({ status: 'APPROVED' });
    },
  },
  ...(['accept', 'decline'] as const).map((answer) => ({
    route: `POST /api/opportunity/waitlist/${answer}`,
    case: `volunteer C tries to ${answer} the place of volunteer D's application: refused; D's application is as it was`,
    run: async (w: World) => {
      const { applicationD, volunteerC, volunteerD } = w.opportunities;
      refused(await w.api.post(`/api/opportunity/waitlist/${answer}`, { applicationId: applicationD }, { token: volunteerC.token }), 403);
      const mine = await w.api.get('/api/opportunity/userOpportunities?type=ALL', volunteerD.token);
      expect(mine.body.find((a: { applicationId: string }) => a.applicationId === applicationD)).toMatchObject({ status: 'APPROVED', waitlist: null });
    },
  })),
  {
    route: 'GET /api/vio/opportunity/waitlist/:id',
    case: "VIO C lists the waitlist of VIO B's opportunity: refused (B sees it)",
    run: async (w) => {
      const { formal } = w.opportunities;
      refused(await w.api.get(`/api/vio/opportunity/waitlist/${formal}`, w.vioC.token), 403);
      expect((await w.api.get(`/api/vio/opportunity/waitlist/${formal}`, w.vioB.token)).status).toBe(200);
    },
  },
  {
    route: 'POST /api/agreement/confirm/volunteer',
    case: "volunteer C confirms volunteer D's agreement: refused; D's agreement stays open and unconfirmed",
    run: async (w) => {
      const { formal, volunteerC, volunteerD } = w.opportunities;
      const ids = { volunteerId: volunteerD.id, opportunityId: formal, vioId: w.vioB.id };
      refused(await w.api.post('/api/agreement/confirm/volunteer', ids, { token: volunteerC.token }), 403, 404);
      const d = await w.api.get(`/api/agreement/fetch/volunteer?${new URLSearchParams(ids)}`, volunteerD.token);
      expect(d.status).toBe(200);
      expect(d.body).toMatchObject({ status: 'APPROVED', open: true, agreement: { volunteer: false } });
      // C cannot read D's agreement either.
      refused(await w.api.get(`/api/agreement/fetch/volunteer?${new URLSearchParams(ids)}`, volunteerC.token), 403, 404);
    },
  },
  {
    route: 'POST /api/agreement/confirm/vio',
    case: "VIO C confirms the agreement of an applicant of VIO B's opportunity: refused; it stays unconfirmed",
    run: async (w) => {
      const { formal, volunteerD } = w.opportunities;
      const ids = { volunteerId: volunteerD.id, opportunityId: formal, vioId: w.vioB.id };
      refused(await w.api.post('/api/agreement/confirm/vio', ids, { token: w.vioC.token }), 403, 404);
      refused(await w.api.post('/api/agreement/confirm/vio', { ...ids, vioId: w.vioC.id }, { token: w.vioC.token }), 403, 404);
      const b = await w.api.get(`/api/agreement/fetch/vio?${new URLSearchParams(ids)}`, w.vioB.token);
      expect(b.status).toBe(200);
      expect(b.body).toMatchObject({ open: true, agreement: { vio: false } });
    },
  },
  {
    route: 'POST /api/feedback/submit/volunteer',
    case: "volunteer C gives feedback as volunteer D on D's application: refused; D has given none",
    run: async (w) => {
      const { formal, volunteerC, volunteerD } = w.opportunities;
      const body = { volunteer: volunteerD.id, opportunity: formal, vio: { id: w.vioB.id }, feedback: volunteerFeedback() };
      // Only an ownership refusal passes: without the check this would be 400 (the opportunity is not completed).
      refused(await w.api.post('/api/feedback/submit/volunteer', body, { token: volunteerC.token }), 403, 404);
      const ids = { volunteerId: volunteerD.id, opportunityId: formal, vioId: w.vioB.id };
      const d = await w.api.get(`/api/feedback/fetch/volunteer?${new URLSearchParams(ids)}`, volunteerD.token);
      expect(d.status).toBe(200);
      expect(d.body).toMatchObject({ alreadySubmitted: false });
    },
  },
  {
    route: 'POST /api/feedback/submit/vio',
    case: "VIO C rates volunteer D on VIO B's opportunity: refused; VIO B has given none",
    run: async (w) => {
      const { formal, volunteerD } = w.opportunities;
      const feedback = { review: 'Taken over by C', recommend: false, hours: 1, ...Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, 1])) };
      for (const vio of [w.vioB.id, w.vioC.id]) {
        refused(await w.api.post('/api/feedback/submit/vio', { volunteer: volunteerD.id, opportunity: formal, vio: { id: vio }, feedback }, { token: w.vioC.token }), 403, 404);
      }
      const ids = { volunteerId: volunteerD.id, opportunityId: formal, vioId: w.vioB.id };
      const b = await w.api.get(`/api/feedback/fetch/vio?${new URLSearchParams(ids)}`, w.vioB.token);
      expect(b.status).toBe(200);
      expect(b.body).toMatchObject({ alreadySubmitted: false });
    },
  },
  // ---- Organisations (issue 9): VIO C acts on VIO B's members and sub-VIOs; volunteers on each other's pairs ----
  {
    route: 'GET /api/vio/get-org-volunteers-subvio/:subvioId',
    case: "VIO C reads the assignment table of VIO B's sub-VIO, and assigns to it: refused; VIO B's assignment stays",
    run: async (w) => {
      const { subvioId, member } = await subVioOfB(w);
      refused(await w.api.get(`/api/vio/get-org-volunteers-subvio/${subvioId}`, w.vioC.token), 404);
      refused(await w.api.post('/api/org/subvio/unassign', { volunteerId: member, subVioId: subvioId }, { token: w.vioC.token }), 404);
      refused(await w.api.call('DELETE', `/api/subvio/delete?subvioId=${subvioId}`, { token: w.vioC.token }), 404);
      const table = await w.api.get(`/api/vio/get-org-volunteers-subvio/${subvioId}`, w.vioB.token);
      expect(table.body.content).toContainEqual(expect.objectContaining({ volunteerId: member, assigned: true }));
      expect(((await w.api.get('/api/subvio/viewSubvios', w.vioC.token)).body as { subvioId: string }[]).map((s) => s.subvioId)).not.toContain(subvioId);
    },
  },
  {
    route: 'GET /api/vio/:id',
    case: "VIO C reads VIO A (not approved) and VIO B's e-mail: not found, and no e-mail",
    run: async (w) => {
      refused(await w.api.get(`/api/vio/${w.vioA.id}`, w.vioC.token), 404);
      const b = await w.api.get(`/api/vio/${w.vioB.id}`, w.vioC.token);
      expect(b.status).toBe(200);
      expect(b.body.email).toBeNull();
    },
  },
  {
    route: 'POST /api/org/volunteer/review',
    case: "VIO C accepts volunteer D's request to VIO B, and volunteer C withdraws it: refused; it stays requested",
    run: async (w) => {
      const volunteer = w.opportunities.volunteerD;
      await w.api.post('/api/org/vio/request', { vioId: w.vioB.id, request: true }, { token: volunteer.token });
      refused(await w.api.post('/api/org/volunteer/review', { volunteerId: volunteer.id, accept: true }, { token: w.vioC.token }), 409);
      refused(await w.api.post('/api/org/volunteer/remove', { volunteerId: volunteer.id }, { token: w.vioC.token }), 409);
      refused(await w.api.post('/api/org/vio/request', { vioId: w.vioB.id, request: false }, { token: w.opportunities.volunteerC.token }), 409);
      const requests = (await w.api.get('/api/org/volunteer/list/requested', w.vioB.token)).body as { volunteerId: string; state: string }[];
      expect(requests).toContainEqual(expect.objectContaining({ volunteerId: volunteer.id, state: 'requested' }));
    },
  },
];

/**
 * Routes with a path parameter that need no object-level row, and why. A new route with a parameter must be
 * given a row above or a reason here (or point to the HTTP test that checks another subject's object).
 */
export const objectExempt: Record<string, string> = {
  'GET /api/certificate/:id/pdf':
    "the matrix's world has no confirmed hours to certify: another volunteer and an organisation are refused 403, the owner and an admin get the PDF in command-api/src/certificate/certificate.api.test.ts (\"downloads as a PDF for its volunteer and for an admin…\")",
  'GET /api/certificate/verify/:id':
    'public by design: the unguessable id (128 random bits) printed on the certificate is the capability; a revoked or erased one answers no personal data (command-api/src/certificate/certificate.api.test.ts)',
  'GET /api/org/vio/list/:type': "the parameter is a filter (all, requested, joined), not an object: the list is the signed-in volunteer's own (command-api/src/organisation/organisation.api.test.ts)",
  'GET /api/org/volunteer/list/:type': "the parameter is a filter (all, requested, joined), not an object: the list is the signed-in VIO's own (command-api/src/organisation/organisation.api.test.ts)",
  'GET /api/asset/file/:name': 'pictures are public, content-addressed files: the name is the hash of the bytes, not an owner',
  'GET /api/opportunity/list/:status':
    'the parameter is a status, not an object of someone: the list is for admins with APPROVE_OPPORTUNITIES or CONFIRM_VOLUNTEERS; others are refused in command-api/src/opportunity/opportunity.api.test.ts ("admins without APPROVE_OPPORTUNITIES or CONFIRM_VOLUNTEERS, VIOs and volunteers cannot list by status")',
  'GET /api/opportunity/get/:id':
    'an approved or completed opportunity is public; one awaiting review or rejected is answered 404 to other VIOs and the public, checked in command-api/src/opportunity/opportunity.api.test.ts ("is hidden from the public and from other VIOs until approved")',
  'PUT /api/nonformal-opportunity/admin/approve/:id/:flag':
    'any admin holding APPROVE_OPPORTUNITIES may review any non-formal opportunity (no owner among admins); VIOs and other admins are refused by the role matrix, the review itself in command-api/src/opportunity/opportunity.api.test.ts ("a VIO reports one; only it and admins see it…")',
  // Content and complaints (issue 11): the objects are the platform's own public content, managed by any admin
  // (or core admin for documents); no admin owns an item, and the role rows refuse everyone else.
  'PUT /api/news/admin/archive/:id': 'news items belong to the platform, not to one admin: any admin may archive any item (command-api/src/content/content.api.test.ts "publishes, lists publicly, edits…", "refuses a volunteer")',
  'PUT /api/news/admin/:id': 'news items belong to the platform, not to one admin: any admin may edit any item (command-api/src/content/content.api.test.ts "publishes, lists publicly, edits…")',
  'DELETE /api/admin/story/delete/:id': 'stories are the platform\'s public content, managed by any admin (command-api/src/content/content.api.test.ts "adds with the default picture… deletes and shreds the texts")',
  'GET /api/admin/story/get/:id': 'stories are the platform\'s content (the landing shows them to anyone); any admin may open any for editing',
  'DELETE /api/admin/partner/delete/:id': 'partners are the platform\'s public content, managed by any admin (command-api/src/content/content.api.test.ts "needs a logo, then adds, renames and removes a partner")',
  'GET /api/admin/partner/get/:id': 'partners are the platform\'s content (the landing shows them to anyone); any admin may open any for editing',
  'PUT /api/document/:key/:language': 'the parameters name one of the twelve reference documents, not someone\'s object; core admins only (command-api/src/content/content.api.test.ts "reference documents")',
  'GET /api/document/file/:key/:language': 'reference documents are public (/aboutus links them for everyone)',
  'POST /api/complaint/resolve/:id': 'complaints are handled by the platform\'s admins, any of whom may resolve any complaint; complainants cannot call it (role rows; command-api/src/complaint/complaint.api.test.ts)',
  // Emergency (issue 10): emergency users are not in the matrix's world; another emergency user's opportunity is
  // answered 404 on every route, and the owner's stays untouched, in command-api/src/emergency/emergency.api.test.ts.
  'GET /api/emergency-login/opportunity/:id': 'another emergency user\'s opportunity is 404 (emergency.api.test.ts "creates, lists and shows an opportunity; another emergency user cannot see or touch it")',
  'GET /api/emergency-login/opportunity/list-volunteers/:id': 'another emergency user\'s opportunity is 404 (emergency.api.test.ts "creates, lists and shows an opportunity; another emergency user cannot see or touch it")',
  'GET /api/emergency-login/opportunity/pool-ids/:id': 'another emergency user\'s opportunity is 404 (query-api/src/emergency/call-out-lists.api.test.ts "when a value is unknown or the opportunity is another user\'s, then 400 naming the parameter, or 404")',
  'POST /api/emergency-login/opportunity/complete/:id': 'another emergency user\'s opportunity is 404 and stays OPEN (emergency.api.test.ts "creates, lists and shows an opportunity; another emergency user cannot see or touch it")',
  'DELETE /api/emergency-login/opportunity/:id': 'another emergency user\'s opportunity is 404 and stays listed for its owner (emergency.api.test.ts "creates, lists and shows an opportunity; another emergency user cannot see or touch it")',
  'GET /api/emergency-login/verify/:token': 'the parameter is the mailed invitation secret itself, not an object id: a wrong or used one is refused (emergency.api.test.ts "invites, mails the link, sets the password once…")',
  'GET /api/admin/history/:kind/:id':
    'auditors may read anyone: an admin holding AUDIT reads the history of any subject (no owner among admins); each view is recorded; admins without AUDIT are refused (command-api/src/admin/history/history.api.test.ts "refuses admins without AUDIT…")',
  'POST /api/admin/sinks/dead-letters/:id/retry':
    'a dead letter is delivery bookkeeping, owned by no subject: only core admins reach the route (the matrix), an unknown id is 404 (query-api/src/admin/sinks.api.test.ts)',
  'POST /api/admin/projections/parked/:id/retry':
    'a parked event is read-model bookkeeping, owned by no subject: only core admins reach the route (the matrix); a non-UUID id is 400, an unknown one 404 (query-api/src/admin/parked.api.test.ts)',
};
