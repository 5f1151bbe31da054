import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layering of docs/decisions.md (issue 26), read from the source's import lines: the read side (query-api,
 * projections) never imports the write side, the HTTP kit sits below both APIs, no module imports a test fixture
 * unless it is a test itself, and no modules import each other in a circle. Reads files only: no database, no
 * server, no dependency.
 */
const ROOT = path.resolve(__dirname, '../..');
const WORKSPACES = ['events', 'http-kit', 'command-api', 'projections', 'query-api', 'console'];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });

const files = WORKSPACES.flatMap((w) => sourceFiles(path.join(ROOT, w, 'src')));
const rel = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/**
 * What no service module may import: fixtures and test support (by name: `fixtures.ts`, `*-fixtures.ts`,
 * `test-support.ts`, a `testing/` folder) and any module that imports vitest (e.g. events' EventStore contract
 * suite). The sample bodies in fixtures.ts also feed the demo data and the generator (scripts/), never a service.
 */
const isTestSupport = (file: string) =>
  /(^|\/|-)(fixtures|test-support)\.tsx?$/.test(file) || /\/testing\//.test(rel(file)) || (imports.get(file) ?? specifiersOf(file)).includes('vitest');
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || isTestSupport(file);

// Every specifier of a static or dynamic import and of `export … from`, type-only ones included (they couple too).
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
const commentsOut = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const specifiersOf = (file: string) => [...commentsOut(readFileSync(file, 'utf8')).matchAll(SPECIFIER)].map((m) => m[1] ?? m[2]);

const resolveRelative = (from: string, specifier: string) => {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
};

const imports = new Map(files.map((file) => [file, specifiersOf(file)]));
const relativeImports = new Map(
  files.map((file) => [file, imports.get(file)!.filter((s) => s.startsWith('.')).map((s) => resolveRelative(file, s)).filter((f): f is string => Boolean(f))]),
);

/** What a file names from the write side: the package, or a path into its folder. */
const writeSideImports = (file: string) => [
  ...imports.get(file)!.filter((s) => s === '@nvp/command-api' || s.startsWith('@nvp/command-api/')),
  ...relativeImports.get(file)!.filter((f) => rel(f).startsWith('command-api/')).map(rel),
];

/** Circles among the relative imports (Tarjan's strongly connected components of more than one file, or a self-import). */
const circles = (scope: string[]) => {
  const inScope = new Set(scope);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const to of relativeImports.get(file) ?? []) {
      if (!inScope.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(rel(member));
      } while (member !== file);
      if (component.length > 1 || relativeImports.get(file)!.includes(file)) found.push(component.sort());
    }
  };
  for (const file of scope) if (!index.has(file)) visit(file);
  return found;
};

/** No workspace has an import circle, type-only ones included (the last two were broken in issue 26). */
const KNOWN_CIRCLES: Record<string, string[][]> = {};

const inWorkspace = (workspace: string) => files.filter((f) => rel(f).startsWith(`${workspace}/`));

describe('architecture', () => {
  it('finds the source files it reads', () => {
    expect(inWorkspace('command-api').length).toBeGreaterThan(50);
    expect(inWorkspace('query-api').length).toBeGreaterThan(30);
    expect(inWorkspace('http-kit').length).toBeGreaterThan(3);
  });

  it('query-api and projections import nothing from command-api', () => {
    const offenders = [...inWorkspace('query-api'), ...inWorkspace('projections')]
      .filter((f) => !isTest(f))
      .flatMap((f) => writeSideImports(f).map((s) => `${rel(f)} → ${s}`));
    expect(offenders).toEqual([]);
  });

  it('the application and attendance slices import nothing of each other: they meet in infra (facts/, engagement-ports.ts)', () => {
    const offenders = inWorkspace('command-api')
      .filter((f) => !isTest(f))
      .flatMap((f) => {
        const slice = /^command-api\/src\/(application|attendance)\//.exec(rel(f))?.[1];
        if (!slice) return [];
        const other = `command-api/src/${slice === 'application' ? 'attendance' : 'application'}/`;
        return relativeImports.get(f)!.filter((to) => rel(to).startsWith(other)).map((to) => `${rel(f)} → ${rel(to)}`);
      });
    expect(offenders).toEqual([]);
  });

  it("their tests take from command-api only its fixtures and test support (to write through the write side)", () => {
    const offenders = [...inWorkspace('query-api'), ...inWorkspace('projections')]
      .filter(isTest)
      .flatMap((f) => writeSideImports(f).filter((s) => !s.startsWith('command-api/') || !isTestSupport(path.join(ROOT, s))).map((s) => `${rel(f)} → ${s}`));
    expect(offenders).toEqual([]);
  });

  it('the HTTP kit imports neither API nor the projections, and events imports no web framework', () => {
    const upward = inWorkspace('http-kit').flatMap((f) =>
      imports
        .get(f)!
        .filter((s) => /^@nvp\/(command-api|query-api|projections|console)(\/|$)/.test(s))
        .map((s) => `${rel(f)} → ${s}`),
    );
    const framework = inWorkspace('events').flatMap((f) =>
      imports
        .get(f)!
        .filter((s) => /^(fastify|@fastify\/|@nvp\/http-kit)/.test(s))
        .map((s) => `${rel(f)} → ${s}`),
    );
    expect([...upward, ...framework]).toEqual([]);
  });

  it('no module that runs in a service imports a test fixture or test support', () => {
    const offenders = files
      .filter((f) => !isTest(f))
      .flatMap((f) => [
        ...relativeImports.get(f)!.filter(isTestSupport).map(rel),
        ...imports.get(f)!.filter((s) => /^@nvp\/[^/]+\/testing$/.test(s)),
      ].map((s) => `${rel(f)} → ${s}`));
    expect(offenders).toEqual([]);
  });

  it('the workspaces depend on each other without a circle, and the read side not on the write side', () => {
    const dependsOn = Object.fromEntries(
      WORKSPACES.map((w) => {
        const manifest = JSON.parse(readFileSync(path.join(ROOT, w, 'package.json'), 'utf8')) as { name: string; dependencies?: Record<string, string> };
        return [manifest.name, Object.keys(manifest.dependencies ?? {}).filter((d) => d.startsWith('@nvp/'))];
      }),
    );
    expect(dependsOn['@nvp/query-api']).not.toContain('@nvp/command-api');
    expect(dependsOn['@nvp/projections']).not.toContain('@nvp/command-api');
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (dependsOn[from] ?? []).some((next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))));
    expect(Object.keys(dependsOn).filter((name) => reaches(name, name))).toEqual([]);
  });

  it.each(WORKSPACES)('%s has no import circle but the known ones', (workspace) => {
    expect(circles(inWorkspace(workspace))).toEqual(KNOWN_CIRCLES[workspace] ?? []);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const [a, b] = inWorkspace('command-api');
    const saved = [relativeImports.get(a!)!, relativeImports.get(b!)!];
    relativeImports.set(a!, [...saved[0]!, b!]);
    relativeImports.set(b!, [...saved[1]!, a!]);
    try {
      expect(circles([a!, b!])).toEqual([[rel(a!), rel(b!)].sort()]);
    } finally {
      relativeImports.set(a!, saved[0]!);
      relativeImports.set(b!, saved[1]!);
    }
  });
});
