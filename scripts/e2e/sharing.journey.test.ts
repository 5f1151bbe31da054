/**
 * Sharing an opportunity with another organisation (spec §2, §4) end to end: a VIO in Tamil opens its approved
 * opportunity, presses Share, finds the partner on /share-opportunity/:id by name and sends a request (the button
 * then stays disabled); the partner, in English, accepts it on /accept-shared-opportunities (both answers then
 * disabled); the owner's Share button is then disabled for good (one sharing partner). The two VIOs and the
 * opportunity are set up through the API first (their own journeys drive those forms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { opportunityMessages } from '../../console/src/i18n/catalogues';
import { ta } from '../../console/src/i18n/ta';
import { en } from '../../console/src/i18n/en';
import { validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BASE, createBrowserSession, loginAndLand, menuItem, screenshot, unique } from './support';
import { call, eventually, login, must, onboardVio } from './api';

const suite = BASE && ADMIN_EMAIL && ADMIN_PASSWORD ? describe : describe.skip;
const taOpp = opportunityMessages.ta;
const enOpp = opportunityMessages.en;

suite('Sharing journey (owner VIO in Tamil, partner VIO in English)', () => {
  const browser = createBrowserSession();
  const title = `Mangrove replanting ${unique()}`;
  const owner = { name: `Lagoon Guardians ${unique()}`, email: `vio-share-a-${unique()}@example.lk`, password: 'Organisation#2026' };
  const partner = { name: `Reef Friends ${unique()}`, email: `vio-share-b-${unique()}@example.lk`, password: 'Organisation#2026' };
  let opportunityId = '';
  let ownerPage: Page;
  let partnerPage: Page;

  beforeAll(async () => {
    await browser.open();
    const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
    await onboardVio(admin, owner);
    await onboardVio(admin, partner);
    const ownerToken = await login(owner.email, owner.password);
    opportunityId = (await must('create the opportunity', call('POST', '/api/vio/create-opportunity', validOpportunity({ title }), ownerToken))).id;
    await must('approve the opportunity', call('POST', '/api/admin/opportunity/review', { id: opportunityId, approve: true }, admin));
    await eventually('the opportunity approved in the read model', async () => {
      const reply = await call('GET', `/api/opportunity/get/${opportunityId}`);
      return reply.body?.status === 'APPROVED' ? true : undefined;
    });
  }, 180_000);
  afterAll(() => browser.close());

  it('the owner (Tamil) presses Share on its opportunity, finds the partner by name and sends a request', async () => {
    ownerPage = await browser.fresh({ language: 'ta' });
    await loginAndLand(ownerPage, owner.email, owner.password, '/vioHome', ta['login.submit']);
    await ownerPage.goto(`${BASE}/volunteerOpportunity/${opportunityId}`);
    await ownerPage.getByTestId('opportunity-share').click();
    await ownerPage.waitForURL((url) => url.pathname === `/share-opportunity/${opportunityId}`);
    await ownerPage.getByRole('heading', { name: taOpp['opportunity.share.title'].replace('{title}', title) }).waitFor();
    await ownerPage.locator('#share-filter').fill(partner.name);
    // The server searches (after a short pause in typing): the unfiltered page may still show, the partner on it.
    await expect.poll(() => ownerPage.getByTestId('share-vio').count(), { timeout: 15_000 }).toBe(1);
    const row = ownerPage.getByTestId('share-vio').filter({ hasText: partner.name });
    await row.waitFor();
    const request = row.getByRole('button', { name: taOpp['opportunity.share.request'] });
    await request.click();
    await ownerPage.getByText(taOpp['opportunity.share.sent']).first().waitFor();
    await expect.poll(() => request.isDisabled()).toBe(true);
    await screenshot(ownerPage, 'sharing-request-ta');
  }, 120_000);

  it('the partner (English) accepts the request on /accept-shared-opportunities', async () => {
    partnerPage = await browser.another();
    await loginAndLand(partnerPage, partner.email, partner.password, '/vioHome');
    await (await menuItem(partnerPage, en['menu.sharedOpportunities'])).click();
    await partnerPage.getByRole('heading', { name: enOpp['opportunity.share.inbox'] }).waitFor();
    const row = partnerPage.locator(`[data-testid="share-request"][data-opportunity-id="${opportunityId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(title);
    await row.getByTestId('share-accept').click();
    await expect.poll(() => row.getByTestId('share-accept').isDisabled()).toBe(true);
    expect(await row.getByTestId('share-reject').isDisabled()).toBe(true);
    await screenshot(partnerPage, 'sharing-accepted-en');
    // Answered once for good: after a reload the request still shows answered.
    await expect
      .poll(async () => {
        await partnerPage.reload();
        await row.waitFor();
        return row.getByTestId('share-accept').isDisabled();
      })
      .toBe(true);
  }, 120_000);

  it("the owner's Share button is disabled now: an opportunity has one sharing partner", async () => {
    await expect
      .poll(async () => {
        await ownerPage.goto(`${BASE}/volunteerOpportunity/${opportunityId}`);
        await ownerPage.getByTestId('opportunity-share').waitFor();
        return ownerPage.getByTestId('opportunity-share').isDisabled();
      })
      .toBe(true);
  }, 60_000);
});
