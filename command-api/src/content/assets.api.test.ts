import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { bit, computeAccess, streams } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let volunteer: { id: string; token: string };
beforeAll(async () => {
  t = await startTestPlatform('content-assets');
  const registered = await t.api.post('/api/volunteer/register/email', {
    firstName: 'Nimali',
    lastName: 'Perera',
    nic: '199512345678',
    email: 'nimali@example.lk',
    password: 'secret-pass-1',
  });
  expect(registered.status).toBe(200);
  volunteer = { id: registered.body.id, token: await t.api.login('nimali@example.lk', 'secret-pass-1') };
});
afterAll(async () => t?.stop());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** The start of a JPEG (SOI + APP0 JFIF). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A real multipart request, as a browser's FormData sends it. */
const uploadImage = async (bytes: Buffer, options: { token?: string; field?: string; filename?: string; type?: string } = {}) => {
  const form = new FormData();
  form.append(options.field ?? 'images', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'picture.png');
  const response = await fetch(`${t.platform.url}/api/asset/image`, { method: 'PUT', headers: options.token ? { token: options.token } : {}, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

const fetchFile = (url: string) => fetch(`${t.platform.url}${url}`);

describe('PUT /api/asset/image', () => {
  it('stores a PNG under its SHA-256 and serves it back byte-identical', async () => {
    const r = await uploadImage(PNG, { token: volunteer.token });
    expect(r.status).toBe(200);
    expect(r.body).toEqual([{ url: `/api/asset/file/${sha256(PNG)}.png` }]);
    const file = await fetchFile(r.body[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    // The same picture twice is one file.
    expect((await uploadImage(PNG, { token: volunteer.token })).body).toEqual(r.body);
    const stored = await readdir(`${t.platform.config.dataDir}/assets`);
    expect(stored.filter((name) => name.startsWith(sha256(PNG)))).toEqual([`${sha256(PNG)}.png`]);
  });

  it('names the file by its real type, whatever the declared type and file name say', async () => {
    const r = await uploadImage(JPEG, { token: volunteer.token, type: 'image/png', filename: 'photo.png' });
    expect(r.body).toEqual([{ url: `/api/asset/file/${sha256(JPEG)}.jpg` }]);
    expect((await fetchFile(r.body[0].url)).headers.get('content-type')).toBe('image/jpeg');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24, 2)]);
    expect((await uploadImage(webp, { token: volunteer.token, type: 'application/octet-stream', filename: 'x' })).body).toEqual([{ url: `/api/asset/file/${sha256(webp)}.webp` }]);
  });

  it('refuses a text file renamed .png with 415', async () => {
    const r = await uploadImage(Buffer.from('just some text, not a picture\n'), { token: volunteer.token, type: 'image/png', filename: 'fake.png' });
    expect(r).toEqual({ status: 415, body: { message: 'Only PNG, JPEG or WebP images are allowed' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadImage(svg, { token: volunteer.token, type: 'image/svg+xml', filename: 'x.svg' })).status).toBe(415);
  });

  it('accepts exactly 2 MB and refuses 3 MB with 413', async () => {
    const exactly = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 - PNG.length, 7)]);
    expect((await uploadImage(exactly, { token: volunteer.token })).status).toBe(200);
    const big = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024, 7)]);
    expect(await uploadImage(big, { token: volunteer.token })).toEqual({ status: 413, body: { message: 'The image must be at most 2 MB' } });
  });

  it('wants a file in the field `images`', async () => {
    expect(await uploadImage(PNG, { token: volunteer.token, field: 'image' })).toEqual({ status: 400, body: { message: 'Choose an image to upload' } });
    expect(await uploadImage(Buffer.alloc(0), { token: volunteer.token })).toEqual({ status: 400, body: { message: 'Choose an image to upload' } });
    const json = await t.api.call('PUT', '/api/asset/image', { token: volunteer.token, body: {} });
    expect(json).toMatchObject({ status: 400, body: { message: 'Choose an image to upload' } });
  });

  it('refuses anonymous uploads with 401', async () => {
    expect(await uploadImage(PNG)).toEqual({ status: 401, body: { message: 'Please log in to continue' } });
  });
});

describe('GET /api/asset/file/:name', () => {
  it('answers 404 for anything but an existing content-addressed name', async () => {
    for (const name of [`${sha256(Buffer.from('missing'))}.png`, `${sha256(PNG)}.gif`, `${sha256(PNG).toUpperCase()}.png`, 'secrets.json', '..%2Fsecrets.json', `${sha256(PNG)}.png.tmp`]) {
      expect((await fetchFile(`/api/asset/file/${name}`)).status, name).toBe(404);
    }
  });
});

describe('POST /api/asset/updateImage', () => {
  it("records the picture on the caller's own stream: 201 with a position", async () => {
    const { body } = await uploadImage(PNG, { token: volunteer.token });
    const r = await t.api.post('/api/asset/updateImage', { imageURL: body[0].url }, { token: volunteer.token });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ message: 'Profile picture updated', position: expect.stringMatching(/^\d+\/\d+$/) });
    const events = await t.platform.infra.store.readStream(streams.volunteer(volunteer.id));
    expect(events.at(-1)).toMatchObject({ type: 'ProfileImageChanged', data: { subjectId: volunteer.id, imageURL: body[0].url } });
  });

  it('works for organisations and admins too, each on their own stream', async () => {
    await t.api.post('/api/vio/registration/register', { name: 'Sea Turtles', email: 'turtles@example.lk', password: 'org-pass-123', type: 'NONPROFIT', description: 'Sea Turtles' });
    const vioToken = await t.api.login('turtles@example.lk', 'org-pass-123');
    const adminToken = await t.api.login(ADMIN.email, ADMIN.password);
    const { body } = await uploadImage(JPEG, { token: vioToken });
    for (const [token, stream] of [
      [vioToken, streams.vio(decodeToken(vioToken).id)],
      [adminToken, streams.admin(decodeToken(adminToken).id)],
    ]) {
      expect((await t.api.post('/api/asset/updateImage', { imageURL: body[0].url }, { token })).status).toBe(201);
      expect((await t.platform.infra.store.readStream(stream)).at(-1)).toMatchObject({ type: 'ProfileImageChanged', data: { imageURL: body[0].url } });
    }
  });

  it('accepts only asset URLs of ours that exist', async () => {
    const post = (imageURL: unknown) => t.api.post('/api/asset/updateImage', { imageURL }, { token: volunteer.token });
    expect(await post(undefined)).toMatchObject({ status: 400, body: { message: 'Upload an image first' } });
    expect(await post('')).toMatchObject({ status: 400, body: { message: 'Upload an image first' } });
    expect(await post('https://example.com/cat.png')).toMatchObject({ status: 400, body: { message: 'This image was not uploaded here' } });
    expect(await post(`/api/asset/file/${sha256(Buffer.from('never uploaded'))}.png`)).toMatchObject({ status: 400, body: { message: 'This image was not uploaded here' } });
    expect(await post(`/api/asset/file/../${sha256(PNG)}.png`)).toMatchObject({ status: 400, body: { message: 'This image was not uploaded here' } });
  });

  it('refuses anonymous callers (401), accounts without a profile (403) and unknown accounts (404)', async () => {
    const imageURL = `/api/asset/file/${sha256(PNG)}.png`;
    expect(await t.api.post('/api/asset/updateImage', { imageURL })).toMatchObject({ status: 401 });
    const sign = createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
    const session = { email: 'x@example.lk', name: 'x', registrationNo: null, isRefereeFilled: false, status: 'x', success: true, error: false };
    const emergency = sign({ ...session, id: '00000000-0000-4000-8000-00000000000e', type: 'EMERGENCY_LOGIN', access: computeAccess({ type: 'EMERGENCY_LOGIN', verified: true }) });
    expect(await t.api.post('/api/asset/updateImage', { imageURL }, { token: emergency })).toMatchObject({ status: 403, body: { message: 'This account has no profile picture' } });
    const ghost = sign({ ...session, id: '00000000-0000-4000-8000-0000000000aa', type: 'VOLUNTEER', access: 1 << bit.VOLUNTEER });
    expect(await t.api.post('/api/asset/updateImage', { imageURL }, { token: ghost })).toMatchObject({ status: 404, body: { message: 'Account not found' } });
    expect(await t.platform.infra.store.readStream(streams.volunteer('00000000-0000-4000-8000-0000000000aa'))).toEqual([]);
  });
});
