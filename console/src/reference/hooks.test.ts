import { describe, expect, it } from 'vitest';
import { itemName, placeName, sortedByName } from './hooks';

const colombo = { code: '11', name: 'Colombo', sinhala_name: 'කොළඹ', tamil_name: 'கொழும்பு' };

describe('reference names in the interface language', () => {
  it('picks the name of the language, English when a translation is missing', () => {
    expect(placeName(colombo, 'en')).toBe('Colombo');
    expect(placeName(colombo, 'si')).toBe('කොළඹ');
    expect(placeName(colombo, 'ta')).toBe('கொழும்பு');
    expect(placeName({ ...colombo, tamil_name: '' }, 'ta')).toBe('Colombo');
  });

  it('names any form list item (country, language, area, skill)', () => {
    expect(itemName({ id: 'LK', country: 'Sri Lanka', sinhala_name: 'ශ්‍රී ලංකාව', tamil_name: 'இலங்கை' } as never, 'ta')).toBe('இலங்கை');
    expect(itemName({ skill: 'Translation', sinhala_name: 'පරිවර්තනය', tamil_name: 'மொழிபெயர்ப்பு' }, 'en')).toBe('Translation');
    expect(itemName({ area: 'Health', sinhala_name: '', tamil_name: '' }, 'si')).toBe('Health');
  });

  it('sorts by the shown name in the language, not by English', () => {
    const places = [colombo, { code: '12', name: 'Gampaha', sinhala_name: 'ගම්පහ', tamil_name: 'கம்பஹா' }, { code: '52', name: 'Ampara', sinhala_name: 'අම්පාර', tamil_name: 'அம்பாறை' }];
    expect(sortedByName(places, (p) => placeName(p, 'en'), 'en').map((p) => p.code)).toEqual(['52', '11', '12']);
    // Sinhala order: අ (a) … ක (ka) … ග (ga).
    expect(sortedByName(places, (p) => placeName(p, 'si'), 'si').map((p) => p.code)).toEqual(['52', '11', '12']);
    // Tamil order: அ … க (ka covers both கொ and கம்: கம் < கொ).
    expect(sortedByName(places, (p) => placeName(p, 'ta'), 'ta').map((p) => p.code)).toEqual(['52', '12', '11']);
    expect(places[0]).toBe(colombo); // not sorted in place
  });
});
