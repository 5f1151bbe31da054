/** Refusals of a list's paging values (paging.ts), keyed 'v.paging.*' (English is what the API answers). */
export const pagingValidationMessages = {
  'v.paging.page': {
    en: 'The page must be a whole number, 1 or more',
    si: 'පිටු අංකය 1 හෝ ඊට වැඩි පූර්ණ සංඛ්‍යාවක් විය යුතුය',
    ta: 'பக்க எண் 1 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
  },
  'v.paging.page0': {
    en: 'The page must be a whole number, 0 or more',
    si: 'පිටු අංකය 0 හෝ ඊට වැඩි පූර්ණ සංඛ්‍යාවක් විය යුතුය',
    ta: 'பக்க எண் 0 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
  },
  'v.paging.size': {
    en: 'The page size must be a whole number, 1 or more',
    si: 'පිටුවක ප්‍රමාණය 1 හෝ ඊට වැඩි පූර්ණ සංඛ්‍යාවක් විය යුතුය',
    ta: 'பக்க அளவு 1 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
  },
  'v.paging.offset': {
    en: 'The offset must be a whole number, 0 or more',
    si: 'ආරම්භක ස්ථානය 0 හෝ ඊට වැඩි පූර්ණ සංඛ්‍යාවක් විය යුතුය',
    ta: 'தொடக்க இடம் 0 அல்லது அதற்கு மேற்பட்ட முழு எண்ணாக இருக்க வேண்டும்',
  },
  'v.paging.tooLarge': {
    en: 'This number is too large',
    si: 'මෙම අංකය ඉතා විශාලයි',
    ta: 'இந்த எண் மிகப் பெரியது',
  },
} as const satisfies Record<string, { en: string; si: string; ta: string }>;
