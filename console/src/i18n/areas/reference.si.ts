import type { Translation } from './define';
import type { referenceEn } from './reference';

/** Sinhala of ./reference.ts: the same keys, checked by the type. */
export const referenceSi: Translation<typeof referenceEn> = {
  'reference.district': 'දිස්ත්‍රික්කය',
  'reference.divisionalSecretariat': 'ප්‍රාදේශීය ලේකම් කොට්ඨාසය',
  'reference.gnDivision': 'ග්‍රාම නිලධාරී වසම',
  'reference.chooseDistrict': 'දිස්ත්‍රික්කයක් තෝරන්න',
  'reference.chooseDivisionalSecretariat': 'ප්‍රාදේශීය ලේකම් කොට්ඨාසයක් තෝරන්න',
  'reference.chooseGnDivision': 'ග්‍රාම නිලධාරී වසමක් තෝරන්න',
  'reference.loadFailed': 'මෙම ලැයිස්තුව පූරණය කළ නොහැකි විය. කරුණාකර පසුව නැවත උත්සාහ කරන්න.',
  'reference.country': 'රට',
  'reference.countries': 'රටවල්',
  'reference.chooseCountry': 'රටක් තෝරන්න',
  'reference.addCountry': 'රටක් එක් කරන්න',
  'reference.removeCountry': '{country} ඉවත් කරන්න',
  'reference.countriesMax': 'ඔබට තෝරාගත හැක්කේ උපරිම වශයෙන් {max, plural, one {රට #ක්} other {රටවල් #ක්}} පමණි',
  'reference.picture.title': 'පැතිකඩ පින්තූරය යාවත්කාලීන කරන්න',
  'reference.picture.choose': 'පින්තූරයක් තෝරන්න',
  'reference.picture.hint': 'පින්තූරයක් තෝරා, එය චතුරස්‍රයට ගැළපෙන සේ ඇදගෙන ගොස් විශාලනය කර, පසුව උඩුගත කර සුරකින්න.',
  'reference.picture.zoom': 'විශාලනය',
  'reference.picture.upload': 'උඩුගත කරන්න',
  'reference.picture.cancel': 'අවලංගු කරන්න',
  'reference.picture.save': 'සුරකින්න',
  'reference.picture.uploaded': 'උඩුගත කරන ලදී. මෙම පින්තූරය භාවිත කිරීමට සුරකින්න ඔබන්න.',
  'reference.picture.notAnImage': 'මෙම ගොනුව පින්තූරයක් ලෙස කියවිය නොහැක',
  'reference.picture.alt': '{name} ගේ පැතිකඩ පින්තූරය',
  'reference.picture.altNoName': 'පැතිකඩ පින්තූරය',
  'reference.picture.none': 'පැතිකඩ පින්තූරයක් නැත',
};
