import type { Browser, LighthouseModules, Lhr } from './install';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What one Lighthouse run measured, in the units the targets use (scores 0–100, times in ms). */
export interface Figures {
  performance: number;
  lcp: number;
  tbt: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  speedIndex: number;
  /** Bytes over the network (compressed as sent): all, JavaScript, and JavaScript asked for before the first paint. */
  bytes: number;
  scriptBytes: number;
  scriptBytesBeforeFcp: number;
  benchmarkIndex: number;
  finalUrl: string;
}

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

export const figuresOf = (lhr: Lhr): Figures => {
  const requests = (lhr.audits['network-requests']?.details?.items ?? []) as { resourceType?: string; transferSize?: number; networkRequestTime?: number }[];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  // The unthrottled load's own first paint (ms from navigation start, the clock of the request times): what had
  // been asked for by then is what the first paint needed (issue 25: at most 250 KB compressed).
  const observedFcp = Number((lhr.audits.metrics?.details?.items?.[0] as { observedFirstContentfulPaint?: number } | undefined)?.observedFirstContentfulPaint ?? NaN);
  const bytesOf = (rs: typeof requests) => rs.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score(lhr, 'performance'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    speedIndex: numeric(lhr, 'speed-index'),
    bytes: numeric(lhr, 'total-byte-weight'),
    scriptBytes: bytesOf(scripts),
    scriptBytesBeforeFcp: bytesOf(scripts.filter((r) => (r.networkRequestTime ?? Infinity) < observedFcp)),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    finalUrl: lhr.finalDisplayedUrl,
  };
};

/**
 * One cold Lighthouse run (its default config: mobile, simulated throttling) of `url` in a fresh browser context (an
 * empty HTTP cache, no storage). `storage` is put into the origin's localStorage first (the interface language, the
 * session's token), from a JSON answer of the same origin so that no console file is cached before the run; so
 * Lighthouse's own storage reset, which would wipe it, is off, and the context's cache is cleared by hand.
 */
const auditInFreshContext = async (lh: LighthouseModules, browser: Browser, url: string, storage: Record<string, string>): Promise<Lhr> => {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const origin = new URL(url).origin;
    if (Object.keys(storage).length) {
      await page.goto(`${origin}/api/health`);
      await page.evaluate((entries: [string, string][]) => {
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(storage));
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lh.lighthouse(url, { logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES], disableStorageReset: true }, undefined, page);
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    await context.close().catch(() => undefined);
  }
};

/**
 * One cold run; a run whose trace Lighthouse could not read (e.g. NO_NAVSTART, seen on a loaded machine) is run
 * again, up to twice, and counted in `retries`.
 */
export const auditOnce = async (lh: LighthouseModules, browser: Browser, url: string, storage: Record<string, string>, retries = { count: 0 }): Promise<Lhr> => {
  for (let attempt = 1; ; attempt++) {
    const lhr = await auditInFreshContext(lh, browser, url, storage);
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    retries.count++;
  }
};

/** The bench's Chromium: Debian's (scripts/ensure-chromium.sh), headless, as root without the sandbox. */
export const launchChromium = (lh: LighthouseModules) =>
  lh.puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    defaultViewport: null,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
