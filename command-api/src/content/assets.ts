import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  assetFileNameOf,
  assetsDirOf,
  assetUrlOf,
  catalogue,
  IMAGE_MAX_BYTES,
  IMAGE_MESSAGES,
  rules,
  sniffImageType,
  streams,
  WrongExpectedVersionError,
  type UserType,
} from '@nvp/events';
import { DomainError, badRequest, forbidden, notFound } from '../infra/errors';
import { contextOf, positionOf } from '../infra/http';
import type { SliceContext } from '../infra/deps';

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
  imageURL: z.string({ error: IMAGE_MESSAGES.urlRequired }).min(1, IMAGE_MESSAGES.urlRequired).refine((url) => assetFileNameOf(url) !== undefined, IMAGE_MESSAGES.unknownImage),
});

const exists = (path: string) => access(path).then(
  () => true,
  () => false,
);

/** Stores bytes under their hash; the same image uploaded twice is one file. Written to a temp name, then renamed. */
const storeImage = async (dataDir: string, bytes: Buffer, extension: string) => {
  const dir = assetsDirOf(dataDir);
  const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
  const target = `${dir}/${fileName}`;
  if (!(await exists(target))) {
    await mkdir(dir, { recursive: true });
    const temporary = `${dir}/.${randomUUID()}.tmp`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }
  return fileName;
};

/**
 * Profile pictures: upload (PUT /api/asset/image) and choose (POST /api/asset/updateImage). Served back by the
 * query side (GET /api/asset/file/:name, query-api/src/content/assets.ts), which answers every GET.
 */
export const assetRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  // Multipart parsing only in this scope; other slices may register their own.
  if (!app.hasDecorator('multipartErrors')) await app.register(multipart);

  app.put('/api/asset/image', { config: { access: rules.anyUser } }, async (request) => {
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
    const type = sniffImageType(bytes);
    if (!type) throw new DomainError(IMAGE_MESSAGES.wrongType, 415);
    const fileName = await storeImage(ctx.config.dataDir, bytes, type);
    return [{ url: assetUrlOf(fileName) }];
  });

  app.post('/api/asset/updateImage', { config: { access: rules.anyUser } }, async (request, reply) => {
    const { imageURL } = updateImageRequest.parse(request.body ?? {});
    const fileName = assetFileNameOf(imageURL)!;
    if (!(await exists(`${assetsDirOf(ctx.config.dataDir)}/${fileName}`))) throw badRequest(IMAGE_MESSAGES.unknownImage);
    const session = request.session!;
    const streamOf = ownStream[session.type];
    if (!streamOf) throw forbidden(NO_PROFILE_PICTURE);
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
