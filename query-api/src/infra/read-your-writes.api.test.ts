import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';

/**
 * Read-your-writes over real HTTP: who waits, and for what. A spy on the projection runner's waitFor tells
 * whether a request waited at all, so nothing here depends on timing.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let token: string;
let waits: string[] = [];
const FAR_FUTURE = '999999999999/999999999999';

beforeAll(async () => {
  t = await startTestPlatform('read-your-writes', { readYourWritesTimeoutMs: 500 });
  token = await t.api.login(ADMIN.email, ADMIN.password);
  const runner = t.platform.projections.runner;
  const waitFor = runner.waitFor.bind(runner);
  runner.waitFor = (position, timeoutMs, names) => {
    waits.push(`${position.commit}/${position.prepare}`);
    return waitFor(position, timeoutMs, names);
  };
});
afterAll(async () => t?.stop());

const get = async (route: string, position: string, signedIn: boolean) => {
  waits = [];
  const response = await fetch(`${t.platform.url}${route}`, { headers: { 'x-nvp-position': position, ...(signedIn ? { token } : {}) } });
  return { status: response.status, consistent: response.headers.get('x-nvp-consistent'), waited: waits.length > 0 };
};

/** The position of a real command (an invitation by the core admin). */
const commandPosition = async () => {
  const r = await t.api.post('/api/admin/invite', { email: `invitee-${Date.now()}@example.lk`, adminPermissions: ['VERIFY_VIOS'] }, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.position as string;
};

describe('read-your-writes', () => {
  it('waits for a signed-in caller and says it saw the write', async () => {
    const position = await commandPosition();
    expect(await get('/api/admin/details', position, true)).toEqual({ status: 200, consistent: 'true', waited: true });
  });

  it('answers a position beyond the head of the log at once, without waiting, and says so', async () => {
    expect(await get('/api/admin/details', FAR_FUTURE, true)).toEqual({ status: 200, consistent: 'false', waited: false });
  });

  it('never makes an anonymous caller wait, whatever position it sends', async () => {
    const position = await commandPosition();
    expect(await get('/api/health', FAR_FUTURE, false)).toEqual({ status: 200, consistent: null, waited: false });
    expect(await get('/api/health', position, false)).toEqual({ status: 200, consistent: null, waited: false });
  });

  it('lets the development outbox (development only) wait for an anonymous reader', async () => {
    const position = await commandPosition();
    expect(await get('/api/dev/outbox', position, false)).toEqual({ status: 200, consistent: 'true', waited: true });
  });

  it('stays bounded: with the read models stopped, a signed-in read gives up after the bound and says it did not see the write', async () => {
    await t.platform.projections.runner.stop();
    const position = await commandPosition();
    expect(await get('/api/admin/details', position, true)).toEqual({ status: 200, consistent: 'false', waited: true });
  });
});
