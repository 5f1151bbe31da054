import { expect } from 'vitest';
import sharp from 'sharp';
import { segmentOfVioType } from '@nvp/events';
import { validBio, validReferee, validReview } from '../../../command-api/src/volunteer/fixtures';
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

const bioOf = async (w: World, who: World['volunteerA']) => (await w.api.get('/api/volunteer/bio/get', who.token)).body;
const stillLogsIn = async (w: World, who: { email: string; password: string }) => {
  const r = await w.api.call('POST', '/api/authenticate/login', { body: { email: who.email, password: who.password } });
  expect(r.status, `${who.email} can still log in`).toBe(200);
};

export const objectRows: ObjectRow[] = [
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
];

/**
 * Routes with a path parameter that need no object-level row, and why. A new route with a parameter must be
 * given a row above or a reason here (or point to the HTTP test that checks another subject's object).
 */
export const objectExempt: Record<string, string> = {
  'GET /api/asset/file/:name': 'pictures are public, content-addressed files: the name is the hash of the bytes, not an owner',
};
