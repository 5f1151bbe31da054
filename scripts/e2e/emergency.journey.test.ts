/**
 * Browser journey of the emergency slice (issue 10): an admin creates an emergency user, who sets a password
 * through the mailed link, creates an opportunity, filters the standby pool by district and invites; the
 * volunteer replies YES by SMS (the development outbox's reply, the same path as the gateway's); the user
 * completes the volunteer and gives feedback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lkAdmin } from '@nvp/events';
import { validBio, validReferee, validReview } from '../../command-api/src/volunteer/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, awaitOutbox, BASE, createBrowserSession, loginAndLand, mailedPath, nic1995, screenshot, unique } from './support';

const suite = BASE ? describe : describe.skip;

const call = async (method: string, route: string, body?: unknown, token?: string) => {
  const response = await fetch(`${BASE}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (response.status !== 200) throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(json)}`);
  return json as Record<string, any>;
};

/** A willing, FULLY_REGISTERED volunteer in the second district, onboarded through the API as a person would. */
const standbyVolunteer = async () => {
  const district = lkAdmin.districts()[1];
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  const place = { district: district.name, divisionalSecretariat: ds.name, gnDivision: lkAdmin.gnDivisions(ds.name, district.name)[0].name };
  const v = { firstName: 'Tharindu', lastName: 'Wickrama', nic: nic1995(), email: `standby-${unique()}@example.lk`, password: 'Volunteer#2026' };
  const phone = `07${String(Date.now() % 1e8).padStart(8, '0')}`;
  const { id, registrationNo } = await call('POST', '/api/volunteer/register/email', v);
  const emailToken = decodeURIComponent((await mailedPath(v.email, 'verifyEmail')).split('/')[2]);
  await call('POST', '/api/volunteer/verify/email', { emailToken });
  // The mailed key proves the account for the phone step (an e-mail address alone does not).
  await call('POST', '/api/volunteer/register/phone', { emailToken, phoneNumber: phone });
  const code = (await awaitOutbox(phone, /\b(\d{6})\b/, 'sms'))[1];
  await call('POST', '/api/volunteer/verify/phone', { emailToken, phoneToken: code });
  let { token } = await call('POST', '/api/authenticate/login', { email: v.email, password: v.password });
  const bio = validBio({ nic: v.nic, nameInNic: `${v.firstName} ${v.lastName}`, contributeDistrict: place.district, contributeDivisionalSecretariat: place.divisionalSecretariat, contributegnDivision: place.gnDivision, emergencyWill: 'yes' });
  token = (await call('POST', '/api/volunteer/bio/submit', bio, token)).token;
  const refereeEmail = `referee-${unique()}@example.lk`;
  await call('POST', '/api/volunteer/referee/information', validReferee({ email: refereeEmail }), token);
  const refereeToken = decodeURIComponent((await mailedPath(refereeEmail, 'refereeFeedback')).split('/')[2]);
  await call('POST', '/api/referee/review', { refereeToken, ...validReview() });
  const admin = (await call('POST', '/api/authenticate/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).token;
  await call('POST', '/api/admin/volunteer/approve', { id, approve: true }, admin);
  return { ...v, id: id as string, registrationNo: registrationNo as string, phone, place };
};

suite('emergency journey', () => {
  const browser = createBrowserSession();
  beforeAll(() => browser.open());
  afterAll(() => browser.close());

  it('admin creates an emergency user → password → opportunity → pool by district → invite → SMS YES → complete → feedback', async () => {
    const volunteer = await standbyVolunteer();

    // The admin creates the emergency user and sees it in the list.
    const page = await browser.fresh();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/createemguser`);
    const user = { email: `emg-${unique()}@example.lk`, password: 'Emergency#2026' };
    await page.locator('input[name="name"]').fill('Disaster Management Desk');
    await page.locator('input[name="email"]').fill(user.email);
    await page.getByTestId('emg-user-create').click();
    await page.waitForURL((url) => url.pathname === '/admin/emguserslist');
    await page.locator(`tr[data-email="${user.email}"]`).waitFor();
    await screenshot(page, 'emergency-users');

    // The emergency user sets a password through the mailed link and logs in.
    const emg = await browser.another();
    await emg.goto(`${BASE}${await mailedPath(user.email, 'emergency/verify')}`);
    await emg.locator('input[name="password"]').fill(user.password);
    await emg.locator('input[name="repeatPassword"]').fill(user.password);
    await emg.getByTestId('emg-verify-submit').click();
    await emg.getByTestId('emg-verify-done').waitFor();
    await loginAndLand(emg, user.email, user.password, '/emguserHome');

    // Creates an opportunity.
    await emg.goto(`${BASE}/createEmergencyVO`);
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const fields: Record<string, string> = {
      title: 'Landslide evacuation support', supervisorName: 'Major Perera', supervisorLandline: '0112345678', supervisorMobile: '0771234567',
      supervisorEmail: 'desk@dmc.gov.lk', location: 'Community hall', noOfVolunteers: '10', startDate: start, endDate: start,
    };
    for (const [name, value] of Object.entries(fields)) await emg.locator(`input[name="${name}"]`).fill(value);
    for (const [name, value] of Object.entries({ descriptionEnglish: 'Help families evacuate.', descriptionSinhala: 'පවුල් ඉවත් කිරීමට උදව් කරන්න.', descriptionTamil: 'குடும்பங்களை வெளியேற்ற உதவுங்கள்.', descriptionSMSEnglish: 'Evacuation help needed', descriptionSMSSinhala: 'ඉවත් කිරීමට උදව් අවශ්‍යයි', descriptionSMSTamil: 'வெளியேற்ற உதவி தேவை' }))
      await emg.locator(`textarea[name="${name}"]`).fill(value);
    await emg.locator('select[name="category"]').selectOption('1');
    await emg.locator('select[name="district"]').selectOption(volunteer.place.district);
    await emg.locator('select[name="divisionalSecretariat"]').selectOption(volunteer.place.divisionalSecretariat);
    await emg.locator('select[name="gnDivision"]').selectOption(volunteer.place.gnDivision);
    await emg.locator('label:has-text("SDG 11")').click();
    await screenshot(emg, 'emergency-create');
    await emg.getByTestId('emg-create-submit').click();
    await emg.waitForURL((url) => url.pathname.startsWith('/emg-VolunteerOpportunity/'));
    const opportunityPath = new URL(emg.url()).pathname;
    const opportunityId = opportunityPath.split('/').pop()!;

    // Filters the standby pool by district and invites the volunteer.
    await emg.locator('select[name="district"]').selectOption(volunteer.place.district);
    const row = emg.getByTestId('emg-pool').locator(`tr[data-registration="${volunteer.registrationNo}"]`);
    await row.waitFor();
    for (const other of await emg.getByTestId('emg-pool').locator('tbody tr').all()) {
      expect(await other.textContent()).toContain(volunteer.place.district);
    }
    // 'Select all' takes the district's whole standby pool from the server (issue 24: not only the page shown); again clears it.
    const selectAll = emg.getByRole('checkbox', { name: 'Select all' });
    await selectAll.click({ force: true });
    await expect.poll(async () => row.getByRole('checkbox').isChecked()).toBe(true);
    expect(Number((await emg.getByTestId('emg-selected').textContent())!.split(' ')[0])).toBeGreaterThanOrEqual(1);
    await selectAll.click({ force: true });
    await expect.poll(async () => emg.getByTestId('emg-selected').textContent()).toBe('0 selected');
    await row.getByRole('checkbox').check({ force: true });
    expect(await emg.getByTestId('emg-selected').textContent()).toBe('1 selected');
    await emg.getByTestId('emg-invite').click();
    expect(await emg.getByTestId('emg-result').textContent()).toBe('Successfully Invited!');
    await screenshot(emg, 'emergency-invited');

    // The volunteer answers YES to the SMS (development outbox: the same path the gateway's message takes).
    await awaitOutbox(volunteer.phone, /ඉවත් කිරීමට උදව් අවශ්‍යයි/, 'sms');
    const outbox = await browser.another();
    await outbox.goto(`${BASE}/dev/outbox`);
    const sms = outbox.getByTestId('outbox-item').filter({ hasText: volunteer.phone }).filter({ hasText: 'ඉවත් කිරීමට' }).first();
    await sms.getByTestId('dev-reply-yes').click();
    await outbox.getByRole('status').filter({ hasText: 'Thank you' }).waitFor();

    // The emergency user sees ACCEPTED, completes the volunteer and gives feedback.
    await emg.goto(`${BASE}${opportunityPath}`);
    const accepted = emg.getByTestId('emg-main').locator(`tr[data-registration="${volunteer.registrationNo}"]`);
    await accepted.filter({ hasText: 'ACCEPTED' }).waitFor();
    await accepted.getByRole('button', { name: 'Complete' }).click();
    expect(await emg.getByTestId('emg-result').textContent()).toBe('Successfully Completed!');
    await accepted.filter({ hasText: 'COMPLETED' }).waitFor();
    await accepted.getByRole('link', { name: 'Feedback' }).click();
    await emg.waitForURL((url) => url.pathname.startsWith(`/emergencyVolunteerFeedback/${opportunityId}/${volunteer.id}/`));
    await emg.getByTestId('emg-feedback-submit').click();
    expect(await emg.getByRole('alert').first().textContent()).toBe('Please Fill the all components');
    await emg.locator('select[name="satisfied"]').selectOption('4');
    await emg.locator('select[name="informationMethod"]').selectOption('SMS');
    await emg.locator('label:has(input[name="recommend"][value="yes"])').click();
    await emg.locator('input[name="contributionHours"]').fill('8');
    for (const select of await emg.locator('fieldset.emg-ratings select').all()) await select.selectOption('5');
    await emg.getByTestId('emg-feedback-submit').click();
    expect(await emg.getByTestId('emg-feedback-done').textContent()).toBe('Thank you so much for providing your valuable feedback!');
    await screenshot(emg, 'emergency-feedback');
  }, 180_000);
});
