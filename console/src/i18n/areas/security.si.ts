import type { Translation } from './define';
import type { securityEn } from './security';

/** Sinhala of ./security.ts: the same keys, checked by the type. */
export const securitySi: Translation<typeof securityEn> = {
  'security.tooManyAttempts': 'උත්සාහයන් වැඩිය, කරුණාකර {minutes, plural, one {මිනිත්තු # කින්} other {මිනිත්තු # කින්}} නැවත උත්සාහ කරන්න',
  'security.outboxUnavailable': 'පිටත පෙට්ටිය ලබා ගත හැක්කේ සංවර්ධන පරිසරයේ පමණි',
  'security.adminOutbox.title': 'බෙදා නොහරින ලද විද්‍යුත් තැපැල් සහ කෙටි පණිවිඩ',
  'security.adminOutbox.subtitle': 'තැපැල් හෝ කෙටි පණිවිඩ සේවාවක් සකසා නොමැති නිසා යැවීම වෙනුවට මෙහි තබා ඇත. නවතම ඒවා මුලින්.',
  'security.adminOutbox.none': 'විද්‍යුත් තැපැල් සහ කෙටි පණිවිඩ බෙදා හරිනු ලැබේ: මෙහි කිසිවක් තබා නැත',
};
