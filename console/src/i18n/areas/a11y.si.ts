import type { Translation } from './define';
import type { a11yEn } from './a11y';

/** Sinhala of ./a11y.ts: the same keys, checked by the type. */
export const a11ySi: Translation<typeof a11yEn> = {
  'a11y.skipToContent': 'ප්‍රධාන අන්තර්ගතයට යන්න',
  'a11y.close': 'වසන්න',
  'a11y.slogansPause': 'සටන් පාඨ නවත්වන්න',
  'a11y.slogansPlay': 'සටන් පාඨ ධාවනය කරන්න',
};
