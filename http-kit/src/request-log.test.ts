import { spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@nvp/events';
import { describe, expect, it } from 'vitest';
import { redactUrl, requestIdOf, SECRET_PATHS, SECRET_QUERY_PARAMETERS } from './request-log';

const SECRET = '3f2b7c1e-9a4d-4f60-8b1a-2c3d4e5f6a7b.Zk9yUmFuZG9tU2VjcmV0VmFsdWUx';

describe('a logged URL carries no secret', () => {
  it.each([
    '/api/admin/verify/',
    '/api/emergency-login/verify/',
    '/api/referee/',
    '/admin/verify/',
    '/emergency/verify/',
    '/emergency/reply/',
    '/subvio/verify/',
    '/forgetPassword/',
    '/refereeFeedback/',
    '/verifyEmail/',
    '/verifyVioEmail/',
  ])('redacts the key after %s, keeping the path and any other query', (prefix) => {
    expect(redactUrl(`${prefix}${encodeURIComponent(SECRET)}`)).toBe(`${prefix}[redacted]`);
    expect(redactUrl(`${prefix}${SECRET}?answer=YES`)).toBe(`${prefix}[redacted]?answer=YES`);
  });

  it('redacts however the path is spelled: letter case, repeated slashes, percent-encoded letters', () => {
    expect(redactUrl(`/API/Referee/${SECRET}`)).toBe('/API/Referee/[redacted]');
    expect(redactUrl(`//api//admin/verify///${SECRET}`)).toBe('//api//admin/verify///[redacted]');
    expect(redactUrl(`/api/%72eferee/${SECRET}`)).toBe('/api/referee/[redacted]');
  });

  it('redacts an e-mail address in /verifyMobile/ and secret query values, and quotes in error messages', () => {
    expect(redactUrl('/verifyMobile/someone%40example.lk')).toBe('/verifyMobile/[redacted]');
    expect(redactUrl(`/api/x?token=${SECRET}&page=2&Key=abc&code=123456`)).toBe('/api/x?token=[redacted]&page=2&Key=[redacted]&code=[redacted]');
    expect(redactUrl(`Route GET:/api/referee/${SECRET}/x not found`)).toBe('Route GET:/api/referee/[redacted]/x not found');
  });

  it('leaves plain paths alone', () => {
    for (const url of ['/api/referee/review', '/api/admin/vio/verify', '/api/volunteer/get/3f2b7c1e-9a4d-4f60-8b1a-2c3d4e5f6a7b', '/api/opportunity/getOpportunities?searchValue=galle&type=ALL', '/admin/verify']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('request ids', () => {
  it('keeps a caller UUID (lower-cased) and replaces anything else with a fresh UUID', () => {
    expect(requestIdOf('3F2B7C1E-9A4D-4F60-8B1A-2C3D4E5F6A7B')).toBe('3f2b7c1e-9a4d-4f60-8b1a-2c3d4e5f6a7b');
    for (const header of [undefined, '', 'abc', 'req-1', '3f2b7c1e-9a4d-4f60-8b1a-2c3d4e5f6a7b\nforged log line', ['3f2b7c1e-9a4d-4f60-8b1a-2c3d4e5f6a7b']]) {
      expect(requestIdOf(header)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});

const NGINX_CONF = path.resolve(__dirname, '../../docker/nginx.conf');

describe("nginx's access log format", () => {
  it('redacts the same paths and query parameters as the services', async () => {
    const conf = await readFile(NGINX_CONF, 'utf8');
    const pathMap = conf.match(/map \$request_uri \$nvp_log_path \{\n\s*"([^"]+)"/)?.[1] ?? '';
    const prefixes = pathMap.match(/\(\?:([^)]+)\)\/\+\)/)?.[1]?.split('|') ?? [];
    expect(prefixes.map((p) => `/${p.replaceAll('/+', '/')}`).sort()).toEqual([...SECRET_PATHS].sort());
    const queryMap = conf.match(/map \$nvp_log_path \$nvp_log_uri \{\n\s*"([^"]+)"/)?.[1] ?? '';
    expect(queryMap.match(/\(\?:([a-z|]+)\)=/)?.[1]?.split('|').sort()).toEqual([...SECRET_QUERY_PARAMETERS].sort());
    // Every server block logs in that format, and the referrer (a page path can hold a secret) is not in it.
    expect(conf).toMatch(/access_log \S+ nvp_redacted;/);
    expect(conf.match(/log_format nvp_redacted[^;]+;/)?.[0]).not.toContain('$http_referer');
    expect(conf.match(/log_format nvp_redacted[^;]+;/)?.[0]).not.toMatch(/\$request[ "]|\$request_uri|\$uri|\$args|\$query_string/);
  });

  // Runs the real maps when nginx is installed (Debian: apt-get install nginx-light); says it skipped otherwise.
  const hasNginx = spawnSync('nginx', ['-v']).status === 0;
  it.skipIf(!hasNginx)('a real nginx with those maps writes no secret to its access log', async () => {
    const conf = await readFile(NGINX_CONF, 'utf8');
    const httpLevel = conf.slice(0, conf.indexOf('\nserver {'));
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nvp-nginx-'));
    const port = await freePort();
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir}/${t};`).join('\n');
    await writeFile(
      path.join(dir, 'nginx.conf'),
      `daemon off; master_process off; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http {
${temp}
${httpLevel}
server { listen 127.0.0.1:${port}; access_log ${dir}/access.log nvp_redacted; location / { return 200 "ok"; } }
}`,
    );
    const nginx = spawn('nginx', ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
    try {
      const urls = [
        `/api/admin/verify/${SECRET}`,
        `/api/emergency-login/verify/${SECRET}`,
        `/api/referee/${SECRET}`,
        `/forgetPassword/${SECRET}`,
        `/subvio/verify/${SECRET}`,
        `/emergency/reply/${SECRET}?answer=YES`,
        `/API//Referee/${SECRET}`,
        `/api/anything?page=1&token=${SECRET}`,
        '/api/referee/review',
      ];
      const requestId = '3f2b7c1e-9a4d-4f60-8b1a-2c3d4e5f6a7b';
      for (let attempt = 0; ; attempt++) {
        try {
          await fetch(`http://127.0.0.1:${port}/ready`);
          break;
        } catch (error) {
          if (attempt > 100) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      for (const url of urls) await fetch(`http://127.0.0.1:${port}${url}`, { headers: { 'x-request-id': requestId, referer: `http://x/refereeFeedback/${SECRET}` } });
      await fetch(`http://127.0.0.1:${port}/plain`, { headers: { 'x-request-id': 'not-a-uuid' } });
      const log = await readFile(path.join(dir, 'access.log'), 'utf8');
      expect(log).not.toContain(SECRET.slice(-20));
      expect(log).toContain('"GET /api/referee/[redacted] HTTP/1.1" 200');
      expect(log).toContain('"GET /emergency/reply/[redacted]?answer=YES HTTP/1.1"');
      expect(log).toContain('"GET /api/anything?[redacted] HTTP/1.1"');
      expect(log).toContain('"GET /api/referee/review HTTP/1.1"');
      expect(log).toContain(`rid=${requestId}`);
      // A caller's id that is no UUID is replaced by nginx's own, in UUID form.
      expect(log.trim().split('\n').at(-1)).toMatch(/"GET \/plain HTTP\/1.1" 200 .* rid=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12} /);
    } finally {
      nginx.kill('SIGTERM');
      await new Promise((resolve) => nginx.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    }
  });
});
