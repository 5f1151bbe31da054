import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type AreaPage } from '../../console/src/routes';
import { unusedBlueprintFamilies } from '../../console/vite.config';

/**
 * Byte budgets of the console's public pages (issue 25): the compressed JavaScript a browser fetches before a
 * public page can paint, counted from a fresh build of the console: the app's entry, the route's area chunk,
 * the messages of the page's language (each language is a chunk of its own, fetched before the first render),
 * and every chunk those import statically (Vite's manifest), each at the size of its .br or .gz copy (the
 * bytes the servers send). Deterministic: the same sources give the same bytes; no timing.
 */
const KB = 1000;
/**
 * The budget: at most 250 KB of compressed JavaScript before a public page first paints, whichever
 * compression the client takes (gzip: clients and proxies without brotli, and nginx, whose image has no brotli).
 */
const BROTLI_BUDGET = 250 * KB;
const GZIP_BUDGET = 250 * KB;
const LANGUAGES = ['en', 'si', 'ta'] as const;

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The files fetched before the first paint of a page: the entry, the given chunks, their static imports. */
const initialFiles = (manifest: Manifest, ...chunks: string[]) => {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build manifest`);
    seen.add(key);
    files.push(entry.file, ...(entry.css ?? []));
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const chunk of chunks) visit(chunk);
  return [...new Set(files)];
};

/** Bytes as sent: a file's .br / .gz copy when the build wrote one (it skips files under 1 KB), else the file. */
const sentBytes = (dir: string, file: string, suffix: '.br' | '.gz') => {
  const copy = path.join(dir, file + suffix);
  return statSync(existsSync(copy) ? copy : path.join(dir, file)).size;
};

const measure = (dir: string, files: string[]) => {
  const scripts = files.filter((f) => f.endsWith('.js'));
  const sum = (of: (file: string) => number) => scripts.reduce((total, file) => total + of(file), 0);
  return {
    scripts: scripts.length,
    raw: sum((f) => statSync(path.join(dir, f)).size),
    brotli: sum((f) => sentBytes(dir, f, '.br')),
    gzip: sum((f) => sentBytes(dir, f, '.gz')),
    css: files.filter((f) => f.endsWith('.css')).reduce((total, f) => total + sentBytes(dir, f, '.br'), 0),
  };
};

/** What breaks a budget, as readable lines (empty when all hold). */
const overBudget = (sizes: Record<string, ReturnType<typeof measure>>, budgets = { brotli: BROTLI_BUDGET, gzip: GZIP_BUDGET }) =>
  Object.entries(sizes).flatMap(([route, size]) =>
    (['brotli', 'gzip'] as const).filter((encoding) => size[encoding] > budgets[encoding]).map((encoding) => `${route}: ${size[encoding]} bytes of ${encoding} JavaScript > ${budgets[encoding]}`),
  );

/** Every public page (the visitor's and /login, /register) with the chunk of its area. */
const publicPages = () =>
  routes
    .filter((route) => (route.area === 'public' || route.area === 'anonymousOnly') && route.page)
    .map((route) => ({ path: route.path, chunk: (route.page as AreaPage).chunk }));

describe('the public pages stay within their byte budgets', () => {
  let outDir: string;
  let ownBuild = false;
  beforeAll(async () => {
    // npm test builds the console just before this phase and says so (NVP_CONSOLE_FRESH_BUILD): that build is
    // measured. Run any other way, its own build (the console's config, a temporary directory): never a stale or
    // half-written console/dist. NODE_ENV as npm run build:console has it (vitest sets 'test', which would bundle
    // React's development build).
    const fresh = process.env.NVP_CONSOLE_FRESH_BUILD;
    if (fresh && existsSync(path.join(fresh, '.vite/manifest.json'))) {
      outDir = fresh;
      return;
    }
    ownBuild = true;
    outDir = await mkdtemp(path.join(os.tmpdir(), 'nvp-budget-'));
    const vite = path.resolve('node_modules/.bin/vite');
    const built = spawnSync(vite, ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], { cwd: path.resolve('console'), encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
    if (built.status !== 0) throw new Error(`console build failed:\n${built.stdout}\n${built.stderr}`);
  }, 300_000);
  afterAll(async () => {
    if (outDir && ownBuild) await rm(outDir, { recursive: true, force: true });
  });

  it('each public page fetches at most the budget of compressed JavaScript before it paints', async () => {
    const manifest: Manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const pages = publicPages();
    expect(pages.length).toBeGreaterThan(10);
    const sizes = Object.fromEntries(
      pages.flatMap((page) => LANGUAGES.map((language) => [`${page.path} ${language}`, measure(outDir, initialFiles(manifest, page.chunk, `src/i18n/catalogue.${language}.ts`))])),
    );
    // Printed for the record (the bench write-ups quote them); the assertion is the budget.
    console.log(
      Object.entries(sizes)
        .map(([route, s]) => `${route.padEnd(32)} ${String(s.scripts).padStart(3)} scripts  raw ${s.raw}  brotli ${s.brotli}  gzip ${s.gzip}  css(br) ${s.css}`)
        .join('\n'),
    );
    expect(overBudget(sizes)).toEqual([]);
    // A public page loads no other area's chunk, nor the charts.
    const areaFiles = Object.entries(manifest).filter(([source]) => source.startsWith('src/areas/') || source.endsWith('/reporting/charts.tsx'));
    expect(areaFiles.length).toBeGreaterThanOrEqual(7);
    for (const page of pages) {
      const others = areaFiles.filter(([source]) => source !== page.chunk).map(([, chunk]) => chunk.file);
      expect(initialFiles(manifest, page.chunk).filter((file) => others.includes(file)), page.path).toEqual([]);
    }
    // Nor a language other than its own: the entry holds no catalogue.
    const catalogueFiles = LANGUAGES.map((language) => manifest[`src/i18n/catalogue.${language}.ts`]?.file);
    expect(catalogueFiles.every(Boolean)).toBe(true);
    expect(initialFiles(manifest).filter((file) => catalogueFiles.includes(file))).toEqual([]);
  });
  it('the policy texts (issue 27) are chunks of their own, one per document and language, fetched before no page paints', async () => {
    const manifest: Manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const texts = Object.entries(manifest).filter(([source]) => source.startsWith('src/pages/content/policies/texts/'));
    expect(texts.map(([source]) => source).sort()).toEqual(
      ['conditions-of-service', 'copyright-and-terms-of-use', 'privacy-policy'].flatMap((key) => LANGUAGES.map((language) => `src/pages/content/policies/texts/${key}.${language}.ts`)).sort(),
    );
    const textFiles = texts.map(([, chunk]) => chunk.file);
    for (const page of publicPages()) {
      for (const language of LANGUAGES) {
        expect(initialFiles(manifest, page.chunk, `src/i18n/catalogue.${language}.ts`).filter((file) => textFiles.includes(file)), `${page.path} ${language}`).toEqual([]);
      }
    }
  });
  it("trims Blueprint's stylesheet to what the console draws: no dark theme, icon glyphs or unused components, every used component kept", async () => {
    const manifest: Manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8'));
    const [sheet] = manifest['index.html'].css ?? [];
    const css = await readFile(path.join(outDir, sheet), 'utf8');
    const unused = new RegExp(`\\.bp\\d-(${unusedBlueprintFamilies.join('|')}|dark)(?![a-z0-9])|\\.bp\\d-icon-add::before`, 'g');
    expect([...new Set(css.match(unused))]).toEqual([]);
    const used = ['alert', 'button', 'button-group', 'callout', 'card', 'checkbox', 'collapse', 'dialog', 'drawer', 'form-group', 'html-select', 'html-table', 'icon', 'input-group', 'menu', 'menu-item', 'menu-header', 'navbar', 'non-ideal-state', 'progress-bar', 'radio', 'segmented-control', 'slider', 'spinner', 'switch', 'tab', 'tag', 'toast', 'label', 'overlay', 'portal'];
    expect(used.filter((family) => !new RegExp(`\\.bp\\d-${family}(?![a-z0-9-])`).test(css))).toEqual([]);
  });
});

describe('the budget check itself', () => {
  it('counts the static imports once each, and reports a page over either budget', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'nvp-budget-check-'));
    try {
      await mkdir(path.join(dir, 'assets'));
      const write = async (file: string, bytes: number, br: number, gz: number) => {
        await writeFile(path.join(dir, file), Buffer.alloc(bytes));
        await writeFile(path.join(dir, `${file}.br`), Buffer.alloc(br));
        await writeFile(path.join(dir, `${file}.gz`), Buffer.alloc(gz));
      };
      await write('assets/index.js', 400_000, 100_000, 120_000);
      await write('assets/shared.js', 300_000, 90_000, 110_000);
      await write('assets/page.js', 200_000, 70_000, 80_000);
      await writeFile(path.join(dir, 'assets/tiny.js'), Buffer.alloc(500)); // no copies: counted as it is
      const manifest: Manifest = {
        'index.html': { file: 'assets/index.js', imports: ['_shared.js', '_tiny.js'] },
        '_shared.js': { file: 'assets/shared.js', imports: ['_tiny.js'] },
        '_tiny.js': { file: 'assets/tiny.js' },
        'src/areas/page.ts': { file: 'assets/page.js', imports: ['_shared.js'] },
      };
      const files = initialFiles(manifest, 'src/areas/page.ts');
      expect(files).toEqual(['assets/index.js', 'assets/shared.js', 'assets/tiny.js', 'assets/page.js']);
      const size = measure(dir, files);
      expect(size).toMatchObject({ scripts: 4, brotli: 260_500, gzip: 310_500 });
      expect(overBudget({ '/page': size })).toEqual(['/page: 260500 bytes of brotli JavaScript > 250000', '/page: 310500 bytes of gzip JavaScript > 250000']);
      expect(overBudget({ '/page': measure(dir, initialFiles(manifest)) })).toEqual([]);
      expect(() => initialFiles(manifest, 'src/areas/missing.ts')).toThrow(/not in the build manifest/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
