import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { colomboDate, rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { createVersionedCache, versionOf } from '../infra/versioned-cache';
import { pageOf, sendPaging } from '../infra/paging';
import { LISTED_OPPORTUNITY } from '../infra/public-opportunity';
import { pickEncoding, type Coding } from './encoding';
import { FEED_PATH, feedDocument, feedLanguages, linkHeader, pageLinks, type FeedLanguage, type OpenOpportunityRow } from './feed';

export const UNKNOWN_LANGUAGE = 'lang must be en, si or ta';

/** A cached page: its JSON text, and each compressed form once a client has asked for it. */
interface CachedPage {
  json: string;
  total: number;
  links: string;
  compressed: Map<Exclude<Coding, 'identity'>, Promise<Buffer>>;
}
const compressors = {
  // Off the event loop (zlib's thread pool). Brotli 5: a 100 KB page in ~7 ms to 17 KB; quality 9 took ~34 ms for
  // 15 KB, and the first caller after every change waits for it.
  br: (text: string) => promisify(brotliCompress)(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } }),
  gzip: (text: string) => promisify(gzip)(text, { level: 6 }),
};

/**
 * Open: what a volunteer can still apply for. The public list's predicate (approved formal opportunity of a VIO in
 * good standing, not deleted; written as the partial index is, so the planner uses it) and its last day not passed
 * (Sri Lankan days). Completed, awaiting review, rejected and non-formal ones (work already done) are not open.
 */
const OPEN = `${LISTED_OPPORTUNITY} AND end_date >= $1::date`;

/**
 * In order of publication (approval), then id: a newly approved opportunity lands on the last page, so a consumer
 * walking the pages sees earlier pages stay put while new ones arrive. The page's ids are found first (a narrow
 * sort of the open rows' approval times; no index orders them), then only those rows' data is read.
 */
export const openPageQuery = (today: string, page: { size: number; offset: number }) => ({
  // No supervisor column is read: the feed cannot carry the contact even by mistake.
  text: `SELECT c.total, c.modified,
      (SELECT coalesce(json_agg(json_build_object('id', o.id, 'vioId', o.vio_id, 'vioName', o.vio_name, 'data', o.data) ORDER BY o.reviewed_at, o.id), '[]')
         FROM (SELECT id FROM rm_opportunities WHERE ${OPEN} ORDER BY reviewed_at, id LIMIT $2 OFFSET $3) p JOIN rm_opportunities o USING (id)) AS rows
    FROM (SELECT count(*)::int AS total, max(updated_at) AS modified FROM rm_opportunities WHERE ${OPEN}) c`,
  values: [today, page.size, page.offset],
});

/**
 * The caller's `lang` (en by default); another value is 400 `{ message, field: 'lang' }` (the error handler answers a
 * ZodError so). Accept-Language is not read: one URL, one body, for every consumer and cache.
 */
const languageQuery = z.object({
  lang: z.preprocess((v) => (v === '' ? undefined : v), z.enum(feedLanguages, { error: UNKNOWN_LANGUAGE }).default('en')),
});
const languageOf = (request: FastifyRequest): FeedLanguage => languageQuery.parse(request.query ?? {}).lang;

export const openDataRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  /**
   * Pages as JSON text, per origin, language and page, for as long as the opportunities read model and the
   * Sri Lankan day are unchanged (an opportunity closes at midnight without any event). A page of 100 with
   * descriptions of a few hundred characters is ~150 KB: 200 pages (~30 MB) hold a walk of 20,000 open
   * opportunities, or one of 6,600 in each language.
   */
  const pages = createVersionedCache<CachedPage>({ maxEntries: 200 });

  /**
   * GET /api/open-data/opportunities: open opportunities in the ODI volunteering data standard (JSON-LD, v1
   * context), paged (page, pageSize: default and at most 100), `lang` en, si or ta for the texts. Public and
   * read-only: any site may read it from a browser (Access-Control-Allow-Origin *).
   */
  app.get(FEED_PATH, { config: { access: rules.everyone } }, async (request, reply) => {
    const lang = languageOf(request);
    const paging = pageOf(request);
    // Absolute links need the platform's address: PUBLIC_URL, else the one this request came to.
    const base = (deps.config.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
    const today = colomboDate();
    const version = await versionOf(deps, ['opportunities'], today);
    const answer = await pages.getOrLoad(version, JSON.stringify([base, lang, paging.page, paging.size]), async () => {
      const query = openPageQuery(today, paging);
      const { rows } = await deps.pool.query<{ total: number; modified: Date | null; rows: OpenOpportunityRow[] }>(query.text, query.values);
      const { total, modified, rows: items } = rows[0];
      const document = feedDocument({ rows: items, total, paging, modified: modified?.toISOString(), base, lang });
      return { json: JSON.stringify(document), total, links: linkHeader(pageLinks(base, paging, total, lang)), compressed: new Map() };
    });
    sendPaging(reply, paging, answer.total);
    reply.header('link', answer.links);
    reply.header('access-control-allow-origin', '*');
    // Let a page of another origin read the paging headers too.
    reply.header('access-control-expose-headers', 'link, x-total-count, x-page-size');
    reply.header('cross-origin-resource-policy', 'cross-origin');
    // Shared caches may keep a page a minute; the platform itself answers from memory until the data changes.
    reply.header('cache-control', 'public, max-age=60');
    reply.type('application/ld+json; charset=utf-8');
    reply.header('vary', 'accept-encoding');
    // The JSON text made once per version and page (not serialised per request), and compressed once per coding: the
    // platform's compression (which would compress it again on every answer) leaves an answer with a coding alone.
    const coding = pickEncoding(request.headers['accept-encoding']);
    if (coding === 'identity') return reply.send(answer.json);
    let compressed = answer.compressed.get(coding);
    if (!compressed) {
      answer.compressed.set(coding, (compressed = compressors[coding](answer.json)));
      compressed.catch(() => answer.compressed.delete(coding)); // a failure is not kept: the next caller tries again
    }
    reply.header('content-encoding', coding);
    return reply.send(await compressed);
  });
};
