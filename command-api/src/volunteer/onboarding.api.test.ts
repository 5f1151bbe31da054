import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { bit, catalogue, computeAccess, hasBit, isSealed, parsePosition, streams, type Principal, type Sealed } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';
import { validBio, validBioDraft, validReferee, validReview } from './fixtures';

/**
 * One volunteer from registration to admin approval over HTTP (the whole platform on a real PostgreSQL),
 * with the refusals of every step: validation messages, wrong state, wrong role, wrong owner.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let adminToken: string;
let sign: (payload: Record<string, unknown>) => string;
beforeAll(async () => {
  t = await startTestPlatform('onboarding');
  adminToken = await t.api.login(ADMIN.email, ADMIN.password);
  sign = createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
});
afterAll(async () => t?.stop());

/** A token for a principal that has no account (e.g. an admin holding one permission). */
const tokenFor = (principal: Principal, id = randomUUID()) =>
  sign({ id, email: 'someone@example.lk', name: 'Someone', type: principal.type, access: computeAccess(principal), registrationNo: null, isRefereeFilled: false, status: 'x', success: true, error: false });

interface OutboxMessage {
  to: string;
  channel: 'email' | 'sms';
  subject: string | null;
  text: string;
}
const outbox = async () => (await t.api.get('/api/dev/outbox?limit=500')).body as OutboxMessage[];
/** The latest message to `to` whose text matches, once the mail projection has sent it. */
const awaitMessage = async (to: string, pattern: RegExp, channel: 'email' | 'sms' = 'email') => {
  for (let i = 0; i < 100; i++) {
    const found = (await outbox()).find((m) => m.to === to && m.channel === channel && pattern.test(m.text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no ${channel} to ${to} matching ${pattern}`);
};

let nicCounter = 0;
const uniqueNic = () => `19900${String(++nicCounter).padStart(4, '0')}${String(Date.now() % 1000).padStart(3, '0')}`;
let phoneCounter = 0;
const uniquePhone = () => `07${String(Date.now() % 10_000_000).padStart(7, '0')}${++phoneCounter % 10}`;

/** Registers a volunteer and verifies the e-mail. */
const registerVolunteer = async (label: string) => {
  const email = `${label}.${randomUUID().slice(0, 8)}@example.lk`;
  const nic = uniqueNic();
  const r = await t.api.post('/api/volunteer/register/email', { firstName: 'Kamala', lastName: label, nic, email, password: 'secret-pass-1' });
  expect(r.status).toBe(200);
  const secret = await t.api.mailedSecret(email, 'verifyEmail');
  expect((await t.api.post('/api/volunteer/verify/email', { emailToken: secret })).status).toBe(200);
  return { id: r.body.id as string, email, nic, registrationNo: r.body.registrationNo as string, key: secret! };
};

/** Phone binding with the mailed verification key as proof (header `tokenKey`, as the console sends it). */
const verifyPhone = async (v: { email: string; key: string }, phoneNumber = uniquePhone()) => {
  const proof = { headers: { tokenKey: v.key } };
  expect((await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, proof)).status).toBe(200);
  const sms = await awaitMessage(phoneNumber, /\b\d{6}\b/, 'sms');
  const code = sms.text.match(/\b(\d{6})\b/)![1];
  expect((await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, proof)).status).toBe(200);
  return phoneNumber;
};

/** Registered, e-mail and phone verified, bio saved: status REFEREE_INCOMPLETE. */
const volunteerWithBio = async (label: string) => {
  const v = await registerVolunteer(label);
  await verifyPhone(v);
  let token = await t.api.login(v.email, 'secret-pass-1');
  const saved = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: v.nic }), { token });
  expect(saved.status).toBe(200);
  token = saved.body.token;
  return { ...v, token };
};

const addReferee = async (token: string, refereeEmail: string) => {
  const r = await t.api.post('/api/volunteer/referee/information', validReferee({ email: refereeEmail }), { token });
  expect(r.status).toBe(200);
  const mail = await awaitMessage(refereeEmail, /\/refereeFeedback\//);
  const refereeToken = decodeURIComponent(mail.text.match(/\/refereeFeedback\/(\S+)/)![1]);
  return { token: r.body.token as string, refereeToken };
};

describe('phone verification', () => {
  it('sends a 6-digit code by SMS in three languages and verifies the phone with it (mailed key as proof)', async () => {
    const v = await registerVolunteer('phone');
    const phoneNumber = uniquePhone();
    // The mailed key itself as `emailToken`, as POST /api/volunteer/verify/email takes it.
    const sent = await t.api.post('/api/volunteer/register/phone', { emailToken: v.key, phoneNumber });
    expect(sent).toMatchObject({ status: 200, body: { message: 'A verification code was sent to your mobile phone' } });
    expect(sent.body.position).toMatch(/^\d+\/\d+$/);
    const proof = { headers: { tokenKey: v.key } };

    const sms = await awaitMessage(phoneNumber, /\b\d{6}\b/, 'sms');
    const code = sms.text.match(/\b(\d{6})\b/)![1];
    expect(sms.text).toContain('verification code');
    expect(sms.text).toMatch(/[\u0D80-\u0DFF]/); // Sinhala
    expect(sms.text).toMatch(/[\u0B80-\u0BFF]/); // Tamil

    // One code a minute.
    expect(await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, proof)).toMatchObject({
      status: 400,
      body: { message: 'Please wait a minute before asking for a new code' },
    });

    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: wrong }, proof)).toMatchObject({
      status: 400,
      body: { message: 'The verification code is not correct', field: 'phoneToken' },
    });
    expect(await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: '12345' }, proof)).toMatchObject({
      status: 400,
      body: { message: 'The code has 6 characters', field: 'phoneToken' },
    });

    const verified = await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, proof);
    expect(verified).toMatchObject({ status: 200, body: { message: 'Your mobile number is verified' } });
    expect(await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, proof)).toMatchObject({
      status: 400,
      body: { message: 'Your mobile number is already verified' },
    });

    const token = await t.api.login(v.email, 'secret-pass-1');
    const session = decodeToken(token);
    expect(session.status).toBe('BIO_INCOMPLETE');
    expect(hasBit(session.access, bit.VOLUNTEER_MOBILE_VERIFIED)).toBe(true);
    expect(hasBit(session.access, bit.VOLUNTEER_BIO_COMPLETED)).toBe(false);
    const account = await t.api.get('/api/volunteer/bio/get', token);
    // Issue 27: the registration's NIC comes back before any bio is saved, so the console fills it in.
    expect(account.body).toMatchObject({ registerStatus: 'BIO_INCOMPLETE', phoneNumber, nic: v.nic, bio: null, bioSubmittedAt: null, isRefereeFilled: false });
  });

  it("binds the phone with the volunteer's own session as proof", async () => {
    const v = await registerVolunteer('session');
    const token = await t.api.login(v.email, 'secret-pass-1');
    const phoneNumber = uniquePhone();
    expect((await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, { token })).status).toBe(200);
    const code = (await awaitMessage(phoneNumber, /\b\d{6}\b/, 'sms')).text.match(/\b(\d{6})\b/)![1];
    expect(await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, { token })).toMatchObject({ status: 200 });
    const fresh = await t.api.login(v.email, 'secret-pass-1');
    expect((await t.api.get('/api/volunteer/bio/get', fresh)).body).toMatchObject({ registerStatus: 'BIO_INCOMPLETE', phoneNumber });
  });

  it('refuses an e-mail address without proof, with one answer whether or not it is registered, and binds nothing', async () => {
    const v = await registerVolunteer('victim');
    const phoneNumber = uniquePhone();
    const registered = await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber });
    const unknown = await t.api.post('/api/volunteer/register/phone', { emailToken: `nobody.${randomUUID().slice(0, 8)}@example.lk`, phoneNumber });
    const expected = { status: 401, body: { message: 'Please log in, or open the link in your verification email, to verify your mobile number' } };
    expect(registered).toMatchObject(expected);
    expect(unknown).toMatchObject(expected);
    expect(registered.body).toEqual(unknown.body);
    // Resend and check need the same proof.
    expect(await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: '123456' })).toMatchObject(expected);
    // A forged key (the victim's id, a guessed secret) is refused the same way.
    expect(await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, { headers: { tokenKey: `${v.id}.guessed` } })).toMatchObject(expected);
    expect(await t.api.post('/api/volunteer/register/phone', { emailToken: `${v.id}.guessed`, phoneNumber })).toMatchObject(expected);

    // Another volunteer's session, a VIO's session: refused; the victim's account is untouched.
    const attacker = await registerVolunteer('attacker');
    const attackerToken = await t.api.login(attacker.email, 'secret-pass-1');
    expect(await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, { token: attackerToken })).toMatchObject({
      status: 403,
      body: { message: 'You can only verify the mobile number of your own account' },
    });
    const vioToken = tokenFor({ type: 'VIO', status: 'APPROVED' });
    expect(await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, { token: vioToken })).toMatchObject({
      status: 403,
      body: { message: expected.body.message },
    });
    await t.platform.projections.runner.caughtUp();
    expect((await outbox()).some((m) => m.to === phoneNumber), 'no SMS went to the attacker').toBe(false);
    const victimToken = await t.api.login(v.email, 'secret-pass-1');
    expect(decodeToken(victimToken).status).toBe('MOBILE_UNVERIFIED');
    expect((await t.api.get('/api/volunteer/bio/get', victimToken)).body).toMatchObject({ registerStatus: 'MOBILE_UNVERIFIED', phoneNumber: null });
  });

  it('needs a new code after five wrong ones', async () => {
    const v = await registerVolunteer('attempts');
    const phoneNumber = uniquePhone();
    const proof = { headers: { tokenKey: v.key } };
    await t.api.post('/api/volunteer/register/phone', { emailToken: v.email, phoneNumber }, proof);
    const code = (await awaitMessage(phoneNumber, /\b\d{6}\b/, 'sms')).text.match(/\b(\d{6})\b/)![1];
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      expect((await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: wrong }, proof)).body.message).toBe('The verification code is not correct');
    }
    expect(await t.api.post('/api/volunteer/verify/phone', { emailToken: v.email, phoneToken: code }, proof)).toMatchObject({
      status: 400,
      body: { message: 'Too many wrong codes, please ask for a new one' },
    });
  });

  it.each([
    [{ phoneNumber: '077123456' }, 'Phone number is not valid', 'phoneNumber'],
    [{ phoneNumber: '' }, 'Required', 'phoneNumber'],
    [{ phoneNumber: 771234567 }, 'Should be a text', 'phoneNumber'],
    [{ emailToken: '' }, 'Required', 'emailToken'],
  ])('refuses %o with "%s" naming %s', async (overrides, message, field) => {
    expect(await t.api.post('/api/volunteer/register/phone', { emailToken: 'x@example.lk', phoneNumber: '0771234567', ...overrides })).toMatchObject({
      status: 400,
      body: { message, field },
    });
  });

  it("refuses an unverified e-mail and a VIO's key", async () => {
    const email = `unverified.${randomUUID().slice(0, 8)}@example.lk`;
    await t.api.post('/api/volunteer/register/email', { firstName: 'Un', lastName: 'Verified', nic: uniqueNic(), email, password: 'secret-pass-1' });
    const key = await t.api.mailedSecret(email, 'verifyEmail');
    expect(await t.api.post('/api/volunteer/register/phone', { emailToken: email, phoneNumber: '0771234567' }, { headers: { tokenKey: key! } })).toMatchObject({
      status: 400,
      body: { message: 'Please verify your email address first' },
    });
    const vioEmail = `org.${randomUUID().slice(0, 8)}@example.lk`;
    await t.api.post('/api/vio/registration/register', { name: 'Org', email: vioEmail, password: 'org-pass-123', type: 'SCHOOL' });
    const vioKey = await t.api.mailedSecret(vioEmail, 'verifyVioEmail');
    expect((await t.api.post('/api/volunteer/register/phone', { emailToken: vioEmail, phoneNumber: '0771234567' }, { headers: { tokenKey: vioKey! } })).status).toBe(401);
  });
});

describe('bio', () => {
  let volunteer: Awaited<ReturnType<typeof registerVolunteer>> & { token: string };
  beforeAll(async () => {
    const v = await registerVolunteer('bio');
    await verifyPhone(v);
    volunteer = { ...v, token: await t.api.login(v.email, 'secret-pass-1') };
  });

  it('refuses a bio before the phone is verified', async () => {
    const v = await registerVolunteer('early');
    const token = await t.api.login(v.email, 'secret-pass-1');
    expect(await t.api.post('/api/volunteer/bio/submit', validBio({ nic: v.nic }), { token })).toMatchObject({
      status: 400,
      body: { message: 'Please verify your mobile number first' },
    });
  });

  it.each([
    [{ title: '' }, 'Required'],
    [{ nameInNic: '' }, 'Required'],
    [{ nic: '12345678901' }, 'NIC is not valid. Enter 9 digits followed by V or X (e.g. 851234567V), or 12 digits (e.g. 198512345678)'],
    [{ contactResidence: '011234567' }, 'Phone number is not valid'],
    [{ contactFax: '12' }, 'Phone number is not valid'],
    [{ familyCount: 'many' }, 'Should be a number'],
    [{ familyCount: 0 }, 'Should be greater than 0'],
    [{ currentNationality: 'Dual', countries: ['LK'] }, 'Two countries must be selected'],
    [{ currentNationality: 'Dual', countries: ['LK', 'IN', 'GB'] }, 'Only two counties must be selected'],
    [{ currentNationality: 'Foreign', countries: ['IN', 'GB'] }, 'Only onle country must be selected'],
    [{ degreeTitle: 'x'.repeat(256) }, 'Max length 255 characters'],
    [{ degreeInstitute: '' }, 'Required'],
    [{ employmentTitle: '' }, 'Required'],
    [{ employmentArea: [] }, 'Required'],
    [{ areasOfVolunteering: [] }, 'Required'],
    [{ specialSkills: [] }, 'Required'],
    [{ skillsToObtain: [1] }, 'At least 3 is required'],
    [{ emergencyPastDescription: '' }, 'Required'],
    [{ specialCondition: 'yes', specialConditionDetails: 'd'.repeat(65537) }, 'Max length 65536 characters'],
    [{ dateOfBirth: '1995-13-01' }, 'Date is not valid'],
    // Checked against the reference data on the server.
    [{ contributegnDivision: 'Atlantis' }, 'Please choose the district, divisional secretariat and GN division from the lists'],
    [{ countryOfBirth: 'QQ' }, 'Please choose from the list'],
    [{ otherLanguages: [999] }, 'Please choose from the list'],
    [{ specialSkills: [19] }, 'Please choose from the list'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    const r = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: volunteer.nic, ...overrides }), { token: volunteer.token });
    expect(r).toMatchObject({ status: 400, body: { message } });
  });

  it('saves the bio, answers with a new token and shows the bio back', async () => {
    const saved = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: volunteer.nic }), { token: volunteer.token });
    expect(saved).toMatchObject({ status: 200, body: { message: 'Successfully Saved!' } });
    const session = decodeToken(saved.body.token);
    expect(session).toMatchObject({ id: volunteer.id, status: 'REFEREE_INCOMPLETE', isRefereeFilled: false });
    expect(hasBit(session.access, bit.VOLUNTEER_BIO_COMPLETED)).toBe(true);
    expect(hasBit(session.access, bit.VOLUNTEER_REFEREE_ADDED)).toBe(false);

    const got = await t.api.get('/api/volunteer/bio/get', saved.body.token);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ registerStatus: 'REFEREE_INCOMPLETE', registrationNo: volunteer.registrationNo, firstName: 'Kamala', email: volunteer.email });
    expect(got.body.bio).toEqual(validBio({ nic: volunteer.nic }));
    // When the bio, and with it the terms, was agreed to (the console shows the date beside the ticked box).
    expect(Number.isNaN(Date.parse(got.body.bioSubmittedAt))).toBe(false);
    expect(got.body.nic).toBe(volunteer.nic);
    volunteer.token = saved.body.token;
  });

  it('saves an edit and drops answers that no longer apply', async () => {
    const edit = validBio({ nic: volunteer.nic, highestEducation: 'GCE_AL', employmentStatus: 'STUDENT', otherSkills: 'Drawing' });
    const saved = await t.api.post('/api/volunteer/bio/submit', edit, { token: volunteer.token });
    expect(saved.status).toBe(200);
    expect(decodeToken(saved.body.token).status).toBe('REFEREE_INCOMPLETE');
    const { bio } = (await t.api.get('/api/volunteer/bio/get', saved.body.token)).body;
    expect(bio).toMatchObject({ highestEducation: 'GCE_AL', degreeTitle: '', employmentSector: '', employmentTitle: '', otherSkills: 'Drawing' });
  });

  it('keeps the optional weekdays and mode (issue 29) readable for matching, and refuses what is not one of them', async () => {
    for (const [overrides, field, message] of [
      [{ availableDays: ['Saturday', 'Someday'] }, 'availableDays', 'Please choose from the list'],
      [{ availableDays: 'Saturday' }, 'availableDays', 'Should be a list'],
      [{ volunteeringMode: 'BY_POST' }, 'volunteeringMode', 'Please choose from the list'],
    ] as const) {
      const r = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: volunteer.nic, ...overrides }), { token: volunteer.token });
      expect(r, field).toMatchObject({ status: 400, body: { message, field } });
    }
    const told = validBio({ nic: volunteer.nic, availableDays: ['Saturday', 'Monday', 'Saturday'], volunteeringMode: 'IN_PERSON' });
    const saved = await t.api.post('/api/volunteer/bio/submit', told, { token: volunteer.token });
    expect(saved.status).toBe(200);
    // In the week's order, once each; outside the seal (the event's profile) like the areas of volunteering.
    expect((await t.api.get('/api/volunteer/bio/get', saved.body.token)).body.bio).toMatchObject({ availableDays: ['Monday', 'Saturday'], volunteeringMode: 'IN_PERSON' });
    const { rows } = await t.db.pool.query(`SELECT profile->'availableDays' AS days, profile->>'volunteeringMode' AS mode FROM rm_volunteers WHERE id = $1`, [volunteer.id]);
    expect(rows[0]).toEqual({ days: ['Monday', 'Saturday'], mode: 'IN_PERSON' });
    // Untold again: left out, not kept from before.
    const cleared = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: volunteer.nic, availableDays: [], volunteeringMode: '' }), { token: volunteer.token });
    const { bio } = (await t.api.get('/api/volunteer/bio/get', cleared.body.token)).body;
    expect([bio.availableDays, bio.volunteeringMode]).toEqual([undefined, undefined]);
    volunteer.token = cleared.body.token;
  });

  it("may change the NIC, but not to another volunteer's", async () => {
    const other = await registerVolunteer('other-nic');
    expect(await t.api.post('/api/volunteer/bio/submit', validBio({ nic: other.nic }), { token: volunteer.token })).toMatchObject({
      status: 400,
      body: { message: 'A volunteer with this NIC is already registered' },
    });
    const newNic = uniqueNic();
    expect((await t.api.post('/api/volunteer/bio/submit', validBio({ nic: newNic }), { token: volunteer.token })).status).toBe(200);
    // The old NIC was given back: a new registration may use it.
    const reuse = await t.api.post('/api/volunteer/register/email', {
      firstName: 'Re',
      lastName: 'Use',
      nic: volunteer.nic,
      email: `reuse.${randomUUID().slice(0, 8)}@example.lk`,
      password: 'secret-pass-1',
    });
    expect(reuse.status).toBe(200);
  });

  it('is not open to other roles', async () => {
    expect(await t.api.post('/api/volunteer/bio/submit', validBio(), { token: adminToken })).toMatchObject({ status: 403 });
    expect((await t.api.post('/api/volunteer/bio/submit', validBio())).status).toBe(401);
  });
});

describe('bio draft: the sections saved one at a time (the phone steps)', () => {
  let volunteer: Awaited<ReturnType<typeof registerVolunteer>> & { token: string };
  beforeAll(async () => {
    const v = await registerVolunteer('draft');
    await verifyPhone(v);
    volunteer = { ...v, token: await t.api.login(v.email, 'secret-pass-1') };
  });
  const draft = (body: unknown, token = volunteer.token) => t.api.post('/api/volunteer/bio/draft', body, { token });
  const bioGet = async () => (await t.api.get('/api/volunteer/bio/get', volunteer.token)).body;
  const sectionOf = (id: 'general' | 'contact' | 'languages', overrides: Record<string, unknown> = {}) =>
    validBioDraft([id], { nic: volunteer.nic, ...overrides })[id] as Record<string, unknown>;

  it.each([
    [{}, 'Please send at least one section of the profile', undefined],
    [{ contact: { ...validBioDraft(['contact']).contact, contactOffice: '12' } }, 'Phone number is not valid', 'contact.contactOffice'],
    [{ general: { ...validBioDraft(['general']).general, currentNationality: 'Dual', countries: ['IN'] } }, 'Two countries must be selected', 'general.countries'],
    [{ education: { highestEducation: 'PHD', degreeTitle: '', degreeInstitute: 'Colombo' } }, 'Required', 'education.degreeTitle'],
    [{ languages: { ...validBioDraft(['languages']).languages, otherLanguages: [999] } }, 'Please choose from the list', 'otherLanguages'],
    [{ contact: { ...validBioDraft(['contact']).contact, contributegnDivision: 'Atlantis' } }, 'Please choose the district, divisional secretariat and GN division from the lists', 'contributegnDivision'],
  ])('refuses %o with "%s" (400, field %s) and saves nothing', async (body, message, field) => {
    const r = await draft(body);
    expect(r).toMatchObject({ status: 400, body: { message } });
    expect(r.body.field).toBe(field);
    expect((await bioGet()).draft).toBeNull();
  });

  it("refuses another volunteer's NIC at once (not only at the full save)", async () => {
    const other = await registerVolunteer('draft-other-nic');
    expect(await draft({ general: sectionOf('general', { nic: other.nic }) })).toMatchObject({
      status: 400,
      body: { message: 'A volunteer with this NIC is already registered', field: 'nic' },
    });
  });

  it('saves sections as a draft that bio/get answers, without moving the status on; later drafts add to it', async () => {
    const first = await draft({ general: sectionOf('general') });
    expect(first).toMatchObject({ status: 200, body: { message: 'This part of your profile is saved', sections: ['general'] } });
    expect(first.body.position).toMatch(/^\d+\/\d+$/);
    let got = await bioGet();
    expect(got).toMatchObject({ registerStatus: 'BIO_INCOMPLETE', bio: null, bioSubmittedAt: null });
    expect(got.draft).toEqual({ sections: ['general'], bio: sectionOf('general') });

    // Two more at once, and the first again with a change: the newest value of each field wins.
    const next = await draft({ languages: sectionOf('languages'), contact: sectionOf('contact'), general: sectionOf('general', { familyCount: 6 }) });
    expect(next.body.sections).toEqual(['general', 'contact', 'languages']);
    got = await bioGet();
    expect(got.registerStatus).toBe('BIO_INCOMPLETE');
    expect(got.draft.sections).toEqual(['general', 'contact', 'languages']);
    expect(got.draft.bio).toEqual({ ...sectionOf('general', { familyCount: 6 }), ...sectionOf('contact'), ...sectionOf('languages') });
    // The token's status and access stay those of an incomplete bio.
    const account = await t.api.get('/api/volunteer/account', volunteer.token);
    expect(account.body.registerStatus).toBe('BIO_INCOMPLETE');
  });

  it('is superseded by the full save, after which drafts are refused (the bio is edited whole)', async () => {
    const saved = await t.api.post('/api/volunteer/bio/submit', validBio({ nic: volunteer.nic }), { token: volunteer.token });
    expect(saved.status).toBe(200);
    volunteer.token = saved.body.token;
    const got = await bioGet();
    expect(got).toMatchObject({ registerStatus: 'REFEREE_INCOMPLETE', draft: null });
    expect(got.bio).toEqual(validBio({ nic: volunteer.nic }));
    expect(await draft({ contact: sectionOf('contact') })).toMatchObject({ status: 400, body: { message: 'Your profile is already saved: please save it whole' } });
  });

  it('is not open to other roles', async () => {
    expect(await draft(validBioDraft(['contact']), adminToken)).toMatchObject({ status: 403 });
    expect((await t.api.post('/api/volunteer/bio/draft', validBioDraft(['contact']))).status).toBe(401);
  });

  it("is erased with the volunteer: the read model's row is gone and the sealed values no longer open", async () => {
    const v = await registerVolunteer('draft-erased');
    await verifyPhone(v);
    const token = await t.api.login(v.email, 'secret-pass-1');
    const street = 'Quixdraftgama Mawatha';
    const saved = await t.api.post('/api/volunteer/bio/draft', validBioDraft(['contact'], { permanentStreet: street }), { token });
    expect(saved.status).toBe(200);
    expect(await t.platform.projections.runner.waitFor(parsePosition(saved.body.position)!, 10_000)).toBe(true);
    // Control: the draft is held before the erasure.
    const held = await t.db.pool.query(`SELECT draft::text AS draft FROM rm_volunteer_bio_drafts WHERE volunteer_id = $1`, [v.id]);
    expect(held.rows[0]?.draft).toContain(street);
    const { rows: events } = await t.db.pool.query(`SELECT data FROM es.events WHERE stream_id = $1 AND type = 'VolunteerBioDraftSaved'`, [streams.volunteer(v.id)]);
    expect(events).toHaveLength(1);
    const sealed = events[0].data.personal as Sealed;
    expect(isSealed(sealed)).toBe(true);
    expect(JSON.stringify(events[0].data)).not.toContain(street);
    expect(await t.platform.infra.vault.open(sealed)).toMatchObject({ permanentStreet: street });

    const terminated = await t.api.call('DELETE', `/api/admin/user/terminate/${v.id}`, { token: adminToken });
    expect(terminated.status).toBe(200);
    expect(await t.platform.projections.runner.waitFor(parsePosition(terminated.body.position)!, 10_000)).toBe(true);
    expect((await t.db.pool.query(`SELECT * FROM rm_volunteer_bio_drafts WHERE volunteer_id = $1`, [v.id])).rows).toEqual([]);
    expect(await t.platform.infra.vault.open(sealed)).toBeUndefined();
  });

  it('the drafts read model equals a rebuild from the log after everything above (merged, superseded and erased drafts)', async () => {
    const { postgresProjections, verifyProjection } = await import('@nvp/projections');
    const projection = postgresProjections(t.platform.infra).find((p) => p.name === 'volunteer_bio_drafts')!;
    // One draft stays (two calls merged), besides the superseded and the erased ones above.
    const v = await registerVolunteer('draft-kept');
    await verifyPhone(v);
    const token = await t.api.login(v.email, 'secret-pass-1');
    expect((await t.api.post('/api/volunteer/bio/draft', validBioDraft(['general'], { nic: v.nic }), { token })).status).toBe(200);
    expect((await t.api.post('/api/volunteer/bio/draft', validBioDraft(['contact', 'general'], { nic: v.nic, familyCount: 2 }), { token })).status).toBe(200);
    await t.platform.projections.runner.caughtUp();
    const { rows } = await t.db.pool.query(`SELECT sections, draft FROM rm_volunteer_bio_drafts WHERE volunteer_id = $1`, [v.id]);
    expect(rows).toEqual([{ sections: ['contact', 'general'], draft: { ...validBioDraft(['general'], { nic: v.nic, familyCount: 2 }).general, ...validBioDraft(['contact']).contact } }]);
    expect(await verifyProjection(t.platform.infra.store, t.platform.infra.pool, projection)).toMatchObject({ equal: true, failing: [] });
  });
});

describe('referee, review and admin decision', () => {
  let volunteer: Awaited<ReturnType<typeof volunteerWithBio>>;
  let refereeToken: string;
  const refereeEmail = `referee.${randomUUID().slice(0, 8)}@example.lk`;
  beforeAll(async () => {
    volunteer = await volunteerWithBio('approved');
  });

  it('refuses a referee before the bio', async () => {
    const v = await registerVolunteer('no-bio');
    await verifyPhone(v);
    const token = await t.api.login(v.email, 'secret-pass-1');
    expect(await t.api.post('/api/volunteer/referee/information', validReferee(), { token })).toMatchObject({
      status: 400,
      body: { message: 'Please complete your profile first' },
    });
  });

  it.each([
    [{ mobile: '12 34' }, 'mobile number is not valid'],
    [{ phone: 'office' }, 'Phone number is not valid'],
    [{ email: 'nimal@' }, 'Email is not valid'],
    [{ name: '' }, 'Required'],
  ])('refuses %o with "%s"', async (overrides, message) => {
    expect(await t.api.post('/api/volunteer/referee/information', validReferee(overrides), { token: volunteer.token })).toMatchObject({
      status: 400,
      body: { message },
    });
  });

  it('adds the referee, mails the link and answers with a token saying so', async () => {
    const added = await addReferee(volunteer.token, refereeEmail);
    refereeToken = added.refereeToken;
    const session = decodeToken(added.token);
    expect(session).toMatchObject({ isRefereeFilled: true, status: 'REFEREE_INCOMPLETE' });
    expect(hasBit(session.access, bit.VOLUNTEER_REFEREE_ADDED)).toBe(true);
    expect(hasBit(session.access, bit.VOLUNTEER_PERMISSION)).toBe(false);
    volunteer.token = added.token;

    const mail = await awaitMessage(refereeEmail, /\/refereeFeedback\//);
    expect(mail.text).toContain('Kamala approved');
    expect(mail.text).toMatch(/[\u0D80-\u0DFF]/);
    expect(mail.text).toMatch(/[\u0B80-\u0BFF]/);

    const info = await t.api.get('/api/volunteer/referee/information', volunteer.token);
    expect(info.body).toMatchObject({
      error: false,
      message: '',
      referee: { name: 'Nimal Perera', mobile: '077 123 4567', phone: '011 234 5678', email: refereeEmail, status: 'PENDING' },
    });
    expect(info.body.referee.address).toContain('45/2, Lake Road');
    expect(decodeToken(info.body.token)).toMatchObject({ id: volunteer.id, isRefereeFilled: true, status: 'REFEREE_INCOMPLETE' });
  });

  it('refuses a second referee while the first is pending', async () => {
    expect(await t.api.post('/api/volunteer/referee/information', validReferee(), { token: volunteer.token })).toMatchObject({
      status: 400,
      body: { message: 'You have already added a referee' },
    });
  });

  it('shows the referee whom the link is about, and refuses a forged link', async () => {
    const page = await t.api.get(`/api/referee/${encodeURIComponent(refereeToken)}`);
    expect(page).toMatchObject({
      status: 200,
      body: { volunteer: { firstName: 'Kamala', lastName: 'approved', registrationNo: volunteer.registrationNo }, refereeName: 'Nimal Perera', alreadyReviewed: false },
    });
    const [refereeId] = refereeToken.split('.');
    for (const forged of [`${refereeId}.forged-secret`, 'nothing', `${randomUUID()}.abc`]) {
      expect(await t.api.get(`/api/referee/${encodeURIComponent(forged)}`)).toMatchObject({ status: 404, body: { message: 'This referee link is not valid' } });
    }
    expect(await t.api.post('/api/referee/review', { refereeToken: `${refereeId}.forged-secret`, ...validReview() })).toMatchObject({
      status: 404,
      body: { message: 'This referee link is not valid' },
    });
  });

  it('an admin cannot decide before the referee reviewed', async () => {
    expect(await t.api.post('/api/admin/volunteer/approve', { id: volunteer.id, approve: true }, { token: adminToken })).toMatchObject({
      status: 400,
      body: { message: 'The referee has not confirmed this volunteer yet' },
    });
  });

  it('takes the review once, with a summary', async () => {
    expect(await t.api.post('/api/referee/review', { refereeToken, ...validReview({ consent: false }) })).toMatchObject({
      status: 400,
      body: { message: 'Please give your consent to submit' },
    });
    expect(await t.api.post('/api/referee/review', { refereeToken, ...validReview({ reliability: 7 }) })).toMatchObject({
      status: 400,
      body: { message: 'Please give a rating from 1 to 5' },
    });
    const reviewed = await t.api.post('/api/referee/review', { refereeToken, ...validReview() });
    expect(reviewed).toMatchObject({ status: 200, body: { message: 'Successfully Reviewed!', summary: { accurate: true, averageRating: 4.5 } } });
    expect(await t.api.post('/api/referee/review', { refereeToken, ...validReview() })).toMatchObject({
      status: 400,
      body: { message: 'This referee link has already been used' },
    });
    expect((await t.api.get(`/api/referee/${encodeURIComponent(refereeToken)}`)).body.alreadyReviewed).toBe(true);
    expect((await t.api.get('/api/volunteer/referee/information', volunteer.token)).body.referee.status).toBe('REVIEWED');
  });

  it('lists the volunteer for admins with the right permission only', async () => {
    const list = await t.api.get('/api/volunteer/listAdmin?status=AWAITING_APPROVAL', adminToken);
    expect(list.status).toBe(200);
    const row = list.body.find((r: { id: string }) => r.id === volunteer.id);
    expect(row).toMatchObject({
      firstName: 'Kamala',
      lastName: 'approved',
      email: volunteer.email,
      type: 'VOLUNTEER',
      registerStatus: 'REFEREE_INCOMPLETE',
      status: 'REFEREE_INCOMPLETE',
      refereeStatus: 'REVIEWED',
      standing: 'FUNCTIONING',
      erased: false,
      awaitingApproval: true,
    });
    expect(list.body.every((r: { awaitingApproval: boolean }) => r.awaitingApproval)).toBe(true);
    const viewer = tokenFor({ type: 'ADMIN', core: false, permissions: ['VIEW_PROFILE_STATUS'] });
    expect((await t.api.get('/api/volunteer/listAdmin', viewer)).status).toBe(200);
    const denied = { status: 403, body: { message: 'Only Admin users can view this page!' } };
    expect(await t.api.get('/api/volunteer/listAdmin', tokenFor({ type: 'ADMIN', core: false, permissions: ['VERIFY_VIOS'] }))).toMatchObject(denied);
    expect(await t.api.get('/api/volunteer/listAdmin', volunteer.token)).toMatchObject(denied);
    expect(await t.api.get('/api/volunteer/listAdmin?status=BANANA', adminToken)).toMatchObject({ status: 400, body: { message: 'Unknown status' } });
  });

  it('shows an admin the whole record', async () => {
    const detail = await t.api.get(`/api/admin/volunteer/${volunteer.id}`, adminToken);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: volunteer.id,
      registrationNo: volunteer.registrationNo,
      registerStatus: 'REFEREE_INCOMPLETE',
      standing: 'FUNCTIONING',
      awaitingApproval: true,
      bio: { nameInNic: 'Kamala Nirmali Silva', emergencyPastDescription: 'Flood relief in 2016' },
      referee: { name: 'Nimal Perera', status: 'REVIEWED', review: { accurate: true, relation: 'EMPLOYER', averageRating: 4.5, otherInformation: 'Reliable and kind.' } },
    });
    expect(await t.api.get(`/api/admin/volunteer/${randomUUID()}`, adminToken)).toMatchObject({ status: 404, body: { message: 'Volunteer not found' } });
    // A volunteer cannot open another's (or even their own) admin record.
    expect((await t.api.get(`/api/admin/volunteer/${volunteer.id}`, volunteer.token)).status).toBe(403);
  });

  it('approval needs CHECK_REFEREES or CONFIRM_VOLUNTEERS; VIOs and volunteers are refused', async () => {
    const body = { id: volunteer.id, approve: true };
    const denied = { status: 403, body: { message: 'Only Admin users can view this page!' } };
    expect(await t.api.post('/api/admin/volunteer/approve', body, { token: tokenFor({ type: 'ADMIN', core: false, permissions: ['VIEW_PROFILE_STATUS'] }) })).toMatchObject(denied);
    expect(await t.api.post('/api/admin/volunteer/approve', body, { token: tokenFor({ type: 'VIO', status: 'APPROVED' }) })).toMatchObject(denied);
    expect(await t.api.post('/api/admin/volunteer/approve', body, { token: volunteer.token })).toMatchObject(denied);
    expect(await t.api.post('/api/admin/volunteer/approve', { id: volunteer.id }, { token: adminToken })).toMatchObject({ status: 400, body: { message: 'Required' } });
  });

  it('approves: the volunteer gets the volunteer permission', async () => {
    const approver = tokenFor({ type: 'ADMIN', core: false, permissions: ['CONFIRM_VOLUNTEERS'] });
    const approved = await t.api.post('/api/admin/volunteer/approve', { id: volunteer.id, approve: true }, { token: approver });
    expect(approved).toMatchObject({ status: 200, body: { message: 'Volunteer accepted successfully!' } });
    expect(await t.api.post('/api/admin/volunteer/approve', { id: volunteer.id, approve: true }, { token: adminToken })).toMatchObject({
      status: 400,
      body: { message: 'This volunteer is already approved' },
    });

    // Refresh on /viewReferee brings a token with the permission…
    const info = await t.api.get('/api/volunteer/referee/information', volunteer.token);
    const refreshed = decodeToken(info.body.token);
    expect(refreshed.status).toBe('FULLY_REGISTERED');
    expect(hasBit(refreshed.access, bit.VOLUNTEER_PERMISSION)).toBe(true);
    // …and so does a new login.
    const login = decodeToken(await t.api.login(volunteer.email, 'secret-pass-1'));
    expect(login).toMatchObject({ status: 'FULLY_REGISTERED', isRefereeFilled: true });
    expect(hasBit(login.access, bit.VOLUNTEER_PERMISSION)).toBe(true);

    const list = await t.api.get('/api/volunteer/listAdmin?status=FULLY_REGISTERED', adminToken);
    expect(list.body.find((r: { id: string }) => r.id === volunteer.id)).toMatchObject({ status: 'Verified', registerStatus: 'FULLY_REGISTERED' });
    expect(await t.api.post('/api/volunteer/referee/information', validReferee(), { token: info.body.token })).toMatchObject({
      status: 400,
      body: { message: 'Your registration is already approved' },
    });
  });
});

describe('a failed referee and an admin rejection', () => {
  it('a review saying "not accurate" fails the volunteer, who may name another referee', async () => {
    const v = await volunteerWithBio('failed');
    const first = await addReferee(v.token, `first.${randomUUID().slice(0, 8)}@example.lk`);
    const reviewed = await t.api.post('/api/referee/review', { refereeToken: first.refereeToken, ...validReview({ accurate: false }) });
    expect(reviewed.body.summary.accurate).toBe(false);

    const info = await t.api.get('/api/volunteer/referee/information', first.token);
    expect(info.body.referee.status).toBe('FAILED');
    expect(decodeToken(info.body.token)).toMatchObject({ status: 'REFEREE_FAILED', isRefereeFilled: true });
    expect(await t.api.post('/api/admin/volunteer/approve', { id: v.id, approve: true }, { token: adminToken })).toMatchObject({
      status: 400,
      body: { message: 'The referee has not confirmed this volunteer yet' },
    });

    const second = await addReferee(info.body.token, `second.${randomUUID().slice(0, 8)}@example.lk`);
    expect(decodeToken(second.token).status).toBe('REFEREE_INCOMPLETE');
    expect((await t.api.get('/api/volunteer/referee/information', second.token)).body.referee.status).toBe('PENDING');
    // The first referee's link is spent.
    expect(await t.api.post('/api/referee/review', { refereeToken: first.refereeToken, ...validReview() })).toMatchObject({
      status: 400,
      body: { message: 'This referee link has already been used' },
    });
  });

  it('an admin may reject after an accurate review (status REFEREE_FAILED)', async () => {
    const v = await volunteerWithBio('rejected');
    const referee = await addReferee(v.token, `rej.${randomUUID().slice(0, 8)}@example.lk`);
    await t.api.post('/api/referee/review', { refereeToken: referee.refereeToken, ...validReview() });
    const rejected = await t.api.post('/api/admin/volunteer/approve', { id: v.id, approve: false, reason: 'Referee is a close relative' }, { token: adminToken });
    expect(rejected).toMatchObject({ status: 200, body: { message: 'Volunteer rejected' } });
    const detail = await t.api.get(`/api/admin/volunteer/${v.id}`, adminToken);
    expect(detail.body).toMatchObject({ registerStatus: 'REFEREE_FAILED', referee: { status: 'FAILED' }, decision: { reason: 'Referee is a close relative' } });
    const info = await t.api.get('/api/volunteer/referee/information', referee.token);
    expect(info.body.referee.status).toBe('FAILED');
  });
});

describe('public profile', () => {
  it('shows contact details only to admins and to the volunteer', async () => {
    const v = await volunteerWithBio('public');
    const anonymous = await t.api.get(`/api/volunteer/get/${v.id}`);
    expect(anonymous).toMatchObject({
      status: 200,
      body: { firstName: 'Kamala', lastName: 'public', type: 'VOLUNTEER', registrationNo: v.registrationNo, highestEducation: 'DEGREE', completed: 0, hours: 0, value: 0, sdgs: {} },
    });
    expect(anonymous.body.contributeDistrict).toBe(validBio().contributeDistrict);
    for (const hidden of ['email', 'phoneNumber', 'dateOfBirth', 'permanentStreet', 'nic']) expect(anonymous.body).not.toHaveProperty(hidden);

    const other = await registerVolunteer('stranger');
    const strangerToken = await t.api.login(other.email, 'secret-pass-1');
    const stranger = await t.api.get(`/api/volunteer/get/${v.id}`, strangerToken);
    expect(stranger.body).not.toHaveProperty('email');
    // The volunteer routes read only the caller's own record (the id comes from the token).
    expect((await t.api.get('/api/volunteer/bio/get', strangerToken)).body).toMatchObject({ registrationNo: other.registrationNo, email: other.email, bio: null });
    expect((await t.api.get('/api/volunteer/referee/information', strangerToken)).body.referee).toBeNull();

    for (const token of [v.token, adminToken]) {
      const privileged = await t.api.get(`/api/volunteer/get/${v.id}`, token);
      expect(privileged.body).toMatchObject({ email: v.email, dateOfBirth: '1995-04-12', permanentStreet: 'Temple Road' });
    }
    expect(await t.api.get(`/api/volunteer/get/${randomUUID()}`)).toMatchObject({ status: 404, body: { message: 'Volunteer not found' } });
  });
});

describe('personal data', () => {
  const append = async (streamId: string, type: string, data: unknown) => {
    const validated = catalogue.validate(type, data);
    const result = await t.platform.infra.store.append(
      streamId,
      [{ id: randomUUID(), type, ...validated, metadata: { occurredAt: new Date().toISOString() } }],
      { expected: 'stream_exists' },
    );
    expect(await t.platform.projections.runner.waitFor(result.position, 10_000)).toBe(true);
  };

  it('keeps bio, phone and referee data out of the log in clear', async () => {
    const v = await registerVolunteer('secretive');
    const phone = await verifyPhone(v);
    const token = await t.api.login(v.email, 'secret-pass-1');
    const bio = validBio({
      nic: v.nic,
      nameInNic: 'Wasanthi Gunawardhana',
      permanentStreet: 'Jasminegrove Lane',
      contactOffice: '0119876543',
      specialCondition: 'yes',
      specialConditionDetails: 'Asthmaticus rarissimus',
    });
    const saved = await t.api.post('/api/volunteer/bio/submit', bio, { token });
    const refereeEmail = `hidden.referee.${randomUUID().slice(0, 8)}@example.lk`;
    const added = await addReferee(saved.body.token, refereeEmail);
    const reviewed = await t.api.post('/api/referee/review', { refereeToken: added.refereeToken, ...validReview({ otherInformation: 'Plays the veena beautifully' }) });
    expect(await t.platform.projections.runner.waitFor(parsePosition(reviewed.body.position)!, 10_000)).toBe(true);

    const { rows } = await t.db.pool.query(`SELECT data::text AS data FROM es.events`);
    const log = rows.map((r) => r.data).join('\n');
    for (const secret of [phone, v.nic, 'Wasanthi', 'Jasminegrove', '0119876543', 'Asthmaticus', refereeEmail, 'Plays the veena', added.refereeToken.split('.')[1]]) {
      expect(log, secret).not.toContain(secret);
    }
  });

  it('erasure nulls the personal columns and the picture; standing follows suspension and termination', async () => {
    const v = await volunteerWithBio('erased');
    const added = await addReferee(v.token, `erased.referee.${randomUUID().slice(0, 8)}@example.lk`);
    await t.api.post('/api/referee/review', { refereeToken: added.refereeToken, ...validReview() });
    const stream = streams.volunteer(v.id);

    await append(stream, 'ProfileImageChanged', { subjectId: v.id, imageURL: `/api/asset/file/${'a'.repeat(64)}.png` });
    expect((await t.api.get(`/api/admin/volunteer/${v.id}`, adminToken)).body.imageURL).toBe(`/api/asset/file/${'a'.repeat(64)}.png`);

    const adminId = decodeToken(adminToken).id;
    await append(stream, 'AccountSuspended', { subjectId: v.id, until: '2999-12-31', adminId });
    expect((await t.api.get(`/api/admin/volunteer/${v.id}`, adminToken)).body).toMatchObject({ standing: 'SUSPENDED', suspendedUntil: expect.anything() });
    await append(stream, 'AccountUnsuspended', { subjectId: v.id, adminId });
    expect((await t.api.get(`/api/admin/volunteer/${v.id}`, adminToken)).body.standing).toBe('FUNCTIONING');
    // A suspension whose last day has passed ends by itself.
    await append(stream, 'AccountSuspended', { subjectId: v.id, until: '2020-01-01', adminId });
    expect((await t.api.get(`/api/admin/volunteer/${v.id}`, adminToken)).body.standing).toBe('FUNCTIONING');

    await append(stream, 'AccountTerminated', { subjectId: v.id, by: 'admin', adminId });
    await t.platform.infra.vault.erase(v.id);
    await append(stream, 'PersonalDataErased', { subjectId: v.id });

    const detail = (await t.api.get(`/api/admin/volunteer/${v.id}`, adminToken)).body;
    expect(detail).toMatchObject({
      standing: 'TERMINATED',
      erased: true,
      firstName: null,
      lastName: null,
      email: null,
      nic: null,
      phoneNumber: null,
      imageURL: null,
      bio: null,
      referee: { name: null, email: null, mobile: null, address: '', review: { accurate: true, otherInformation: '' } },
    });
    const row = (await t.api.get('/api/volunteer/listAdmin', adminToken)).body.find((r: { id: string }) => r.id === v.id);
    expect(row).toMatchObject({ erased: true, standing: 'TERMINATED', firstName: null, email: null });
    // No public profile, no referee page, no review.
    expect((await t.api.get(`/api/volunteer/get/${v.id}`)).status).toBe(404);
    expect((await t.api.get(`/api/referee/${encodeURIComponent(added.refereeToken)}`)).status).toBe(404);
    // The non-identifying profile stays for reports.
    const { rows } = await t.db.pool.query(`SELECT profile->>'gender' AS gender, contribute_district FROM rm_volunteers WHERE id = $1`, [v.id]);
    expect(rows[0]).toEqual({ gender: 'Female', contribute_district: validBio().contributeDistrict });
  });
});
