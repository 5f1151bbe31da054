import type { Translation } from './define';
import type { referenceEn } from './reference';

/** Tamil of ./reference.ts: the same keys, checked by the type. */
export const referenceTa: Translation<typeof referenceEn> = {
  'reference.district': 'மாவட்டம்',
  'reference.divisionalSecretariat': 'பிரதேச செயலகப் பிரிவு',
  'reference.gnDivision': 'கிராம அலுவலர் பிரிவு',
  'reference.chooseDistrict': 'மாவட்டத்தைத் தேர்ந்தெடுக்கவும்',
  'reference.chooseDivisionalSecretariat': 'பிரதேச செயலகப் பிரிவைத் தேர்ந்தெடுக்கவும்',
  'reference.chooseGnDivision': 'கிராம அலுவலர் பிரிவைத் தேர்ந்தெடுக்கவும்',
  'reference.loadFailed': 'இந்தப் பட்டியலை ஏற்ற முடியவில்லை. பின்னர் மீண்டும் முயற்சிக்கவும்.',
  'reference.country': 'நாடு',
  'reference.countries': 'நாடுகள்',
  'reference.chooseCountry': 'நாட்டைத் தேர்ந்தெடுக்கவும்',
  'reference.addCountry': 'நாட்டைச் சேர்க்கவும்',
  'reference.removeCountry': '{country} ஐ நீக்கவும்',
  'reference.countriesMax': 'அதிகபட்சம் {max, plural, one {# நாட்டை} other {# நாடுகளை}} மட்டுமே தேர்ந்தெடுக்கலாம்',
  'reference.picture.title': 'சுயவிவரப் படத்தைப் புதுப்பிக்கவும்',
  'reference.picture.choose': 'படத்தைத் தேர்ந்தெடுக்கவும்',
  'reference.picture.hint': 'ஒரு படத்தைத் தேர்ந்தெடுத்து, சதுரத்திற்குள் பொருந்துமாறு இழுத்துப் பெரிதாக்கி, பின்னர் பதிவேற்றிச் சேமிக்கவும்.',
  'reference.picture.zoom': 'பெரிதாக்கல்',
  'reference.picture.upload': 'பதிவேற்று',
  'reference.picture.cancel': 'ரத்துசெய்',
  'reference.picture.save': 'சேமி',
  'reference.picture.uploaded': 'பதிவேற்றப்பட்டது. இந்தப் படத்தைப் பயன்படுத்த சேமி என்பதை அழுத்தவும்.',
  'reference.picture.notAnImage': 'இந்தக் கோப்பை ஒரு படமாக வாசிக்க முடியவில்லை',
  'reference.picture.alt': '{name} இன் சுயவிவரப் படம்',
  'reference.picture.altNoName': 'சுயவிவரப் படம்',
  'reference.picture.none': 'சுயவிவரப் படம் இல்லை',
};
