import type { Translation } from './define';
import type { findableEn } from './findable';

/** Sinhala of ./findable.ts: the same keys, checked by the type. */
export const findableSi: Translation<typeof findableEn> = {
  'findable.site.description': 'ශ්‍රී ලංකාව පුරා ස්වේච්ඡා අවස්ථා සොයන්න, ස්වේච්ඡා සේවකයෙකු හෝ සංවිධානයක් ලෙස ලියාපදිංචි වන්න, සහ ස්වේච්ඡා සේවකයන් දෙන පැය බලන්න.',
  'findable.landing.description': 'ශ්‍රී ලංකාවේ ජාතික ස්වේච්ඡා වේදිකාව: ඔබට ළඟ ස්වේච්ඡා අවස්ථාවක් සොයන්න, ස්වේච්ඡා සේවකයෙකු හෝ සංවිධානයක් ලෙස ලියාපදිංචි වන්න, සහ ස්වේච්ඡා සේවකයන්ගේ දායකත්වය බලන්න.',
  'findable.opportunities.description': 'ශ්‍රී ලංකාව පුරා විවෘත ස්වේච්ඡා අවස්ථා: මාතෘකාවෙන් සොයන්න, මාර්ගගත හෝ ස්ථානීය වැඩ තෝරන්න, සහ ඔබගේ ස්වේච්ඡා ගිණුමෙන් අයදුම් කරන්න.',
  'findable.newsfeed.description': 'ජාතික ස්වේච්ඡා වේදිකාවෙන් සහ ශ්‍රී ලංකාවේ ස්වේච්ඡා සේවකයන්ගෙන් හා සංවිධානවලින් පුවත්.',
  'findable.aboutus.description': 'ජාතික ස්වේච්ඡා වේදිකාව ගැන: සමාජ සේවය, ජාතික ස්වේච්ඡා ප්‍රතිපත්තිය සහ ශ්‍රී ලංකාවේ ජාතික ස්වේච්ඡා සේවය.',
  'findable.contactus.description': 'ජාතික ස්වේච්ඡා වේදිකාව අමතන්න: අධ්‍යක්ෂ, නියෝජ්‍ය අධ්‍යක්ෂ සහ නිලධාරීන්, අපගේ ලිපිනය, දුරකථන සහ ෆැක්ස්.',
  'findable.engage.description': 'සහභාගී වන ආකාරය: ස්වේච්ඡා සේවකයන් සහ සංවිධාන ලියාපදිංචි වේ, සංවිධාන අවස්ථා පළ කරයි, ස්වේච්ඡා සේවකයන් අයදුම් කර තෝරා ගනු ලැබේ.',
  'findable.login.description': 'ස්වේච්ඡා සේවකයෙකු, සංවිධානයක් හෝ පරිපාලකයෙකු ලෙස ජාතික ස්වේච්ඡා වේදිකාවට පිවිසෙන්න.',
  'findable.register.description': 'ජාතික ස්වේච්ඡා වේදිකාවේ ස්වේච්ඡා සේවකයෙකු ලෙස හෝ ස්වේච්ඡා සේවකයන් සම්බන්ධ කරගන්නා සංවිධානයක් ලෙස ලියාපදිංචි වන්න.',
  'findable.volunteerHome.description': 'ඔබගේ ස්වේච්ඡා සේවය එක බැල්මකින්: ඔබගේ ඊළඟ පියවර, ඔබගේ අවස්ථා සහ නවතම පුවත්.',
  'findable.volunteerProfile.title': 'ස්වේච්ඡා සේවක පැතිකඩ',
  'findable.volunteerProfile.description': '{name}, ජාතික ස්වේච්ඡා වේදිකාවේ ස්වේච්ඡා සේවකයෙකි: සම්පූර්ණ කළ අවස්ථා සහ දුන් පැය.',
  'findable.vioProfile.title': 'සංවිධාන පැතිකඩ',
  'findable.vioProfile.description': 'ජාතික ස්වේච්ඡා වේදිකාවේ {name}: එහි ස්වේච්ඡා සේවකයන්, සම්පූර්ණ කළ අවස්ථා සහ ස්වේච්ඡා සේවා පැය.',
  'findable.opportunity.title': 'ස්වේච්ඡා අවස්ථාව',
  'findable.opportunity.notFoundTitle': 'අවස්ථාව හමු නොවීය',
  'findable.opportunity.notFound': 'මෙම අවස්ථාව හමු නොවීය, නැතහොත් එය තවදුරටත් විවෘත නැත.',
  'findable.opportunity.browse': 'විවෘත අවස්ථා බලන්න',
  'findable.apply.title': 'අයදුම් කිරීමට පිවිසෙන්න',
  'findable.apply.text': 'අයදුම් කිරීමට, ඔබගේ ස්වේච්ඡා ගිණුමෙන් පිවිසෙන්න හෝ ස්වේච්ඡා සේවකයෙකු ලෙස ලියාපදිංචි වන්න. ඉන්පසු ඔබ නැවත මෙම අවස්ථාවට පැමිණේ.',
  'findable.apply.login': 'පිවිසෙන්න',
  'findable.apply.register': 'ස්වේච්ඡා සේවකයෙකු ලෙස ලියාපදිංචි වන්න',
  'findable.apply.notYet': 'ඔබගේ පැතිකඩ සම්පූර්ණ වී, ඔබගේ නිර්දේශකයා පිළිතුරු දී, පරිපාලකයෙකු ඔබගේ ගිණුම අනුමත කළ පසු ඔබට අයදුම් කළ හැකිය.',
  'findable.apply.toHome': 'මගේ මුල් පිටුවට යන්න',
  'findable.login.returning': 'ඔබ පිවිසුණු පසු, ඔබ කියවමින් සිටි පිටුවට නැවත පැමිණේ.',
};
