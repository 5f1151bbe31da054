import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { startTestPlatform } from '../../../scripts/test/harness';
// A test fixture of the vio slice (its valid profile form): onboarding is that slice's, reused as a person would.
import { validVioProfile } from '../vio/profile-fixtures';

type Platform = Awaited<ReturnType<typeof startTestPlatform>>;

export { dayFromToday, realLocation, validNonFormal, validOpportunity } from './fixtures';
import { realLocation } from './fixtures';

let counter = 0;
/** Registers, verifies, completes and (unless told) approves a VIO through the real calls; logs it in. */
export const onboardVio = async (t: Platform, adminToken: string, { approve = true, name }: { approve?: boolean; name?: string } = {}) => {
  const email = `opp-org${++counter}-${randomUUID().slice(0, 8)}@example.lk`;
  const orgName = name ?? `Opportunity Organisation ${counter}`;
  const password = 'org-pass-123';
  const registered = await t.api.post('/api/vio/registration/register', { name: orgName, email, password, type: 'NONPROFIT', description: orgName });
  expect(registered.status).toBe(200);
  await t.platform.projections.runner.caughtUp();
  const secret = await t.api.mailedSecret(email, 'verifyVioEmail');
  expect((await t.api.post('/api/vio/email-verification', { emailToken: secret })).status).toBe(200);
  let token = await t.api.login(email, password);
  const profile = await t.api.call('PUT', '/api/vio/profile-complete/non-profit', { body: validVioProfile('NONPROFIT', realLocation()), token });
  expect(profile.status).toBe(200);
  if (approve) {
    expect((await t.api.post('/api/admin/vio/verify', { id: registered.body.id, approve: true }, { token: adminToken })).status).toBe(200);
    token = await t.api.login(email, password);
  }
  return { id: registered.body.id as string, email, name: orgName, token };
};

/** A registered volunteer (e-mail not verified), logged in: the wrong role for every VIO or admin call. */
export const registeredVolunteer = async (t: Platform) => {
  const email = `opp-vol${++counter}-${randomUUID().slice(0, 8)}@example.lk`;
  const nic = `19${String(90 + (counter % 9))}${String(Date.now()).slice(-8)}`;
  const r = await t.api.post('/api/volunteer/register/email', { email, nic, firstName: 'Nimal', lastName: 'Perera', password: 'volunteer-pass' });
  expect(r.status).toBe(200);
  return t.api.login(email, 'volunteer-pass');
};
