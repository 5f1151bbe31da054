import type { Translation } from './define';
import type { matchingEn } from './matching';

/** Tamil of ./matching.ts: the same keys, checked by the type. */
export const matchingTa: Translation<typeof matchingEn> = {
  'matching.title': 'உங்களுக்காக',
  'matching.intro': 'நீங்கள் எங்களிடம் கூறியவை மற்றும் நீங்கள் செய்தவற்றின்படி வரிசைப்படுத்தப்பட்ட திறந்த வாய்ப்புகள்.',
  'matching.loading': 'உங்களுக்கான வாய்ப்புகளைத் தேடுகிறது…',
  'matching.score': 'பொருத்தம் {score}',
  'matching.reasons': '{title} ஏன் பொருந்துகிறது',
  'matching.by': '{vio} வழங்குவது',
  'matching.online': 'இணையவழி',
  'matching.view': '{title} ஐப் பார்க்கவும்',
  'matching.more': 'மேலும் பார்க்கவும்',
  'matching.shown': '{total} இல் {shown} காட்டப்படுகின்றன',
  'matching.emptyTitle': 'தற்போது உங்களுக்குத் திறந்த வாய்ப்புகள் இல்லை',
  'matching.empty': 'ஒவ்வொரு வாரமும் புதிய வாய்ப்புகள் வெளியிடப்படுகின்றன. உங்கள் சுயவிவரத்தில் மேலும் தெரிவியுங்கள், நாங்கள் அவற்றை உங்களுக்குப் பொருத்துவோம்.',
  'matching.tellUs': 'நெருக்கமான பொருத்தங்களுக்கு, உங்கள் சுயவிவரத்தில் சேர்க்கவும்: {missing}.',
  'matching.missing.place': 'நீங்கள் பங்களிக்கக்கூடிய இடம்',
  'matching.missing.skills': 'உங்கள் சிறப்புத் திறன்கள்',
  'matching.missing.areas': 'நீங்கள் விரும்பும் தன்னார்வத் துறைகள்',
  'matching.missing.days': 'நீங்கள் நேரம் கொடுக்கக்கூடிய வாரநாட்கள்',
  'matching.editProfile': 'எனது சுயவிவரத்தைப் பூர்த்தி செய்யவும்',
  'matching.error': 'உங்களுக்கான வாய்ப்புகளை ஏற்ற முடியவில்லை.',
  'matching.mail': 'ஒவ்வொரு வாரமும் புதிய பொருத்தங்களை எனக்கு அஞ்சலில் அனுப்பவும்',
  'matching.mailHelp': 'அந்த வாரம் வெளியிடப்பட்ட, உங்களுக்குப் பொருந்தும் வாய்ப்புகளுடன் வாரத்திற்கு ஒரு அஞ்சல். எப்போது வேண்டுமானாலும் நிறுத்தலாம்.',
  'matching.mailError': 'வாராந்திர அஞ்சலை மாற்ற முடியவில்லை.',
};
