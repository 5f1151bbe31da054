import { describe, expect, it } from 'vitest';
import { catalogues } from '../i18n/catalogues';
import { menu, routes } from '../routes';
import { routeTitleOf } from './RouteHead';

describe("a route's own name for the title", () => {
  it('is the placeholder title, else the label of the menu entry linking the route', () => {
    expect(routeTitleOf({ path: '/volunteerReports', title: 'menu.volunteerReports' })).toBe('menu.volunteerReports');
    expect(routeTitleOf({ path: '/admin/VIOApproval' })).toBe('menu.vioApproval');
    // A menu link with a query (Request Volunteers is /register?registerAs=vio) names no page.
    expect(routeTitleOf({ path: '/register' })).toBeUndefined();
    expect(routeTitleOf({ path: '/VO/:id' })).toBe('opportunity.form.editTitle');
  });

  it('every page the side menu links has one, and most others: in the three languages, without placeholders', () => {
    const linked = new Set(Object.values(menu).flatMap((entries) => entries.filter((e) => !e.to.includes('?')).map((e) => e.to)));
    expect(routes.filter((r) => linked.has(r.path) && !routeTitleOf(r))).toEqual([]);
    const pages = routes.filter((r) => routeTitleOf(r));
    expect(pages.length).toBeGreaterThan(75);
    for (const route of pages) {
      const id = routeTitleOf(route);
      expect(id, route.path).toBeDefined();
      for (const language of ['en', 'si', 'ta'] as const) expect(catalogues[language][id!] ?? '', `${route.path} ${language}`).toMatch(/^[^{}]*\S[^{}]*$/);
    }
  });
});
