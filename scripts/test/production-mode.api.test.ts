import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '@nvp/events';
import { testMasterKey } from '@nvp/events/testing';
import { CONTENT_SECURITY_POLICY } from '@nvp/http-kit';
import { ADMIN, startTestPlatform } from './harness';

/**
 * The platform as production runs it (NODE_ENV=production, no SMTP, no development outbox), behind a local
 * proxy (TRUST_PROXY=127.0.0.1, as nginx): the attack on the outbox, the kept mail, the health
 * report, and the security headers over real HTTP on the API and the console.
 */
let t: Awaited<ReturnType<typeof startTestPlatform>>;
let adminToken: string;
const consoleIndex = path.resolve('console/dist/index.html');

beforeAll(async () => {
  t = await startTestPlatform('production', {
    production: true,
    devOutbox: false,
    demoData: false,
    smtpUrl: undefined,
    smsGatewayUrl: undefined,
    jwtSecret: 'p'.repeat(48),
    vaultMasterKey: testMasterKey(),
    trustProxy: '127.0.0.1',
  });
  adminToken = await t.api.login(ADMIN.email, ADMIN.password);
});
afterAll(async () => t?.stop());

const fetchRaw = (route: string, headers: Record<string, string> = {}) => fetch(`${t.platform.url}${route}`, { headers });

describe('mail without SMTP in production', () => {
  it('serves no development outbox: a reset link for the core admin cannot be read anonymously', async () => {
    expect((await t.api.post('/api/user/forgetPassword', { email: ADMIN.email })).status).toBe(200);
    const outbox = await fetchRaw('/api/dev/outbox');
    expect(outbox.status).toBe(404);
    expect(t.platform.routes.map((r) => r.url)).not.toContain('/api/dev/outbox');
  });

  it('keeps the undelivered mail where only a core admin can read it', async () => {
    expect((await fetchRaw('/api/admin/outbox')).status).toBe(401);
    let kept: { to: string; text: string }[] = [];
    for (let i = 0; i < 50 && !kept.some((m) => m.to === ADMIN.email && m.text.includes('/forgetPassword/')); i++) {
      const r = await t.api.get('/api/admin/outbox', adminToken);
      expect(r.status).toBe(200);
      kept = r.body;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(kept.some((m) => m.to === ADMIN.email && m.text.includes('/forgetPassword/'))).toBe(true);
  });

  it('says on the core admins\' health report that mail and SMS are not delivered, and still serves', async () => {
    expect(await t.api.get('/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    const r = await t.api.get('/api/admin/health', adminToken);
    expect(r.status).toBe(200);
    expect(r.body.components.mail).toMatchObject({ ok: true, delivery: 'outbox', delivered: false });
    expect(r.body.warnings).toEqual([expect.stringMatching(/^MAIL IS NOT DELIVERED: SMTP_URL is not set/), expect.stringMatching(/^SMS ARE NOT DELIVERED/)]);
    expect(r.body.components.mail.warnings).toEqual(r.body.warnings);
  });
});

describe('security headers', () => {
  const expectStrictHeaders = (response: Response) => {
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  };

  it('has a strict policy: scripts, styles, fonts only from self; no framing; no inline anything', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("font-src 'self'");
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
    expect(CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it.each(['/api/health', '/api/admin/details', '/api/no-such-route'])('sends them on the API: %s', async (route) => {
    expectStrictHeaders(await fetchRaw(route));
  });

  it('sends them on the console: the app shell, a client-side route and a built file', async () => {
    expect(existsSync(consoleIndex), 'build the console first (npm run build:console)').toBe(true);
    const shell = await fetchRaw('/');
    expect(shell.headers.get('content-type')).toMatch(/text\/html/);
    expectStrictHeaders(shell);
    expectStrictHeaders(await fetchRaw('/login'));
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await shell.text())![1];
    expectStrictHeaders(await fetchRaw(script));
  });

  it('sends HSTS only when the request came over https (X-Forwarded-Proto from the trusted proxy)', async () => {
    expect((await fetchRaw('/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await fetchRaw('/api/health', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect((await fetchRaw('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
  });

  it('the built console has no inline script or style and no eval, so it runs under the policy', async () => {
    const html = await readFile(consoleIndex, 'utf8');
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    const assets = path.dirname(consoleIndex) + '/assets';
    for (const file of (await readdir(assets)).filter((f) => f.endsWith('.js'))) {
      expect(await readFile(path.join(assets, file), 'utf8'), file).not.toMatch(/\beval\(|new Function\(/);
    }
  });

  it('the prerendered public pages have no inline script, style or handler either (they are sent as HTML, issue 25)', async () => {
    const dir = path.join(path.dirname(consoleIndex), 'prerendered');
    const files = (await readdir(dir)).filter((f) => /\.(en|si|ta)\.json$/.test(f));
    expect(files.length).toBe(PRERENDERED_PAGES.length * 3);
    for (const file of files) {
      const { html } = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as { html: string };
      expect(html, file).toContain('id="main-content"');
      expect(html, file).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
    }
    const served = await (await fetchRaw('/aboutus?lang=ta')).text();
    expect(served).toContain('<div id="root" data-prerendered="/aboutus|ta">');
    expect(served).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>|\sstyle=|\son[a-z]+=/i);
  });
});

describe('the distributed deployment', () => {
  it('nginx sends the same headers on the console', async () => {
    const snippet = await readFile('docker/security-headers.conf', 'utf8');
    expect(snippet).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`);
    expect(snippet).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(snippet).toContain('add_header X-Frame-Options "DENY" always;');
    expect(snippet).toContain('add_header Referrer-Policy "no-referrer" always;');
    expect(snippet).toContain('add_header Strict-Transport-Security $nvp_hsts always;');
    const nginx = await readFile('docker/nginx.conf', 'utf8');
    // add_header in a location replaces the server's: every console location must include the set.
    const consoleLocations = nginx.split(/\n\s*location /).filter((block) => /try_files/.test(block));
    expect(consoleLocations.length).toBeGreaterThanOrEqual(2);
    for (const block of consoleLocations) expect(block).toContain('include /etc/nginx/snippets/nvp-security-headers.conf;');
    expect(await readFile('docker/Dockerfile', 'utf8')).toContain('COPY docker/security-headers.conf /etc/nginx/snippets/nvp-security-headers.conf');
  });

  it('runs the services as production: no development outbox, no demo data, secrets required', async () => {
    const dockerfile = await readFile('docker/Dockerfile', 'utf8');
    expect(dockerfile).toMatch(/ENV NODE_ENV=production/);
    const compose = await readFile('docker/compose.yml', 'utf8');
    expect(compose).toContain('NODE_ENV: production');
    expect(compose).not.toMatch(/DEV_OUTBOX|DEMO_DATA/);
    expect(compose).toContain('JWT_SECRET: ${JWT_SECRET:?');
    expect(compose).toContain('VAULT_MASTER_KEY: ${VAULT_MASTER_KEY:?');
  });
});
