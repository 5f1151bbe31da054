import { describe, expect, it } from 'vitest';
import { areas, catalogues } from './catalogues';

const { en, si, ta } = catalogues;

const sorted = (messages: Record<string, string>) => Object.keys(messages).sort();

describe('console messages', () => {
  it('English is non-empty', () => {
    expect(Object.keys(en).length).toBeGreaterThan(0);
  });

  it('Sinhala and Tamil have exactly the English keys', () => {
    expect(sorted(si)).toEqual(sorted(en));
    expect(sorted(ta)).toEqual(sorted(en));
  });

  it('no two areas (or an area and the core catalogue) define the same key', () => {
    const seen = new Map<string, number>();
    for (const key of areas.flatMap((a) => Object.keys(a.en))) seen.set(key, (seen.get(key) ?? 0) + 1);
    expect([...seen].filter(([, n]) => n > 1).map(([k]) => k)).toEqual([]);
  });

  it('no message is blank in any language', () => {
    for (const messages of [en, si, ta] as Record<string, string>[]) {
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
    }
  });

  it('placeholders match across languages', () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en)) {
      expect(placeholders(si[key]), `si ${key}`).toEqual(placeholders(en[key]));
      expect(placeholders(ta[key]), `ta ${key}`).toEqual(placeholders(en[key]));
    }
  });
});
