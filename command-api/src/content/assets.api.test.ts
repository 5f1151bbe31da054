import { createHash, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createSigner } from 'fast-jwt';
import { bit, computeAccess, streams } from '@nvp/events';
import { ADMIN, decodeToken, startTestPlatform } from '../../../scripts/test/harness';

let t: Awaited<ReturnType<typeof startTestPlatform>>;
let volunteer: { id: string; token: string };
let PNG: Buffer;
let JPEG: Buffer;
let WEBP: Buffer;
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
  const square = (colour: string) => sharp({ create: { width: 250, height: 250, channels: 3, background: colour } });
  PNG = await square('#2a6').png().toBuffer();
  JPEG = await square('#a26').jpeg().toBuffer();
  WEBP = await square('#26a').webp().toBuffer();
});
afterAll(async () => t?.stop());

const sha256 = (...parts: (Buffer | string)[]) => parts.reduce((h, p) => h.update(p), createHash('sha256')).digest('hex');
/** A PNG chunk (length, type, data, CRC), to build files carrying metadata. */
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};
/** `png` with a tEXt chunk right after the header chunk, padded so the file is exactly `size` bytes. */
const pngWithText = (png: Buffer, text: string, size?: number) => {
  const padding = size ? size - png.length - 12 - Buffer.byteLength(text) - 8 : 0;
  const data = Buffer.concat([Buffer.from('Comment\0', 'latin1'), Buffer.from(text, 'latin1'), Buffer.alloc(Math.max(padding, 0), 0x20)]);
  return Buffer.concat([png.subarray(0, 33), pngChunk('tEXt', data), png.subarray(33)]);
};

/** A real multipart request, as a browser's FormData sends it. */
const uploadImage = async (bytes: Buffer, options: { token?: string; field?: string; filename?: string; type?: string } = {}) => {
  const form = new FormData();
  form.append(options.field ?? 'images', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/png' }), options.filename ?? 'picture.png');
  const response = await fetch(`${t.platform.url}/api/asset/image`, { method: 'PUT', headers: options.token ? { token: options.token } : {}, body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

const fetchFile = (url: string, headers: Record<string, string> = {}) => fetch(`${t.platform.url}${url}`, { headers });
const bytesOf = async (url: string) => Buffer.from(await (await fetchFile(url)).arrayBuffer());
const avatarOf = (url: string) => url.replace(/\.(png|jpg|webp)$/, '-200.$1');

describe('PUT /api/asset/image', () => {
  it('re-encodes the picture, names it by owner and content, and serves it with its 200 px avatar', async () => {
    const r = await uploadImage(PNG, { token: volunteer.token });
    expect(r.status).toBe(200);
    const [{ url }] = r.body;
    expect(url).toMatch(/^\/api\/asset\/file\/[0-9a-f]{64}\.png$/);
    const stored = await bytesOf(url);
    expect(url).toBe(`/api/asset/file/${sha256(`${volunteer.id}\0`, stored)}.png`);
    const file = await fetchFile(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    // Caches must revalidate: the file disappears when its owner is erased.
    expect(file.headers.get('cache-control')).toBe('public, no-cache');
    expect((await fetchFile(url, { 'if-none-match': file.headers.get('etag')! })).status).toBe(304);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 250, height: 250 });
    expect(await sharp(await bytesOf(avatarOf(url))).metadata()).toMatchObject({ format: 'png', width: 200, height: 200 });
    // The same picture twice by the same owner is one file; another owner gets a file of their own.
    expect((await uploadImage(PNG, { token: volunteer.token })).body).toEqual(r.body);
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    const other = (await uploadImage(PNG, { token: admin })).body[0].url;
    expect(other).not.toBe(url);
    const names = await readdir(`${t.platform.config.dataDir}/assets`);
    expect(names.filter((n) => url.endsWith(n.replace('-200', '')))).toEqual(expect.arrayContaining([url.split('/').pop(), avatarOf(url).split('/').pop()]));
    // The owner is on record, so erasure can find the files.
    expect((await t.platform.infra.store.readStream(streams.uploads(volunteer.id))).map((e) => e.data)).toContainEqual({
      subjectId: volunteer.id,
      fileName: url.split('/').pop(),
      avatarFileName: avatarOf(url).split('/').pop(),
    });
  });

  it('strips EXIF (GPS), ICC and text metadata and caps the size at 1024 px', async () => {
    const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#777' } })
      .jpeg()
      .withIccProfile('p3')
      .withExif({ IFD0: { Artist: 'Nimali at home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 54/1 1234/100', GPSLongitudeRef: 'E', GPSLongitude: '79/1 51/1 0/1' } })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif && before.icc && photo.includes('Nimali at home')).toBeTruthy(); // control: the upload does carry them
    const r = await uploadImage(photo, { token: volunteer.token, type: 'image/jpeg', filename: 'photo.jpg' });
    expect(r.status).toBe(200);
    for (const url of [r.body[0].url, avatarOf(r.body[0].url)]) {
      const stored = await bytesOf(url);
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes('Nimali at home')).toBe(false);
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(1024);
    }
    expect(await sharp(await bytesOf(r.body[0].url)).metadata()).toMatchObject({ width: 1024, height: 768 });

    const tagged = await uploadImage(pngWithText(PNG, 'GPS 6.9147,79.8612 home of Nimali'), { token: volunteer.token });
    expect(tagged.status).toBe(200);
    const stored = await bytesOf(tagged.body[0].url);
    expect(stored.includes('home of Nimali')).toBe(false);
    expect((await sharp(stored).metadata()).comments).toBeUndefined();
  });

  it('names the file by its real type, whatever the declared type and file name say', async () => {
    const r = await uploadImage(JPEG, { token: volunteer.token, type: 'image/png', filename: 'photo.png' });
    expect(r.body).toEqual([{ url: expect.stringMatching(/^\/api\/asset\/file\/[0-9a-f]{64}\.jpg$/) }]);
    expect((await fetchFile(r.body[0].url)).headers.get('content-type')).toBe('image/jpeg');
    const webp = await uploadImage(WEBP, { token: volunteer.token, type: 'application/octet-stream', filename: 'x' });
    expect(webp.body).toEqual([{ url: expect.stringMatching(/\.webp$/) }]);
    expect((await sharp(await bytesOf(webp.body[0].url)).metadata()).format).toBe('webp');
  });

  it('refuses a text file renamed .png with 415, and what starts like an image but does not decode with 400', async () => {
    const r = await uploadImage(Buffer.from('just some text, not a picture\n'), { token: volunteer.token, type: 'image/png', filename: 'fake.png' });
    expect(r).toEqual({ status: 415, body: { message: 'Only PNG, JPEG or WebP images are allowed' } });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await uploadImage(svg, { token: volunteer.token, type: 'image/svg+xml', filename: 'x.svg' })).status).toBe(415);
    const before = await readdir(`${t.platform.config.dataDir}/assets`);
    for (const broken of [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1)]), // a JPEG header, then nothing
      JPEG.subarray(0, Math.floor(JPEG.length / 3)), // a truncated JPEG
      Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(200, 9)]), // the PNG signature, then garbage
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x20, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(24, 2)]),
      Buffer.concat([PNG.subarray(0, 8), JPEG.subarray(2)]), // a PNG signature on JPEG data
    ]) {
      expect(await uploadImage(broken, { token: volunteer.token })).toEqual({ status: 400, body: { message: 'The image could not be read' } });
    }
    expect(await readdir(`${t.platform.config.dataDir}/assets`)).toEqual(before);
  });

  it('accepts exactly 2 MB and refuses 3 MB with 413', async () => {
    const exactly = pngWithText(PNG, 'padding', 2 * 1024 * 1024);
    expect(exactly.length).toBe(2 * 1024 * 1024);
    const r = await uploadImage(exactly, { token: volunteer.token });
    expect(r.status).toBe(200);
    expect((await bytesOf(r.body[0].url)).length).toBeLessThan(100_000); // the padding was metadata: gone
    const big = pngWithText(PNG, 'padding', 3 * 1024 * 1024);
    expect(await uploadImage(big, { token: volunteer.token })).toEqual({ status: 413, body: { message: 'The image must be at most 2 MB' } });
  });

  it('removes its own files when the account was erased while the upload ran (so erasure misses nothing)', async () => {
    const sign = createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
    const id = randomUUID();
    const token = sign({ id, email: 'racer@example.lk', name: 'x', type: 'VOLUNTEER', access: 1 << bit.VOLUNTEER, registrationNo: null, isRefereeFilled: false, status: 'x', success: true, error: false });
    await t.platform.infra.vault.erase(id); // the erasure got to the key before this upload wrote its files
    const before = await readdir(`${t.platform.config.dataDir}/assets`);
    expect(await uploadImage(WEBP, { token })).toEqual({ status: 401, body: { message: 'This account has been terminated' } });
    expect(await readdir(`${t.platform.config.dataDir}/assets`)).toEqual(before);
    expect((await t.platform.infra.store.readStream(streams.uploads(id))).map((e) => e.type)).toEqual(['ImageUploaded']); // on record all the same
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
    for (const [token, stream] of [
      [vioToken, streams.vio(decodeToken(vioToken).id)],
      [adminToken, streams.admin(decodeToken(adminToken).id)],
    ]) {
      const { body } = await uploadImage(JPEG, { token });
      expect((await t.api.post('/api/asset/updateImage', { imageURL: body[0].url }, { token })).status).toBe(201);
      expect((await t.platform.infra.store.readStream(stream)).at(-1)).toMatchObject({ type: 'ProfileImageChanged', data: { imageURL: body[0].url } });
    }
  });

  it("refuses another user's upload: it is theirs, and goes when they are erased", async () => {
    const adminToken = await t.api.login(ADMIN.email, ADMIN.password);
    const { body } = await uploadImage(WEBP, { token: adminToken });
    expect((await fetchFile(body[0].url)).status).toBe(200);
    expect(await t.api.post('/api/asset/updateImage', { imageURL: body[0].url }, { token: volunteer.token })).toMatchObject({
      status: 400,
      body: { message: 'This image was not uploaded here' },
    });
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
    let imageURL = `/api/asset/file/${sha256(PNG)}.png`;
    expect(await t.api.post('/api/asset/updateImage', { imageURL })).toMatchObject({ status: 401 });
    const sign = createSigner({ key: t.platform.infra.secrets.jwtSecret, algorithm: 'HS256', expiresIn: 600_000 });
    const session = { email: 'x@example.lk', name: 'x', registrationNo: null, isRefereeFilled: false, status: 'x', success: true, error: false };
    const emergency = sign({ ...session, id: '00000000-0000-4000-8000-00000000000e', type: 'EMERGENCY_LOGIN', access: computeAccess({ type: 'EMERGENCY_LOGIN', verified: true }) });
    expect(await t.api.post('/api/asset/updateImage', { imageURL }, { token: emergency })).toMatchObject({ status: 403, body: { message: 'This account has no profile picture' } });
    const ghost = sign({ ...session, id: '00000000-0000-4000-8000-0000000000aa', type: 'VOLUNTEER', access: 1 << bit.VOLUNTEER });
    imageURL = (await uploadImage(PNG, { token: ghost })).body[0].url; // its own upload, so only the missing account is left to refuse
    expect(await t.api.post('/api/asset/updateImage', { imageURL }, { token: ghost })).toMatchObject({ status: 404, body: { message: 'Account not found' } });
    expect(await t.platform.infra.store.readStream(streams.volunteer('00000000-0000-4000-8000-0000000000aa'))).toEqual([]);
  });
});
