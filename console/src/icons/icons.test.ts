import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { IconSize, Icons } from '@blueprintjs/icons';
import { exportName, loadIcons } from './index';
import { IconNames, IconNamesSet, iconNameOf } from './icon-names';
import * as standard from './paths16';
import * as large from './paths20';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const kebab = (name: string) => name.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase());

/** Blueprint icon names quoted on a line that speaks of icons, in every source file of the console. */
const namedInSource = async () => {
  const files = (await readdir(src, { recursive: true })).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts') && !f.startsWith('icons'));
  const names = new Set<string>();
  for (const file of files) {
    for (const line of (await readFile(path.join(src, file), 'utf8')).split('\n')) {
      if (!/icon/i.test(line)) continue;
      for (const [, name] of line.matchAll(/['"]([a-z0-9]+(?:-[a-z0-9]+)*)['"]/g)) if (Icons.isValidIconName(name)) names.add(name);
    }
  }
  return names;
};

describe("the console's own icons", () => {
  it('holds every icon the console names, at both sizes (add a missing one to paths16.ts and paths20.ts)', async () => {
    const own = new Set(Object.keys(standard).map(kebab));
    const missing = [...(await namedInSource())].filter((name) => !own.has(name));
    expect(missing).toEqual([]);
    expect(Object.keys(large).sort()).toEqual(Object.keys(standard).sort());
    for (const name of own) expect(Icons.isValidIconName(name), name).toBe(true);
  });

  it('names the paths as Blueprint generates them', () => {
    expect(exportName('home')).toBe('Home');
    expect(exportName('add-row-bottom')).toBe('AddRowBottom');
    expect(exportName('th-list')).toBe('ThList');
    for (const name of Object.keys(standard)) expect(exportName(kebab(name))).toBe(name);
  });

  it('has the 16px icons ready before the first render and loads 20px ones on demand', async () => {
    await loadIcons();
    expect(Icons.getPaths('home', IconSize.STANDARD)).toBe(standard.Home);
    expect(Icons.getPaths('home', IconSize.LARGE)).toBeUndefined();
    await Icons.load('home', IconSize.LARGE);
    expect(Icons.getPaths('home', IconSize.LARGE)).toBe(large.Home);
  });

  it("gives the build's icon-name table exactly the console's icons, in both of Blueprint's spellings", () => {
    expect([...IconNamesSet].sort()).toEqual(Object.keys(standard).map(kebab).sort());
    expect(IconNamesSet.has('airplane')).toBe(false);
    expect(IconNames.AddRowBottom).toBe('add-row-bottom');
    expect(IconNames.ADD_ROW_BOTTOM).toBe('add-row-bottom');
    for (const name of Object.keys(standard)) expect(iconNameOf(name)).toBe(kebab(name));
  });
});
