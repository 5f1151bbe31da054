import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCsv } from './csv';

/** A district, divisional secretariat (DS) or Grama Niladhari (GN) division, named in the three languages. */
export interface Place {
  /** Department of Census and Statistics code: district '11', DS '1103', GN '1103005'. */
  code: string;
  name: string;
  sinhala_name: string;
  tamil_name: string;
}

/** A location as forms send it: English names. */
export interface LocationNames {
  district: string;
  divisionalSecretariat: string;
  gnDivision: string;
}

/** The repository's copy (CI runs on a clean clone, so never the shared folder outside it). */
export const lkAdminDataDir = fileURLToPath(new URL('../../../reference-data/lk-admin/', import.meta.url));

const ZERO_WIDTH_JOINER = /\u200d/g;
/**
 * Tamil strings carry stray zero-width joiners; Sinhala needs them (ශ්‍රී), so only Tamil is cleaned. Many
 * Tamil names also come decomposed (ெ + ா for ொ): NFC makes them compare equal to what people type.
 */
export const cleanTamil = (text: string) => text.replace(ZERO_WIDTH_JOINER, '').normalize('NFC').trim();
const cleanSinhala = (text: string) => text.normalize('NFC').trim();

/** A place with the source's quirks handled: missing Sinhala/Tamil fall back to English. */
export const toPlace = (code: string, en: string, si: string, ta: string): Place => {
  const name = en.trim();
  return { code: code.trim(), name, sinhala_name: cleanSinhala(si) || name, tamil_name: cleanTamil(ta) || name };
};

interface Division extends Place {
  districtCode: string;
}

interface LkAdminIndex {
  districts: Place[];
  districtByKey: Map<string, Place>;
  dsByDistrict: Map<string, Division[]>;
  dsByKey: Map<string, Division[]>;
  gnByDs: Map<string, Place[]>;
  /** `district \0 ds \0 gn` in English for every GN division. */
  locations: Set<string>;
}

const byName = (a: Place, b: Place) => a.name.localeCompare(b.name, 'en');
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};
const locationKey = (district: string, ds: string, gn: string) => `${district}\u0000${ds}\u0000${gn}`;

/** Parses both CSVs; the district short forms come from the CSVs (the .tsv files carry long forms). */
export const buildLkAdminIndex = (dsCsv: string, gnCsv: string): LkAdminIndex => {
  const districtByKey = new Map<string, Place>();
  const dsByDistrict = new Map<string, Division[]>();
  const dsByKey = new Map<string, Division[]>();
  const dsByCode = new Map<string, Division>();
  for (const row of parseCsv(dsCsv)) {
    const district = toPlace(row.district_code, row.district_en, row.district_si, row.district_ta);
    if (!districtByKey.has(district.code)) {
      districtByKey.set(district.code, district);
      districtByKey.set(district.name, district);
    }
    const ds: Division = { ...toPlace(row.ds_code, row.ds_en, row.ds_si, row.ds_ta), districtCode: district.code };
    dsByCode.set(ds.code, ds);
    push(dsByDistrict, district.code, ds);
    push(dsByKey, ds.code, ds);
    push(dsByKey, ds.name, ds);
  }
  const gnByDs = new Map<string, Place[]>();
  const locations = new Set<string>();
  for (const row of parseCsv(gnCsv)) {
    const ds = dsByCode.get(row.ds_code.trim());
    if (!ds) throw new Error(`GN division ${row.gn_code} names an unknown DS ${row.ds_code}`);
    const gn = toPlace(row.gn_code, row.gn_en, row.gn_si, row.gn_ta);
    push(gnByDs, ds.code, gn);
    locations.add(locationKey(districtByKey.get(ds.districtCode)!.name, ds.name, gn.name));
  }
  for (const list of [...dsByDistrict.values(), ...gnByDs.values()]) list.sort(byName);
  const districts = [...new Set(districtByKey.values())].sort(byName);
  return { districts, districtByKey, dsByDistrict, dsByKey, gnByDs, locations };
};

let cached: LkAdminIndex | undefined;
/** Parsed once, on first use, then kept (≈14k rows, a few MB). */
const index = () =>
  (cached ??= buildLkAdminIndex(readFileSync(`${lkAdminDataDir}ds_flat.csv`, 'utf8'), readFileSync(`${lkAdminDataDir}gn_flat.csv`, 'utf8')));

const strip = ({ code, name, sinhala_name, tamil_name }: Place): Place => ({ code, name, sinhala_name, tamil_name });

/** Sri Lanka's districts, DS divisions and GN divisions. Lookups take English names (as forms send them) or codes. */
export const lkAdmin = {
  /** The 25 districts, by English name. */
  districts: (): Place[] => index().districts.map(strip),
  /** The district by English name or code. */
  district: (district: string): Place | undefined => {
    const found = index().districtByKey.get(district.trim());
    return found && strip(found);
  },
  /**
   * The DS divisions matching an English name or code, optionally within a district (name or code). English DS
   * names could repeat across districts, so callers that know the district should pass it.
   */
  findDivisionalSecretariats: (divisionalSecretariat: string, district?: string): Place[] => {
    const { dsByKey, districtByKey } = index();
    const candidates = dsByKey.get(divisionalSecretariat.trim()) ?? [];
    if (district === undefined) return candidates.map(strip);
    const within = districtByKey.get(district.trim());
    return within ? candidates.filter((ds) => ds.districtCode === within.code).map(strip) : [];
  },
  /** DS divisions of a district (English name or code), by English name; [] for an unknown district. */
  divisionalSecretariats: (district: string): Place[] => {
    const found = index().districtByKey.get(district.trim());
    return found ? (index().dsByDistrict.get(found.code) ?? []).map(strip) : [];
  },
  /**
   * GN divisions of a DS (English name or code), by English name; [] when unknown. An English DS name that is
   * not unique without the district yields the GN divisions of each match (their codes tell them apart).
   */
  gnDivisions: (divisionalSecretariat: string, district?: string): Place[] =>
    lkAdmin
      .findDivisionalSecretariats(divisionalSecretariat, district)
      .flatMap((ds) => index().gnByDs.get(ds.code) ?? [])
      .map(strip),
  /** Whether the English names form a real place: the DS lies in the district and the GN division in the DS. */
  isKnownLocation: ({ district, divisionalSecretariat, gnDivision }: LocationNames): boolean =>
    typeof district === 'string' &&
    typeof divisionalSecretariat === 'string' &&
    typeof gnDivision === 'string' &&
    index().locations.has(locationKey(district, divisionalSecretariat, gnDivision)),
};
