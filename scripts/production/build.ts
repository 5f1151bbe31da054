// Compiles the services of the distributed deployment to plain JavaScript (issue 26): `npm run build:services`
// writes dist/services/{command-api,query-api,projections,projections-cli}.js, started with `node` (no tsx, no
// TypeScript at run time). Why esbuild and not tsc: the sources import each other without file extensions and the
// workspaces export their .ts sources, which Node's ESM loader resolves neither of; tsc's emit (tsgo) keeps the
// specifiers as written. esbuild (already what tsx runs on) bundles our own code and leaves every npm package
// external, so native modules (argon2, sharp, chDB) and the packages' own files load from node_modules as before.
import path from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The entry points: the three services and the projections CLI (rebuild, lag, parked events in production). */
export const SERVICE_ENTRIES = {
  'command-api': 'command-api/src/main.ts',
  'query-api': 'query-api/src/main.ts',
  projections: 'projections/src/main.ts',
  'projections-cli': 'projections/src/cli.ts',
} as const;

/**
 * What the compiled services read from disk besides node_modules, at the paths their sources name (see
 * sourceFileUrl below): the image copies them (docker/Dockerfile), and check-install.ts beside its install.
 */
export const RUNTIME_FILES = ['dist/services', 'events/src/migrations', 'reference-data', 'docs/open-data/opportunities.schema.json', 'console/dist', 'console/.ssr'];

/** Our workspaces are bundled; every other bare specifier (npm packages, node: built-ins) stays an import. */
const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@nvp/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * A few modules find files next to their source (migrations, reference data, the open-data schema) or resolve a
 * package from it with `import.meta.url`. Bundled, that would be the bundle's URL, so each module's own
 * `import.meta.url` is written as its source file's URL seen from the output directory (two levels below the root;
 * chunks stay flat beside the entries, see chunkNames). The image keeps those data files at the same paths.
 */
const sourceFileUrl = (outdirFromRoot: string): Plugin => ({
  name: 'source-file-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromOutdir = path.relative(path.resolve(root, outdirFromRoot), args.path).split(path.sep).join('/');
      const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromOutdir)}, import.meta.url).href`);
      return { contents, loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts' };
    });
  },
});

/**
 * Builds into `outdir` (under dist/ in the repository, below the node_modules it imports from; default
 * dist/services). Returns the entry files and esbuild's metafile.
 */
export const buildServices = async (options: { outdir?: string; minify?: boolean } = {}) => {
  const outdir = options.outdir ?? 'dist/services';
  // Emptied first (chunk names carry a hash: old chunks would pile up and go into the image), so only under dist/.
  const target = path.resolve(root, outdir);
  if (!target.startsWith(path.join(root, 'dist') + path.sep)) throw new Error(`the output directory must be under dist/: ${outdir}`);
  await rm(target, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: SERVICE_ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    minify: options.minify ?? false,
    metafile: true,
    logLevel: 'warning',
    plugins: [npmPackagesExternal, sourceFileUrl(outdir)],
    banner: { js: '// Built by scripts/production/build.ts from the TypeScript sources: edit those.' },
  });
  // Not every output with an entry point: a dynamically imported module is one too.
  const services = new Set<string>(Object.values(SERVICE_ENTRIES));
  const entries = Object.keys(result.metafile.outputs).filter((file) => services.has(result.metafile.outputs[file]?.entryPoint ?? ''));
  return { entries, metafile: result.metafile };
};

/** A package's name from an import specifier ('pg/lib/utils.js' → 'pg', '@fastify/jwt' → '@fastify/jwt'). */
export const packageName = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/**
 * The npm packages an output file loads when it starts (static imports, followed through the chunks) and those it
 * loads only on demand (dynamic imports: chDB, embedded PostgreSQL, test-only checks). Node built-ins left out.
 */
export const importedPackages = (metafile: Metafile, entry: string) => {
  const atStart = new Set<string>();
  const onDemand = new Set<string>();
  const seen = new Set<string>();
  const walk = (file: string, dynamic: boolean) => {
    const key = `${file}|${dynamic}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      const later = dynamic || imported.kind === 'dynamic-import';
      if (!imported.external) walk(imported.path, later);
      else if (!imported.path.startsWith('node:')) (later ? onDemand : atStart).add(packageName(imported.path));
    }
  };
  walk(entry, false);
  for (const name of atStart) onDemand.delete(name);
  return { atStart, onDemand };
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const { entries } = await buildServices({ outdir: process.argv[2] });
  console.log(`built in ${Math.round(performance.now() - started)} ms: ${entries.join(', ')}`);
}
