import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { ASSET_FILE_NAME, assetsDirOf, imageContentTypes, rules, type ImageExtension } from '@nvp/events';

/** Content-addressed: a name's bytes never change, so caches may keep them for a year. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

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
    if (!found?.isFile()) return reply.code(404).send({ message: 'Not found' });
    return reply
      .header('content-type', imageContentTypes[match[1] as ImageExtension])
      .header('content-length', found.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', CACHE_FOREVER)
      .send(createReadStream(path));
  });
};
