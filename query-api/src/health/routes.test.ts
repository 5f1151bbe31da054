import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { computeAccess } from '@nvp/events';
import { registerAuth, signSession } from '@nvp/http-kit';
import type { HealthReport, QueryApiDeps } from '../infra/deps';
import { healthRoutes } from './routes';

const degraded: HealthReport = {
  status: 'degraded',
  components: { eventStore: { ok: true, kind: 'postgres' }, readModels: { ok: false, error: 'stopped: volunteers' } },
  warnings: ['MAIL IS NOT DELIVERED: SMTP_URL is not set'],
};

const server = async (report: HealthReport) => {
  const app = Fastify();
  await registerAuth(app, { secret: 's'.repeat(32) });
  await healthRoutes(app, { health: async () => report } as unknown as QueryApiDeps);
  const token = (core: boolean) =>
    signSession(
      app,
      { id: 'a', email: 'a@x.lk', name: 'A', type: 'ADMIN', access: computeAccess({ type: 'ADMIN', core, permissions: core ? [] : ['VIEW_REPORTS'] }), registrationNo: null, isRefereeFilled: false, status: 'ADMIN', success: true, error: false },
      { tokenTtlSeconds: 60, sessionMaxSeconds: 3600 },
      new Date(),
    );
  return { app, token };
};

describe('GET /api/health says only up or down; the detail is for core admins', () => {
  it('answers a degraded platform with 503 { status: down } and nothing about its parts', async () => {
    const { app } = await server(degraded);
    const r = await app.inject({ method: 'GET', url: '/api/health' });
    expect(r.statusCode).toBe(503);
    expect(r.json()).toEqual({ status: 'down' });
  });

  it('gives core admins the whole report on /api/admin/health, and no one else', async () => {
    const { app, token } = await server(degraded);
    const core = await app.inject({ method: 'GET', url: '/api/admin/health', headers: { token: token(true) } });
    expect(core.statusCode).toBe(503);
    expect(core.json()).toEqual(degraded);
    expect((await app.inject({ method: 'GET', url: '/api/admin/health', headers: { token: token(false) } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/admin/health' })).statusCode).toBe(401);
  });
});

describe('GET /api/health uses the cheap check where there is one', () => {
  const withUp = async (up: boolean) => {
    const app = Fastify();
    await registerAuth(app, { secret: 's'.repeat(32) });
    let deep = 0;
    const report: HealthReport = { status: 'ok', components: {} };
    await healthRoutes(app, { health: async () => (deep++, report), up: async () => up } as unknown as QueryApiDeps);
    return { app, deepCalls: () => deep };
  };

  it('answers 200 { status: ok } or 503 { status: down } from it, without the deep report', async () => {
    const upApp = await withUp(true);
    const ok = await upApp.app.inject({ method: 'GET', url: '/api/health' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { status: 'ok' }]);
    const downApp = await withUp(false);
    const down = await downApp.app.inject({ method: 'GET', url: '/api/health' });
    expect([down.statusCode, down.json()]).toEqual([503, { status: 'down' }]);
    expect(upApp.deepCalls() + downApp.deepCalls()).toBe(0);
  });
});
