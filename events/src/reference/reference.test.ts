import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { buildLkAdminIndex, cleanTamil, lkAdmin, toPlace } from './lk-admin';
import { countries, isCountryId, NON_COUNTRY_CODES } from './countries';
import { expertiseAreaIds, languageIds, skillIds, volunteerProfileFormData, volunteeringAreaIds } from './form-data';
import { ASSET_FILE_NAME, assetFileNameOf, sniffImageType } from './image-assets';

const ZWJ = '\u200d';

describe('CSV reading', () => {
  it('keeps commas, doubled quotes and line breaks inside quoted fields', () => {
    expect(parseCsv('a,b,c\r\n1,"x, y","say ""hi"""\n2,"two\nlines",\n')).toEqual([
      { a: '1', b: 'x, y', c: 'say "hi"' },
      { a: '2', b: 'two\nlines', c: '' },
    ]);
  });
});

describe('Sri Lankan administrative divisions', () => {
  it('has 25 districts, 340 divisional secretariats and 14,008 GN divisions', () => {
    const districts = lkAdmin.districts();
    expect(districts).toHaveLength(25);
    const divisions = districts.flatMap((d) => lkAdmin.divisionalSecretariats(d.name));
    expect(divisions).toHaveLength(340);
    expect(new Set(divisions.map((d) => d.code)).size).toBe(340);
    const gn = divisions.flatMap((ds) => lkAdmin.gnDivisions(ds.code));
    expect(gn).toHaveLength(14_008);
    expect(new Set(gn.map((g) => g.code)).size).toBe(14_008);
  });

  it('lists districts by English name with the short trilingual forms of the CSVs', () => {
    const districts = lkAdmin.districts();
    expect(districts.map((d) => d.name)).toEqual([...districts.map((d) => d.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(districts[0]).toEqual({ code: '52', name: 'Ampara', sinhala_name: 'අම්පාර', tamil_name: 'அம்பாறை' });
    expect(lkAdmin.district('Colombo')).toEqual({ code: '11', name: 'Colombo', sinhala_name: 'කොළඹ', tamil_name: 'கொழும்பு' });
    // Not the long form of the .tsv files ("කොළඹ දිස්ත්‍රික්කය").
    expect(districts.every((d) => !d.sinhala_name.includes('දිස්ත්'))).toBe(true);
  });

  it('strips zero-width joiners from Tamil only; Sinhala keeps them (ශ්‍රී)', () => {
    const all = lkAdmin.districts().flatMap((d) => [d, ...lkAdmin.divisionalSecretariats(d.code).flatMap((ds) => [ds, ...lkAdmin.gnDivisions(ds.code)])]);
    expect(all.some((p) => p.tamil_name.includes(ZWJ))).toBe(false);
    expect(all.filter((p) => p.sinhala_name.includes(ZWJ)).length).toBeGreaterThan(300);
    // Kegalle's Tamil name carries five stray joiners in the source.
    expect(lkAdmin.district('Kegalle')!.tamil_name).toBe('கேகாலை');
    expect(lkAdmin.district('Trincomalee')!.sinhala_name).toBe(`ත්${ZWJ}රිකුණාමලය`);
    const srijayawardenepura = lkAdmin.divisionalSecretariats('Colombo').find((ds) => ds.name === 'Sri Jayawardanapura Kotte');
    expect(srijayawardenepura?.sinhala_name).toContain(`ශ්${ZWJ}රී`);
    expect(cleanTamil(`கம்${ZWJ}${ZWJ}ப${ZWJ}${ZWJ}ஹா`)).toBe('கம்பஹா');
  });

  it('composes decomposed vowel signs (NFC), so names compare equal to typed text', () => {
    // The source writes ொ as ெ + ா in thousands of Tamil names.
    expect(cleanTamil('\u0b95\u0bc6\u0bbe\u0bb4\u0bc1\u0bae\u0bcd\u0baa\u0bc1')).toBe('\u0b95\u0bca\u0bb4\u0bc1\u0bae\u0bcd\u0baa\u0bc1');
    const all = lkAdmin.districts().flatMap((d) => [d, ...lkAdmin.divisionalSecretariats(d.code).flatMap((ds) => [ds, ...lkAdmin.gnDivisions(ds.code)])]);
    expect(all.filter((p) => p.tamil_name !== p.tamil_name.normalize('NFC') || p.sinhala_name !== p.sinhala_name.normalize('NFC'))).toEqual([]);
  });

  it('falls back to English where the source has no Sinhala or Tamil name (285 GN divisions)', () => {
    expect(toPlace('1', 'Alpha', '', '')).toEqual({ code: '1', name: 'Alpha', sinhala_name: 'Alpha', tamil_name: 'Alpha' });
    const gn = lkAdmin.districts().flatMap((d) => lkAdmin.divisionalSecretariats(d.code).flatMap((ds) => lkAdmin.gnDivisions(ds.code)));
    expect(gn.every((g) => g.sinhala_name && g.tamil_name)).toBe(true);
    const untranslated = gn.filter((g) => g.sinhala_name === g.name && g.tamil_name === g.name && !/[\u0d80-\u0dff]/.test(g.sinhala_name));
    expect(untranslated).toHaveLength(285);
  });

  it('reads quoted names holding commas', () => {
    const mirigama = lkAdmin.gnDivisions('Mirigama', 'Gampaha');
    expect(mirigama.find((g) => g.code === '1212385')).toEqual({
      code: '1212385',
      name: 'Kal/Pallewela',
      sinhala_name: 'කල්/පල්ලේවෙල, කොටකන්ද',
      tamil_name: 'கல் / பல்லேவெள, கொடகந்த',
    });
  });

  it('looks divisions up by English name or code', () => {
    expect(lkAdmin.divisionalSecretariats('11')).toEqual(lkAdmin.divisionalSecretariats('Colombo'));
    expect(lkAdmin.divisionalSecretariats('Colombo').map((d) => d.name)).toContain('Kolonnawa');
    expect(lkAdmin.gnDivisions('1103')).toEqual(lkAdmin.gnDivisions('Colombo', 'Colombo'));
    expect(lkAdmin.gnDivisions('Colombo')[0]).toHaveProperty('code');
    expect(lkAdmin.divisionalSecretariats('Atlantis')).toEqual([]);
    expect(lkAdmin.gnDivisions('Atlantis')).toEqual([]);
    // A DS name with the wrong district finds nothing.
    expect(lkAdmin.gnDivisions('Kolonnawa', 'Kandy')).toEqual([]);
    expect(lkAdmin.gnDivisions('Kolonnawa', 'Colombo').length).toBeGreaterThan(0);
  });

  it('tells apart DS divisions whose English names repeat across districts by their district', () => {
    const ds = 'ds_code,ds_en,ds_si,ds_ta,district_code,district_en,district_si,district_ta,province_code,province_en\n' +
      '1101,Central,මධ්‍යම,மத்தி,11,North,උතුර,வடக்கு,1,P\n' +
      '2201,Central,මධ්‍යම,மத்தி,22,South,දකුණ,தெற்கு,2,Q\n';
    const gn = 'gn_code,gn_en,gn_si,gn_ta,ds_code,ds_en,ds_si,ds_ta,district_code,district_en,district_si,district_ta,province_code,province_en,province_si,province_ta\n' +
      '1101005,Hill,කන්ද,மலை,1101,Central,,,11,North,,,1,P,,\n' +
      '2201005,Hill,කන්ද,மலை,2201,Central,,,22,South,,,2,Q,,\n' +
      '2201010,Lake,වැව,குளம்,2201,Central,,,22,South,,,2,Q,,\n';
    const index = buildLkAdminIndex(ds, gn);
    expect(index.dsByKey.get('Central')).toHaveLength(2);
    expect(index.locations.has('South\u0000Central\u0000Lake')).toBe(true);
    expect(index.locations.has('North\u0000Central\u0000Lake')).toBe(false);
    // In the real data no English DS name repeats, but the API still takes the district to disambiguate.
    const names = lkAdmin.districts().flatMap((d) => lkAdmin.divisionalSecretariats(d.code).map((x) => x.name));
    expect(new Set(names).size).toBe(names.length);
    expect(lkAdmin.findDivisionalSecretariats('Kolonnawa', 'Colombo')).toEqual([expect.objectContaining({ code: '1106' })]);
    expect(lkAdmin.findDivisionalSecretariats('Kolonnawa', '11')).toHaveLength(1);
  });

  it('knows real locations: the DS within the district, the GN division within the DS', () => {
    const gn = lkAdmin.gnDivisions('Colombo', 'Colombo')[0].name;
    expect(lkAdmin.isKnownLocation({ district: 'Colombo', divisionalSecretariat: 'Colombo', gnDivision: gn })).toBe(true);
    expect(lkAdmin.isKnownLocation({ district: 'Colombo', divisionalSecretariat: 'Colombo', gnDivision: 'Mattakkuliya' })).toBe(true);
    expect(lkAdmin.isKnownLocation({ district: 'Gampaha', divisionalSecretariat: 'Colombo', gnDivision: 'Mattakkuliya' })).toBe(false);
    expect(lkAdmin.isKnownLocation({ district: 'Colombo', divisionalSecretariat: 'Kolonnawa', gnDivision: 'Mattakkuliya' })).toBe(false);
    expect(lkAdmin.isKnownLocation({ district: 'Colombo', divisionalSecretariat: 'Colombo', gnDivision: 'Nowhere' })).toBe(false);
    expect(lkAdmin.isKnownLocation({ district: 'colombo', divisionalSecretariat: 'Colombo', gnDivision: 'Mattakkuliya' })).toBe(false);
    expect(lkAdmin.isKnownLocation({ district: '', divisionalSecretariat: '', gnDivision: '' })).toBe(false);
    expect(lkAdmin.isKnownLocation({ district: 'Colombo', divisionalSecretariat: 'Colombo' } as never)).toBe(false);
  });
});

describe('countries (ICU)', () => {
  const list = countries();

  it('puts Sri Lanka first, in its three names, then sorts by English name', () => {
    expect(list[0]).toEqual({ id: 'LK', country: 'Sri Lanka', sinhala_name: `ශ්${ZWJ}රී ලංකාව`, tamil_name: 'இலங்கை' });
    const rest = list.slice(1).map((c) => c.country);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
  });

  it('holds the 249 ISO 3166-1 countries and territories, current codes only', () => {
    expect(list).toHaveLength(249);
    const ids = list.map((c) => c.id);
    expect(new Set(ids).size).toBe(249);
    for (const code of ['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ', 'AC', 'TA']) expect(ids).not.toContain(code);
    for (const retired of ['SU', 'YU', 'BU', 'ZR', 'UK', 'DD']) expect(ids).not.toContain(retired);
    for (const code of ['IN', 'GB', 'MV', 'AU', 'JP', 'AQ']) expect(ids).toContain(code);
    expect(list.every((c) => /^[A-Z]{2}$/.test(c.id) && c.country !== c.id && c.sinhala_name && c.tamil_name)).toBe(true);
    expect(list.find((c) => c.id === 'IN')).toEqual({ id: 'IN', country: 'India', sinhala_name: 'ඉන්දියාව', tamil_name: 'இந்தியா' });
    expect(NON_COUNTRY_CODES.has('EU')).toBe(true);
  });

  it('checks country ids', () => {
    expect(isCountryId('LK')).toBe(true);
    expect(isCountryId('EU')).toBe(false);
    expect(isCountryId('lk')).toBe(false);
    expect(isCountryId(7)).toBe(false);
  });
});

describe('volunteer profile form data', () => {
  const data = volunteerProfileFormData();

  it('has the spec §3 lists with numeric ids and names in three languages', () => {
    expect(Object.keys(data)).toEqual(['country_of_birth', 'languages', 'ares_of_expertise', 'preferred_areas_of_volunteering', 'skills']);
    expect(data.country_of_birth[0].id).toBe('LK');
    for (const list of [data.languages, data.ares_of_expertise, data.preferred_areas_of_volunteering, data.skills]) {
      expect(list.map((i) => i.id)).toEqual(list.map((_, n) => n + 1));
      expect(list.every((i) => /[\u0d80-\u0dff]/.test(i.sinhala_name) && /[\u0b80-\u0bff]/.test(i.tamil_name))).toBe(true);
      expect(list.some((i) => i.tamil_name.includes(ZWJ))).toBe(false);
    }
  });

  it('starts languages with Sinhala, Tamil and English', () => {
    expect(data.languages.slice(0, 3).map((l) => l.language)).toEqual(['Sinhala', 'Tamil', 'English']);
    expect(data.languages.length).toBeGreaterThanOrEqual(13);
  });

  it('uses the 11 opportunity categories as volunteering areas and the 18 core functions as skills, same ids', () => {
    expect(data.preferred_areas_of_volunteering.map((a) => a.area)).toEqual([
      'Fundraising and Administration', 'Environmental', 'Children and Young People', 'Elderly and disabled', 'Homeless', 'Trustee',
      'International', 'Research', 'Refugees/migrants', 'Human Rights', 'Education',
    ]);
    expect(data.skills).toHaveLength(18);
    expect(data.skills[0].skill).toBe('Translation');
    expect(data.skills[14].skill).toBe('Video editing, graphic designing');
    expect(data.skills[17]).toMatchObject({ id: 18, skill: 'Physical Activities' });
    expect(data.ares_of_expertise.length).toBeGreaterThanOrEqual(15);
  });

  it('exports the id sets for validation', () => {
    expect([...skillIds]).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    expect([...volunteeringAreaIds]).toHaveLength(11);
    expect(languageIds.has(1) && !languageIds.has(0)).toBe(true);
    expect(expertiseAreaIds.has(data.ares_of_expertise.at(-1)!.id)).toBe(true);
  });

  it('hands out copies, so a caller cannot change the lists', () => {
    data.skills[0].skill = 'changed';
    expect(volunteerProfileFormData().skills[0].skill).toBe('Translation');
  });
});

describe('image assets', () => {
  it('knows PNG, JPEG and WebP by their magic bytes only', () => {
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('GIF89a'))).toBeUndefined();
    expect(sniffImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });

  it('accepts only content-addressed names as asset URLs', () => {
    const name = `${'a'.repeat(64)}.png`;
    expect(ASSET_FILE_NAME.test(name)).toBe(true);
    expect(assetFileNameOf(`/api/asset/file/${name}`)).toBe(name);
    expect(assetFileNameOf(`/api/asset/file/../${name}`)).toBeUndefined();
    expect(assetFileNameOf(`https://evil.example/api/asset/file/${name}`)).toBeUndefined();
    expect(assetFileNameOf(`/api/asset/file/${'A'.repeat(64)}.png`)).toBeUndefined();
    expect(assetFileNameOf(`/api/asset/file/${'a'.repeat(64)}.gif`)).toBeUndefined();
  });
});
