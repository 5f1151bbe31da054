import { lkAdmin, sriLankanToday, weekdayOf } from '@nvp/events';
import { validBio, validReferee, validReview } from '../command-api/src/volunteer/fixtures';
import { validVioProfile } from '../command-api/src/vio/profile-fixtures';
import { dayFromToday, validOpportunity } from '../command-api/src/opportunity/fixtures';
import type { StartedPlatform } from './platform';
import { loadDemoContent } from './demo-content';

/**
 * Accounts at each interesting point of onboarding, so a newcomer can look at every screen: an approved
 * volunteer and VIO, and a volunteer and a VIO waiting for an admin. Each goes through the same calls a
 * person would make (links and codes read from the dev outbox). Skipped when they already exist.
 */
export const demoAccounts = {
  volunteer: { firstName: 'Nimal', lastName: 'Perera', nic: '199512345678', email: 'volunteer@demo.lk', password: 'volunteer123', phone: '0771234567' },
  waitingVolunteer: { firstName: 'Kamala', lastName: 'Silva', nic: '199823456789', email: 'volunteer2@demo.lk', password: 'volunteer123', phone: '0772345678' },
  vio: { name: 'Sarvodaya Demo Society', email: 'vio@demo.lk', password: 'organisation123', type: 'NONPROFIT' },
  waitingVio: { name: 'Lanka Skills Demo Institute', email: 'vio2@demo.lk', password: 'organisation123', type: 'PRIVATEACADEMIA' },
} as const;

type Reply = { status: number; body: Record<string, any> };

export const loadDemoData = async (platform: StartedPlatform) => {
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> => {
    const response = await fetch(`${platform.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  };
  const must = async (what: string, reply: Promise<Reply>) => {
    const r = await reply;
    if (r.status >= 300) throw new Error(`demo data: ${what} failed (${r.status} ${JSON.stringify(r.body)})`);
    return r.body;
  };
  /** The newest outbox text to `to` matching `pattern` (mails and SMS are sent by a projection). */
  const fromOutbox = async (to: string, pattern: RegExp) => {
    await platform.projections.runner.caughtUp();
    const outbox = (await (await fetch(`${platform.url}/api/dev/outbox?limit=200`)).json()) as { to: string; text: string }[];
    const match = outbox.filter((m) => m.to.toLowerCase() === to.toLowerCase()).map((m) => pattern.exec(m.text)).find(Boolean);
    if (!match) throw new Error(`demo data: nothing for ${to} matching ${pattern} in the outbox`);
    return decodeURIComponent(match[1]);
  };
  const login = async (email: string, password: string) => (await must(`login ${email}`, call('POST', '/api/authenticate/login', { email, password }))).token as string;

  const first = await call('POST', '/api/volunteer/register/email', demoAccounts.volunteer);
  if (first.status !== 200) return; // loaded on an earlier start

  const place = (() => {
    const district = lkAdmin.districts()[0];
    const ds = lkAdmin.divisionalSecretariats(district.name)[0];
    return { district: district.name, divisionalSecretariat: ds.name, gnDivision: lkAdmin.gnDivisions(ds.name, district.name)[0].name };
  })();
  const admin = platform.config.adminEmail && platform.config.adminPassword ? await login(platform.config.adminEmail, platform.config.adminPassword) : undefined;

  const onboardVolunteer = async (v: (typeof demoAccounts)['volunteer' | 'waitingVolunteer'], approve: boolean) => {
    if (v !== demoAccounts.volunteer) await must('register volunteer', call('POST', '/api/volunteer/register/email', v));
    const link = await fromOutbox(v.email, /\/verifyEmail\/(\S+)/);
    await must('verify e-mail', call('POST', '/api/volunteer/verify/email', { emailToken: link }));
    // The mailed verification key proves the account for phone binding (an e-mail address alone does not).
    await must('send SMS code', call('POST', '/api/volunteer/register/phone', { emailToken: v.email, phoneNumber: v.phone }, { tokenKey: link }));
    const code = await fromOutbox(v.phone, /\b(\d{6})\b/);
    await must('verify phone', call('POST', '/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, { tokenKey: link }));
    let token = await login(v.email, v.password);
    token = (await must('bio', call('POST', '/api/volunteer/bio/submit', validBio({ nic: v.nic, nameInNic: `${v.firstName} ${v.lastName}` }), { token }))).token;
    const refereeEmail = `referee.of.${v.email}`;
    await must('referee', call('POST', '/api/volunteer/referee/information', validReferee({ email: refereeEmail }), { token }));
    const refereeToken = await fromOutbox(refereeEmail, /\/refereeFeedback\/(\S+)/);
    await must('referee review', call('POST', '/api/referee/review', { refereeToken, ...validReview() }));
    if (approve && admin) {
      await platform.projections.runner.caughtUp();
      const rows = (await must('find volunteer', call('GET', '/api/volunteer/listAdmin', undefined, { token: admin }))) as unknown as { id: string; email: string }[];
      const row = rows.find((r) => r.email === v.email);
      if (row) await must('approve volunteer', call('POST', '/api/admin/volunteer/approve', { id: row.id, approve: true }, { token: admin }));
    }
  };

  const onboardVio = async (o: (typeof demoAccounts)['vio' | 'waitingVio'], segment: string, approve: boolean) => {
    const registered = await must('register VIO', call('POST', '/api/vio/registration/register', { ...o, description: o.name }));
    const link = await fromOutbox(o.email, /\/verifyVioEmail\/(\S+)/);
    await must('verify VIO e-mail', call('POST', '/api/vio/email-verification', { emailToken: link }));
    const token = await login(o.email, o.password);
    await must('VIO profile', call('PUT', `/api/vio/profile-complete/${segment}`, validVioProfile(o.type, place), { token }));
    if (approve && admin) await must('approve VIO', call('POST', '/api/admin/vio/verify', { id: registered.id, approve: true }, { token: admin }));
  };

  await onboardVolunteer(demoAccounts.volunteer, true);
  await onboardVolunteer(demoAccounts.waitingVolunteer, false);
  await onboardVio(demoAccounts.vio, 'non-profit', true);
  await onboardVio(demoAccounts.waitingVio, 'private-acedemia', false);
  if (admin) await loadDemoContent(platform.url, call, admin);

  // Opportunities of the approved demo VIO, posted and reviewed through the same calls: three approved (public),
  // one awaiting an admin.
  const vioToken = await login(demoAccounts.vio.email, demoAccounts.vio.password);
  const posted = new Map<string, { id: string; body: ReturnType<typeof validOpportunity> }>();
  for (const [overrides, approve] of demoOpportunities()) {
    const body = validOpportunity(overrides);
    const { id } = await must('post opportunity', call('POST', '/api/vio/create-opportunity', body, { token: vioToken }));
    posted.set(body.title, { id, body });
    if (approve && admin) await must('approve opportunity', call('POST', '/api/admin/opportunity/review', { id, approve: true }, { token: admin }));
  }

  // The demo volunteer has applied for the online tutoring (its first two possible days), awaiting an admin.
  const tutoring = posted.get(demoApplication.title);
  if (tutoring && admin) {
    const volunteerToken = await login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
    await must('apply', call('POST', '/api/opportunity/apply', { opportunityId: tutoring.id, dates: firstDays(tutoring.body, 2) }, { token: volunteerToken }));
  }

  // The demo volunteer is a member of the demo VIO (asked to join, accepted), so /org-vios and /org-volunteers show it.
  const volunteerToken = await login(demoAccounts.volunteer.email, demoAccounts.volunteer.password);
  const idOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).id as string;
  await must('ask to join', call('POST', '/api/org/vio/request', { vioId: idOf(vioToken), request: true }, { token: volunteerToken }));
  await must('accept member', call('POST', '/api/org/volunteer/review', { volunteerId: idOf(volunteerToken), accept: true }, { token: vioToken }));

  console.log(`  Demo volunteer (approved):         ${demoAccounts.volunteer.email} / ${demoAccounts.volunteer.password}`);
  console.log(`  Demo volunteer (awaiting approval): ${demoAccounts.waitingVolunteer.email} / ${demoAccounts.waitingVolunteer.password}`);
  console.log(`  Demo VIO (approved):               ${demoAccounts.vio.email} / ${demoAccounts.vio.password}`);
  console.log(`  Demo VIO (awaiting approval):      ${demoAccounts.waitingVio.email} / ${demoAccounts.waitingVio.password}`);
};

/** [body overrides, approve] of the demo VIO's opportunities. */
export const demoOpportunities = (): [Record<string, unknown>, boolean][] => [
  [{ title: 'Beach clean-up at Mount Lavinia', type: 'REGULAR', category: 2, sdgNumbers: [14, 13], days: ['Saturday', 'Sunday'] }, true],
  [
    {
      title: 'Online English tutoring for O/L students',
      type: 'ONLINE',
      category: 11,
      sdgNumbers: [4],
      coreFunctions: [8],
      days: ['Monday', 'Wednesday', 'Friday'],
      time: ['Evening'],
      workingHourCount: 2,
      location: 'Online (video call)',
      startDate: dayFromToday(3),
    },
    true,
  ],
  [{ title: "Elders' home visits", type: 'REGULAR', category: 4, sdgNumbers: [3, 10], coreFunctions: [14], days: ['Sunday'], time: ['Afternoon'], language: 'Sinhala' }, true],
  [{ title: 'Tree planting for the school garden', type: 'REGULAR', category: 2, sdgNumbers: [15], days: ['Saturday'], startDate: dayFromToday(14) }, false],
];

/** The demo volunteer's application (on an approved demo opportunity). */
export const demoApplication = { title: 'Online English tutoring for O/L students' };

/** The first `n` days after today within the opportunity's period that fall on its weekdays. */
const firstDays = (o: { startDate: string; endDate: string; days: string[] }, n: number) => {
  const days: string[] = [];
  const today = sriLankanToday(new Date());
  for (let d = new Date(`${o.startDate}T00:00:00Z`); days.length < n && d.toISOString().slice(0, 10) <= o.endDate; d = new Date(d.getTime() + 86_400_000)) {
    const day = d.toISOString().slice(0, 10);
    if (day > today && o.days.includes(weekdayOf(day))) days.push(day);
  }
  return days;
};
