import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ASSET_FILE_NAME, assetsDirOf, imageContentTypes, rules, type ImageExtension } from '@nvp/events';

/**
 * A name's bytes never change, but the file disappears when its owner is erased: caches must ask again each
 * time (a cheap 304 by ETag while the file exists), so no cache keeps serving an erased person's picture.
 */
const REVALIDATE = 'public, no-cache';

/**
 * GET /api/asset/file/:name serves uploaded images (command-api/src/content/assets.ts stores them). Here, not on
 * the write side, because every GET goes to query-api in the distributed deployment. Only names shaped like
 * `<sha256>.<png|jpg|webp>` are looked up, so no path can be walked.
 */
export const assetFileRoutes = async (app: FastifyInstance, options: { dataDir: string }) => {
  app.get<{ Params: { name: string } }>('/api/asset/file/:name', { config: { access: rules.everyone } }, async (request, reply) => {
    const { name } = request.params;
    const match = ASSET_FILE_NAME.exec(name);
    if (!match) return reply.code(404).send({ message: 'Not found' });
    const path = `${assetsDirOf(options.dataDir)}/${name}`;
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return reply.code(404).header('cache-control', 'no-store').send({ message: 'Not found' });
    const etag = `"${name}"`;
    reply.header('etag', etag).header('cache-control', REVALIDATE).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply
      .header('content-type', imageContentTypes[match[1] as ImageExtension])
      .header('content-length', found.size)
      .send(createReadStream(path));
  });
};
