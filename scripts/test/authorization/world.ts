import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { lkAdmin, segmentOfVioType, type VioType } from '@nvp/events';
import { validBio, validReferee, validReview } from '../../../command-api/src/volunteer/fixtures';
import { dayFromToday, validNonFormal, validOpportunity } from '../../../command-api/src/opportunity/fixtures';
import { validVioProfile } from '../../../command-api/src/vio/profile-fixtures';
import { ADMIN, type createClient } from '../harness';

/**
 * Real subjects for the object-level rows: two volunteers (bio, referee, picture), two VIOs (profiles, one
 * approved) and two administrators, made through the API as people would. Each row acts as one subject on
 * the other's resources.
 */
type Api = ReturnType<typeof createClient>;
type Reply = Awaited<ReturnType<Api['call']>>;

const must = (what: string, reply: Reply, status = 200) => {
  if (reply.status !== status) throw new Error(`object-level world: ${what} answered ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
};

/** The newest outbox text to `to` matching `pattern` (mail and SMS are sent by a projection: poll). */
const fromOutbox = async (api: Api, to: string, pattern: RegExp, channel: 'email' | 'sms' = 'email') => {
  for (let i = 0; i < 200; i++) {
    const outbox = (await api.get('/api/dev/outbox?limit=500')).body as { to: string; channel: string; text: string }[];
    const match = outbox.filter((m) => m.to === to && m.channel === channel).map((m) => pattern.exec(m.text)).find(Boolean);
    if (match) return decodeURIComponent(match[1]);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`object-level world: no ${channel} to ${to} matching ${pattern}`);
};

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const uniqueNic = () => `1991${String(Date.now() % 1e6).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
const uniquePhone = () => `07${String(Date.now() % 1e7).padStart(7, '0')}${counter++ % 10}`;

/** A small PNG of one colour (two subjects get two different files). */
const png = (red: number) => sharp({ create: { width: 8, height: 8, channels: 3, background: { r: red, g: 40, b: 90 } } }).png().toBuffer();

export const uploadPicture = async (url: string, token: string, bytes: Buffer) => {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${url}/api/asset/image`, { method: 'PUT', headers: { token }, body: form });
  const body = (await response.json()) as { url: string }[];
  if (response.status !== 200) throw new Error(`object-level world: upload answered ${response.status}`);
  return body[0].url;
};

const newVolunteer = async (api: Api, url: string, label: string, red: number) => {
  const password = `pass-${label}-${unique()}`;
  const email = `${label}.${unique()}@example.lk`;
  const nic = uniqueNic();
  const registered = must(`register ${label}`, await api.post('/api/volunteer/register/email', { firstName: 'Object', lastName: label, nic, email, password }));
  const key = await fromOutbox(api, email, /\/verifyEmail\/(\S+)/);
  must(`verify ${label}`, await api.post('/api/volunteer/verify/email', { emailToken: key }));
  const phone = uniquePhone();
  must(`phone ${label}`, await api.post('/api/volunteer/register/phone', { emailToken: email, phoneNumber: phone }, { headers: { tokenKey: key } }));
  const code = await fromOutbox(api, phone, /\b(\d{6})\b/, 'sms');
  must(`phone code ${label}`, await api.post('/api/volunteer/verify/phone', { emailToken: email, phoneToken: code }, { headers: { tokenKey: key } }));
  let token = await api.login(email, password);
  token = must(`bio ${label}`, await api.post('/api/volunteer/bio/submit', validBio({ nic }), { token })).token;
  const refereeEmail = `referee.${label}.${unique()}@example.lk`;
  token = must(`referee ${label}`, await api.post('/api/volunteer/referee/information', validReferee({ email: refereeEmail }), { token })).token;
  const refereeToken = await fromOutbox(api, refereeEmail, /\/refereeFeedback\/(\S+)/);
  const picture = await uploadPicture(url, token, await png(red));
  must(`picture ${label}`, await api.post('/api/asset/updateImage', { imageURL: picture }, { token }), 201);
  return { id: registered.id as string, email, nic, phone, password, key, token, refereeEmail, refereeToken, picture };
};

const newVio = async (api: Api, label: string, type: VioType) => {
  const password = `pass-${label}-${unique()}`;
  const email = `${label}.${unique()}@example.lk`;
  const name = `Object ${label}`;
  const registered = must(`register ${label}`, await api.post('/api/vio/registration/register', { name, email, password, type, description: name }));
  const key = await fromOutbox(api, email, /\/verifyVioEmail\/(\S+)/);
  must(`verify ${label}`, await api.post('/api/vio/email-verification', { emailToken: key }));
  const district = lkAdmin.districts()[0].name;
  const divisionalSecretariat = lkAdmin.divisionalSecretariats(district)[0].name;
  const location = { district, divisionalSecretariat, gnDivision: lkAdmin.gnDivisions(divisionalSecretariat, district)[0].name };
  const profile = validVioProfile(type, location, { addressLine1: `${label} House`, managerEmail: `manager.${label}@example.lk`, coordinatorEmail: `coordinator.${label}@example.lk` });
  const token = await api.login(email, password);
  must(`profile ${label}`, await api.call('PUT', `/api/vio/profile-complete/${segmentOfVioType[type]}`, { body: profile, token }));
  return { id: registered.id as string, email, password, name, type, profile, token: await api.login(email, password) };
};

const newAdmin = async (api: Api, coreToken: string) => {
  const email = `admin.${unique()}@example.lk`;
  const password = `admin-pass-${unique()}`;
  const invited = must('invite admin', await api.post('/api/admin/invite', { email, adminPermissions: ['VERIFY_VIOS'] }, { token: coreToken }));
  const secret = await fromOutbox(api, email, /\/admin\/verify\/(\S+)/);
  must('register admin', await api.post('/api/admin/register', { token: secret, name: 'Object Admin', password }));
  return { id: invited.id as string, email, password, token: await api.login(email, password) };
};

/** A volunteer made FULLY_REGISTERED as people would: its referee answers, an admin approves; logged in again. */
const approvedVolunteer = async (api: Api, url: string, coreToken: string, label: string, red: number) => {
  const v = await newVolunteer(api, url, label, red);
  must(`referee review ${label}`, await api.post('/api/referee/review', { ...validReview(), refereeToken: v.refereeToken }));
  must(`approve ${label}`, await api.post('/api/admin/volunteer/approve', { id: v.id, approve: true }, { token: coreToken }));
  return { ...v, token: await api.login(v.email, v.password) };
};

/** The first Saturday at least 8 days from today (the valid opportunity starts in 7 days, on weekends). */
const nextSaturday = () => {
  for (let i = 8; ; i++) if (new Date(`${dayFromToday(i)}T00:00:00Z`).getUTCDay() === 6) return dayFromToday(i);
};

/**
 * VIO B's objects for the opportunity and application rows: an approved formal opportunity with two applicants
 * (C's application selected by an admin, D's approved by VIO B as well), and a non-formal one awaiting review.
 */
const opportunitiesOf = async (api: Api, url: string, coreToken: string, owner: { token: string }) => {
  const formal = must('create opportunity', await api.post('/api/vio/create-opportunity', validOpportunity({ noOfVolunteers: 3 }), { token: owner.token })).id as string;
  must('approve opportunity', await api.post('/api/admin/opportunity/review', { id: formal, approve: true }, { token: coreToken }));
  const nonFormal = must('create non-formal', await api.post('/api/nonformal-opportunity/vio/create', validNonFormal(), { token: owner.token })).id as string;
  const volunteerC = await approvedVolunteer(api, url, coreToken, 'volunteer-c', 120);
  const volunteerD = await approvedVolunteer(api, url, coreToken, 'volunteer-d', 60);
  const applicationOf = async (v: { token: string }, label: string) =>
    must(`apply ${label}`, await api.post('/api/opportunity/apply', { opportunityId: formal, dates: [nextSaturday()] }, { token: v.token })).id as string;
  const applicationC = await applicationOf(volunteerC, 'C');
  const applicationD = await applicationOf(volunteerD, 'D');
  for (const applicationId of [applicationC, applicationD]) {
    must('select applicant', await api.post('/api/admin/opportunity/apply/review', { applicationId, approve: true }, { token: coreToken }));
  }
  must('approve applicant D', await api.post('/api/vio/opportunity/apply/review', { applicationId: applicationD, approve: true }, { token: owner.token }));
  return { formal, nonFormal, volunteerC, volunteerD, applicationC, applicationD };
};

export const buildWorld = async (api: Api, url: string) => {
  const coreToken = await api.login(ADMIN.email, ADMIN.password);
  const volunteerA = await newVolunteer(api, url, 'volunteer-a', 200);
  const volunteerB = await newVolunteer(api, url, 'volunteer-b', 20);
  const vioA = await newVio(api, 'vio-a', 'NONPROFIT');
  const vioB = await newVio(api, 'vio-b', 'NONPROFIT');
  must('approve vio B', await api.post('/api/admin/vio/verify', { id: vioB.id, approve: true }, { token: coreToken }));
  // Approval shows in a new session only.
  vioB.token = await api.login(vioB.email, vioB.password);
  // A second approved VIO, to act on VIO B's opportunities.
  const vioC = await newVio(api, 'vio-c', 'NONPROFIT');
  must('approve vio C', await api.post('/api/admin/vio/verify', { id: vioC.id, approve: true }, { token: coreToken }));
  vioC.token = await api.login(vioC.email, vioC.password);
  const opportunities = await opportunitiesOf(api, url, coreToken, vioB);
  const adminA = await newAdmin(api, coreToken);
  const adminB = await newAdmin(api, coreToken);
  return { api, url, coreToken, volunteerA, volunteerB, vioA, vioB, vioC, adminA, adminB, opportunities, unknownId: randomUUID() };
};
export type World = Awaited<ReturnType<typeof buildWorld>>;
