/**
 * My Opportunities and withdrawing an application (issue 27) end to end, at phone width: a volunteer in Sinhala
 * sees in plain words where their application stands in the two reviews ("selected by the secretariat — waiting
 * for the organisation"), finds it under All (the default) and under Pending, withdraws it through the
 * confirmation and then sees it Withdrawn; the organisation's applicant list shows it withdrawn too. The VIO,
 * the volunteer, the opportunity, the application and the secretariat's selection are set up through the API
 * (their own journeys drive those forms).
 * Then the waitlist (issue 28): on an opportunity whose one place another volunteer holds, the Sinhala volunteer
 * is number 1 on the waitlist; the organisation sees the list on the opportunity's page; the holder withdraws,
 * the place is offered and the volunteer accepts it on My Opportunities.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { si } from '../../console/src/i18n/si';
import { applicationMessages } from '../../console/src/i18n/catalogues';
import { firstApplicableDay, validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, nic1995, screenshot, unique } from './support';
import { call, eventually, login, must, onboardVio, onboardVolunteer } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const siApp = applicationMessages.si;

suite('Withdraw journey (volunteer in Sinhala, phone)', () => {
  const browser = createBrowserSession();
  const title = `Reading circle ${unique()}`;
  const vio = { name: `Village Library ${unique()}`, email: `vio-wd-${unique()}@example.lk`, password: 'Organisation#2026' };
  const volunteer = { firstName: 'Nimali', lastName: 'Perera', nic: nic1995(), email: `vol-wd-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  let opportunityId = '';
  let applicationId = '';
  let vioToken = '';
  let adminToken = '';
  const holder = { firstName: 'Kasun', lastName: 'Silva', nic: nic1995(), email: `vol-hold-${unique()}@example.lk`, password: 'Volunteer#2026', phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` };
  let page: Page;
  const row = () => page.locator(`[data-testid="my-opportunity"][data-opportunity-id="${opportunityId}"]`);

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    adminToken = admin;
    await onboardVio(admin, vio);
    await onboardVolunteer(admin, volunteer);
    vioToken = await login(vio.email, vio.password);
    const opportunity = validOpportunity({ title });
    opportunityId = (await must('create the opportunity', call('POST', '/api/vio/create-opportunity', opportunity, vioToken))).id;
    await must('approve the opportunity', call('POST', '/api/admin/opportunity/review', { id: opportunityId, approve: true }, admin));
    const volunteerToken = await login(volunteer.email, volunteer.password);
    const day = firstApplicableDay(opportunity as { startDate: string; days: string[] });
    applicationId = (
      await eventually('apply', async () => {
        const reply = await call('POST', '/api/opportunity/apply', { opportunityId, dates: [day] }, volunteerToken);
        return reply.status === 200 ? reply.body : undefined;
      })
    ).id;
    await eventually('the secretariat selects the application', async () =>
      (await call('POST', '/api/admin/opportunity/apply/review', { applicationId, approve: true }, admin)).status === 200 ? true : undefined,
    );
  }, 240_000);
  afterAll(() => browser.close());

  it('says plainly where the application stands, under All (the default) and under Pending', async () => {
    page = await browser.fresh({ language: 'si' });
    await loginAndLand(page, volunteer.email, volunteer.password, '/volunteerHome', si['login.submit']);
    await page.goto(`${BASE}/opportunities/myOpportunities`);
    expect(await page.locator('select[name="type"]').inputValue()).toBe('ALL');
    await row().waitFor();
    const stage = row().getByTestId('application-stage');
    await expect.poll(() => stage.getAttribute('data-stage')).toBe('application.my.stage.waitingOrganisation');
    expect((await stage.textContent())?.trim()).toBe(siApp['application.my.stage.waitingOrganisation']);
    await screenshot(page, 'withdraw-my-opportunities-si');
    // A selected application is not hidden: Pending lists it too.
    await page.locator('select[name="type"]').selectOption('PENDING');
    await row().waitFor();
    await page.locator('select[name="type"]').selectOption('ALL');
    await row().waitFor();
  }, 120_000);

  it('withdraws through the confirmation; the row then says Withdrawn and offers no second withdrawal', async () => {
    await row().getByTestId('my-withdraw').click();
    const alert = page.getByRole('alertdialog').or(page.locator('.bp6-alert')).first();
    await alert.getByText(siApp['application.withdraw.confirmTitle']).waitFor();
    expect(await alert.textContent()).toContain(title);
    await screenshot(page, 'withdraw-confirm-si');
    await alert.getByRole('button', { name: siApp['application.withdraw.confirm'] }).click();
    await row().locator('[data-testid="application-status"][data-status="WITHDRAWN"]').waitFor();
    expect((await row().getByTestId('application-stage').textContent())?.trim()).toBe(siApp['application.my.stage.withdrawn']);
    expect(await row().getByTestId('my-withdraw').count()).toBe(0);
    await screenshot(page, 'withdraw-withdrawn-si');
    // The organisation's applicant list shows it withdrawn (it had it, selected by the secretariat).
    await eventually('the organisation sees it withdrawn', async () => {
      const applicants = await must('applicants', call('GET', `/api/opportunity/filtered-volunteers/${opportunityId}`, undefined, vioToken));
      return applicants.find((a: { applicationId: string; status: string }) => a.applicationId === applicationId && a.status === 'WITHDRAWN');
    });
  }, 120_000);

  it('waitlist: number 1 when the one place is held; the organisation sees the list; the freed place is offered and accepted', async () => {
    const admin = adminToken;
    await onboardVolunteer(admin, holder);
    const opportunity = validOpportunity({ title: `${title} (one place)`, noOfVolunteers: 1 });
    const fullId = (await must('create the one-place opportunity', call('POST', '/api/vio/create-opportunity', opportunity, vioToken))).id;
    await must('approve it', call('POST', '/api/admin/opportunity/review', { id: fullId, approve: true }, admin));
    const day = firstApplicableDay(opportunity as { startDate: string; days: string[] });
    const holderToken = await login(holder.email, holder.password);
    const apply = (token: string) =>
      eventually('apply', async () => {
        const reply = await call('POST', '/api/opportunity/apply', { opportunityId: fullId, dates: [day] }, token);
        return reply.status === 200 ? reply.body : undefined;
      });
    const held = (await apply(holderToken)).id;
    await must('select the holder', call('POST', '/api/admin/opportunity/apply/review', { applicationId: held, approve: true }, admin));
    await must('approve the holder', call('POST', '/api/vio/opportunity/apply/review', { applicationId: held, approve: true }, vioToken));
    const waiting = await apply(await login(volunteer.email, volunteer.password));
    expect(waiting).toMatchObject({ waitlisted: true, position: 1 });

    opportunityId = fullId;
    await page.goto(`${BASE}/opportunities/myOpportunities`);
    const place = row().getByTestId('waitlist-position');
    await expect.poll(() => place.getAttribute('data-position')).toBe('1');
    expect(await place.textContent()).toContain(siApp['application.waitlist.position'].replace('{position}', '1'));
    await screenshot(page, 'waitlist-position-si');

    // The organisation's page of the opportunity lists who waits, in order.
    const organisation = await browser.another();
    await loginAndLand(organisation, vio.email, vio.password, '/vioHome');
    await organisation.goto(`${BASE}/vio/volunteerOpportunity/${fullId}`);
    await organisation.locator('[data-testid="waitlist-row"][data-position="1"]').waitFor();
    expect(await organisation.getByTestId('waitlist-table').textContent()).toContain(volunteer.firstName);
    await screenshot(organisation, 'waitlist-organisation');

    // The holder withdraws: the place is offered to the volunteer, who accepts it.
    await must('the holder withdraws', call('POST', '/api/opportunity/withdraw', { applicationId: held }, holderToken));
    await eventually('the offer reaches My Opportunities', async () => {
      await page.reload();
      await row().waitFor();
      return (await row().getByTestId('waitlist-offer').count()) ? true : undefined;
    });
    expect(await row().getByTestId('waitlist-offer').textContent()).toContain(siApp['application.waitlist.accept']);
    await screenshot(page, 'waitlist-offer-si');
    await row().getByTestId('waitlist-accept').click();
    await page.getByText(siApp['application.waitlist.accepted']).first().waitFor();
    await expect.poll(() => row().getByTestId('waitlist-offer').count()).toBe(0);
    expect(await row().getByTestId('waitlist-position').count()).toBe(0);
  }, 180_000);
});
