import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '@nvp/http-kit';
import { startTestPlatform } from './harness';

/**
 * Compression and caching through the embedded server (issue 25): the console's files precompressed by the build,
 * API answers compressed on the fly, hashed assets kept a year, the app shell never kept. Reads the built console
 * (npm test builds it first; alone: `npm run build:console`).
 */
const dist = path.resolve('console/dist');
let t: Awaited<ReturnType<typeof startTestPlatform>>;

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('console/dist is missing: run `npm run build:console` first');
  t = await startTestPlatform('compression');
});
afterAll(async () => t?.stop());

/** The bytes as sent (fetch would decode them), with the headers. */
const getRaw = (route: string, acceptEncoding?: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.get(`${t.platform.url}${route}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });

const decode = (r: { headers: http.IncomingHttpHeaders; body: Buffer }) =>
  r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body) : r.headers['content-encoding'] === 'gzip' ? gunzipSync(r.body) : r.body;

/** The app's entry script, as index.html names it. */
const entryScript = async () => (await readFile(path.join(dist, 'index.html'), 'utf8')).match(/<script[^>]+src="(\/assets\/[^"]+\.js)"/)![1];

describe('the console, precompressed at build time', () => {
  it('sends the app shell brotli-compressed to a browser that accepts it, never to be cached, with the security headers', async () => {
    const r = await getRaw('/volunteerHome', 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['content-type']).toMatch(/^text\/html/);
    expect(r.headers['cache-control']).toBe('no-cache');
    expect(r.headers.vary).toMatch(/accept-encoding/i);
    expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(decode(r).equals(await readFile(path.join(dist, 'index.html')))).toBe(true);
  });

  it('sends a prerendered public page the same way, compressed as it goes, varying by the language and login cookies', async () => {
    for (const route of ['/', '/volunteer-opportunities']) {
      const r = await getRaw(route, 'br');
      expect(r.status).toBe(200);
      expect(r.headers['content-encoding']).toBe('br');
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers.vary).toMatch(/cookie/i);
      expect(r.headers.vary).toMatch(/accept-encoding/i);
      expect(r.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(decode(r).toString()).toContain(`<div id="root" data-prerendered="${route}|en">`);
    }
  });

  it('keeps a hashed asset a year, brotli or gzip by what the client accepts, and the same bytes once decoded', async () => {
    const script = await entryScript();
    const original = await readFile(path.join(dist, script));
    const br = await getRaw(script, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(original.length / 2);
    expect(decode(br).equals(original)).toBe(true);

    const gzip = await getRaw(script, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decode(gzip).equals(original)).toBe(true);

    const plain = await getRaw(script);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });
});

describe('the API, compressed on the fly', () => {
  it('compresses a large JSON answer (the OpenAPI document) and leaves a small one as it is', async () => {
    const large = await getRaw('/api/docs/json', 'br, gzip');
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(large.headers['content-type']).toMatch(/application\/json/);
    expect(JSON.parse(decode(large).toString()).openapi).toMatch(/^3\./);

    const gzip = await getRaw('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gzip).toString()).openapi).toMatch(/^3\./);

    const small = await getRaw('/api/health', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString()).status).toBe('ok');
  });
});
