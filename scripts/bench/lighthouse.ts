/**
 * Lighthouse (the npm package, pinned, installed on first run into a git-ignored cache: ./lighthouse/install.ts) on
 * Debian's Chromium over the public pages and /volunteerHome in the three languages, on the platform as `npm start`
 * serves it: the production console build (precompressed), a generated history at BENCH_LIGHTHOUSE_SCALE (default
 * demo) and the demo accounts. Lighthouse's default config: mobile, simulated throttling (Moto G Power class CPU
 * ×4, slow 4G). Each page and language gets BENCH_LIGHTHOUSE_ROUNDS cold runs (a fresh browser context each); every
 * round is printed, then the median of each figure beside a peer's (a static page of the same CSS and fonts, no
 * JavaScript, served by the same kind of server) and issue 25's target, PASS/MISS; for a page that misses,
 * Lighthouse's own opportunities and diagnostics. SUMMARY lines at the end. See README.md.
 *
 *   npx tsx scripts/bench/lighthouse.ts
 *     BENCH_LIGHTHOUSE_PAGES=regex   only the pages whose name matches (e.g. '^/$|opportunities')
 *     BENCH_LIGHTHOUSE_LANGS=en,si   languages (default en,si,ta)
 *     BENCH_LIGHTHOUSE_ROUNDS=n      rounds per page and language (default 3)
 *     BENCH_LIGHTHOUSE_SCALE=tiny    the generated history (none|tiny|demo|district; default demo)
 *     BENCH_LIGHTHOUSE_BUILD=0       serve console/dist as it is instead of building it first
 *     BENCH_LIGHTHOUSE_SAVE=dir      write every run's full report (JSON) there
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { registerSecurityHeaders } from '@nvp/http-kit';
import { consoleCaching, startPlatform } from '../platform';
import { demoAccounts, loadDemoData } from '../demo-data';
import { loadGeneratedHistory } from '../generate/load';
import { scales, type ScaleName } from '../generate/history';
import { benchConfig, envInt, runMain, startTempPostgres } from './lib';
import { auditOnce, figuresOf, launchChromium, type Figures } from './lighthouse/audit';
import { loadLighthouse, type Lhr } from './lighthouse/install';
import { compact, diagnostics, medians, missed, table } from './lighthouse/report';

const ROUNDS = envInt('BENCH_LIGHTHOUSE_ROUNDS', 3);
const SCALE = (process.env.BENCH_LIGHTHOUSE_SCALE ?? 'demo') as ScaleName | 'none';
const PAGES = new RegExp(process.env.BENCH_LIGHTHOUSE_PAGES ?? '.');
const LANGS = (process.env.BENCH_LIGHTHOUSE_LANGS ?? 'en,si,ta').split(',').map((l) => l.trim()).filter(Boolean);
const BUILD = process.env.BENCH_LIGHTHOUSE_BUILD !== '0';
const SAVE = process.env.BENCH_LIGHTHOUSE_SAVE;

const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
const consoleDist = path.resolve('console/dist');

interface PageToAudit {
  name: string;
  path: string;
  /** Audited with the demo volunteer logged in. */
  session?: boolean;
}

/**
 * The peer: what the same throttled run gives a page with the console's own stylesheet and fonts (index.html's
 * head, the same hashed CSS file) and static text instead of the app — no JavaScript. Its figures are the floor
 * this machine and config allow a page of this look; served by the same stack as the platform's console (Fastify,
 * the security headers, @fastify/static with the precompressed files and the same Cache-Control).
 */
const peerHtml = (lang: string) => {
  const index = readFileSync(path.join(consoleDist, 'index.html'), 'utf8');
  const stylesheets = [...index.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('\n    ');
  return `<!doctype html>
<html lang="${lang}">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>National Volunteering Platform</title>
    <meta name="description" content="Find volunteering opportunities across Sri Lanka, register as a volunteer or an organisation, and record the hours you give." />
    ${stylesheets}
  </head>
  <body>
    <header class="bp6-navbar"><a href="/">National Volunteering Platform</a></header>
    <main class="page">
      <h1 class="bp6-heading">Volunteer for Sri Lanka</h1>
      <p class="bp6-text-large">Find an opportunity near you, give your time, and have every hour confirmed by the organisation you served.</p>
      <p><span lang="si">ස්වේච්ඡා සේවය</span> · <span lang="ta">தன்னார்வத் தொண்டு</span></p>
      <nav class="bp6-button-group bp6-vertical">
        <a class="bp6-button" href="/volunteer-opportunities">Volunteer opportunities</a>
        <a class="bp6-button" href="/aboutus">About us</a>
        <a class="bp6-button" href="/contactus">Contact us</a>
      </nav>
    </main>
  </body>
</html>
`;
};

const startPeer = async () => {
  const server = Fastify();
  await registerSecurityHeaders(server);
  await server.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024, globalDecompression: false });
  await server.register(fastifyStatic, { root: consoleDist, wildcard: false, preCompressed: true, cacheControl: false, setHeaders: consoleCaching });
  server.get('/peer.html', async (request, reply) => {
    const lang = String((request.query as { lang?: string }).lang ?? 'en');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(peerHtml(['en', 'si', 'ta'].includes(lang) ? lang : 'en'));
  });
  server.get('/api/health', async () => ({ status: 'ok' }));
  const url = await server.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => server.close() };
};

const buildConsole = () => {
  const t0 = performance.now();
  // As npm start builds it: the production build, with the .br/.gz copies the server sends.
  execFileSync('npm', ['run', 'build:console', '--silent'], { stdio: ['ignore', 'ignore', 'inherit'] });
  return (performance.now() - t0) / 1000;
};

const ensureChromium = () => {
  if (existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) return;
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
};

runMain(async () => {
  if (SCALE !== 'none' && !(SCALE in scales)) throw new Error(`BENCH_LIGHTHOUSE_SCALE must be none or one of ${Object.keys(scales).join(', ')}`);
  console.log(`# Lighthouse, mobile, simulated throttling: ${ROUNDS} rounds per page and language (${LANGS.join(', ')}), ${SCALE} history (load average ${load()})`);
  ensureChromium();
  const lh = await loadLighthouse();
  console.log(
    lh.installed
      ? `  lighthouse ${lh.version} installed into .cache/bench-lighthouse in ${lh.installed.seconds.toFixed(1)} s (${lh.installed.megabytes} MB; only on a first run)`
      : `  lighthouse ${lh.version} from .cache/bench-lighthouse`,
  );
  if (BUILD) console.log(`  console built (npm run build:console) in ${buildConsole().toFixed(1)} s`);
  if (!existsSync(path.join(consoleDist, 'index.html'))) throw new Error('console/dist has no index.html: build the console (npm run build:console) or leave BENCH_LIGHTHOUSE_BUILD unset');

  const pgServer = await startTempPostgres('lighthouse');
  try {
    const databaseUrl = await pgServer.createDatabase('nvp');
    const t0 = performance.now();
    const platform = await startPlatform(benchConfig(pgServer, databaseUrl), {
      quiet: true,
      prepare: SCALE === 'none' ? undefined : async (infra, projections) => void (await loadGeneratedHistory(infra, projections, { scale: SCALE, seed: 1 })),
    });
    platform.infra.pool.on('error', () => undefined);
    const peer = await startPeer();
    let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
    try {
      await loadDemoData(platform);
      await platform.projections.runner.caughtUp();
      console.log(`  platform with the ${SCALE} history and the demo accounts ready in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
      const origin = platform.url.replace('localhost', '127.0.0.1');
      const api = async <T>(route: string, init?: RequestInit): Promise<T> => {
        const response = await fetch(`${origin}${route}`, init);
        if (!response.ok) throw new Error(`${route}: ${response.status}`);
        return (await response.json()) as T;
      };

      // The pages' ids: the newest approved opportunity (the public list's first card), the organisation and the
      // volunteer with the most confirmed hours (the fullest public profiles).
      const cards = await api<{ id?: string; _id?: string }[]>('/api/opportunity/getOpportunities');
      const opportunityId = cards[0]?.id ?? cards[0]?._id;
      const { pool } = platform.infra;
      const vioId = (
        await pool.query<{ id: string }>(
          `SELECT v.id FROM rm_vios v LEFT JOIN rm_contribution_stats s ON s.subject_id = v.id
            WHERE v.status IN ('APPROVED', 'TRANSFERRED') AND NOT v.terminated AND NOT v.erased ORDER BY s.hours DESC NULLS LAST LIMIT 1`,
        )
      ).rows[0]?.id;
      const volunteerId = (
        await pool.query<{ id: string }>(
          `SELECT v.id FROM rm_volunteers v LEFT JOIN rm_contribution_stats s ON s.subject_id = v.id
            WHERE NOT v.erased AND v.standing <> 'TERMINATED' ORDER BY s.hours DESC NULLS LAST LIMIT 1`,
        )
      ).rows[0]?.id;
      // One login for every /volunteerHome run (the per-IP login limit), kept where the console keeps it.
      const { token } = await api<{ token: string }>('/api/authenticate/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demoAccounts.volunteer.email, password: demoAccounts.volunteer.password }),
      });

      const pages: PageToAudit[] = [
        { name: '/', path: '/' },
        { name: '/volunteer-opportunities', path: '/volunteer-opportunities' },
        ...(opportunityId ? [{ name: '/viewOpportunity/:id', path: `/viewOpportunity/${opportunityId}` }] : []),
        ...['/newsfeed', '/aboutus', '/contactus', '/engage-with-us', '/login', '/register'].map((p) => ({ name: p, path: p })),
        ...(vioId ? [{ name: '/vio/:id', path: `/vio/${vioId}` }] : []),
        ...(volunteerId ? [{ name: '/volunteer/:id', path: `/volunteer/${volunteerId}` }] : []),
        { name: '/volunteerHome', path: '/volunteerHome', session: true },
      ].filter((p) => PAGES.test(p.name));
      if (!opportunityId) console.log('  (no approved opportunity in the list: /viewOpportunity/:id left out)');

      browser = await launchChromium(lh);
      console.log(`  ${await browser.version()}; ${pages.length} pages × ${LANGS.length} languages × ${ROUNDS} rounds`);
      if (SAVE) await mkdir(SAVE, { recursive: true });

      const retries = { count: 0 };
      /** ROUNDS cold runs of one URL: every round's figures, and the report of the round with the median score. */
      const audit = async (label: string, url: string, storage: Record<string, string>) => {
        const rounds: { figures: Figures; lhr: Lhr }[] = [];
        for (let i = 1; i <= ROUNDS; i++) {
          const lhr = await auditOnce(lh, browser!, url, storage, retries);
          rounds.push({ figures: figuresOf(lhr), lhr });
          if (SAVE) await writeFile(path.join(SAVE, `${label.replace(/[^a-z0-9]+/gi, '_').replace(/^_+/, '') || 'page'}-r${i}.json`), JSON.stringify(lhr));
        }
        const byScore = [...rounds].sort((a, b) => a.figures.performance - b.figures.performance);
        return { figures: rounds.map((r) => r.figures), medianReport: byScore[Math.floor(byScore.length / 2)].lhr };
      };

      const peerFigures: Record<string, ReturnType<typeof medians>> = {};
      for (const lang of LANGS) {
        const { figures } = await audit(`peer-${lang}`, `${peer.url}/peer.html?lang=${lang}`, {});
        peerFigures[lang] = medians(figures);
        console.log(`\n  peer (${lang}): static page, the console's CSS and fonts, no JavaScript (load average ${load()}; benchmarkIndex ${figures.map((f) => Math.round(f.benchmarkIndex)).join(', ')})`);
        console.log(table(figures, undefined));
      }

      const results: { page: string; lang: string; m: ReturnType<typeof medians>; misses: string[] }[] = [];
      for (const page of pages) {
        for (const lang of LANGS) {
          const url = `${origin}${page.path}?lang=${lang}`;
          const storage: Record<string, string> = { language: lang, ...(page.session ? { token } : {}) };
          const t = performance.now();
          const { figures, medianReport } = await audit(`${page.name}-${lang}`, url, storage);
          const m = medians(figures);
          const misses = missed(m);
          results.push({ page: page.name, lang, m, misses });
          const landed = new URL(medianReport.finalDisplayedUrl).pathname;
          console.log(
            `\n  ${page.name} (${lang})${page.session ? ', the demo volunteer logged in' : ''}${landed !== page.path ? ` — LANDED ON ${landed}` : ''}: ` +
              `${((performance.now() - t) / 1000).toFixed(0)} s, load average ${load()}, benchmarkIndex ${figures.map((f) => Math.round(f.benchmarkIndex)).join(', ')}`,
          );
          console.log(table(figures, peerFigures[lang]));
          if (misses.length) {
            console.log(`    misses ${misses.join(', ')}; Lighthouse on the median round:`);
            for (const line of diagnostics(medianReport, origin)) console.log(line);
          }
        }
      }

      console.log(`\n  medians (load average ${load()}):`);
      for (const r of results) console.log(`    ${`${r.page} ${r.lang}`.padEnd(30)} ${compact(r.m)}${r.misses.length ? `  MISS ${r.misses.join(', ')}` : '  all targets met'}`);
      for (const lang of LANGS) console.log(`SUMMARY lighthouse peer (static page, same CSS and fonts, no JS) ${lang}: ${compact(peerFigures[lang])}`);
      for (const page of pages) {
        const mine = results.filter((r) => r.page === page.name);
        const misses = [...new Set(mine.flatMap((r) => r.misses))];
        console.log(`SUMMARY lighthouse ${page.name}: ${mine.map((r) => `${r.lang} ${compact(r.m)}`).join(' | ')} | ${misses.length ? `MISS ${misses.join(', ')}` : 'all targets met'}`);
      }
      if (retries.count) console.log(`  ${retries.count} run(s) were repeated: Lighthouse could not read their trace (e.g. NO_NAVSTART)`);
      const passing = results.filter((r) => !r.misses.length).length;
      console.log(`SUMMARY lighthouse: ${passing} of ${results.length} page × language pairs meet every target (median of ${ROUNDS}, mobile, simulated throttling; load average ${load()})`);
    } finally {
      await browser?.close().catch(() => undefined);
      await peer.close();
      await platform.stop();
    }
  } finally {
    await pgServer.stop();
  }
});
