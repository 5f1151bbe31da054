import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import sharp from 'sharp';
import { IMAGE_MESSAGES, streams, type PlatformConfig } from '@nvp/events';
import { ADMIN, startTestPlatform } from '../../../scripts/test/harness';
import { newVolunteer, type TestPlatform } from '../account/test-support';
import { commandApi } from '../app';
import { createSliceContext } from '../infra/deps';
import { DEFAULT_UPLOAD_SETTINGS, type UploadSettings } from './upload-limits';
import { sweepUnattachedUploads } from './unattached-sweep';

/**
 * The upload limits of issue 23 over real HTTP: a rate per account, a total of stored bytes per account, and the
 * sweep that deletes uploads nothing points to after the wait. Small limits so the test stays short.
 */
const HOUR = 60 * 60 * 1000;
const settings: UploadSettings = { ...DEFAULT_UPLOAD_SETTINGS, maxPerHour: 4, maxStoredBytes: 1024 * 1024 };

let t: TestPlatform;
beforeAll(async () => {
  // `uploads` is not in PlatformConfig yet (UPLOAD_* variables, to be added to the config schema).
  t = await startTestPlatform('upload-limits', { uploads: settings } as Partial<PlatformConfig>);
});
afterAll(async () => t?.stop());

let colour = 0;
/** A small picture of its own colour: a new file each time. */
const smallPicture = () => sharp({ create: { width: 64, height: 64, channels: 3, background: { r: colour++ % 256, g: 90, b: Math.floor(colour / 256) } } }).png().toBuffer();
/** 300 × 300 of noise: it does not compress, so each upload takes about 0.4 MB on disk (picture and avatar). */
const noisyPicture = () => sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } }).png().toBuffer();

const uploadImage = async (bytes: Buffer, token: string) => {
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${t.platform.url}/api/asset/image`, { method: 'PUT', headers: { token }, body: form });
  const body = await response.json();
  return { status: response.status, body, url: response.ok ? (body[0].url as string) : undefined, retryAfter: response.headers.get('retry-after') };
};
const fileStatus = async (url: string) => (await fetch(`${t.platform.url}${url}`)).status;
const avatarOf = (url: string) => url.replace(/\.(png|jpg|webp)$/, '-200.$1');
const uploadsStream = async (ownerId: string) => (await t.platform.infra.store.readStream(streams.uploads(ownerId))).map((e) => ({ type: e.type, fileName: (e.data as { fileName: string }).fileName }));
/** The slice context with its clock `hoursLater` ahead, as the sweep would see that moment. */
const later = (hoursLater: number) => {
  const { infra, config } = t.platform;
  return createSliceContext({ config, store: infra.store, vault: infra.vault, jwtSecret: infra.secrets.jwtSecret, pool: infra.pool, now: () => new Date(Date.now() + hoursLater * HOUR) });
};

describe('PUT /api/asset/image: limits per account', () => {
  it('refuses the upload past the hourly rate with 429, a clear message and retry-after; another account goes on', async () => {
    const v = await newVolunteer(t);
    for (let i = 0; i < settings.maxPerHour; i++) expect((await uploadImage(await smallPicture(), v.token)).status).toBe(200);
    const refused = await uploadImage(await smallPicture(), v.token);
    expect(refused).toMatchObject({ status: 429, body: { message: IMAGE_MESSAGES.tooManyUploads } });
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    // Nothing was stored for the refused upload.
    expect((await uploadsStream(v.id)).filter((e) => e.type === 'ImageUploaded')).toHaveLength(settings.maxPerHour);
    const other = await newVolunteer(t);
    expect((await uploadImage(await smallPicture(), other.token)).status).toBe(200);
  });

  it('refuses an upload that would pass the stored total with 413; the same picture again takes no room', async () => {
    const v = await newVolunteer(t);
    const [first, second, third] = [await noisyPicture(), await noisyPicture(), await noisyPicture()];
    const a = await uploadImage(first, v.token);
    expect(a.status).toBe(200);
    expect((await uploadImage(second, v.token)).status).toBe(200);
    // About 0.8 MB stored: a third picture would pass 1 MB.
    expect(await uploadImage(third, v.token)).toMatchObject({ status: 413, body: { message: IMAGE_MESSAGES.storageFull } });
    expect((await uploadImage(first, v.token)).url).toBe(a.url);
  });
});

describe('the sweep of unattached uploads', () => {
  it(`deletes uploads nothing points to after the wait (files and a record on the log), keeps attached ones, and frees the room`, async () => {
    const v = await newVolunteer(t);
    const kept = (await uploadImage(await noisyPicture(), v.token)).url!;
    const loose = (await uploadImage(await noisyPicture(), v.token)).url!;
    expect((await t.api.post('/api/asset/updateImage', { imageURL: kept }, { token: v.token })).status).toBe(201);
    // An admin's picture attached to a partner on the home page is attached too.
    const admin = await t.api.login(ADMIN.email, ADMIN.password);
    const logo = (await uploadImage(await smallPicture(), admin)).url!;
    expect((await t.api.post('/api/admin/partner/create', { name: 'Harbour Partners', imageURL: logo }, { token: admin })).status).toBeLessThan(300);
    expect(await uploadImage(await noisyPicture(), v.token)).toMatchObject({ status: 413 }); // the room is used up

    // Given a day less an hour has passed, nothing is deleted yet.
    await sweepUnattachedUploads(later(23), settings);
    for (const url of [kept, loose, logo]) expect(await fileStatus(url)).toBe(200);

    // When the sweep runs a day and an hour later
    expect(await sweepUnattachedUploads(later(25), settings)).toBeGreaterThanOrEqual(1);
    // Then the loose upload and its avatar are gone, and the log says so on the owner's uploads stream.
    expect(await fileStatus(loose)).toBe(404);
    expect(await fileStatus(avatarOf(loose))).toBe(404);
    const looseName = loose.split('/').pop();
    expect((await uploadsStream(v.id)).filter((e) => e.fileName === looseName).map((e) => e.type)).toEqual(['ImageUploaded', 'ImageDiscarded']);
    // The attached ones stay.
    for (const url of [kept, avatarOf(kept), logo]) expect(await fileStatus(url)).toBe(200);
    // A second sweep finds nothing more of this account's to do.
    const before = await uploadsStream(v.id);
    await sweepUnattachedUploads(later(25), settings);
    expect(await uploadsStream(v.id)).toEqual(before);
    // A discarded upload can no longer be chosen, and its room is free again.
    expect(await t.api.post('/api/asset/updateImage', { imageURL: loose }, { token: v.token })).toMatchObject({ status: 400, body: { message: IMAGE_MESSAGES.unknownImage } });
    expect((await uploadImage(await noisyPicture(), v.token)).status).toBe(200);
  });

  it('skips an erased owner: nothing more is written to their streams', async () => {
    const v = await newVolunteer(t);
    const loose = (await uploadImage(await smallPicture(), v.token)).url!;
    await t.platform.infra.vault.erase(v.id);
    await sweepUnattachedUploads(later(25), settings);
    expect((await uploadsStream(v.id)).map((e) => e.type)).toEqual(['ImageUploaded']);
    expect(loose).toBeTruthy();
  });

  it('runs by itself in the command API at the configured interval', async () => {
    const v = await newVolunteer(t);
    const loose = (await uploadImage(await smallPicture(), v.token)).url!;
    // The command API with its clock a day and an hour ahead and a sweep every 20 ms.
    const app = Fastify();
    const { infra, config } = t.platform;
    const now = new Date(Date.now() + 25 * HOUR);
    await app.register(commandApi, {
      config: { ...config, uploads: { ...settings, sweepEveryMs: 20 } } as PlatformConfig,
      store: infra.store,
      vault: infra.vault,
      jwtSecret: infra.secrets.jwtSecret,
      pool: infra.pool,
      now: () => now,
    });
    await app.ready();
    try {
      const name = loose.split('/').pop();
      for (let i = 0; i < 250 && (await fileStatus(loose)) !== 404; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await fileStatus(loose)).toBe(404);
      expect((await uploadsStream(v.id)).filter((e) => e.fileName === name).map((e) => e.type)).toEqual(['ImageUploaded', 'ImageDiscarded']);
    } finally {
      await app.close();
    }
  });
});
