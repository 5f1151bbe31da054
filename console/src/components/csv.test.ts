import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, quotes what needs quoting and keeps Sinhala and Tamil as they are', () => {
    const text = toCsv(['name', 'value'], [['කොළඹ', 3], ['a, "b"', 1.5], ['யாழ்ப்பாணம்', null]]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual(['name,value', 'කොළඹ,3', '"a, ""b""",1.5', 'யாழ்ப்பாணம்,', '']);
  });
});
