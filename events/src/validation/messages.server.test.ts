import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validationMessages } from './messages';
import { findServerMessage, serverMessages, translateServerText } from './messages.server';

const root = join(import.meta.dirname, '../../..');
const serverDirs = ['command-api/src', 'query-api/src', 'http-kit/src'];
/** Message tables kept beside the domain, answered by the servers as they are. */
const sharedTables = ['events/src/reference/image-assets.ts', 'events/src/validation/content-terms.ts'];

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('test-support') ? [path] : [];
  });

const quoted = String.raw`(?<q>['"\x60])(?<text>(?:(?!\k<q>)[^\\]|\\.)*)\k<q>`;
/** SQL, headers, cache rules, metric names: constants that are not sentences for people. */
const notForPeople = /\b(AND|SELECT|WHERE|FROM)\b|::|=|\|\||https?:|^\w+$|^[^A-Za-z]|^[a-z_]+, |^public, /;
/** A constant named like a message counts even when it is one word ('Error'). */
const messageName = /(MESSAGE|FAILED|DENIED|ERROR)$/;

/**
 * The messages a server's code can answer: sentence-like upper-case constants, string literals given to
 * badRequest/notFound/forbidden/unauthorized/DomainError or written as `message: '…'`, a `message = '…'`
 * default, and the values of `…MESSAGES`/`…Refusals` tables. `${x}` in a template becomes `{x}`.
 */
export const messagesIn = (source: string): string[] => {
  const found = new Set<string>();
  const add = (text: string | undefined) => {
    if (text) found.add(text.replace(/\$\{([^}]*)\}/g, (_, expression: string) => `{${expression.replace(/\W/g, '')}}`));
  };
  for (const m of source.matchAll(new RegExp(String.raw`const ([A-Z][A-Z0-9_]*)\s*=\s*` + quoted, 'g'))) {
    const name = m[1]!;
    const text = m.groups!.text!;
    if (messageName.test(name) ? /^[A-Za-z]/.test(text) : !notForPeople.test(text) && /\s|!$/.test(text)) add(text);
  }
  for (const m of source.matchAll(new RegExp(String.raw`(?:badRequest|notFound|forbidden|unauthorized|DomainError)\(\s*` + quoted, 'g'))) add(m.groups!.text);
  for (const m of source.matchAll(new RegExp(String.raw`message\s*[:=]\s*` + quoted, 'g'))) add(m.groups!.text);
  for (const table of source.matchAll(/(?:MESSAGES|Refusals)\b[^={]*=\s*\{([^}]*)\}/g)) {
    for (const m of table[1]!.matchAll(new RegExp(String.raw`:\s*` + quoted, 'g'))) add(m.groups!.text);
  }
  return [...found];
};

/** A catalogue text with its `{name}` parts written as `{}`, as the scan's templates are compared. */
const shape = (text: string) => text.replace(/\{\w*\}/g, '{}');

describe('server messages catalogue', () => {
  const files = [...serverDirs.flatMap((dir) => walk(join(root, dir))), ...sharedTables.map((path) => join(root, path))];
  const sent = files.flatMap((file) => messagesIn(readFileSync(file, 'utf8')).map((text) => ({ text, file: relative(root, file) })));
  const known = new Set([...Object.values(serverMessages), ...Object.values(validationMessages)].map((entry) => shape(entry.en)));

  it('finds the messages of the servers (the scan itself works)', () => {
    expect(sent.length).toBeGreaterThan(200);
    expect(sent.map((s) => s.text)).toEqual(expect.arrayContaining(['The verification code is not correct', 'Your email address is verified', 'Error', "Unknown read model '{name}'"]));
  });

  it('has every message a server can send, in English, Sinhala and Tamil', () => {
    // Validation keys ('v.required') are translated by key.
    const missing = sent.filter(({ text }) => !(text in validationMessages) && !known.has(shape(text)));
    expect(missing).toEqual([]);
  });

  it('writes every server message in all three languages, the others not left in English', () => {
    for (const [key, entry] of Object.entries(serverMessages)) {
      for (const language of ['si', 'ta'] as const) {
        expect(entry[language], `${key} ${language}`).toMatch(/\S/);
        expect(entry[language], `${key} ${language}`).not.toBe(entry.en);
        expect(entry[language].match(/\{\w+\}/g) ?? [], `${key} ${language} placeholders`).toEqual(entry.en.match(/\{\w+\}/g) ?? []);
      }
    }
  });

  it('the scan catches a message the catalogue does not have', () => {
    const source = "export const BRAND_NEW = 'A message nobody translated';\nthrow badRequest('Another new one');";
    expect(messagesIn(source)).toEqual(['A message nobody translated', 'Another new one']);
    expect(known.has('A message nobody translated')).toBe(false);
  });

  it('ignores constants that are not for people', () => {
    expect(messagesIn("const CACHE = 'public, max-age=600';\nconst HEADER = 'x-nvp-position';\nconst SQL = `kind = 'FORMAL' AND NOT deleted`;")).toEqual([]);
  });
});

describe('translateServerText', () => {
  it('shows a server message in the interface language', () => {
    expect(translateServerText('The verification code is not correct', 'si')).toBe('තහවුරු කිරීමේ කේතය නිවැරදි නැත');
    expect(translateServerText('Your email address is verified', 'ta')).toBe('உங்கள் மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது');
    expect(translateServerText('Your email address is verified', 'en')).toBe('Your email address is verified');
  });

  it('translates the validation messages the API answers in English', () => {
    expect(translateServerText('Passwords must match', 'si')).toBe(validationMessages['v.passwordsMatch']!.si);
  });

  it('fills a message with variable parts', () => {
    expect(translateServerText('Your account is suspended until 01/12/2026', 'ta')).toBe('உங்கள் கணக்கு 01/12/2026 வரை இடைநிறுத்தப்பட்டுள்ளது');
    expect(findServerMessage('page must be a whole number from 1 to 100')?.values).toEqual({ name: 'page', max: '100' });
  });

  it('translates a message key too', () => {
    expect(translateServerText('v.image.tooLarge', 'ta')).toBe(validationMessages['v.image.tooLarge']!.ta);
  });

  it('has no English text twice (one text, one translation)', () => {
    const english = Object.values(serverMessages).map((entry) => entry.en);
    expect(english.filter((text, i) => english.indexOf(text) !== i)).toEqual([]);
  });

  it('leaves a text it does not know as it is', () => {
    expect(translateServerText('Something only this server says', 'si')).toBe('Something only this server says');
  });
});
