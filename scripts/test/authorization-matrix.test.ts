import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { computeAccess, bit } from '@nvp/events';
import { startTestPlatform } from './harness';
import { principals, roles, type Role } from './authorization/roles';
import { matrix } from './authorization';
import { objectExempt, objectRows } from './authorization/objects';
import { buildWorld, type World } from './authorization/world';

/**
 * Every API route the platform registers × every kind of caller, against an explicit expectation.
 * A route added without a row (in ./authorization/<slice>.ts) fails this test, so no route can ship without a decided rule.
 */
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

  it.each(Object.keys(matrix))('%s: allowed callers pass, everyone else gets 401 (anonymous, suspended) or 403; nobody gets a 5xx', async (route) => {
    const [method, url] = route.split(' ');
    const outcomes: Record<Role, number> = {};
    for (const role of roles) {
      const response = await fetch(`${t.platform.url}${url}`, {
        method,
        headers: { ...(tokens[role] ? { token: tokens[role]! } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
        body: method === 'GET' ? undefined : '{}',
      });
      outcomes[role] = response.status;
      await response.body?.cancel();
    }
    const expected = Object.fromEntries(
      roles.map((role) => {
        if (matrix[route].includes(role)) return [role, 'allowed'];
        return [role, role === 'anonymous' || role === 'volunteer:suspended' ? 401 : 403];
      }),
    );
    // A server error is never an answer: an allowed caller with an empty body gets a 4xx, not a crash.
    const failures = Object.entries(outcomes).filter(([, status]) => status >= 500);
    expect(failures, 'callers answered with a 5xx').toEqual([]);
    const actual = Object.fromEntries(roles.map((role) => [role, [401, 403].includes(outcomes[role]) ? outcomes[role] : 'allowed']));
    expect(actual).toEqual(expected);
  });
});

describe("object level: acting on another subject's object is refused and changes nothing of theirs", () => {
  let world: World;
  beforeAll(async () => {
    world = await buildWorld(t.api, t.platform.url);
  }, 120_000);

  it('every route with a path parameter has an object-level row or a reason not to', () => {
    const withParameter = t.platform.routes.map((r) => `${r.method} ${r.url}`).filter((route) => route.includes('/:'));
    const covered = new Set([...objectRows.map((row) => row.route), ...Object.keys(objectExempt)]);
    expect(withParameter.filter((route) => !covered.has(route)), 'routes with a parameter and no object-level row').toEqual([]);
    const registered = new Set(t.platform.routes.map((r) => `${r.method} ${r.url}`));
    expect([...covered].filter((route) => !registered.has(route)), 'object-level rows for routes that do not exist').toEqual([]);
  });

  it.each(objectRows.map((row) => [row.route, row.case, row] as const))('%s: %s', async (_route, _case, row) => {
    await row.run(world);
  });
});
