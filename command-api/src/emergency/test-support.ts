/** Helpers for the emergency HTTP tests: emergency users and standby volunteers made through the real API. */
import { lkAdmin } from '@nvp/events';
import { mailedLink, uniqueEmail, uniqueNic, type TestPlatform } from '../account/test-support';
import { validBio, validReferee, validReview } from '../volunteer/fixtures';

/** The i-th district's first DS and GN division (tests never type place names by hand). */
export const placeIn = (index: number) => {
  const district = lkAdmin.districts()[index];
  const divisionalSecretariat = lkAdmin.divisionalSecretariats(district.name)[0];
  const gnDivision = lkAdmin.gnDivisions(divisionalSecretariat.name, district.name)[0];
  return { district: district.name, divisionalSecretariat: divisionalSecretariat.name, gnDivision: gnDivision.name };
};

let phoneCounter = 0;
const uniquePhone = () => `07${String((Date.now() + phoneCounter++) % 1e8).padStart(8, '0')}`;

/** An emergency user invited by `adminToken` who set a password through the mailed link, logged in. */
export const newEmergencyUser = async (t: TestPlatform, adminToken: string, password = 'emergency-pass-1') => {
  const email = uniqueEmail('emg');
  const invited = await t.api.post('/api/admin/emergency-login/invite', { name: 'Disaster Desk', email }, { token: adminToken });
  if (invited.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const { secret } = await mailedLink(t, email, 'emergency/verify');
  const registered = await t.api.post('/api/emergency-login/register', { token: secret, password });
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  return { id: invited.body.id as string, email, password, secret, token: await t.api.login(email, password) };
};

/** A FULLY_REGISTERED volunteer (through e-mail, phone, bio, referee review and approval) in the given place. */
export const standbyVolunteer = async (
  t: TestPlatform,
  adminToken: string,
  options: { place?: ReturnType<typeof placeIn>; emergencyWill?: 'yes' | 'no'; preferredLanguage?: number; email?: string } = {},
) => {
  const place = options.place ?? placeIn(0);
  const v = { firstName: 'Ruwan', lastName: 'Jayasinghe', nic: uniqueNic(), email: options.email ?? uniqueEmail('standby'), password: 'volunteer-pass-1' };
  const phone = uniquePhone();
  const must = async (what: string, r: Promise<{ status: number; body: any }>) => {
    const reply = await r;
    if (reply.status !== 200) throw new Error(`${what} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  const registered = await must('register', t.api.post('/api/volunteer/register/email', v));
  const { secret } = await mailedLink(t, v.email, 'verifyEmail');
  await must('verify e-mail', t.api.post('/api/volunteer/verify/email', { emailToken: secret }));
  const proof = { headers: { tokenKey: secret } }; // the mailed key proves the account
  await must('phone', t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber: phone }, proof));
  const code = await smsCode(t, phone);
  await must('verify phone', t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, proof));
  let token = await t.api.login(v.email, v.password);
  const bio = validBio({
    nic: v.nic,
    nameInNic: `${v.firstName} ${v.lastName}`,
    contributeDistrict: place.district,
    contributeDivisionalSecretariat: place.divisionalSecretariat,
    contributegnDivision: place.gnDivision,
    emergencyWill: options.emergencyWill ?? 'yes',
    preferredLanguage: options.preferredLanguage ?? 1,
  });
  token = (await must('bio', t.api.post('/api/volunteer/bio/submit', bio, { token }))).token;
  const refereeEmail = `referee.${v.email}`;
  await must('referee', t.api.post('/api/volunteer/referee/information', validReferee({ email: refereeEmail }), { token }));
  const review = await mailedLink(t, refereeEmail, 'refereeFeedback');
  await must('review', t.api.post('/api/referee/review', { refereeToken: review.secret, ...validReview() }));
  await must('approve', t.api.post('/api/admin/volunteer/approve', { id: registered.id, approve: true }, { token: adminToken }));
  return { ...v, id: registered.id as string, registrationNo: registered.registrationNo as string, phone, place };
};

/** The newest SMS to `phone` with a 6-digit code. */
const smsCode = async (t: TestPlatform, phone: string) => {
  for (let i = 0; i < 100; i++) {
    const outbox = (await t.api.get('/api/dev/outbox?limit=500')).body as { to: string; text: string }[];
    const match = outbox.filter((m) => m.to === phone).map((m) => /\b(\d{6})\b/.exec(m.text)).find(Boolean);
    if (match) return match[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${phone}`);
};

/** The outbox messages to `to` (mail or SMS), newest first, waiting until `count` are there. */
export const messagesTo = async (t: TestPlatform, to: string, count = 1) => {
  for (let i = 0; i < 150; i++) {
    const outbox = (await t.api.get('/api/dev/outbox?limit=1000')).body as { to: string; text: string; subject?: string; channel?: string }[];
    const mine = outbox.filter((m) => m.to === to);
    if (mine.length >= count) return mine;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`fewer than ${count} messages to ${to}`);
};

/** A valid emergency opportunity body (start tomorrow or later). */
export const validEmergencyOpportunity = (overrides: Record<string, unknown> = {}) => {
  const place = placeIn(0);
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: 'Flood relief, Kelani basin',
    category: ['3'],
    noOfVolunteers: 20,
    coreFunctions: ['1'],
    supervisorName: 'Major Silva',
    supervisorLandline: '0112345678',
    supervisorMobile: '0771112223',
    supervisorEmail: 'desk@dmc.gov.lk',
    sdgNumbers: [3, 11],
    descriptionEnglish: 'Help families move to safe shelters and hand out dry rations.',
    descriptionSinhala: 'පවුල් ආරක්ෂිත නවාතැන් වෙත ගෙන යාමට උදව් කරන්න.',
    descriptionTamil: 'குடும்பங்களை பாதுகாப்பான தங்குமிடங்களுக்கு நகர்த்த உதவுங்கள்.',
    descriptionSMSEnglish: 'Flood relief at Kelaniya today',
    descriptionSMSSinhala: 'අද කැලණියේ ගංවතුර සහන',
    descriptionSMSTamil: 'இன்று களனியில் வெள்ள நிவாரணம்',
    district: place.district,
    divisionalSecretariat: place.divisionalSecretariat,
    gnDivision: place.gnDivision,
    location: 'Kelaniya temple grounds',
    startDate: start,
    endDate: end,
    ...overrides,
  };
};
