import { lkAdmin, segmentOfVioType, type Pool } from '@nvp/events';
import { validBio, validReferee, validReview } from '../../command-api/src/volunteer/fixtures';
import { firstApplicableDay, validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { validVioProfile } from '../../command-api/src/vio/profile-fixtures';
import { runConcurrent } from './lib';
import { clientIp, request, type RequestInit } from './surge-load';

/**
 * The people of the mixed load, made through the API as people make themselves (links and codes read from the
 * development outbox): one approved VIO with approved formal opportunities, and approved volunteers who can apply.
 */

export interface WorldVolunteer {
  id: string;
  email: string;
  password: string;
  nic: string;
  token: string;
  ip: string;
}
export interface World {
  vioToken: string;
  opportunities: { id: string; dates: string[] }[];
  volunteers: WorldVolunteer[];
}

/** A person's identity from one number: NIC (new 12-digit form), mobile, e-mail. */
export const person = (label: string, i: number) => ({
  nic: `1990${String(10_000_000 + i).slice(-8)}`,
  phone: `07${String(10_000_000 + i).slice(-8)}`,
  email: `${label}-${i}@bench.lk`,
});

export const buildWorld = async (options: { base: string; pool: Pool; adminToken: string; volunteers: number; opportunities: number; firstIndex: number }): Promise<World> => {
  const { base, pool, adminToken } = options;
  const must = async (what: string, method: string, route: string, init: RequestInit = {}) => {
    const answer = await request(base, method, route, init);
    if (answer.status !== 200) throw new Error(`surge world: ${what} answered ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
  /** The newest mail or SMS to `to` matching `pattern` (the mail sink writes it soon after the command). */
  const fromOutbox = async (to: string, channel: 'email' | 'sms', pattern: RegExp) => {
    for (let i = 0; i < 600; i++) {
      const { rows } = await pool.query<{ body: string }>(`SELECT body FROM outbox WHERE recipient = $1 AND channel = $2 ORDER BY id DESC LIMIT 5`, [to, channel]);
      const match = rows.map((r) => pattern.exec(r.body)).find(Boolean);
      if (match) return decodeURIComponent(match[1]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`surge world: no ${channel} to ${to} matching ${pattern}`);
  };
  const login = async (email: string, password: string, ip: string) => (await must(`login ${email}`, 'POST', '/api/authenticate/login', { body: { email, password }, ip })).token as string;

  // The VIO.
  const vioIp = clientIp(options.firstIndex);
  const vio = { name: 'Bench Surge Society', email: 'vio@bench.lk', password: 'bench-vio-pass', type: 'NONPROFIT' as const };
  const registeredVio = await must('register VIO', 'POST', '/api/vio/registration/register', { body: { ...vio, description: vio.name }, ip: vioIp });
  await must('verify VIO', 'POST', '/api/vio/email-verification', { body: { emailToken: await fromOutbox(vio.email, 'email', /\/verifyVioEmail\/(\S+)/) }, ip: vioIp });
  const district = lkAdmin.districts()[0].name;
  const divisionalSecretariat = lkAdmin.divisionalSecretariats(district)[0].name;
  const place = { district, divisionalSecretariat, gnDivision: lkAdmin.gnDivisions(divisionalSecretariat, district)[0].name };
  let vioToken = await login(vio.email, vio.password, vioIp);
  await must('VIO profile', 'PUT', `/api/vio/profile-complete/${segmentOfVioType[vio.type]}`, { body: validVioProfile(vio.type, place), token: vioToken });
  await must('approve VIO', 'POST', '/api/admin/vio/verify', { body: { id: registeredVio.id, approve: true }, token: adminToken });
  vioToken = await login(vio.email, vio.password, vioIp);

  // Its opportunities, approved.
  const opportunities: World['opportunities'] = [];
  for (let k = 0; k < options.opportunities; k++) {
    const body = validOpportunity({ title: `Bench surge opportunity ${k}`, noOfVolunteers: 500 });
    const { id } = await must('post opportunity', 'POST', '/api/vio/create-opportunity', { body, token: vioToken });
    await must('approve opportunity', 'POST', '/api/admin/opportunity/review', { body: { id, approve: true }, token: adminToken });
    opportunities.push({ id, dates: [firstApplicableDay(body)] });
  }

  // Approved volunteers: e-mail, phone, bio, referee (who answers), the admin's approval; each from its own address.
  const volunteers: WorldVolunteer[] = [];
  await runConcurrent(options.volunteers, 8, async (n) => {
    const i = options.firstIndex + 1 + n;
    const ip = clientIp(i);
    const { nic, phone, email } = person('approved', i);
    const password = `bench-pass-${i}`;
    const { id } = await must('register', 'POST', '/api/volunteer/register/email', { body: { firstName: 'Bench', lastName: `Approved ${i}`, nic, email, password }, ip });
    const key = await fromOutbox(email, 'email', /\/verifyEmail\/(\S+)/);
    await must('verify e-mail', 'POST', '/api/volunteer/verify/email', { body: { emailToken: key }, ip });
    // The mailed key proves the account for binding the phone.
    await must('phone', 'POST', '/api/volunteer/register/phone', { body: { emailToken: email, phoneNumber: phone }, headers: { tokenKey: key }, ip });
    const code = await fromOutbox(phone, 'sms', /\b(\d{6})\b/);
    await must('phone code', 'POST', '/api/volunteer/verify/phone', { body: { emailToken: email, phoneToken: code }, headers: { tokenKey: key }, ip });
    let token = await login(email, password, ip);
    token = (await must('bio', 'POST', '/api/volunteer/bio/submit', { body: validBio({ nic }), token })).token;
    const refereeEmail = `referee-${i}@bench.lk`;
    await must('referee', 'POST', '/api/volunteer/referee/information', { body: validReferee({ email: refereeEmail }), token });
    const refereeToken = await fromOutbox(refereeEmail, 'email', /\/refereeFeedback\/(\S+)/);
    await must('referee review', 'POST', '/api/referee/review', { body: { ...validReview(), refereeToken }, ip: clientIp(i + 500_000) });
    await must('approve volunteer', 'POST', '/api/admin/volunteer/approve', { body: { id, approve: true }, token: adminToken });
    volunteers.push({ id, email, password, nic, token: await login(email, password, ip), ip });
  });
  return { vioToken, opportunities, volunteers };
};
