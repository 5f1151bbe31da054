/**
 * Organisations (issue 9) end to end: a VIO using the console in Tamil creates a sub-VIO (which sets its password
 * through the mailed link and is approved), a volunteer asks to join the VIO on /org-vios, the VIO accepts on
 * /org-volunteers, invites a second volunteer by e-mail (who accepts on /org-vios), assigns the first to the
 * sub-VIO on /viewSubVio/:id, and an admin transfers the sub-VIO to another principal from /admin/VIOlist. The
 * sub-VIO is refused the sub-VIO pages; the invited volunteer resigns; another VIO rejects a request.
 * Accounts are onboarded through the real API first (onboarding has its own journeys); every name is unique per
 * run, since the desktop and phone projects share one platform.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { validVioProfile } from '../../command-api/src/vio/profile-fixtures';
import { ta } from '../../console/src/i18n/ta';
import { organisationMessages } from '../../console/src/i18n/catalogues';
import { viewportName } from './a11y';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, mailedPath, nic1995, screenshot as save, unique } from './support';
import { call, eventually, firstPlace, login, must, onboardVio, onboardVolunteer } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const taOrg = organisationMessages.ta;
const enOrg = organisationMessages.en;





/** Screenshots carry the width they were taken at. */
const screenshot = (page: Page, name: string) => save(page, `${name}-${viewportName()}`);

suite('Organisations journey (VIO in Tamil: sub-VIO, membership, assignment; admin transfer)', () => {
  const browser = createBrowserSession();
  const run = unique();
  const principal = { name: `Green Hands ${run}`, email: `vio-org-${run}@example.lk`, password: 'Organisation#2026' };
  const newPrincipal = { name: `Blue Harbour ${run}`, email: `vio-org2-${run}@example.lk`, password: 'Organisation#2026' };
  const sub = { name: `Green Hands Jaffna ${run}`, email: `subvio-${run}@example.lk`, leader: 'Kavitha Sivakumar', password: 'SubOrganisation#2026' };
  const volunteer = { firstName: `Nimal${run.slice(-4)}`, lastName: 'Rajapaksha', nic: nic1995(), email: `vol-org-${run}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  let admin = '';
  let principalVio = { id: '', registrationNo: '' };
  let otherVio = { id: '', registrationNo: '' };
  let volunteerId = '';
  const invitee = { firstName: 'Malathi', lastName: 'Arumugam', nic: nic1995(), email: `vol-inv-${run}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  let inviteeId = '';
  let subVioId = '';
  let vioPage: Page;
  let subPage: Page;
  let inviteePage: Page;

  beforeAll(async () => {
    await browser.open();
    admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    principalVio = await onboardVio(admin, principal);
    otherVio = await onboardVio(admin, newPrincipal);
    volunteerId = await onboardVolunteer(admin, volunteer);
    inviteeId = await onboardVolunteer(admin, invitee);
  }, 240_000);
  afterAll(() => browser.close());

  it('the VIO (Tamil) creates a sub-VIO; the form names the missing fields first; the sub-VIO sets its password and is approved', async () => {
    vioPage = await browser.fresh({ language: 'ta' });
    await loginAndLand(vioPage, principal.email, principal.password, '/vioHome', ta['login.submit']);
    await vioPage.goto(`${BASE}/createSubVio`);
    await vioPage.getByRole('heading', { name: taOrg['org.subvio.createTitle'] }).waitFor();
    await vioPage.getByTestId('subvio-create').click();
    await expect.poll(() => vioPage.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(3);
    await vioPage.locator('input[name="name"]').fill(sub.name);
    await vioPage.locator('input[name="email"]').fill(sub.email);
    await vioPage.locator('input[name="leader"]').fill(sub.leader);
    await vioPage.locator('textarea[name="description"]').fill('Beach and lagoon clean-ups in the north.');
    await screenshot(vioPage, 'organisations-subvio-create-ta');
    await vioPage.getByTestId('subvio-create').click();
    await vioPage.waitForURL((url) => url.pathname === '/vioHome');

    await vioPage.goto(`${BASE}/viewSubVios`);
    const chip = vioPage.getByTestId('subvios').locator(`[data-name="${sub.name}"]`);
    await chip.waitFor();
    subVioId = (await chip.getAttribute('data-subvio-id'))!;
    expect(subVioId).toBeTruthy();
    // Search by ID keeps exactly this sub-VIO.
    await vioPage.locator('#subvio-search').fill(subVioId);
    await expect.poll(() => vioPage.getByTestId('subvios').locator('li').count()).toBe(1);
    await screenshot(vioPage, 'organisations-subvios-ta');
    // Delete asks first; cancelling keeps the sub-VIO.
    await chip.getByTestId('subvio-delete').click();
    await vioPage.getByRole('alertdialog').getByRole('button', { name: taOrg['org.cancel'] }).click();
    await expect.poll(() => vioPage.getByRole('alertdialog').count()).toBe(0);
    await chip.waitFor();
    await vioPage.goto(`${BASE}/subVIOList`);
    await vioPage.getByTestId('subvio-table').getByRole('link', { name: sub.name }).waitFor();

    // The sub-VIO sets its password through the mailed link, completes its profile and an admin approves it.
    subPage = await browser.another();
    await subPage.goto(`${BASE}${await mailedPath(sub.email, 'subvio/verify')}`);
    await subPage.locator('input[name="password"]').fill(sub.password);
    await subPage.locator('input[name="repeatPassword"]').fill(sub.password);
    await subPage.getByTestId('subvio-verify-submit').click();
    await subPage.getByTestId('subvio-verify-done').waitFor();
    const subToken = await eventually('sub-VIO login', async () => {
      const r = await call('POST', '/api/authenticate/login', { email: sub.email, password: sub.password });
      return r.status === 200 ? (r.body.token as string) : undefined;
    });
    await must('sub-VIO profile', call('PUT', '/api/vio/profile-complete/non-profit', validVioProfile('NONPROFIT', firstPlace()), subToken));
    await must('approve sub-VIO', call('POST', '/api/admin/vio/verify', { id: subVioId, approve: true }, admin));
  }, 180_000);

  it('the sub-VIO is refused the sub-VIO pages (one level only)', async () => {
    await loginAndLand(subPage, sub.email, sub.password, '/vioHome');
    await subPage.goto(`${BASE}/createSubVio`);
    await expect.poll(() => subPage.getByTestId('access-denied').textContent()).toBe(enOrg['org.guard.subVio']);
    expect(await subPage.getByTestId('subvio-create').count()).toBe(0);
  }, 120_000);

  it('a volunteer asks to join the VIO on /org-vios', async () => {
    const page = await browser.another();
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome');
    await page.goto(`${BASE}/org-vios`);
    await page.locator('#org-vios-search').fill(principal.name);
    const card = page.locator(`[data-vio-id="${principalVio.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('membership-state').getAttribute('data-state')).toBe('new');
    await card.getByTestId('org-vio-request').click();
    await page.getByText(enOrg['org.vios.requested']).first().waitFor();
    await expect.poll(() => card.getByTestId('membership-state').getAttribute('data-state')).toBe('requested');
    await card.getByTestId('org-vio-cancel').waitFor();
    await screenshot(page, 'organisations-org-vios-requested');
  }, 120_000);

  it('the VIO (Tamil) accepts the request on /org-volunteers and the volunteer is a member', async () => {
    await vioPage.goto(`${BASE}/org-volunteers`);
    await vioPage.getByRole('heading', { name: taOrg['org.volunteers.cardsTitle'] }).waitFor();
    await vioPage.getByTestId('org-volunteers-filter').getByRole('radio', { name: taOrg['org.filter.requested'] }).click();
    const card = vioPage.locator(`[data-volunteer-id="${volunteerId}"]`);
    await card.waitFor();
    await screenshot(vioPage, 'organisations-requests-ta');
    await card.getByTestId('org-volunteer-accept').click();
    await vioPage.getByText(taOrg['org.volunteers.accepted']).first().waitFor();
    await vioPage.getByTestId('org-volunteers-filter').getByRole('radio', { name: taOrg['org.filter.joined'] }).click();
    await expect.poll(() => card.getByTestId('membership-state').getAttribute('data-state')).toBe('joined');
    await card.getByTestId('org-volunteer-remove').waitFor();
  }, 120_000);

  it('the VIO (Tamil) invites a registered volunteer by e-mail; the volunteer accepts the invitation on /org-vios', async () => {
    await vioPage.goto(`${BASE}/viewOrganizationalVolunteers`);
    await vioPage.getByRole('heading', { name: taOrg['org.volunteers.title'] }).waitFor();
    await vioPage.locator('input[name="email"]').fill(invitee.email);
    await vioPage.getByTestId('org-volunteer-add').click();
    await vioPage.getByText(taOrg['org.volunteers.added']).first().waitFor();
    const invited = vioPage.getByTestId('org-members').locator('tr').filter({ hasText: invitee.email });
    await invited.waitFor();
    expect(await invited.getByTestId('membership-state').getAttribute('data-state')).toBe('invited');
    await screenshot(vioPage, 'organisations-members-ta');

    const page = (inviteePage = await browser.another());
    await loginAndLand(page, invitee.email, invitee.password, '/volunteerHome');
    await page.goto(`${BASE}/org-vios`);
    await page.getByTestId('org-vios-filter').getByRole('radio', { name: enOrg['org.filter.requested'] }).click();
    const card = page.locator(`[data-vio-id="${principalVio.id}"]`);
    await card.waitFor();
    expect(await card.getByTestId('membership-state').getAttribute('data-state')).toBe('accept');
    await card.getByTestId('org-vio-decline').waitFor();
    await card.getByTestId('org-vio-accept').click();
    await page.getByText(enOrg['org.vios.joined']).first().waitFor();
    await page.getByTestId('org-vios-filter').getByRole('radio', { name: enOrg['org.filter.joined'] }).click();
    await expect.poll(() => card.getByTestId('membership-state').getAttribute('data-state')).toBe('joined');
    await card.getByTestId('org-vio-resign').waitFor();
  }, 120_000);

  it('the invited volunteer resigns on /org-vios; asking again is not offered', async () => {
    const page = inviteePage;
    await page.getByTestId('org-vios-filter').getByRole('radio', { name: enOrg['org.filter.all'] }).click();
    const card = page.locator(`[data-vio-id="${principalVio.id}"]`);
    await card.getByTestId('org-vio-resign').click();
    await page.getByText(enOrg['org.vios.resigned']).first().waitFor();
    await expect.poll(() => card.getByTestId('membership-state').getAttribute('data-state')).toBe('resigned');
    expect(await card.getByTestId('org-vio-request').isDisabled()).toBe(true);
  }, 120_000);

  it('another VIO rejects a request on /org-volunteers; the volunteer sees it rejected', async () => {
    const inviteeToken = await login(invitee.email, invitee.password);
    await must('request to join', call('POST', '/api/org/vio/request', { vioId: otherVio.id, request: true }, inviteeToken));
    const page = await browser.another();
    await loginAndLand(page, newPrincipal.email, newPrincipal.password, '/vioHome');
    await page.goto(`${BASE}/org-volunteers`);
    await page.getByTestId('org-volunteers-filter').getByRole('radio', { name: enOrg['org.filter.requested'] }).click();
    const card = page.locator(`[data-volunteer-id="${inviteeId}"]`);
    await card.getByTestId('org-volunteer-reject').click();
    await page.getByText(enOrg['org.volunteers.rejected']).first().waitFor();
    const state = await eventually('rejected', async () => {
      const list = (await call('GET', '/api/org/vio/list/all', undefined, inviteeToken)).body as { vioId: string; state: string }[];
      const found = list.find((v) => v.vioId === otherVio.id)?.state;
      return found === 'rejected' ? found : undefined;
    });
    expect(state).toBe('rejected');
  }, 120_000);

  it('the VIO (Tamil) assigns the member to the sub-VIO, searching by first name', async () => {
    await vioPage.goto(`${BASE}/viewSubVio/${subVioId}`);
    await vioPage.getByRole('heading', { name: sub.name }).waitFor();
    await vioPage.locator('#subvio-volunteer-search').fill(volunteer.firstName);
    const row = vioPage.getByTestId('subvio-volunteers').locator(`tr[data-volunteer-id="${volunteerId}"]`);
    await row.waitFor();
    await expect.poll(() => vioPage.getByTestId('subvio-volunteers').locator('tbody tr').count()).toBe(1);
    const toggle = row.getByRole('switch');
    expect(await toggle.isChecked()).toBe(false);
    await row.locator('label').click();
    await vioPage.getByText(taOrg['org.subvio.assignedDone']).first().waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await screenshot(vioPage, 'organisations-assigned-ta');
    const assigned = await must('assignment list', call('GET', `/api/vio/get-org-volunteers-subvio/${subVioId}?page=0&size=10&firstName=${encodeURIComponent(volunteer.firstName)}`, undefined, await login(principal.email, principal.password)));
    expect(assigned.content.find((r: { volunteerId: string }) => r.volunteerId === volunteerId)?.assigned).toBe(true);
  }, 120_000);

  it('an admin transfers the sub-VIO to another principal from /admin/VIOlist', async () => {
    const page = await browser.another();
    await loginAndLand(page, ADMIN_EMAIL!, ADMIN_PASSWORD!, '/admin/dashboard');
    await page.goto(`${BASE}/admin/VIOlist`);
    await page.locator('input[name="search"]').fill(sub.name);
    const row = page.locator(`tr[data-vio-id="${subVioId}"]`);
    await row.waitFor();
    // Only a VIO with a parent can be transferred.
    expect(await row.getByTestId('vio-transfer').isEnabled()).toBe(true);
    await row.getByTestId('vio-transfer').click();
    await page.waitForURL((url) => url.pathname === `/admin/subVioTransfer/${subVioId}`);
    await page.getByTestId('transfer-find').click();
    await page.locator('[aria-invalid="true"]').first().waitFor();
    await page.locator('input[name="newRegistrationNumber"]').fill(otherVio.registrationNo);
    await page.getByTestId('transfer-find').click();
    const parent = page.getByTestId('transfer-parent');
    await parent.waitFor();
    expect(await parent.textContent()).toContain(newPrincipal.name);
    await screenshot(page, 'organisations-transfer-confirm');
    await page.getByTestId('transfer-confirm').click();
    await page.waitForURL((url) => url.pathname === '/admin/VIOlist');
    expect(await page.getByTestId('vio-list-notice').textContent()).toBe('successfully Transfered');
    await screenshot(page, 'organisations-transferred');
    const moved = await eventually('transferred sub-VIO', async () => {
      const r = await call('GET', `/api/admin/vio/${subVioId}`, undefined, admin);
      return r.body?.parentVio?.id === otherVio.id ? r.body : undefined;
    });
    expect(moved.status).toBe('TRANSFERRED');

    // The public page names the new principal; the old principal no longer lists the sub-VIO.
    await page.goto(`${BASE}/vio/${subVioId}`);
    await expect.poll(() => page.getByTestId('vio-public-principal').textContent()).toContain(newPrincipal.name);
    await screenshot(page, 'organisations-subvio-public');
    await vioPage.goto(`${BASE}/subVIOList`);
    await vioPage.getByRole('heading', { name: taOrg['org.subvio.listTitle'] }).waitFor();
    expect(await vioPage.getByRole('link', { name: sub.name }).count()).toBe(0);
  }, 120_000);
});
