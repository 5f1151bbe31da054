import type { Translation } from './define';
import type { findableEn } from './findable';

/** Sinhala of ./findable.ts: the same keys, checked by the type. */
export const findableSi: Translation<typeof findableEn> = {
  'findable.volunteerProfile.title': 'ස්වේච්ඡා සේවක පැතිකඩ',
  'findable.vioProfile.title': 'සංවිධාන පැතිකඩ',
  'findable.opportunity.title': 'ස්වේච්ඡා අවස්ථාව',
  'findable.opportunity.notFoundTitle': 'අවස්ථාව හමු නොවීය',
  'findable.opportunity.notFound': 'මෙම අවස්ථාව හමු නොවීය, නැතහොත් එය තවදුරටත් විවෘත නැත.',
  'findable.opportunity.browse': 'විවෘත අවස්ථා බලන්න',
  'findable.apply.title': 'අයදුම් කිරීමට පිවිසෙන්න',
  'findable.apply.text': 'අයදුම් කිරීමට, ඔබගේ ස්වේච්ඡා ගිණුමෙන් පිවිසෙන්න හෝ ස්වේච්ඡා සේවකයෙකු ලෙස ලියාපදිංචි වන්න. ඉන්පසු ඔබ නැවත මෙම අවස්ථාවට පැමිණේ.',
  'findable.apply.login': 'පිවිසෙන්න',
  'findable.apply.register': 'ස්වේච්ඡා සේවකයෙකු ලෙස ලියාපදිංචි වන්න',
  'findable.apply.notYet': 'ඔබගේ පැතිකඩ සම්පූර්ණ වී, ඔබගේ යොමුකරු පිළිතුරු දී, පරිපාලකයෙකු ඔබගේ ගිණුම අනුමත කළ පසු ඔබට අයදුම් කළ හැකිය.',
  'findable.apply.toHome': 'මගේ මුල් පිටුවට යන්න',
  'findable.login.returning': 'ඔබ පිවිසුණු පසු, ඔබ කියවමින් සිටි පිටුවට නැවත පැමිණේ.',
};
