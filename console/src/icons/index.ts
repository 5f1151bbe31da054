import { IconSize, Icons, type IconName, type IconPathsLoader } from '@blueprintjs/icons';
import * as standard from './paths16';
import { iconNameOf } from './icon-names';

type Paths = Record<string, string[] | undefined>;

/** 'add-row-bottom' → 'AddRowBottom', the export name of an icon's paths in Blueprint's generated modules. */
export const exportName = (icon: string) => icon.replace(/(^|-)([a-z0-9])/g, (_, _dash, c: string) => c.toUpperCase());

/**
 * Blueprint's default loader fetches every icon of a size (two chunks of ~300 KB) the first time any icon
 * draws. This one serves the console's own icons: the 16px paths from the main bundle, the 20px ones from a
 * small chunk. In the build Blueprint knows only these names (icon-names.ts) and refuses any other with an
 * error in the console; icons.test.ts keeps every name the console uses in the list.
 */
const loader: IconPathsLoader = async (icon, size) => {
  const own = size === IconSize.STANDARD ? (standard as Paths) : ((await import('./paths20')) as Paths);
  const paths = own[exportName(icon)];
  if (!paths) throw new Error(`Icon '${icon}' is not in console/src/icons/paths16.ts and paths20.ts: add it there.`);
  return paths;
};

/** Installs the loader and has the 16px icons ready before the first render (no icon pops in on a page's first paint). */
export const loadIcons = async () => {
  Icons.setLoaderOptions({ loader });
  const names = Object.keys(standard).map((name) => iconNameOf(name) as IconName);
  await Icons.load(names, IconSize.STANDARD);
};
