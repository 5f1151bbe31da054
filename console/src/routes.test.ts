import { describe, expect, it } from 'vitest';
import { allows, computeAccess } from '@nvp/events/browser';
import { refusal } from './components/Guard';
import { menu, routes, ruleOf } from './routes';
import type { Session } from './session/SessionContext';

const approvedVio = (isSubVio: boolean): Session =>
  ({ id: 'v', email: 'v@example.lk', name: 'V', type: 'VIO', access: computeAccess({ type: 'VIO', status: 'APPROVED' }), status: 'APPROVED', isSubVio, token: 't' }) as Session;

/** What Guard decides for a logged-in session: the page, or the denial message id. */
const guard = (path: string, session: Session) => refusal(routes.find((r) => r.path === path)!, session) ?? 'page';
const menuOf = (session: Session) =>
  menu.vio.filter((e) => allows(ruleOf(e.to), session.access) && (!e.when || e.when(session))).map((e) => e.to);

describe('sub-VIO pages are for principals only (one level of sub-VIOs)', () => {
  const subVioPages = ['/createSubVio', '/viewSubVios', '/viewSubVio/:subvioId', '/subVIOList'];

  it('a sub-VIO sees the denial on every sub-VIO route and no sub-VIO menu items', () => {
    const sub = approvedVio(true);
    for (const path of subVioPages) expect(guard(path, sub)).toBe('org.guard.subVio');
    expect(menuOf(sub)).not.toContain('/createSubVio');
    expect(menuOf(sub)).not.toContain('/viewSubVios');
    // The rest of the VIO area is unchanged for a sub-VIO.
    expect(guard('/viewOrganizationalVolunteers', sub)).toBe('page');
    expect(menuOf(sub)).toContain('/viewOrganizationalVolunteers');
  });

  it('a principal (token without the claim, or false) keeps them', () => {
    for (const session of [approvedVio(false), { ...approvedVio(false), isSubVio: undefined }]) {
      for (const path of subVioPages) expect(guard(path, session)).toBe('page');
      expect(menuOf(session)).toEqual(expect.arrayContaining(['/createSubVio', '/viewSubVios']));
    }
  });
});

describe('the opportunity page is public (issue 25)', () => {
  it('anyone may open /viewOpportunity/:id, and its page is in the public chunk', () => {
    const route = routes.find((r) => r.path === '/viewOpportunity/:id')!;
    expect(route.area).toBe('public');
    expect(allows(route.rule, 0)).toBe(true);
    expect((route.page as unknown as { chunk: string }).chunk).toBe('src/areas/public.ts');
  });
});
