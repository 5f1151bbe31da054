import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, rename, writeFile } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  contentStreams,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
  documentsDirOf,
  documentUrlOf,
  isDocumentKey,
  isDocumentLanguage,
  isPdf,
  rules,
} from '@nvp/events';
import { DomainError, badRequest, notFound } from '@nvp/http-kit/errors';
import { contextOf, positionOf } from '../infra/http';
import { CORE_ADMIN_DENIED } from '@nvp/http-kit';
import type { SliceContext } from '../infra/deps';
import { documentDecider } from './decider';

export { CORE_ADMIN_DENIED };
export const DOCUMENT_PUBLISHED = 'Successfully Uploaded!';

const exists = (path: string) => access(path).then(
  () => true,
  () => false,
);

/**
 * PUT /api/document/:key/:language (multipart field `file`): a core admin publishes a reference document of
 * /aboutus. The bytes must be a PDF (magic bytes `%PDF-`), at most 10 MB; stored under their SHA-256 like the
 * image assets and served by query-api (GET /api/document/file/:key/:language).
 */
export const documentRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  if (!app.hasDecorator('multipartErrors')) await app.register(multipart);

  app.put('/api/document/:key/:language', { config: { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED } }, async (request) => {
    const { key, language } = request.params as { key: string; language: string };
    if (!isDocumentKey(key) || !isDocumentLanguage(language)) throw notFound(DOCUMENT_MESSAGES.unknown);
    if (!request.isMultipart()) throw badRequest(DOCUMENT_MESSAGES.noFile);
    const file = await request.file({ limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 } });
    if (!file || file.fieldname !== 'file') throw badRequest(DOCUMENT_MESSAGES.noFile);
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new DomainError(DOCUMENT_MESSAGES.tooLarge, 413);
      throw error;
    }
    if (bytes.length === 0) throw badRequest(DOCUMENT_MESSAGES.noFile);
    if (!isPdf(bytes)) throw new DomainError(DOCUMENT_MESSAGES.wrongType, 415);

    const dir = documentsDirOf(ctx.config.dataDir);
    const fileName = `${createHash('sha256').update(bytes).digest('hex')}.pdf`;
    if (!(await exists(`${dir}/${fileName}`))) {
      await mkdir(dir, { recursive: true });
      const temporary = `${dir}/.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, `${dir}/${fileName}`);
    }
    const { result } = await ctx.commands.handle(
      contentStreams.document(key, language),
      documentDecider,
      { type: 'PublishDocument', key, language, fileName, size: bytes.length, adminId: request.session!.id },
      contextOf(request, ctx.now()),
    );
    return { message: DOCUMENT_PUBLISHED, url: documentUrlOf(key, language), position: positionOf(result) };
  });
};
