import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Lighthouse is 186 MB and 201 packages (12.8.2, measured 2026-11-27): too much for every `npm ci` that `npm test`
 * pays, so it is not a devDependency. The bench installs this exact version once into a git-ignored cache dir and
 * imports it from there. 12.x is the last line that runs on Node 20 (13 wants Node 22).
 */
export const LIGHTHOUSE_VERSION = '12.8.2';
export const lighthouseCacheDir = path.resolve('.cache/bench-lighthouse');

/** The two entry points the bench uses, typed as far as it uses them (the package is not there at typecheck time). */
export interface LighthouseModules {
  lighthouse: (url: string, flags: Record<string, unknown>, config?: unknown, page?: unknown) => Promise<{ lhr: Lhr } | undefined>;
  puppeteer: { launch(options: Record<string, unknown>): Promise<Browser> };
  version: string;
  /** How it came: installed now (seconds, MB) or already in the cache. */
  installed?: { seconds: number; megabytes: number };
}

export interface Browser {
  createBrowserContext(): Promise<BrowserContext>;
  version(): Promise<string>;
  close(): Promise<void>;
}
export interface BrowserContext {
  newPage(): Promise<Page>;
  close(): Promise<void>;
}
export interface Page {
  goto(url: string, options?: Record<string, unknown>): Promise<unknown>;
  evaluate<A>(fn: (arg: A) => void, arg: A): Promise<void>;
  createCDPSession(): Promise<{ send(method: string, params?: Record<string, unknown>): Promise<unknown>; detach(): Promise<void> }>;
  close(): Promise<void>;
}

export interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, any>[]; overallSavingsMs?: number; overallSavingsBytes?: number; [k: string]: unknown };
  metricSavings?: Record<string, number>;
}
export interface Lhr {
  lighthouseVersion: string;
  finalDisplayedUrl: string;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
  environment: { benchmarkIndex: number; hostUserAgent: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number; group?: string }[] }>;
  audits: Record<string, LhrAudit>;
}

const installedVersion = () => {
  const manifest = path.join(lighthouseCacheDir, 'node_modules/lighthouse/package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
};

/** The pinned Lighthouse, installed into the cache dir on first use (through npm, from the registry). */
export const loadLighthouse = async (): Promise<LighthouseModules> => {
  let installed: LighthouseModules['installed'];
  if (installedVersion() !== LIGHTHOUSE_VERSION) {
    console.log(`  installing lighthouse ${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), lighthouseCacheDir)} (once; ~190 MB)…`);
    const t0 = performance.now();
    await rm(lighthouseCacheDir, { recursive: true, force: true });
    await mkdir(lighthouseCacheDir, { recursive: true });
    // Its own package.json, so npm installs here and not into the workspace above it.
    await writeFile(path.join(lighthouseCacheDir, 'package.json'), JSON.stringify({ private: true, description: 'scripts/bench/lighthouse.ts' }) + '\n');
    execFileSync('npm', ['install', `lighthouse@${LIGHTHOUSE_VERSION}`, '--save-exact', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: lighthouseCacheDir,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const megabytes = Number(execFileSync('du', ['-sm', lighthouseCacheDir], { encoding: 'utf8' }).split('\t')[0]);
    installed = { seconds: (performance.now() - t0) / 1000, megabytes };
    if (installedVersion() !== LIGHTHOUSE_VERSION) throw new Error(`lighthouse ${LIGHTHOUSE_VERSION} did not install into ${lighthouseCacheDir}`);
  }
  const from = (file: string) => import(pathToFileURL(path.join(lighthouseCacheDir, 'node_modules', file)).href);
  const [lighthouse, puppeteer] = await Promise.all([from('lighthouse/core/index.js'), from('puppeteer-core/lib/esm/puppeteer/puppeteer-core.js')]);
  return { lighthouse: lighthouse.default, puppeteer: puppeteer.default, version: LIGHTHOUSE_VERSION, installed };
};
