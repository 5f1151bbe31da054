import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import sharp, { type Sharp } from 'sharp';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assetFileNameOf,
  assetsDirOf,
  AVATAR_SIZE,
  avatarFileNameOf,
  IMAGE_MAX_DIMENSION,
  IMAGE_MAX_PIXELS,
  assetUrlOf,
  catalogue,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  rules,
  sniffImageType,
  streams,
  text,
  WrongExpectedVersionError,
  type ImageExtension,
  type UserType,
} from '@nvp/events';
import { DomainError, badRequest, forbidden, notFound, unauthorized } from '@nvp/http-kit/errors';
import { contextOf, positionOf } from '../infra/http';
import type { SliceContext } from '../infra/deps';
import { storedBytes, uploadRecords, uploadSettingsOf, uploadWait } from './upload-limits';
import { scheduleUnattachedSweep } from './unattached-sweep';

/** The stream holding each account type's ProfileImageChanged (emergency logins have no profile). */
const ownStream: Partial<Record<UserType, (id: string) => string>> = {
  VOLUNTEER: streams.volunteer,
  VIO: streams.vio,
  ADMIN: streams.admin,
};

export const PROFILE_PICTURE_UPDATED = 'Profile picture updated';
export const NO_PROFILE_PICTURE = 'This account has no profile picture';

/** `{ imageURL }` of POST /api/asset/updateImage: one of our asset URLs (existence is checked on disk). */
const updateImageRequest = z.object({
  imageURL: text({ error: IMAGE_MESSAGES.urlRequired }).min(1, IMAGE_MESSAGES.urlRequired).refine((url) => assetFileNameOf(url) !== undefined, IMAGE_MESSAGES.unknownImage),
});

const exists = (path: string) => access(path).then(
  () => true,
  () => false,
);

/**
 * Decodes and re-encodes an upload: EXIF (a phone photo's GPS position), ICC and every other metadata are
 * dropped, the orientation is applied first, the longest side is capped, and a square avatar rendition is
 * made. Throws for anything that does not decode as the sniffed type.
 */
export const reencodeImage = async (bytes: Buffer, type: ImageExtension) => {
  const input = () => sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS, animated: false }).rotate();
  const encode = (image: Sharp) =>
    type === 'png' ? image.png() : type === 'jpg' ? image.jpeg({ quality: 85 }) : image.webp({ quality: 85 });
  const { format } = await input().metadata();
  if (format !== { png: 'png', jpg: 'jpeg', webp: 'webp' }[type]) throw new Error(`not a ${type}`);
  const full = await encode(input().resize({ width: IMAGE_MAX_DIMENSION, height: IMAGE_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })).toBuffer();
  const avatar = await encode(input().resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' })).toBuffer();
  return { full, avatar };
};

/** Writes to a temporary name, then renames, so readers never see half a file. */
const writeAtomically = async (dir: string, fileName: string, bytes: Buffer) => {
  const target = `${dir}/${fileName}`;
  if (await exists(target)) return;
  const temporary = `${dir}/.${randomUUID()}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, target);
};

/**
 * Both renditions are named by the hash of owner and bytes: the same picture uploaded twice by one owner is
 * one file, and two owners never share a file, so erasing one cannot take the other's picture.
 */
export const namesFor = (ownerId: string, images: { full: Buffer }, extension: ImageExtension) => {
  const fileName = `${createHash('sha256').update(`${ownerId}\0`).update(images.full).digest('hex')}.${extension}`;
  return { fileName, avatarFileName: avatarFileNameOf(fileName) };
};

/** Both renditions into the data directory's assets (the upload route; the history generator stores partner logos so). */
export const writeImages = async (dataDir: string, names: { fileName: string; avatarFileName: string }, images: { full: Buffer; avatar: Buffer }) => {
  const dir = assetsDirOf(dataDir);
  await mkdir(dir, { recursive: true });
  await writeAtomically(dir, names.avatarFileName, images.avatar);
  await writeAtomically(dir, names.fileName, images.full);
};

const removeImages = async (dataDir: string, names: string[]) => {
  for (const name of names) if (assetFileNameOf(`/api/asset/file/${name}`)) await rm(`${assetsDirOf(dataDir)}/${name}`, { force: true });
};

/** The files `ownerId` uploaded, from their uploads stream. */
const uploadsOf = async (ctx: SliceContext, ownerId: string) =>
  (await ctx.store.readStream(streams.uploads(ownerId))).flatMap((e) =>
    e.type === 'ImageUploaded' ? [e.data as { fileName: string; avatarFileName: string }] : [],
  );

/**
 * Erasure: every file the subject uploaded (saved as a picture or not) is deleted. Safe to repeat. Runs
 * after the key is gone: an upload racing the erasure either is on record by then (deleted here) or sees the
 * erased key after writing and deletes its own files (the upload route).
 */
export const deleteUploadsOf = async (ctx: SliceContext, subjectId: string) => {
  for (const upload of await uploadsOf(ctx, subjectId)) await removeImages(ctx.config.dataDir, [upload.fileName, upload.avatarFileName]);
};

/**
 * Profile pictures: upload (PUT /api/asset/image) and choose (POST /api/asset/updateImage). Served back by the
 * query side (GET /api/asset/file/:name, query-api/src/content/assets.ts), which answers every GET.
 */
export const assetRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  // Multipart parsing only in this scope; other slices may register their own.
  if (!app.hasDecorator('multipartErrors')) await app.register(multipart);
  ctx.erasure.register((subjectId) => deleteUploadsOf(ctx, subjectId));
  const limits = uploadSettingsOf(ctx.config);
  scheduleUnattachedSweep(app, ctx, limits);

  app.put('/api/asset/image', { config: { access: rules.anyUser } }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest(IMAGE_MESSAGES.noFile);
    // One part, field `images`, at most 2 MB; a larger file is cut off and refused (not buffered whole).
    const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!file || file.fieldname !== 'images') throw badRequest(IMAGE_MESSAGES.noFile);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new DomainError(IMAGE_MESSAGES.tooLarge, 413);
      throw error;
    }
    if (bytes.length === 0) throw badRequest(IMAGE_MESSAGES.noFile);
    const ownerId = request.session!.id;
    // The account's hourly rate (issue 23), before the costly decoding; its stored total below, once sizes are known.
    const history = await ctx.store.readStream(streams.uploads(ownerId));
    const wait = uploadWait(history, limits, ctx.now());
    if (wait > 0) {
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw Object.assign(new Error(IMAGE_MESSAGES.tooManyUploads), { statusCode: 429 });
    }
    const type = sniffImageType(bytes);
    if (!type) throw new DomainError(IMAGE_MESSAGES.wrongType, 415);
    const images = await reencodeImage(bytes, type).catch(() => {
      throw badRequest(IMAGE_MESSAGES.unreadable);
    });
    const stored = namesFor(ownerId, images, type);
    const owned = uploadRecords(history);
    const again = owned.get(stored.fileName);
    // The same picture again is the same file: it takes no more room.
    if (!again || again.discarded) {
      const used = await storedBytes(ctx.config.dataDir, owned.values());
      if (used + images.full.length + images.avatar.length > limits.maxStoredBytes) throw new DomainError(IMAGE_MESSAGES.storageFull, 413);
    }
    // The owner goes on record before any file exists, so erasure finds every file (a crash in between leaves
    // a record without a file, which is harmless).
    const { version, data } = catalogue.validate('ImageUploaded', { subjectId: ownerId, ...stored });
    await ctx.store.append(
      streams.uploads(ownerId),
      [{ id: randomUUID(), type: 'ImageUploaded', version, data, metadata: ctx.commands.metadataOf(contextOf(request, ctx.now())) }],
      { expected: 'any' },
    );
    await writeImages(ctx.config.dataDir, stored, images);
    if (await ctx.vault.isErased(ownerId)) {
      // The account was erased while this upload ran: its erasure may have missed these files.
      await removeImages(ctx.config.dataDir, [stored.fileName, stored.avatarFileName]);
      throw unauthorized('This account has been terminated');
    }
    return [{ url: assetUrlOf(stored.fileName) }];
  });

  app.post('/api/asset/updateImage', { config: { access: rules.anyUser } }, async (request, reply) => {
    const { imageURL } = updateImageRequest.parse(request.body ?? {});
    const fileName = assetFileNameOf(imageURL)!;
    const session = request.session!;
    const streamOf = ownStream[session.type];
    if (!streamOf) throw forbidden(NO_PROFILE_PICTURE);
    // Only a picture the caller uploaded (and that still exists): another person's file would vanish with their erasure.
    const own = (await uploadsOf(ctx, session.id)).some((u) => u.fileName === fileName);
    if (!own || !(await exists(`${assetsDirOf(ctx.config.dataDir)}/${fileName}`))) throw badRequest(IMAGE_MESSAGES.unknownImage);
    const { version, data } = catalogue.validate('ProfileImageChanged', { subjectId: session.id, imageURL });
    try {
      const result = await ctx.store.append(
        streamOf(session.id),
        [{ id: randomUUID(), type: 'ProfileImageChanged', version, data, metadata: ctx.commands.metadataOf(contextOf(request, ctx.now())) }],
        { expected: 'stream_exists' },
      );
      return reply.code(201).send({ message: PROFILE_PICTURE_UPDATED, position: positionOf(result) });
    } catch (error) {
      // A valid token for an account whose stream is gone (never created) is not a caller we know.
      if (error instanceof WrongExpectedVersionError) throw notFound('Account not found');
      throw error;
    }
  });
};
