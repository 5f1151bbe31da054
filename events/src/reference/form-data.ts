/**
 * The volunteer profile form's reference lists (spec §3), with fixed numeric ids (events and read models store
 * the ids) and names in English, Sinhala and Tamil. Browser-safe (no Node built-ins).
 */
import { countries, type Country } from './countries';

export interface Trilingual {
  id: number;
  sinhala_name: string;
  tamil_name: string;
}
export type LanguageItem = Trilingual & { language: string };
export type AreaItem = Trilingual & { area: string };
export type SkillItem = Trilingual & { skill: string };

export interface VolunteerProfileFormData {
  country_of_birth: Country[];
  languages: LanguageItem[];
  /** Spelled as the spec's payload spells it. */
  ares_of_expertise: AreaItem[];
  preferred_areas_of_volunteering: AreaItem[];
  skills: SkillItem[];
}

/** Sinhala, Tamil and English first (spec: the platform's languages), then languages common in Sri Lanka's work. */
export const profileLanguages: readonly LanguageItem[] = [
  { id: 1, language: 'Sinhala', sinhala_name: 'සිංහල', tamil_name: 'சிங்களம்' },
  { id: 2, language: 'Tamil', sinhala_name: 'දෙමළ', tamil_name: 'தமிழ்' },
  { id: 3, language: 'English', sinhala_name: 'ඉංග්‍රීසි', tamil_name: 'ஆங்கிலம்' },
  { id: 4, language: 'Hindi', sinhala_name: 'හින්දි', tamil_name: 'இந்தி' },
  { id: 5, language: 'Malayalam', sinhala_name: 'මලයාලම්', tamil_name: 'மலையாளம்' },
  { id: 6, language: 'Urdu', sinhala_name: 'උර්දු', tamil_name: 'உருது' },
  { id: 7, language: 'Arabic', sinhala_name: 'අරාබි', tamil_name: 'அரபு' },
  { id: 8, language: 'Malay', sinhala_name: 'මැලේ', tamil_name: 'மலாய்' },
  { id: 9, language: 'Chinese', sinhala_name: 'චීන', tamil_name: 'சீனம்' },
  { id: 10, language: 'Japanese', sinhala_name: 'ජපන්', tamil_name: 'ஜப்பானியம்' },
  { id: 11, language: 'Korean', sinhala_name: 'කොරියානු', tamil_name: 'கொரியம்' },
  { id: 12, language: 'French', sinhala_name: 'ප්‍රංශ', tamil_name: 'பிரெஞ்சு' },
  { id: 13, language: 'German', sinhala_name: 'ජර්මන්', tamil_name: 'ஜெர்மன்' },
  { id: 14, language: 'Russian', sinhala_name: 'රුසියානු', tamil_name: 'ரஷ்யம்' },
  { id: 15, language: 'Spanish', sinhala_name: 'ස්පාඤ්ඤ', tamil_name: 'ஸ்பானியம்' },
  { id: 16, language: 'Other', sinhala_name: 'වෙනත්', tamil_name: 'ஏனையவை' },
];

/** Fields a volunteer works in (employmentArea). */
export const expertiseAreas: readonly AreaItem[] = [
  { id: 1, area: 'Agriculture', sinhala_name: 'කෘෂිකර්මය', tamil_name: 'விவசாயம்' },
  { id: 2, area: 'Education', sinhala_name: 'අධ්‍යාපනය', tamil_name: 'கல்வி' },
  { id: 3, area: 'Health', sinhala_name: 'සෞඛ්‍යය', tamil_name: 'சுகாதாரம்' },
  { id: 4, area: 'Information Technology', sinhala_name: 'තොරතුරු තාක්ෂණය', tamil_name: 'தகவல் தொழில்நுட்பம்' },
  { id: 5, area: 'Engineering', sinhala_name: 'ඉංජිනේරු විද්‍යාව', tamil_name: 'பொறியியல்' },
  { id: 6, area: 'Law', sinhala_name: 'නීතිය', tamil_name: 'சட்டம்' },
  { id: 7, area: 'Finance and Accounting', sinhala_name: 'මූල්‍ය හා ගිණුම්කරණය', tamil_name: 'நிதி மற்றும் கணக்கியல்' },
  { id: 8, area: 'Arts and Culture', sinhala_name: 'කලාව හා සංස්කෘතිය', tamil_name: 'கலை மற்றும் கலாசாரம்' },
  { id: 9, area: 'Media and Communication', sinhala_name: 'මාධ්‍ය හා සන්නිවේදනය', tamil_name: 'ஊடகம் மற்றும் தொடர்பாடல்' },
  { id: 10, area: 'Social Work', sinhala_name: 'සමාජ සේවය', tamil_name: 'சமூகப் பணி' },
  { id: 11, area: 'Environment', sinhala_name: 'පරිසරය', tamil_name: 'சுற்றுச்சூழல்' },
  { id: 12, area: 'Disaster Management', sinhala_name: 'ආපදා කළමනාකරණය', tamil_name: 'அனர்த்த முகாமைத்துவம்' },
  { id: 13, area: 'Sports', sinhala_name: 'ක්‍රීඩා', tamil_name: 'விளையாட்டு' },
  { id: 14, area: 'Tourism and Hospitality', sinhala_name: 'සංචාරක හා ආගන්තුක සත්කාර', tamil_name: 'சுற்றுலா மற்றும் விருந்தோம்பல்' },
  { id: 15, area: 'Management and Administration', sinhala_name: 'කළමනාකරණය හා පරිපාලනය', tamil_name: 'முகாமைத்துவம் மற்றும் நிர்வாகம்' },
  { id: 16, area: 'Other', sinhala_name: 'වෙනත්', tamil_name: 'ஏனையவை' },
];

/** The spec's opportunity categories 1-11, same ids and English wording (areasOfVolunteering). */
export const volunteeringAreas: readonly AreaItem[] = [
  { id: 1, area: 'Fundraising and Administration', sinhala_name: 'අරමුදල් රැස් කිරීම හා පරිපාලනය', tamil_name: 'நிதி திரட்டல் மற்றும் நிர்வாகம்' },
  { id: 2, area: 'Environmental', sinhala_name: 'පාරිසරික', tamil_name: 'சுற்றுச்சூழல்' },
  { id: 3, area: 'Children and Young People', sinhala_name: 'ළමුන් හා තරුණයින්', tamil_name: 'சிறுவர்கள் மற்றும் இளைஞர்கள்' },
  { id: 4, area: 'Elderly and disabled', sinhala_name: 'වැඩිහිටියන් හා ආබාධිත පුද්ගලයින්', tamil_name: 'முதியோர் மற்றும் மாற்றுத்திறனாளிகள்' },
  { id: 5, area: 'Homeless', sinhala_name: 'නිවාස නොමැති අය', tamil_name: 'வீடற்றோர்' },
  { id: 6, area: 'Trustee', sinhala_name: 'භාරකාරත්වය', tamil_name: 'அறங்காவலர்' },
  { id: 7, area: 'International', sinhala_name: 'ජාත්‍යන්තර', tamil_name: 'சர்வதேசம்' },
  { id: 8, area: 'Research', sinhala_name: 'පර්යේෂණ', tamil_name: 'ஆராய்ச்சி' },
  { id: 9, area: 'Refugees/migrants', sinhala_name: 'සරණාගතයින්/සංක්‍රමණිකයින්', tamil_name: 'அகதிகள்/புலம்பெயர்ந்தோர்' },
  { id: 10, area: 'Human Rights', sinhala_name: 'මානව හිමිකම්', tamil_name: 'மனித உரிமைகள்' },
  { id: 11, area: 'Education', sinhala_name: 'අධ්‍යාපනය', tamil_name: 'கல்வி' },
];

/** The spec's core functions 1-18, same ids; typos of the original display text fixed (15, 18). */
export const profileSkills: readonly SkillItem[] = [
  { id: 1, skill: 'Translation', sinhala_name: 'පරිවර්තනය', tamil_name: 'மொழிபெயர்ப்பு' },
  { id: 2, skill: 'Project Development and management', sinhala_name: 'ව්‍යාපෘති සංවර්ධනය හා කළමනාකරණය', tamil_name: 'திட்ட அபிவிருத்தி மற்றும் முகாமைத்துவம்' },
  { id: 3, skill: 'Writing and Editing', sinhala_name: 'ලේඛනය හා සංස්කරණය', tamil_name: 'எழுதுதல் மற்றும் தொகுத்தல்' },
  { id: 4, skill: 'Art and Design', sinhala_name: 'කලාව හා නිර්මාණකරණය', tamil_name: 'கலை மற்றும் வடிவமைப்பு' },
  { id: 5, skill: 'Research', sinhala_name: 'පර්යේෂණ', tamil_name: 'ஆராய்ச்சி' },
  { id: 6, skill: 'Outreach and advocacy', sinhala_name: 'ප්‍රජා සම්බන්ධතා හා පෙනී සිටීම', tamil_name: 'மக்கள் தொடர்பு மற்றும் பரிந்துரைப்பு' },
  { id: 7, skill: 'Technology development', sinhala_name: 'තාක්ෂණ සංවර්ධනය', tamil_name: 'தொழில்நுட்ப அபிவிருத்தி' },
  { id: 8, skill: 'Teaching and Training', sinhala_name: 'ඉගැන්වීම හා පුහුණු කිරීම', tamil_name: 'கற்பித்தல் மற்றும் பயிற்சி' },
  { id: 9, skill: 'Administration', sinhala_name: 'පරිපාලනය', tamil_name: 'நிர்வாகம்' },
  { id: 10, skill: 'Event Organization', sinhala_name: 'උත්සව සංවිධානය', tamil_name: 'நிகழ்வு ஏற்பாடு' },
  { id: 11, skill: 'Volunteer management', sinhala_name: 'ස්වේච්ඡා සේවක කළමනාකරණය', tamil_name: 'தன்னார்வலர் முகாமைத்துவம்' },
  { id: 12, skill: 'Leadership and strategy', sinhala_name: 'නායකත්වය හා උපාය මාර්ග', tamil_name: 'தலைமைத்துவம் மற்றும் உபாயமுறை' },
  { id: 13, skill: 'Community organizing', sinhala_name: 'ප්‍රජා සංවිධානය', tamil_name: 'சமூக ஒழுங்கமைப்பு' },
  { id: 14, skill: 'Healthcare services', sinhala_name: 'සෞඛ්‍ය සේවා', tamil_name: 'சுகாதார சேவைகள்' },
  { id: 15, skill: 'Video editing, graphic designing', sinhala_name: 'වීඩියෝ සංස්කරණය, ග්‍රැෆික් නිර්මාණකරණය', tamil_name: 'காணொளி தொகுப்பு, வரைகலை வடிவமைப்பு' },
  { id: 16, skill: 'Graphic Designing', sinhala_name: 'ග්‍රැෆික් නිර්මාණකරණය', tamil_name: 'வரைகலை வடிவமைப்பு' },
  { id: 17, skill: 'Compering', sinhala_name: 'නිවේදනය', tamil_name: 'நிகழ்ச்சித் தொகுப்பு' },
  { id: 18, skill: 'Physical Activities', sinhala_name: 'ශාරීරික ක්‍රියාකාරකම්', tamil_name: 'உடல் செயற்பாடுகள்' },
];

const idsOf = (items: readonly Trilingual[]): ReadonlySet<number> => new Set(items.map((i) => i.id));
/** Id sets for validating what a form sends. */
export const languageIds = idsOf(profileLanguages);
export const expertiseAreaIds = idsOf(expertiseAreas);
export const volunteeringAreaIds = idsOf(volunteeringAreas);
export const skillIds = idsOf(profileSkills);

/** GET /api/formData/volunteerProfile. Copies, so a caller cannot alter the lists. */
export const volunteerProfileFormData = (): VolunteerProfileFormData => ({
  country_of_birth: countries(),
  languages: profileLanguages.map((i) => ({ ...i })),
  ares_of_expertise: expertiseAreas.map((i) => ({ ...i })),
  preferred_areas_of_volunteering: volunteeringAreas.map((i) => ({ ...i })),
  skills: profileSkills.map((i) => ({ ...i })),
});
