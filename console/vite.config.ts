import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/** In dev, /api goes to the platform's HTTP server (override with NVP_API_TARGET). */
const api = { '/api': { target: process.env.NVP_API_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: true } };

const textFile = /\.(js|mjs|css|html|svg|json|geojson|txt|xml|map|ttf|eot)$/;
/** Below this a compressed copy saves less than a packet. */
const smallest = 1024;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the highest settings: compressed once
 * here instead of on every request. The embedded server (@fastify/static `preCompressed`) and nginx
 * (`gzip_static`) send them to clients that accept them.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  let serverBuild = false;
  return {
    name: 'nvp-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    closeBundle: async () => {
      // The prerendering build (--ssr) is run by node at build time, never sent.
      if (serverBuild) return;
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && textFile.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(file);
          if (bytes.length < smallest) return;
          const [br, gz] = await Promise.all([
            promisify(brotliCompress)(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            promisify(gzip)(bytes, { level: 9 }),
          ]);
          // A copy that is not smaller is not worth a request header's choice.
          if (br.length < bytes.length) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
};

/**
 * Blueprint's icon loader asks its icon-name table (all 2,121 names) only whether a name is known: in this build
 * it gets the console's own names instead (console/src/icons/icon-names.ts), 56 KB less in every first download.
 */
const ownIconNames = (): Plugin => ({
  name: 'nvp-own-icon-names',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === './iconNames' && importer && /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconLoader\.js$/.test(importer)
      ? path.resolve(import.meta.dirname, 'src/icons/icon-names.ts')
      : null,
});

/** The parts of a PostCSS rule the trim below reads (PostCSS ships with Vite). */
interface CssRule {
  selectors: string[];
  source?: { input: { file?: string } };
  remove: () => void;
}

/**
 * Blueprint components the console does not use (console/src imports none of them, nor do the Blueprint components
 * it imports draw them): their class families, as the stylesheet names them (`bp6-<family>` or `bp6-<family>-…`).
 * The bundle budget test checks the built sheet holds none of these and all of the ones in use.
 */
export const unusedBlueprintFamilies = [
  'breadcrumb', 'breadcrumbs', 'card-list', 'compound-tag', 'context-menu', 'control-group', 'dialog-step', 'editable-text', 'entity-title',
  'file-input', 'file-upload-input', 'hotkey', 'hotkeys', 'key', 'key-combo', 'menu-submenu', 'multistep-dialog', 'numeric-input', 'overflow-list',
  'panel-stack', 'panel-stack2', 'popover', 'section', 'submenu', 'tag-input', 'tooltip', 'tree',
];
const unusedFamily = new RegExp(`\\.bp\\d-(${unusedBlueprintFamilies.join('|')})(?![a-z0-9])`);

/**
 * Blueprint's stylesheet (560 KB, render-blocking and parsed on every page: ~0.3 s of a mid-range phone's main
 * thread) less what the console never shows: the dark theme (no `bp6-dark` anywhere), the icon font's 600-odd
 * `bp6-icon-<name>` glyph rules (icons are drawn as SVG from console/src/icons; without them an icon still loading is
 * an empty box, not a 52 KB font fetch), and the components listed above. A rule goes when all of its selectors do.
 */
const trimBlueprintCss = () => ({
  postcssPlugin: 'nvp-trim-blueprint',
  Rule: (rule: CssRule) => {
    if (!rule.source?.input.file?.includes('@blueprintjs')) return;
    const kept = rule.selectors.filter((selector) => !/\.bp\d-dark\b/.test(selector) && !/^\.bp\d-icon-[a-z0-9-]+::before$/.test(selector) && !unusedFamily.test(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  },
});

export default defineConfig({
  plugins: [react(), ownIconNames(), precompress()],
  css: { postcss: { plugins: [trimBlueprintCss()] } },
  server: { port: 5173, proxy: api },
  preview: { proxy: api },
  // The manifest maps each source entry (the app, each area's lazy chunk) to its files: the bundle budget test reads it.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      // The console imports @nvp/events/browser, a barrel of access rules, zod schemas and CSV writing. Its modules
      // only define things, bar csp-safe-zod (zod's CSP setting) and the barrel that imports it for that effect:
      // declared so, a page's chunk keeps only what it uses, and the forms' schemas travel with the forms.
      treeshake: { moduleSideEffects: (id, external) => external || !/[\\/]events[\\/]src[\\/]/.test(id) || /[\\/]events[\\/]src[\\/](csp-safe-zod|browser)\.ts$/.test(id) },
      // zod in one chunk of its own, fetched with the first page that builds a schema (its CSP setting is in the
      // entry: events/src/csp-safe-zod.ts).
      output: { codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] } },
    },
  },
});
