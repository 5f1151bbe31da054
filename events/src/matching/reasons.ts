import { lkAdmin, type Place } from '../reference/lk-admin';
import { profileSkills, volunteeringAreas, type Trilingual } from '../reference/form-data';
import { sdgGoals } from '../reference/opportunity-data';
import type { Weekday } from '../validation/opportunity-terms';
import type { MatchReason, MatchUnknown } from './rank';

export type MatchLanguage = 'en' | 'si' | 'ta';
type Texts = Record<MatchLanguage, string>;

/**
 * The reasons of a match in words (issue 29), written here once for the API (GET /api/opportunity/for-you answers
 * them in the request's language) and the weekly mail (the volunteer's language first). `{name}` parts are filled
 * from the reference data in the same language: places, skills, categories and goals are never typed by hand.
 */
export const matchReasonTexts: Record<MatchReason['code'], Texts> = {
  'same-gn': { en: 'In your Grama Niladhari division, {place}', si: 'ඔබගේ ග්‍රාම නිලධාරී වසම වන {place} තුළ', ta: 'உங்கள் கிராம அலுவலர் பிரிவான {place} இல்' },
  'same-ds': { en: 'In your divisional secretariat, {place}', si: 'ඔබගේ ප්‍රාදේශීය ලේකම් කොට්ඨාසය වන {place} තුළ', ta: 'உங்கள் பிரதேச செயலகப் பிரிவான {place} இல்' },
  near: { en: '{km} km away', si: 'කි.මී. {km}ක් දුරින්', ta: '{km} கி.மீ. தொலைவில்' },
  'same-district': { en: 'In your district, {place}', si: 'ඔබගේ දිස්ත්‍රික්කය වන {place} තුළ', ta: 'உங்கள் மாவட்டமான {place} இல்' },
  online: { en: 'Online: take part from anywhere', si: 'මාර්ගගත: ඕනෑම තැනක සිට සහභාගී විය හැක', ta: 'இணையவழி: எங்கிருந்தும் பங்கேற்கலாம்' },
  skill: { en: 'Needs {skill}, one of your skills', si: 'ඔබගේ කුසලතාවක් වන {skill} අවශ්‍යයි', ta: 'உங்கள் திறன்களில் ஒன்றான {skill} தேவை' },
  'core-function': { en: 'Its work includes {skill}, one of your skills', si: 'එහි කාර්යයන්ට ඔබගේ කුසලතාවක් වන {skill} ඇතුළත් වේ', ta: 'இதன் பணிகளில் உங்கள் திறனான {skill} அடங்கும்' },
  area: { en: '{area}: an area of volunteering you chose', si: '{area}: ඔබ තෝරාගත් ස්වේච්ඡා සේවා ක්ෂේත්‍රයකි', ta: '{area}: நீங்கள் தேர்ந்தெடுத்த தன்னார்வத் துறை' },
  sdg: { en: 'Goal {number}, {goal}: your past hours went to it too', si: 'ඉලක්කය {number}, {goal}: ඔබගේ පෙර පැයද එයට දායක විය', ta: 'இலக்கு {number}, {goal}: உங்கள் முந்தைய மணிநேரங்களும் இதற்கே பங்களித்தன' },
  days: { en: 'On {days}, when you have given time before', si: 'ඔබ මීට පෙර කාලය දුන් දින: {days}', ta: 'நீங்கள் முன்பு நேரம் கொடுத்த நாட்கள்: {days}' },
  'available-days': { en: 'On {days}, when you said you can give time', si: 'ඔබට කාලය දිය හැකි බව ඔබ පැවසූ දින: {days}', ta: 'நீங்கள் நேரம் கொடுக்க முடியும் என்று சொன்ன நாட்கள்: {days}' },
  newest: { en: 'Newest first: tell us more in your profile for closer matches', si: 'නවතම ඒවා මුලින්: වඩා ගැළපෙන අවස්ථා සඳහා ඔබගේ පැතිකඩෙහි තවත් විස්තර දෙන්න', ta: 'புதியவை முதலில்: நெருக்கமான பொருத்தங்களுக்கு உங்கள் சுயவிவரத்தில் மேலும் தெரிவிக்கவும்' },
};

/** What to fill in the profile (or do) for closer matches, one line per unknown signal. */
export const matchUnknownTexts: Record<MatchUnknown, Texts> = {
  place: { en: 'where you can contribute (district, divisional secretariat, GN division)', si: 'ඔබට දායක විය හැකි ස්ථානය (දිස්ත්‍රික්කය, ප්‍රාදේශීය ලේකම් කොට්ඨාසය, ග්‍රාම නිලධාරී වසම)', ta: 'நீங்கள் பங்களிக்கக்கூடிய இடம் (மாவட்டம், பிரதேச செயலகப் பிரிவு, கிராம அலுவலர் பிரிவு)' },
  skills: { en: 'your special skills', si: 'ඔබගේ විශේෂ කුසලතා', ta: 'உங்கள் சிறப்புத் திறன்கள்' },
  areas: { en: 'the areas of volunteering you prefer', si: 'ඔබ කැමති ස්වේච්ඡා සේවා ක්ෂේත්‍ර', ta: 'நீங்கள் விரும்பும் தன்னார்வத் துறைகள்' },
  history: { en: 'hours confirmed by an organisation', si: 'සංවිධානයක් විසින් තහවුරු කළ පැය', ta: 'ஒரு நிறுவனம் உறுதிப்படுத்திய மணிநேரங்கள்' },
  days: { en: 'the weekdays you can give time', si: 'ඔබට කාලය දිය හැකි සතියේ දින', ta: 'நீங்கள் நேரம் கொடுக்கக்கூடிய வாரநாட்கள்' },
};

const weekdayNames: Record<Weekday, Texts> = {
  Sunday: { en: 'Sundays', si: 'ඉරිදා', ta: 'ஞாயிற்றுக்கிழமை' },
  Monday: { en: 'Mondays', si: 'සඳුදා', ta: 'திங்கட்கிழமை' },
  Tuesday: { en: 'Tuesdays', si: 'අඟහරුවාදා', ta: 'செவ்வாய்க்கிழமை' },
  Wednesday: { en: 'Wednesdays', si: 'බදාදා', ta: 'புதன்கிழமை' },
  Thursday: { en: 'Thursdays', si: 'බ්‍රහස්පතින්දා', ta: 'வியாழக்கிழமை' },
  Friday: { en: 'Fridays', si: 'සිකුරාදා', ta: 'வெள்ளிக்கிழமை' },
  Saturday: { en: 'Saturdays', si: 'සෙනසුරාදා', ta: 'சனிக்கிழமை' },
};

const nameIn = (item: (Trilingual & { name?: string; area?: string; skill?: string }) | Place | undefined, language: MatchLanguage, fallback: string) =>
  !item ? fallback : language === 'si' ? item.sinhala_name : language === 'ta' ? item.tamil_name : ((item as { name?: string; area?: string; skill?: string }).name ?? (item as { area?: string }).area ?? (item as { skill?: string }).skill ?? fallback);

const placeName = (r: Extract<MatchReason, { district: string }>, language: MatchLanguage) => {
  if (r.code === 'same-district') return nameIn(lkAdmin.district(r.district), language, r.district);
  const ds = lkAdmin.findDivisionalSecretariats(r.divisionalSecretariat, r.district)[0];
  if (r.code === 'same-ds') return nameIn(ds, language, r.divisionalSecretariat);
  const gn = lkAdmin.gnDivisions(r.divisionalSecretariat, r.district).find((g) => g.name === r.gnDivision);
  return nameIn(gn, language, r.gnDivision);
};

const fill = (text: string, parts: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(parts[name] ?? whole));

/** One reason in words, in `language`. */
export const matchReasonText = (reason: MatchReason, language: MatchLanguage): string => {
  const text = matchReasonTexts[reason.code][language];
  switch (reason.code) {
    case 'same-gn':
    case 'same-ds':
    case 'same-district':
      return fill(text, { place: placeName(reason, language) });
    case 'near':
      return fill(text, { km: reason.km });
    case 'skill':
    case 'core-function':
      return fill(text, { skill: nameIn(profileSkills.find((s) => s.id === reason.skill), language, String(reason.skill)) });
    case 'area':
      return fill(text, { area: nameIn(volunteeringAreas.find((a) => a.id === reason.category), language, String(reason.category)) });
    case 'sdg':
      return fill(text, { number: reason.sdg, goal: nameIn(sdgGoals.find((g) => g.id === reason.sdg), language, String(reason.sdg)) });
    case 'days':
    case 'available-days': {
      const names = reason.days.map((d) => weekdayNames[d][language]);
      const and = { en: ' and ', si: ' සහ ', ta: ' மற்றும் ' }[language];
      return fill(text, { days: names.length > 1 ? `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}` : names[0] });
    }
    default:
      return text;
  }
};

/** A reason as the API answers it: its code and parameters, and its sentence in the request's language. */
export const renderMatchReason = (reason: MatchReason, language: MatchLanguage) => ({ ...reason, text: matchReasonText(reason, language) });
