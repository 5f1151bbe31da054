import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import {
  DOCUMENT_FILE_NAME,
  DOCUMENT_MESSAGES,
  documentKeys,
  documentLanguages,
  documentsDirOf,
  documentUrlOf,
  isDocumentKey,
  isDocumentLanguage,
  rules,
} from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { listPage, pageOf } from '../infra/paging';
import { isUuid } from '@nvp/http-kit';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
const admin = { access: rules.admin, denied: ADMIN_DENIED };

interface NewsRow {
  id: string;
  title: string;
  body: string;
  title_si: string | null;
  body_si: string | null;
  title_ta: string | null;
  body_ta: string | null;
  status: string;
  published_at: Date;
  updated_at: Date;
}

/** A news item as the console reads it: the spec's id, title, body, date, status plus the optional translations. */
const newsItem = (r: NewsRow) => ({
  id: r.id,
  title: r.title,
  body: r.body,
  titleSinhala: r.title_si ?? undefined,
  bodySinhala: r.body_si ?? undefined,
  titleTamil: r.title_ta ?? undefined,
  bodyTamil: r.body_ta ?? undefined,
  date: r.published_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
  status: r.status,
});
const storyItem = (r: { id: string; name: string; description: string; image_url: string }) => ({ id: r.id, name: r.name, description: r.description, imageURL: r.image_url });
const partnerItem = (r: { id: string; name: string; image_url: string }) => ({ id: r.id, name: r.name, imageURL: r.image_url });

/**
 * The public site's reads: news (public feed and the admin's two lists), stories and partners (lists public,
 * single items for the admin's edit pages), and the reference documents of /aboutus.
 */
export const siteQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const { pool } = deps;

  app.get('/api/news/home/list', { config: { access: rules.everyone } }, async (request, reply) => {
    const rows = await listPage<NewsRow>(pool, reply, { select: '*', from: `FROM rm_news WHERE status = 'ACTIVE'`, order: 'published_at DESC, id' }, pageOf(request));
    return rows.map(newsItem);
  });

  /** The admin's two lists (spec §7 activeNews, archivedNews): one page of all news, newest first, split by status. */
  app.get('/api/news/admin/list', { config: admin }, async (request, reply) => {
    const rows = await listPage<NewsRow>(pool, reply, { select: '*', from: 'FROM rm_news', order: 'published_at DESC, id' }, pageOf(request));
    const items = rows.map(newsItem);
    return { activeNews: items.filter((n) => n.status === 'ACTIVE'), archivedNews: items.filter((n) => n.status === 'ARCHIVED') };
  });

  app.get('/api/admin/story/list', { config: { access: rules.everyone } }, async (request, reply) => {
    const rows = await listPage<Parameters<typeof storyItem>[0]>(pool, reply, { select: 'id, name, description, image_url', from: 'FROM rm_stories', order: 'created_at DESC, id' }, pageOf(request));
    return rows.map(storyItem);
  });

  app.get('/api/admin/story/get/:id', { config: admin }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { rows } = isUuid(id) ? await pool.query(`SELECT id, name, description, image_url FROM rm_stories WHERE id = $1`, [id]) : { rows: [] };
    return rows[0] ? storyItem(rows[0]) : reply.code(404).send({ message: 'Story not found' });
  });

  app.get('/api/admin/partner/list', { config: { access: rules.everyone } }, async (request, reply) => {
    const rows = await listPage<Parameters<typeof partnerItem>[0]>(pool, reply, { select: 'id, name, image_url', from: 'FROM rm_partners', order: 'created_at, id' }, pageOf(request));
    return rows.map(partnerItem);
  });

  app.get('/api/admin/partner/get/:id', { config: admin }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { rows } = isUuid(id) ? await pool.query(`SELECT id, name, image_url FROM rm_partners WHERE id = $1`, [id]) : { rows: [] };
    return rows[0] ? partnerItem(rows[0]) : reply.code(404).send({ message: 'Partner not found' });
  });

  /** All twelve documents (four kinds × three languages); one not uploaded yet has `published: false`. */
  app.get('/api/document/list', { config: { access: rules.everyone } }, async () => {
    const { rows } = await pool.query(`SELECT key, language, size, published_at FROM rm_documents`);
    const byKey = new Map(rows.map((r) => [`${r.key}.${r.language}`, r]));
    return documentKeys.flatMap((key) =>
      documentLanguages.map((language) => {
        const row = byKey.get(`${key}.${language}`);
        return row
          ? { key, language, published: true, url: documentUrlOf(key, language), size: row.size as number, publishedAt: (row.published_at as Date).toISOString() }
          : { key, language, published: false };
      }),
    );
  });

  /** The newest upload of a document, as a PDF the browser shows inline (or saves under a readable name). */
  app.get('/api/document/file/:key/:language', { config: { access: rules.everyone } }, async (request, reply) => {
    const { key, language } = request.params as { key: string; language: string };
    if (!isDocumentKey(key) || !isDocumentLanguage(language)) return reply.code(404).send({ message: DOCUMENT_MESSAGES.unknown });
    const { rows } = await pool.query(`SELECT file_name FROM rm_documents WHERE key = $1 AND language = $2`, [key, language]);
    const fileName = rows[0]?.file_name as string | undefined;
    if (!fileName || !DOCUMENT_FILE_NAME.test(fileName)) return reply.code(404).send({ message: 'This document is not published yet' });
    const path = `${documentsDirOf(deps.config.dataDir)}/${fileName}`;
    const found = await stat(path).catch(() => undefined);
    if (!found?.isFile()) return reply.code(404).send({ message: 'This document is not published yet' });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', found.size)
      .header('content-disposition', `inline; filename="${key}-${language}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      // The address stays while the file behind it may be replaced: revalidate each time.
      .header('cache-control', 'no-cache')
      .send(createReadStream(path));
  });
};
