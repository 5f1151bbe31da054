import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { colomboDate, LIVE_PAGES, PRERENDERED_PAGES, rules } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { createVersionedCache, versionOf } from '../infra/versioned-cache';
import { LISTED_OPPORTUNITY, readableByAnyone } from '../infra/public-opportunity';
import { baseUrlOf } from './base-url';
import { headTags, withHead } from './head';
import { askedLanguage, type Language } from './language';
import { opportunityHead, type PublicOpportunity } from './opportunity-page';
import { robotsTxt } from './robots';
import { ITEMS_PER_PAGE, sitemapIndex, STATIC_PAGES, urlset, type SitemapEntry, type SitemapItem } from './sitemap';
import { createShell } from './shell';
import { createPrerenderedPages, prerenderedLanguage, withPrerendered, withRoot, type PrerenderedHtml } from './prerendered';
import { createLivePages } from './live-pages';

/** An organisation with a public profile on `$1` (a Colombo day), as GET /api/vio/public-view/:id decides it. */
const PUBLIC_VIO = `status IN ('APPROVED', 'TRANSFERRED') AND NOT terminated AND (suspended_until IS NULL OR suspended_until < $1::date)`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SITEMAP_CACHING = 'public, max-age=600';
/** How long a visitor may wait for a public page to be rendered with its data before it is sent without. */
const LIVE_RENDER_BUDGET_MS = 3000;
/** The calls a page makes change only with the console's build, which a running query-api loads once. */
const WANTED_VERSION = 'build';

/**
 * Findable (issue 25): robots.txt, the sitemap of public opportunities and organisations (from the read models), and
 * /viewOpportunity/:id as the console's index.html with the opportunity's head written in by the server, so link
 * previews (which run no JavaScript) and search engines read its title, description and JobPosting.
 */
export const findableRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const { pool } = deps;
  const consoleDir = deps.consoleDir ?? path.resolve('console/dist');
  const shell = createShell(consoleDir);
  const prerendered = createPrerenderedPages(consoleDir);
  const livePages = createLivePages(app, consoleDir);
  /** The calls each live page makes: they depend on its address and the console's build alone, so they are learnt once. */
  const wantedCalls = createVersionedCache<string[]>({ maxEntries: 5000 });
  /**
   * Each live page as last rendered, per path and language, with a digest of the answers it was rendered with: it is
   * rendered again when what the API says for it changes, whichever read model, fact or day changed it (an
   * organisation's figures come from the facts, which outrun any read-model version). One page per path, so a page
   * whose data is gone (an erased volunteer, a withdrawn opportunity) is dropped at the next visit to its address. A
   * render that failed is remembered as none (the build's page or the shell is sent) until the answers change.
   */
  const renderedPages = new Map<string, { digest: string; page: Promise<PrerenderedHtml | null> }>();
  const MAX_RENDERED = 500;
  const renderLive = async (request: FastifyRequest, pagePath: string, pattern: string, language: Language) => {
    const key = `${pagePath}|${language}`;
    const rendering = (async () => {
      const urls = await wantedCalls.getOrLoad(WANTED_VERSION, key, () => livePages.wanted(pagePath, language));
      const { answers, complete } = await livePages.answersFor(urls);
      // Not everything it asks for is there to read (an unknown or private id): the console shows that in the browser.
      if (!complete) {
        renderedPages.delete(key);
        return null;
      }
      const digest = createHash('sha256').update(JSON.stringify(answers)).digest('base64url');
      let hit = renderedPages.get(key);
      if (hit?.digest !== digest) {
        renderedPages.delete(key);
        if (renderedPages.size >= MAX_RENDERED) renderedPages.delete(renderedPages.keys().next().value as string);
        const page = livePages.render(pagePath, pattern, language, answers).then(
          (page) => page ?? null,
          (error: unknown) => {
            request.log.error({ err: error, page: pagePath }, 'rendering a public page with its data failed');
            return null;
          },
        );
        hit = { digest, page };
        renderedPages.set(key, hit);
      }
      const page = await hit.page;
      return page && { page, answers };
    })().catch((error: unknown) => {
      request.log.error({ err: error, page: pagePath }, 'reading what a public page shows failed');
      return null;
    });
    // A visitor never waits long for it: past the budget the page goes out without its data (the build's page or the
    // head alone), and the render, which goes on, serves the next visitor from the cache.
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), LIVE_RENDER_BUDGET_MS);
    });
    try {
      return await Promise.race([rendering, budget]);
    } finally {
      clearTimeout(timer);
    }
  };

  const everyone = { config: { access: rules.everyone } };
  const base = (request: FastifyRequest) => baseUrlOf(request, deps.config.publicUrl);

  app.get('/robots.txt', everyone, async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(base(request))),
  );

  // ── the sitemap ─────────────────────────────────────────────────────────────────────────────────
  // Cached: the rows (ids and times), never the XML (megabytes, and it names the address of the request).
  /** How many pages each part has (and each opportunity page's newest change), per version of both read models and the day. */
  const indexes = createVersionedCache<{ opportunities: (Date | null)[]; vios: number }>({ maxEntries: 1 });
  /** Each page's items, per version of its read model (one cache each: a cache holds one version at a time). */
  const opportunityPages = createVersionedCache<SitemapItem[]>({ maxEntries: 64 });
  const vioPages = createVersionedCache<SitemapItem[]>({ maxEntries: 64 });

  app.get('/sitemap.xml', everyone, async (request, reply) => {
    const today = colomboDate();
    const version = await versionOf(deps, ['opportunities', 'vios'], today);
    const index = await indexes.getOrLoad(version, 'index', async () => {
      const [opportunities, vios] = await Promise.all([
        pool.query<{ lastmod: Date | null }>(
          `SELECT max(updated_at) AS lastmod FROM (SELECT updated_at, (row_number() OVER (ORDER BY created_at, id) - 1) / ${ITEMS_PER_PAGE} AS page
             FROM rm_opportunities WHERE ${LISTED_OPPORTUNITY}) s GROUP BY page ORDER BY page`,
        ),
        pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM rm_vios WHERE ${PUBLIC_VIO}`, [today]),
      ]);
      return { opportunities: opportunities.rows.map((r) => r.lastmod), vios: Math.ceil(vios.rows[0].n / ITEMS_PER_PAGE) };
    });
    const at = base(request);
    const entries: SitemapEntry[] = [
      { loc: `${at}/sitemap-pages.xml` },
      ...index.opportunities.map((lastmod, i) => ({ loc: `${at}/sitemap-opportunities-${i + 1}.xml`, lastmod })),
      ...Array.from({ length: index.vios }, (_, i) => ({ loc: `${at}/sitemap-vios-${i + 1}.xml` })),
    ];
    return reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHING).send(sitemapIndex(entries));
  });

  const sendUrlset = (request: FastifyRequest, reply: FastifyReply, items: SitemapItem[]) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHING).send(Readable.from(urlset(base(request), items)));

  app.get('/sitemap-pages.xml', everyone, async (request, reply) => sendUrlset(request, reply, STATIC_PAGES.map((p) => ({ path: p }))));

  /** /sitemap-opportunities-<n>.xml and /sitemap-vios-<n>.xml: page n (from 1), oldest first, so new items fill the last page. */
  app.get('/sitemap-:part.xml', everyone, async (request, reply) => {
    const match = /^(opportunities|vios)-([1-9]\d{0,5})$/.exec((request.params as { part: string }).part);
    if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const [, part, page] = match;
    const offset = (Number(page) - 1) * ITEMS_PER_PAGE;
    let items: SitemapItem[];
    if (part === 'opportunities') {
      items = await opportunityPages.getOrLoad(await versionOf(deps, ['opportunities']), page, async () => {
        const { rows } = await pool.query<{ id: string; updated_at: Date }>(
          `SELECT id, updated_at FROM rm_opportunities WHERE ${LISTED_OPPORTUNITY} ORDER BY created_at, id LIMIT ${ITEMS_PER_PAGE} OFFSET ${offset}`,
        );
        return rows.map((r) => ({ path: `/viewOpportunity/${r.id}`, lastmod: r.updated_at }));
      });
    } else {
      const today = colomboDate();
      items = await vioPages.getOrLoad(await versionOf(deps, ['vios'], today), page, async () => {
        // No lastmod: the read model keeps no time of a profile's last change, and a wrong one teaches crawlers to ignore them all.
        const { rows } = await pool.query<{ id: string }>(
          `SELECT id FROM rm_vios WHERE ${PUBLIC_VIO} ORDER BY registered_at, id LIMIT ${ITEMS_PER_PAGE} OFFSET ${offset}`,
          [today],
        );
        return rows.map((r) => ({ path: `/vio/${r.id}` }));
      });
    }
    // Page 1 exists even when empty (a new platform); any other page past the end does not.
    if (items.length === 0 && page !== '1') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendUrlset(request, reply, items);
  });

  // ── /viewOpportunity/:id with its head written in ───────────────────────────────────────────────
  /** Anyone's view of one opportunity (null: not public), per opportunity, for as long as the read model is unchanged. */
  const opportunities = createVersionedCache<PublicOpportunity | null>({ maxEntries: 5000 });
  const publicOpportunity = async (id: string) => {
    // The supervisor column is not read: nothing personal can reach the page.
    const { rows } = await pool.query(
      `SELECT id, status, deleted, vio_active, vio_id, vio_name, title, type, data, created_at, reviewed_at FROM rm_opportunities WHERE id = $1 AND kind = 'FORMAL'`,
      [id],
    );
    const row = rows[0];
    // Readable by anyone as GET /api/opportunity/get/:id decides it: approved or completed, not deleted, its VIO not terminated.
    if (!row || !readableByAnyone(row)) return null;
    return {
      id: row.id,
      status: row.status,
      title: row.title,
      type: row.type,
      vioId: row.vio_id,
      vioName: row.vio_name,
      data: row.data,
      createdAt: new Date(row.created_at).toISOString(),
      reviewedAt: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    } satisfies PublicOpportunity;
  };

  app.get('/viewOpportunity/:id', everyone, async (request, reply) => {
    const { id } = request.params as { id: string };
    const html = await shell();
    // The app shell's caching (scripts/platform.ts consoleCaching): checked with the server on every visit.
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    const opportunity = UUID.test(id) ? await opportunities.getOrLoad(await deps.readModelVersion?.('opportunities'), id.toLowerCase(), () => publicOpportunity(id)) : null;
    // Unknown or not public: the plain shell, whose console shows its not-found message.
    if (!opportunity) return reply.code(404).send(html);
    // An anonymous visitor gets the page rendered with the opportunity (its description paints with the page); a
    // logged-in one, or an address asking more than the language, the shell with the head alone.
    reply.header('vary', 'Cookie');
    const rendered = prerenderedLanguage(request.query, request.headers.cookie);
    const language = rendered ?? askedLanguage(request.query) ?? 'en';
    const at = base(request);
    const withOpportunityHead = withHead(html, language, headTags(at, opportunityHead(opportunity, language, at)));
    const page = rendered && (await renderLive(request, `/viewOpportunity/${id}`, '/viewOpportunity/:id', rendered));
    return reply.send(page ? withRoot(withOpportunityHead, page.page, page.answers) : withOpportunityHead);
  });

  /**
   * An HTML page for an anonymous visitor: rendered with its data when `live` names its route pattern (LIVE_PAGES),
   * else (or past the render's budget) the build's page if it has one, else the shell. A logged-in device, or an
   * address asking more than the language, gets the shell. Checked with the server on every visit (a new build); the
   * answer depends on the language and login cookies.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pagePath: string, live: string | undefined, built = false) => {
    const html = await shell();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Cookie');
    const language = prerenderedLanguage(request.query, request.headers.cookie);
    if (!language) return reply.send(html);
    const rendered = live ? await renderLive(request, pagePath, live, language) : null;
    if (rendered) return reply.send(withPrerendered(html, rendered.page, base(request), rendered.answers));
    const found = built ? await prerendered(pagePath, language) : undefined;
    return reply.send(found ? withPrerendered(html, found, base(request)) : html);
  };

  // ── the public profiles, rendered with their data ───────────────────────────────────────────────
  // An organisation's and a volunteer's public page (the page's head from its render; the volunteer's asks search
  // engines not to list it). An id that is not public: the shell, whose console says so.
  for (const prefix of ['/vio', '/volunteer'] as const) {
    app.get(`${prefix}/:id`, everyone, async (request, reply) => {
      const { id } = request.params as { id: string };
      return sendPage(request, reply, `${prefix}/${id}`, UUID.test(id) ? `${prefix}/:id` : undefined);
    });
  }

  // ── the public pages, painted from HTML ─────────────────────────────────────────────────────────
  // Prerendered by the console's build for an anonymous visitor in each language: the phone paints the page before
  // its JavaScript has arrived, then the console hydrates it; those with data (LIVE_PAGES) rendered with it first.
  const liveSet = new Set<string>(LIVE_PAGES);
  for (const page of PRERENDERED_PAGES) {
    app.get(page, everyone, async (request, reply) => sendPage(request, reply, page, liveSet.has(page) ? page : undefined, true));
  }
};
