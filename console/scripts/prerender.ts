/**
 * After `vite build`: renders every prerendered public page (PRERENDERED_PAGES) in each language with the server
 * build of the console (.ssr/prerender.js, from `vite build --ssr src/prerender.tsx`) and writes each into
 * dist/prerendered/<slug>.<language>.json: the markup of #root and the page's title and description. The query-api
 * puts them into index.html per request (query-api/src/findable/prerendered.ts), with the address it is asked at.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LIVE_PAGES, PRERENDERED_PAGES, prerenderedFile } from '@nvp/events/browser';
import type { chunkOf as ChunkOf, prerender as Prerender } from '../src/prerender';

const LANGUAGES = ['en', 'si', 'ta'] as const;
const consoleDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(consoleDir, 'dist');

const { prerender, chunkOf } = (await import(pathToFileURL(path.join(consoleDir, '.ssr', 'prerender.js')).href)) as { prerender: typeof Prerender; chunkOf: typeof ChunkOf };

/**
 * The stylesheets of a page's chunk and of every chunk it imports, beyond the entry's (index.html links those):
 * without them the HTML would paint without the page's own CSS, and move when the chunk brings it.
 */
type Manifest = Record<string, { css?: string[]; imports?: string[] }>;
const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
const cssOf = (key: string, seen = new Set<string>()): string[] => {
  if (seen.has(key) || !manifest[key]) return [];
  seen.add(key);
  return [...(manifest[key].css ?? []), ...(manifest[key].imports ?? []).flatMap((imported) => cssOf(imported, seen))];
};
const entryCss = new Set(cssOf('index.html'));
const stylesheetsOf = (page: string) => {
  const chunk = chunkOf(page);
  return chunk ? [...new Set(cssOf(chunk))].filter((file) => !entryCss.has(file)).map((file) => `/${file}`) : [];
};
await mkdir(path.join(dist, 'prerendered'), { recursive: true });
for (const page of PRERENDERED_PAGES) {
  for (const language of LANGUAGES) {
    const rendered = await prerender(page, language, stylesheetsOf(page));
    if (!rendered.html.includes('id="main-content"')) throw new Error(`${page} (${language}) rendered without its main content`);
    // The CSP (style-src 'self') refuses style attributes in HTML, and hydration would not put them back: a class instead.
    const styled = /<[a-z][^>]*\sstyle="[^"]*"/i.exec(rendered.html);
    if (styled) throw new Error(`${page} (${language}) has an inline style, which the CSP refuses in HTML (use a class): ${styled[0].slice(0, 200)}`);
    await writeFile(path.join(dist, prerenderedFile(page, language)), JSON.stringify(rendered));
  }
}
// The pages rendered per request with their data (query-api/src/findable/live-pages.ts) need their stylesheets too.
const live = Object.fromEntries(LIVE_PAGES.map((pattern) => [pattern, stylesheetsOf(pattern.replace(/:[^/]+/g, '0'))]));
await writeFile(path.join(dist, 'prerendered', 'live-stylesheets.json'), JSON.stringify(live));
console.log(`prerendered ${PRERENDERED_PAGES.length} pages × ${LANGUAGES.length} languages into dist/prerendered`);
