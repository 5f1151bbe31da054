import type { Translation } from './define';
import type { matchingEn } from './matching';

/** Sinhala of ./matching.ts: the same keys, checked by the type. */
export const matchingSi: Translation<typeof matchingEn> = {
  'matching.title': 'ඔබ සඳහා',
  'matching.intro': 'ඔබ අපට කී දෑ සහ ඔබ කළ දෑ අනුව පෙළගැස්වූ විවෘත ස්වේච්ඡා අවස්ථා.',
  'matching.loading': 'ඔබ සඳහා අවස්ථා සොයමින්…',
  'matching.score': 'ගැළපීම {score}',
  'matching.reasons': '{title} ගැළපෙන්නේ ඇයි',
  'matching.by': '{vio} විසින්',
  'matching.online': 'මාර්ගගත',
  'matching.view': '{title} බලන්න',
  'matching.more': 'තවත් බලන්න',
  'matching.shown': '{total} න් {shown} ක් පෙන්වයි',
  'matching.emptyTitle': 'දැනට ඔබ සඳහා විවෘත අවස්ථා නොමැත',
  'matching.empty': 'සෑම සතියකම නව අවස්ථා පළ කෙරේ. ඔබගේ පැතිකඩෙහි තවත් විස්තර දෙන්න, අපි ඒවා ඔබට ගළපන්නෙමු.',
  'matching.tellUs': 'වඩා ගැළපෙන අවස්ථා සඳහා ඔබගේ පැතිකඩට එක් කරන්න: {missing}.',
  'matching.missing.place': 'ඔබට දායක විය හැකි ස්ථානය',
  'matching.missing.skills': 'ඔබගේ විශේෂ කුසලතා',
  'matching.missing.areas': 'ඔබ කැමති ස්වේච්ඡා සේවා ක්ෂේත්‍ර',
  'matching.missing.days': 'ඔබට කාලය දිය හැකි සතියේ දින',
  'matching.editProfile': 'මගේ පැතිකඩ සම්පූර්ණ කරන්න',
  'matching.error': 'ඔබ සඳහා වූ අවස්ථා පූරණය කළ නොහැකි විය.',
  'matching.mail': 'සෑම සතියකම නව ගැළපීම් මට තැපැල් කරන්න',
  'matching.mailHelp': 'එම සතියේ පළ වූ, ඔබට ගැළපෙන අවස්ථා සමඟ සතියකට එක් තැපෑලක්. ඔබට ඕනෑම වේලාවක එය අක්‍රිය කළ හැක.',
  'matching.mailError': 'සතිපතා තැපෑල වෙනස් කළ නොහැකි විය.',
};
