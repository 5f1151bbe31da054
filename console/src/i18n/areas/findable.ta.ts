import type { Translation } from './define';
import type { findableEn } from './findable';

/** Tamil of ./findable.ts: the same keys, checked by the type. */
export const findableTa: Translation<typeof findableEn> = {
  'findable.volunteerProfile.title': 'தன்னார்வலர் சுயவிவரம்',
  'findable.vioProfile.title': 'நிறுவனச் சுயவிவரம்',
  'findable.opportunity.title': 'தன்னார்வ வாய்ப்பு',
  'findable.opportunity.notFoundTitle': 'வாய்ப்பு கிடைக்கவில்லை',
  'findable.opportunity.notFound': 'இந்த வாய்ப்பு கிடைக்கவில்லை அல்லது இனி திறந்திருக்கவில்லை.',
  'findable.opportunity.browse': 'திறந்த வாய்ப்புகளைப் பாருங்கள்',
  'findable.apply.title': 'விண்ணப்பிக்க உள்நுழையுங்கள்',
  'findable.apply.text': 'விண்ணப்பிக்க, உங்கள் தன்னார்வக் கணக்கில் உள்நுழையுங்கள் அல்லது தன்னார்வலராகப் பதிவு செய்யுங்கள். அதன் பின் இந்த வாய்ப்புக்குத் திரும்பி வருவீர்கள்.',
  'findable.apply.login': 'உள்நுழைக',
  'findable.apply.register': 'தன்னார்வலராகப் பதிவு செய்யுங்கள்',
  'findable.apply.notYet': 'உங்கள் சுயவிவரம் நிறைவடைந்து, உங்கள் பரிந்துரையாளர் பதிலளித்து, நிர்வாகி உங்கள் கணக்கை அங்கீகரித்த பின் நீங்கள் விண்ணப்பிக்கலாம்.',
  'findable.apply.toHome': 'எனது முகப்புக்குச் செல்லுங்கள்',
  'findable.login.returning': 'நீங்கள் உள்நுழைந்த பின், நீங்கள் வாசித்துக்கொண்டிருந்த பக்கத்துக்குத் திரும்பி வருவீர்கள்.',
};
