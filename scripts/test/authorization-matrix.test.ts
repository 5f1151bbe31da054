import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { computeAccess, bit, adminPermissions, volunteerStatuses, vioStatuses, type Principal } from '@nvp/events';
import { startTestPlatform } from './harness';

/**
 * Every API route the platform registers × every kind of caller, against an explicit expectation.
 * A route added without a row here fails this test, so no route can ship without a decided rule.
 */
type Role = string;
const principals: Record<Role, Principal | undefined> = {
  anonymous: undefined,
  ...Object.fromEntries(volunteerStatuses.filter((s) => s !== 'SUSPENDED').map((s) => [`volunteer:${s}`, { type: 'VOLUNTEER', status: s } as Principal])),
  'volunteer:suspended': { type: 'VOLUNTEER', status: 'FULLY_REGISTERED', suspended: true },
  ...Object.fromEntries(vioStatuses.map((s) => [`vio:${s}`, { type: 'VIO', status: s } as Principal])),
  ...Object.fromEntries(adminPermissions.map((p) => [`admin:${p}`, { type: 'ADMIN', core: false, permissions: [p] } as Principal])),
  'admin:core': { type: 'ADMIN', core: true, permissions: [] },
  'emergency:verified': { type: 'EMERGENCY_LOGIN', verified: true },
};
const roles = Object.keys(principals);
const everyone = roles;
const admins = roles.filter((r) => r.startsWith('admin:'));
const vios = roles.filter((r) => r.startsWith('vio:'));
const volunteers = roles.filter((r) => r.startsWith('volunteer:') && r !== 'volunteer:suspended');

/** Who may call each route. */
const matrix: Record<string, Role[]> = {
  'POST /api/authenticate/login': everyone,
  'POST /api/volunteer/register/email': everyone,
  'POST /api/volunteer/verify/email': everyone,
  'POST /api/vio/registration/register': everyone,
  'POST /api/vio/email-verification': everyone,
  'GET /api/health': everyone,
  'GET /api/dev/outbox': everyone,
  'GET /api/admin/details': admins,
  'GET /api/projections/lag': admins,
  'GET /api/vio/profile': vios,
  'GET /api/volunteer/account': volunteers,
};

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let tokens: Record<Role, string | undefined>;
beforeAll(async () => {
  t = await startTestPlatform('authz');
  const sign = createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
  tokens = Object.fromEntries(
    Object.entries(principals).map(([role, p]) => [
      role,
      p && sign({ id: '00000000-0000-4000-8000-000000000000', email: `${role}@example.lk`, name: role, type: p.type, access: computeAccess(p), registrationNo: null, isRefereeFilled: false, status: 'x', success: true, error: false }),
    ]),
  );
});
afterAll(async () => t?.stop());

describe('authorization matrix', () => {
  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = t.platform.routes.map((r) => `${r.method} ${r.url}`).sort();
    expect(registered.filter((r) => !(r in matrix)), 'routes without a row').toEqual([]);
    expect(Object.keys(matrix).filter((r) => !registered.includes(r)), 'rows without a route').toEqual([]);
  });

  it('the suspended test principal really carries the suspended bit', () => {
    expect((computeAccess(principals['volunteer:suspended']!) >>> bit.SUSPENDED) & 1).toBe(1);
  });

  it.each(Object.keys(matrix))('%s: allowed callers pass, everyone else gets 401 (anonymous, suspended) or 403', async (route) => {
    const [method, url] = route.split(' ');
    const outcomes: Record<Role, number> = {};
    for (const role of roles) {
      const response = await fetch(`${t.platform.url}${url}`, {
        method,
        headers: { ...(tokens[role] ? { token: tokens[role]! } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        body: method === 'GET' ? undefined : '{}',
      });
      outcomes[role] = response.status;
    }
    const expected = Object.fromEntries(
      roles.map((role) => {
        if (matrix[route].includes(role)) return [role, 'allowed'];
        return [role, role === 'anonymous' || role === 'volunteer:suspended' ? 401 : 403];
      }),
    );
    const actual = Object.fromEntries(roles.map((role) => [role, [401, 403].includes(outcomes[role]) ? outcomes[role] : 'allowed']));
    expect(actual).toEqual(expected);
  });
});
