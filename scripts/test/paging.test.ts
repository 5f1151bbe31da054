import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE_MAX } from '@nvp/events';
import { startTestPlatform } from './harness';
import { buildWorld, type World } from './authorization/world';
import { newEmergencyUser, validEmergencyOpportunity } from '../../command-api/src/emergency/test-support';

/**
 * Issue 23: every list is paged on the server. Every GET route the platform registers is declared here as a paged
 * list (how it is called, what its paging values are named, where its rows are), a list exempt from paging (with
 * the reason), or one object. A new GET route without a declaration fails, so no unpaged list can ship. Each paged
 * list is then walked on the real platform: a size above the maximum gets at most the maximum, a page far past the
 * end is an empty page (200), pages of one row walk the same rows in the same order as one large page, and every
 * bad paging value is 400 `{ message, field }`.
 */

interface Paging {
  page?: string;
  size?: string;
  firstPage?: 0 | 1;
  offset?: string;
  /** The largest page (PAGE_SIZE_MAX unless the list says otherwise). */
  max?: number;
}
interface Walk extends Paging {
  kind: 'paged';
  /** The URL (with real ids) and the token of a caller allowed to read it. */
  call: (w: PagingWorld) => { url: string; token?: string };
  /** The rows inside the body (the body itself for a plain list). */
  rows?: (body: any) => unknown[];
}
type Declaration = Walk | { kind: 'exempt'; reason: string } | { kind: 'one' };

type PagingWorld = World & { emergency: { token: string; opportunityId: string }; subVioId: string };

const paged = (call: Walk['call'], options: Omit<Walk, 'kind' | 'call'> = {}): Walk => ({ kind: 'paged', call, ...options });
const exempt = (reason: string): Declaration => ({ kind: 'exempt', reason });
const one: Declaration = { kind: 'one' };

const core = (url: string) => (w: PagingWorld) => ({ url, token: w.coreToken });
const anyone = (url: string) => () => ({ url });
const vioB = (url: string) => (w: PagingWorld) => ({ url, token: w.vioB.token });
const REFERENCE = 'reference data released with the code (districts, divisions, form lists): small and fixed by the domain';
const MODELS = 'one entry per read model or projection: fixed by the code, not by the data';

const pagingDeclarations: Record<string, Declaration> = {
  // Administrators and accounts
  'GET /api/admin/list': paged(core('/api/admin/list')),
  'GET /api/admin/details': one,
  'GET /api/admin/verify/:token': one,
  'GET /api/admin/user/suspend/:id': one,
  'GET /api/admin/user/standing/:id': one,
  // Issue 24: newest first, paged (and a cursor, `before`); without paging values the whole timeline as before.
  'GET /api/admin/history/:kind/:id': paged((w) => ({ url: `/api/admin/history/volunteer/${w.opportunities.volunteerC.id}`, token: w.coreToken }), { rows: (b) => b.events }),
  'GET /api/volunteer/listAdmin': paged(core('/api/volunteer/listAdmin')),
  'GET /api/volunteer/account': one,
  'GET /api/volunteer/bio/get': one,
  'GET /api/volunteer/referee/information': one,
  'GET /api/referee/:token': one,
  'GET /api/admin/volunteer/:id': one,
  'GET /api/volunteer/get/:id': one,
  // Organisations
  'GET /api/admin/vio/pending': paged(core('/api/admin/vio/pending')),
  'GET /api/vio/list': paged(core('/api/vio/list'), { rows: (b) => b.rows }),
  'GET /api/vio/profile': one,
  'GET /api/vio/public-view/:id': one,
  'GET /api/admin/vio/:id': one,
  'GET /api/admin/sub-vio/parents': one,
  'GET /api/vio/:id': one,
  'GET /api/org/vio/list/:type': paged((w) => ({ url: '/api/org/vio/list/all', token: w.opportunities.volunteerC.token })),
  'GET /api/org/volunteer/list/:type': paged(vioB('/api/org/volunteer/list/all')),
  'GET /api/organizationVolunteers/viewAll': paged(vioB('/api/organizationVolunteers/viewAll')),
  'GET /api/subvio/viewSubvios': paged(vioB('/api/subvio/viewSubvios')),
  'GET /api/vio/get-sub-vios': paged(vioB('/api/vio/get-sub-vios')),
  'GET /api/vio/get-org-volunteers-subvio/:subvioId': paged((w) => ({ url: `/api/vio/get-org-volunteers-subvio/${w.subVioId}`, token: w.vioB.token }), {
    size: 'size',
    firstPage: 0,
    rows: (b) => b.content,
  }),
  // Opportunities and applications
  'GET /api/opportunity/getOpportunities': paged(anyone('/api/opportunity/getOpportunities')),
  // Issue 25: the open data feed; its rows are the JSON-LD document's @graph.
  'GET /api/open-data/opportunities': paged(anyone('/api/open-data/opportunities'), { rows: (b) => b['@graph'] }),
  'GET /api/opportunity/getHomeOpportunities': exempt('the two home carousels: at most `limit` (30, spec §7) of each, never more'),
  'GET /api/opportunity/get/:id': one,
  'GET /api/opportunity/list/:status': paged(core('/api/opportunity/list/APPROVED')),
  'GET /api/vio/opportunity-stat': one,
  'GET /api/vio/vio-opportunity/search': paged(vioB('/api/vio/vio-opportunity/search'), { page: 'pageNumber', rows: (b) => b.rows }),
  'GET /api/nonformal-opportunity/vio/list': paged(vioB('/api/nonformal-opportunity/vio/list')),
  'GET /api/nonformal-opportunity/admin/list': paged(core('/api/nonformal-opportunity/admin/list')),
  'GET /api/nonformal-opportunity/get/:id': one,
  // Issue 27: the caller's drafts (listed on VIO home) and one draft.
  'GET /api/vio/opportunity/drafts': paged(vioB('/api/vio/opportunity/drafts')),
  'GET /api/vio/opportunity/draft/:id': one,
  'GET /api/sharedOpportunity/getRequests': paged((w) => ({ url: '/api/sharedOpportunity/getRequests', token: w.vioC.token })),
  'GET /api/sharedOpportunity/candidates/:id': paged((w) => ({ url: `/api/sharedOpportunity/candidates/${w.opportunities.formal}`, token: w.vioB.token })),
  'GET /api/formData/createVO': exempt(REFERENCE),
  'GET /api/opportunity/userOpportunities': paged((w) => ({ url: '/api/opportunity/userOpportunities', token: w.opportunities.volunteerD.token })),
  'GET /api/opportunity/filtered-volunteers/:id': paged((w) => ({ url: `/api/opportunity/filtered-volunteers/${w.opportunities.formal}`, token: w.coreToken })),
  'GET /api/vio/opportunity/waitlist/:id': paged((w) => ({ url: `/api/vio/opportunity/waitlist/${w.opportunities.formal}`, token: w.vioB.token })),
  // Issue 28: attendance. The code is one object; the hours list at most the application's days (366, MAX_APPLY_DAYS).
  'GET /api/volunteer/checkin-code/:applicationId': one,
  'GET /api/vio/attendance/hours/:applicationId': one,
  // Issue 29: the open opportunities ranked for the caller; the weekly mail's switch is one object.
  'GET /api/opportunity/for-you': paged((w) => ({ url: '/api/opportunity/for-you', token: w.opportunities.volunteerD.token })),
  'GET /api/volunteer/match-mail': one,
  // Issue 29: the calendar feed's address is one object; the feed and one engagement's .ics are iCalendar files, not JSON lists.
  'GET /api/volunteer/calendar-url': one,
  'GET /api/volunteer/calendar/:file': exempt("one engagement's days as an iCalendar file (at most the application's days, 366: MAX_APPLY_DAYS), read by calendar apps whole"),
  'GET /api/calendar/:file': exempt(
    'an iCalendar feed read whole by calendar apps, which cannot page: bounded by the volunteer\'s engagement days from a year back (and cancelled ones for 30 days), at most 2,000 events',
  ),
  // Issue 29: a volunteer's certificates (one per completed engagement, one per year); one PDF, one verification.
  'GET /api/certificate/list': paged((w) => ({ url: '/api/certificate/list', token: w.opportunities.volunteerD.token })),
  'GET /api/certificate/:id/pdf': one,
  'GET /api/certificate/verify/:id': one,
  'GET /api/vio/attendance/:opportunityId/:date': exempt(
    "one engagement day of one opportunity: its approved volunteers for that day, at most the opportunity's places (noOfVolunteers, held on the roster), shown whole so the coordinator finds any name at the gate",
  ),
  'GET /api/agreement/fetch/volunteer': one,
  'GET /api/agreement/fetch/vio': one,
  'GET /api/feedback/fetch/volunteer': one,
  'GET /api/feedback/fetch/vio': one,
  // Content and complaints
  'GET /api/complaint': paged(core('/api/complaint')),
  'GET /api/complaint/count': one,
  'GET /api/news/home/list': paged(anyone('/api/news/home/list')),
  'GET /api/news/admin/list': paged(core('/api/news/admin/list'), { rows: (b) => [...b.activeNews, ...b.archivedNews] }),
  'GET /api/admin/story/list': paged(anyone('/api/admin/story/list')),
  'GET /api/admin/story/get/:id': one,
  'GET /api/admin/partner/list': paged(anyone('/api/admin/partner/list')),
  'GET /api/admin/partner/get/:id': one,
  'GET /api/document/list': exempt('the four reference documents in three languages: always twelve entries'),
  'GET /api/document/file/:key/:language': one,
  'GET /api/asset/file/:name': one,
  'GET /api/data/districts': exempt(REFERENCE),
  'GET /api/data/divsec': exempt(REFERENCE),
  'GET /api/data/gndivisions': exempt(REFERENCE),
  'GET /api/formData/volunteerProfile': exempt(REFERENCE),
  // Emergency
  'GET /api/admin/emergency-login/list': paged(core('/api/admin/emergency-login/list')),
  'GET /api/emergency-login/verify/:token': one,
  'GET /api/emergency-login/opportunity/list': paged((w) => ({ url: '/api/emergency-login/opportunity/list', token: w.emergency.token }), { rows: (b) => b.emergencyOpportunities }),
  'GET /api/emergency-login/opportunity/:id': one,
  'GET /api/emergency-login/opportunity/list-volunteers/:id': paged((w) => ({ url: `/api/emergency-login/opportunity/list-volunteers/${w.emergency.opportunityId}`, token: w.emergency.token })),
  'GET /api/emergency-login/opportunity/pool-ids/:id': exempt(
    "'select all' of a call-out's standby pool: only ids, at most 50,000 (what one invite command takes), so one call selects what one call-out can send",
  ),
  'GET /api/emergency-login/feedback/fetch/volunteer': one,
  'GET /api/emergency-login/feedback/fetch/emergencyLogin': one,
  // Operations
  'GET /api/health': one,
  'GET /api/admin/health': one,
  'GET /api/projections/lag': exempt(MODELS),
  'GET /api/admin/projections': exempt(MODELS),
  'GET /api/admin/projections/verify': exempt(MODELS),
  'GET /api/admin/sinks': paged(core('/api/admin/sinks'), { rows: (b) => b.deadLetters }),
  'GET /api/dev/outbox': paged(anyone('/api/dev/outbox'), { size: 'limit', offset: 'offset', max: 500 }),
  'GET /api/admin/outbox': paged(core('/api/admin/outbox'), { size: 'limit', offset: 'offset', max: 500 }),
  'GET /api/report/dashboard': exempt('figures over fixed dimensions (the last 30 days, districts, goals), not rows'),
  // The API's own description
  'GET /api/docs': one,
  'GET /api/docs/json': one,
  'GET /api/docs/yaml': one,
  'GET /api/docs/static/index.html': one,
  'GET /api/docs/static/swagger-initializer.js': one,
  'GET /api/docs/static/*': one,
};

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let w: PagingWorld;
beforeAll(async () => {
  t = await startTestPlatform('paging');
  const world = await buildWorld(t.api, t.platform.url);
  // An emergency user with one call-out, and a sub-VIO of VIO B, for the lists that need them.
  const emergencyUser = await newEmergencyUser(t, world.coreToken);
  const created = await t.api.post('/api/emergency-login/opportunity/create', validEmergencyOpportunity(), { token: emergencyUser.token });
  if (created.status !== 200) throw new Error(`emergency opportunity: ${created.status} ${JSON.stringify(created.body)}`);
  const sub = await t.api.post('/api/vio/createSubVio/', { email: `paging.sub.${Date.now()}@example.lk`, name: 'Paging branch', description: 'Branch' }, { token: world.vioB.token });
  if (sub.status !== 201) throw new Error(`sub-VIO: ${sub.status} ${JSON.stringify(sub.body)}`);
  // Two drafts of VIO B (issue 27), so its drafts list has rows to walk.
  for (const title of ['Paging draft one', 'Paging draft two']) {
    const draft = await t.api.post('/api/vio/opportunity/draft', { title }, { token: world.vioB.token });
    if (draft.status !== 200) throw new Error(`draft: ${draft.status} ${JSON.stringify(draft.body)}`);
  }
  w = { ...world, emergency: { token: emergencyUser.token, opportunityId: created.body.id }, subVioId: sub.body.subvioId };
  expect(await t.platform.projections.runner.waitFor(await t.platform.infra.store.barrier(), 10_000)).toBe(true);
}, 240_000);
afterAll(async () => t?.stop());

const walks = () => Object.entries(pagingDeclarations).filter((entry): entry is [string, Walk] => entry[1].kind === 'paged');

/** GET with the walk's paging values added to its query. */
const get = async (walk: Walk, values: Record<string, string>) => {
  const { url, token } = walk.call(w);
  const query = new URLSearchParams(values).toString();
  const response = await t.api.get(query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url, token);
  return { ...response, rows: response.status === 200 ? (walk.rows ?? ((b: unknown) => b as unknown[]))(response.body) : undefined };
};

describe('every list is paged on the server (issue 23)', () => {
  it('declares every GET route as a paged list, an exempt list (with its reason) or one object, and nothing that is not registered', () => {
    const registered = t.platform.routes.filter((r) => r.method === 'GET').map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((route) => !(route in pagingDeclarations)), 'GET routes without a paging declaration').toEqual([]);
    expect(Object.keys(pagingDeclarations).filter((route) => !registered.includes(route)), 'declarations of routes that do not exist').toEqual([]);
    for (const [route, declaration] of Object.entries(pagingDeclarations)) if (declaration.kind === 'exempt') expect(declaration.reason.length, route).toBeGreaterThan(20);
  });

  it.each(walks().map(([route, walk]) => [route, walk] as const))('%s: clamps a size above the maximum, answers an empty page past the end and walks the same rows a page at a time', async (_route, walk) => {
    const sizeKey = walk.size ?? 'pageSize';
    const pageKey = walk.page ?? 'page';
    const max = walk.max ?? PAGE_SIZE_MAX;
    const first = walk.firstPage ?? 1;

    const large = await get(walk, { [sizeKey]: String(max * 50) });
    expect(large.status, JSON.stringify(large.body)).toBe(200);
    expect(Array.isArray(large.rows)).toBe(true);
    expect(large.rows!.length).toBeLessThanOrEqual(max);
    expect(large.headers.get('x-page-size')).toBe(String(max));
    const total = Number(large.headers.get('x-total-count'));
    expect(Number.isInteger(total) && total >= large.rows!.length, `x-total-count ${large.headers.get('x-total-count')}`).toBe(true);

    const far = walk.offset ? { [walk.offset]: '900000000' } : { [pageKey]: '900000000' };
    const past = await get(walk, { ...far, [sizeKey]: '10' });
    expect(past.status, JSON.stringify(past.body)).toBe(200);
    expect(past.rows).toEqual([]);
    expect(Number(past.headers.get('x-total-count'))).toBe(total);

    // Pages of one row, walked to the end, are the large page's rows in its order (no row twice, none skipped).
    if (total <= 12) {
      const walked: unknown[] = [];
      for (let i = 0; i < total; i++) {
        const position = walk.offset ? { [walk.offset]: String(i) } : { [pageKey]: String(first + i) };
        const page = await get(walk, { ...position, [sizeKey]: '1' });
        expect(page.status).toBe(200);
        expect(page.rows!.length).toBe(1);
        walked.push(...page.rows!);
      }
      expect(walked).toEqual(large.rows);
    }
  });

  const bad = ['-1', 'abc', '1.5', '1e3', '99999999999999999999'];
  it.each(walks().flatMap(([route, walk]) => [walk.offset ?? walk.page ?? 'page', walk.size ?? 'pageSize'].flatMap((field) => bad.map((value) => [route, field, value, walk] as const))))(
    '%s: %s=%s is 400 { message, field }',
    async (_route, field, value, walk) => {
      const answer = await get(walk, { [field]: value });
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      expect(answer.body).toMatchObject({ field });
      expect(typeof answer.body.message).toBe('string');
    },
  );
});
