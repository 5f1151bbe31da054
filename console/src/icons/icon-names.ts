import * as standard from './paths16';

/** 'AddRowBottom' → 'add-row-bottom': an icon's name from the export name of its paths. */
export const iconNameOf = (exported: string) => exported.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase());

const names = Object.keys(standard).map(iconNameOf);

/**
 * Stands in for Blueprint's icon-name table (@blueprintjs/icons iconNames.js) in the console's build (the
 * `nvp-own-icon-names` step of vite.config.ts): the names of the console's own icons only. Blueprint's table lists
 * all 2,121 icons (56 KB) and converts every name twice at start-up; its loader uses it only to refuse unknown
 * names, and icons.test.ts keeps every name the console uses in the list.
 */
export const IconNames: Record<string, string> = Object.fromEntries(
  names.flatMap((name) => [
    [name.replace(/(^|-)([a-z0-9])/g, (_, _dash, c: string) => c.toUpperCase()), name],
    [name.replace(/-/g, '_').toUpperCase(), name],
  ]),
);
export const IconNamesSet = new Set<string>(names);
