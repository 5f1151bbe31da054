/**
 * The journeys' way to set the stage through the real API: onboarding has journeys of its own, so a journey about
 * something else makes its approved volunteers and organisations with the calls a person makes, then drives the
 * browser. Every caller passes unique names (desktop and phone projects share one platform).
 */
import { lkAdmin } from '@nvp/events';
import { validBio, validReferee, validReview } from '../../command-api/src/volunteer/fixtures';
import { validVioProfile } from '../../command-api/src/vio/profile-fixtures';
import { awaitOutbox, BASE, sleep, unique } from './support';

export type Reply = { status: number; body: any };

export const call = async (method: string, route: string, body?: unknown, token?: string): Promise<Reply> => {
  const response = await fetch(`${BASE}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
};

/** The answer's body, or a failure naming the step. */
export const must = async (what: string, reply: Promise<Reply>) => {
  const r = await reply;
  if (r.status >= 300) throw new Error(`${what} failed (${r.status} ${JSON.stringify(r.body)})`);
  return r.body;
};

/** Retries until the answer is there (an anonymous read does not wait for the read models). */
export const eventually = async <T,>(what: string, attempt: () => Promise<T | undefined>) => {
  for (let i = 0; i < 40; i++) {
    const found = await attempt().catch(() => undefined);
    if (found !== undefined) return found;
    await sleep(500);
  }
  throw new Error(`${what}: not there after 20 s`);
};

export const login = async (email: string, password: string) =>
  (await must(`login ${email}`, call('POST', '/api/authenticate/login', { email, password }))).token as string;

export const decode = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

/** The first district, its first divisional secretariat and that one's first GN division, from the reference data. */
export const firstPlace = () => {
  const district = lkAdmin.districts()[0];
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  return { district: district.name, divisionalSecretariat: ds.name, gnDivision: lkAdmin.gnDivisions(ds.name, district.name)[0].name };
};

export type NewVolunteer = { firstName: string; lastName: string; nic: string; email: string; password: string; phone: string };

/** An approved volunteer, through the calls a person makes (as the demo data does). Answers its id. */
export const onboardVolunteer = async (admin: string, v: NewVolunteer) => {
  await must('register volunteer', call('POST', '/api/volunteer/register/email', v));
  const key = decodeURIComponent((await awaitOutbox(v.email, /\/verifyEmail\/(\S+)/, 'email'))[1]);
  await must('verify e-mail', call('POST', '/api/volunteer/verify/email', { emailToken: key }));
  // The mailed key proves the account for the phone step (an e-mail address alone does not).
  await must('send SMS code', call('POST', '/api/volunteer/register/phone', { emailToken: key, phoneNumber: v.phone }));
  const code = (await awaitOutbox(v.phone, /\b(\d{6})\b/, 'sms'))[1];
  await must('verify phone', call('POST', '/api/volunteer/verify/phone', { emailToken: key, phoneToken: code }));
  let token = await login(v.email, v.password);
  token = (await must('bio', call('POST', '/api/volunteer/bio/submit', validBio({ nic: v.nic, nameInNic: `${v.firstName} ${v.lastName}` }), token))).token;
  const refereeEmail = `referee.${unique()}@example.lk`;
  await must('referee', call('POST', '/api/volunteer/referee/information', validReferee({ email: refereeEmail }), token));
  const refereeToken = decodeURIComponent((await awaitOutbox(refereeEmail, /\/refereeFeedback\/(\S+)/, 'email'))[1]);
  await must('referee review', call('POST', '/api/referee/review', { refereeToken, ...validReview() }));
  const id = decode(token).id as string;
  await eventually('approve volunteer', async () => ((await call('POST', '/api/admin/volunteer/approve', { id, approve: true }, admin)).status < 300 ? true : undefined));
  return id;
};

/** An approved non-profit VIO. Answers its id and registration number. */
export const onboardVio = async (admin: string, o: { name: string; email: string; password: string }) => {
  const registered = await must('register VIO', call('POST', '/api/vio/registration/register', { ...o, type: 'NONPROFIT', description: o.name }));
  const link = (await awaitOutbox(o.email, /\/verifyVioEmail\/(\S+)/, 'email'))[1];
  await must('verify VIO e-mail', call('POST', '/api/vio/email-verification', { emailToken: decodeURIComponent(link) }));
  const token = await login(o.email, o.password);
  await must('VIO profile', call('PUT', '/api/vio/profile-complete/non-profit', validVioProfile('NONPROFIT', firstPlace()), token));
  await must('approve VIO', call('POST', '/api/admin/vio/verify', { id: registered.id, approve: true }, admin));
  return { id: registered.id as string, registrationNo: registered.registrationNo as string };
};
