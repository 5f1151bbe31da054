import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogues } from './catalogues';
import { localeOf } from './format';

/**
 * Every message of the three catalogues as formatjs reads it (issue 26): each parses as an ICU message, Sinhala and
 * Tamil take the same arguments as English (name and type: plain, number, date, time, plural, select), a select
 * has English's keys, a plural has `other`, English's exact `=n` cases and only its language's CLDR categories.
 */

type Argument = { name: string; type: string; keys: string[] };

const typeOf = (element: MessageFormatElement): string | undefined => {
  if (element.type === TYPE.argument) return 'argument';
  if (element.type === TYPE.number) return 'number';
  if (element.type === TYPE.date) return 'date';
  if (element.type === TYPE.time) return 'time';
  if (element.type === TYPE.select) return 'select';
  if (element.type === TYPE.plural) return element.pluralType === 'ordinal' ? 'selectordinal' : 'plural';
  return undefined;
};

/** The arguments a message takes, in every branch and tag, by name. */
export const argumentsOf = (elements: MessageFormatElement[], into = new Map<string, Argument>()): Map<string, Argument> => {
  for (const element of elements) {
    const type = typeOf(element);
    if (type && 'value' in element && typeof element.value === 'string') {
      const keys = element.type === TYPE.select || element.type === TYPE.plural ? Object.keys(element.options).sort() : [];
      const seen = into.get(element.value);
      into.set(element.value, { name: element.value, type: seen && seen.type !== type ? `${seen.type}|${type}` : type, keys: [...new Set([...(seen?.keys ?? []), ...keys])].sort() });
    }
    if (element.type === TYPE.select || element.type === TYPE.plural) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
};

/** What is wrong with one translation against English (empty when nothing is). */
export const problems = (english: string, translated: string, locale: string): string[] => {
  let source: Map<string, Argument>;
  let target: Map<string, Argument>;
  try {
    source = argumentsOf(parse(english, { requiresOtherClause: true }));
  } catch (error) {
    return [`English does not parse: ${(error as Error).message}`];
  }
  try {
    target = argumentsOf(parse(translated, { requiresOtherClause: true }));
  } catch (error) {
    return [`does not parse: ${(error as Error).message}`];
  }
  const found: string[] = [];
  const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  const describe = (a: Argument | undefined) => (a ? `{${a.name}, ${a.type}}` : 'nothing');
  for (const name of new Set([...source.keys(), ...target.keys()])) {
    const [e, t] = [source.get(name), target.get(name)];
    if (e?.type !== t?.type) {
      found.push(`argument ${name}: English has ${describe(e)}, this has ${describe(t)}`);
      continue;
    }
    if (!e || !t) continue;
    if (e.type === 'select' && e.keys.join() !== t.keys.join()) found.push(`select ${name}: keys ${t.keys.join(',')} instead of ${e.keys.join(',')}`);
    if (e.type === 'plural' || e.type === 'selectordinal') {
      if (!t.keys.includes('other')) found.push(`plural ${name} has no other`);
      const exact = (keys: string[]) => keys.filter((k) => k.startsWith('=')).join();
      if (exact(e.keys) !== exact(t.keys)) found.push(`plural ${name}: exact cases ${exact(t.keys) || 'none'} instead of ${exact(e.keys) || 'none'}`);
      const alien = t.keys.filter((k) => !k.startsWith('=') && !categories.has(k));
      if (e.type === 'plural' && alien.length) found.push(`plural ${name}: ${alien.join(',')} is no plural category in ${locale} (${[...categories].join(',')})`);
    }
  }
  return found;
};

describe('the three catalogues as ICU messages (formatjs)', () => {
  const { en, si, ta } = catalogues;

  it('every English message parses, and each plural has other and only English categories', () => {
    const failures = Object.entries(en).flatMap(([key, message]) => problems(message, message, localeOf.en).map((p) => `en ${key}: ${p}`));
    expect(failures).toEqual([]);
  });

  it('every Sinhala and Tamil message parses and takes exactly the English arguments', () => {
    const failures = [
      ...Object.keys(en).flatMap((key) => problems(en[key], si[key] ?? '', localeOf.si).map((p) => `si ${key}: ${p}`)),
      ...Object.keys(en).flatMap((key) => problems(en[key], ta[key] ?? '', localeOf.ta).map((p) => `ta ${key}: ${p}`)),
    ];
    expect(failures).toEqual([]);
  });

  it('the check finds what it is for', () => {
    expect(problems('{count, plural, one {# hour} other {# hours}}', '{count, plural, one {# පැය}', 'si-LK')[0]).toMatch(/does not parse/);
    expect(problems('{count, plural, one {# hour} other {# hours}}', '{count, plural, one {# පැය}}', 'si-LK')[0]).toMatch(/does not parse|no other/);
    expect(problems('Hello {name}', 'வணக்கம் {nom}', 'ta-LK')).toHaveLength(2);
    expect(problems('{n} events', '{n, plural, one {# சம்பவம்} other {# சம்பவங்கள்}}', 'ta-LK')[0]).toMatch(/argument n/);
    expect(problems('{count, plural, =0 {none} one {# hour} other {# hours}}', '{count, plural, one {# පැය} other {පැය #}}', 'si-LK')[0]).toMatch(/exact cases/);
    expect(problems('{count, plural, one {# hour} other {# hours}}', '{count, plural, one {a} few {b} other {c}}', 'si-LK')[0]).toMatch(/few is no plural category/);
    expect(problems('{kind, select, a {A} other {B}}', '{kind, select, a {A} b {C} other {B}}', 'ta-LK')[0]).toMatch(/select kind/);
    expect(problems('{count, plural, one {# hour} other {# hours}}', '{count, plural, one {# පැය} other {පැය #}}', 'si-LK')).toEqual([]);
  });
});
