import type { Translation } from './define';
import type { a11yEn } from './a11y';

/** Tamil of ./a11y.ts: the same keys, checked by the type. */
export const a11yTa: Translation<typeof a11yEn> = {
  'a11y.skipToContent': 'முதன்மை உள்ளடக்கத்திற்குச் செல்க',
  'a11y.close': 'மூடு',
  'a11y.slogansPause': 'வாசகங்களை இடைநிறுத்து',
  'a11y.slogansPlay': 'வாசகங்களை இயக்கு',
};
