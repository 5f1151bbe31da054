/**
 * Countries from the platform's ICU (Intl.DisplayNames), so names in English, Sinhala and Tamil come from CLDR
 * rather than a hand-typed list. Browser-safe (no Node built-ins).
 */
export interface Country {
  /** ISO 3166-1 alpha-2 code. */
  id: string;
  country: string;
  sinhala_name: string;
  tamil_name: string;
}

export const SRI_LANKA = 'LK';

/**
 * Codes ICU names that are not ISO 3166-1 countries: user-assigned and macro-regions (EU, EZ, UN, QO, XA, XB,
 * XK, ZZ) and the exceptionally reserved codes (AC, CP, CQ, DG, EA, IC, TA) that name parts of other countries.
 */
export const NON_COUNTRY_CODES: ReadonlySet<string> = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK', 'ZZ', 'AC', 'CP', 'CQ', 'DG', 'EA', 'IC', 'TA']);

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const regionNames = (language: string) => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });

/** ICU maps retired codes (BU, SU, YU, ZR, UK...) to today's; only the current code is kept. */
const isCurrentCode = (code: string) => {
  try {
    return new Intl.Locale(`und-${code}`).region === code;
  } catch {
    return false;
  }
};

let cached: Country[] | undefined;

/** Every country ICU knows, Sri Lanka first, the rest by English name. */
export const countries = (): Country[] => {
  if (!cached) {
    const [en, si, ta] = ['en', 'si', 'ta'].map(regionNames);
    const list: Country[] = [];
    for (const a of LETTERS)
      for (const b of LETTERS) {
        const id = a + b;
        const country = en.of(id);
        // A code ICU cannot name comes back as itself: not a region.
        if (!country || country === id || NON_COUNTRY_CODES.has(id) || !isCurrentCode(id)) continue;
        list.push({ id, country, sinhala_name: si.of(id) ?? country, tamil_name: ta.of(id) ?? country });
      }
    const collator = new Intl.Collator('en');
    list.sort((x, y) => (x.id === SRI_LANKA ? -1 : y.id === SRI_LANKA ? 1 : collator.compare(x.country, y.country)));
    cached = list;
  }
  return cached.map((c) => ({ ...c }));
};

let ids: ReadonlySet<string> | undefined;
/** Whether the id is a country of `countries()` (for validating countryOfBirth / countries). */
export const isCountryId = (id: unknown): boolean => typeof id === 'string' && (ids ??= new Set(countries().map((c) => c.id))).has(id);
