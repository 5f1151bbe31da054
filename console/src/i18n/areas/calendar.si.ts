import type { Translation } from './define';
import type { calendarEn } from './calendar';

/** Sinhala of ./calendar.ts: the same keys, checked by the type. */
export const calendarSi: Translation<typeof calendarEn> = {
  'calendar.title': 'මගේ දින දර්ශනය',
  'calendar.intro': 'ඔබගේ අනුමත ස්වේච්ඡා සේවා දින ඔබ දැනටමත් භාවිත කරන දින දර්ශනයේ: මෙම පෞද්ගලික ලිපිනයට දායක වන්න, වෙනස්කම් සහ අවලංගු කිරීම් ඉබේම එහි පෙන්වයි.',
  'calendar.address': 'දින දර්ශන ලිපිනය',
  'calendar.copy': 'පිටපත් කරන්න',
  'calendar.copyLabel': 'දින දර්ශන ලිපිනය පිටපත් කරන්න',
  'calendar.copied': 'දින දර්ශන ලිපිනය පිටපත් කරන ලදී.',
  'calendar.copyFailed': 'පිටපත් කළ නොහැකි විය: ලිපිනය තෝරා ඔබම පිටපත් කරන්න.',
  'calendar.how':
    'Google Calendar හි “Other calendars” → “From URL”, Apple Calendar හි “File” → “New Calendar Subscription”, Outlook හි “Add calendar” → “Subscribe from web” තෝරා, ඉන්පසු ලිපිනය අලවන්න (ඔබේ යෙදුම සිංහලෙන් නම් මේවා සිංහලෙන් පෙන්වයි).',
  'calendar.subscribe': 'මගේ දින දර්ශන යෙදුමෙන් විවෘත කරන්න',
  'calendar.private': 'මෙම ලිපිනය ඇති ඕනෑම අයෙකුට ඔබගේ ස්වේච්ඡා සේවා දින දැකිය හැක: එය ඔබ සතුව පමණක් තබා ගන්න.',
  'calendar.renew': 'නව ලිපිනය',
  'calendar.renewTitle': 'නව දින දර්ශන ලිපිනයක් සාදන්නද?',
  'calendar.renewBody': 'පැරණි ලිපිනය වහාම ක්‍රියා විරහිත වේ: එයට දායක වූ දින දර්ශන තවදුරටත් යාවත්කාලීන නොවේ. නව ලිපිනයෙන් නැවත දායක වන්න.',
  'calendar.renewConfirm': 'නව ලිපිනයක් සාදන්න',
  'calendar.renewCancel': 'මෙම ලිපිනය තබා ගන්න',
  'calendar.loadError': 'දින දර්ශන ලිපිනය පූරණය කළ නොහැකි විය.',
  'calendar.add': 'දින දර්ශනයට එක් කරන්න',
  'calendar.addLabel': '“{title}” මගේ දින දර්ශනයට එක් කරන්න (.ics ගොනුව)',
  'calendar.addFailed': 'දින දර්ශන ගොනුව සෑදිය නොහැකි විය.',
};
