/**
 * The formal-opportunity form's reference lists (spec §3, §7 GET /api/formData/createVO): the 17 sustainable
 * development goals (number, official colour, short name in three languages, so the console draws the tiles
 * itself), the 11 categories, the 18 core functions, degree levels and subject areas. Fixed numeric ids (events
 * and read models store the ids). Browser-safe (no Node built-ins).
 */
import { expertiseAreas, profileSkills, volunteeringAreas, type AreaItem, type SkillItem, type Trilingual } from './form-data';

export interface SdgGoal extends Trilingual {
  /** 1-17; also the `id`. */
  sdg_number: number;
  /** The goal's official colour (UN SDG communication guidelines). */
  colour: string;
  name: string;
}

export const sdgGoals: readonly SdgGoal[] = [
  { id: 1, sdg_number: 1, colour: '#E5243B', name: 'No Poverty', sinhala_name: 'දරිද්‍රතාවය තුරන් කිරීම', tamil_name: 'வறுமை இன்மை' },
  { id: 2, sdg_number: 2, colour: '#DDA63A', name: 'Zero Hunger', sinhala_name: 'කුසගින්න තුරන් කිරීම', tamil_name: 'பசியின்மை' },
  { id: 3, sdg_number: 3, colour: '#4C9F38', name: 'Good Health and Well-being', sinhala_name: 'යහපත් සෞඛ්‍යය හා යහපැවැත්ම', tamil_name: 'நல்ல சுகாதாரமும் நல்வாழ்வும்' },
  { id: 4, sdg_number: 4, colour: '#C5192D', name: 'Quality Education', sinhala_name: 'ගුණාත්මක අධ්‍යාපනය', tamil_name: 'தரமான கல்வி' },
  { id: 5, sdg_number: 5, colour: '#FF3A21', name: 'Gender Equality', sinhala_name: 'ස්ත්‍රී පුරුෂ සමානාත්මතාවය', tamil_name: 'பாலின சமத்துவம்' },
  { id: 6, sdg_number: 6, colour: '#26BDE2', name: 'Clean Water and Sanitation', sinhala_name: 'පිරිසිදු ජලය හා සනීපාරක්ෂාව', tamil_name: 'சுத்தமான நீரும் துப்புரவும்' },
  { id: 7, sdg_number: 7, colour: '#FCC30B', name: 'Affordable and Clean Energy', sinhala_name: 'දැරිය හැකි පිරිසිදු බලශක්තිය', tamil_name: 'மலிவான தூய எரிசக்தி' },
  { id: 8, sdg_number: 8, colour: '#A21942', name: 'Decent Work and Economic Growth', sinhala_name: 'යහපත් රැකියා හා ආර්ථික වර්ධනය', tamil_name: 'கண்ணியமான வேலையும் பொருளாதார வளர்ச்சியும்' },
  { id: 9, sdg_number: 9, colour: '#FD6925', name: 'Industry, Innovation and Infrastructure', sinhala_name: 'කර්මාන්ත, නවෝත්පාදන හා යටිතල පහසුකම්', tamil_name: 'தொழில், புத்தாக்கம், உட்கட்டமைப்பு' },
  { id: 10, sdg_number: 10, colour: '#DD1367', name: 'Reduced Inequalities', sinhala_name: 'අසමානතා අඩු කිරීම', tamil_name: 'சமத்துவமின்மையைக் குறைத்தல்' },
  { id: 11, sdg_number: 11, colour: '#FD9D24', name: 'Sustainable Cities and Communities', sinhala_name: 'තිරසාර නගර හා ප්‍රජාවන්', tamil_name: 'நிலைபேறான நகரங்களும் சமூகங்களும்' },
  { id: 12, sdg_number: 12, colour: '#BF8B2E', name: 'Responsible Consumption and Production', sinhala_name: 'වගකීම් සහගත පරිභෝජනය හා නිෂ්පාදනය', tamil_name: 'பொறுப்பான நுகர்வும் உற்பத்தியும்' },
  { id: 13, sdg_number: 13, colour: '#3F7E44', name: 'Climate Action', sinhala_name: 'දේශගුණික ක්‍රියාමාර්ග', tamil_name: 'காலநிலை நடவடிக்கை' },
  { id: 14, sdg_number: 14, colour: '#0A97D9', name: 'Life Below Water', sinhala_name: 'ජලජ ජීවය', tamil_name: 'நீர்வாழ் உயிரினங்கள்' },
  { id: 15, sdg_number: 15, colour: '#56C02B', name: 'Life on Land', sinhala_name: 'ගොඩබිම ජීවය', tamil_name: 'நிலவாழ் உயிரினங்கள்' },
  { id: 16, sdg_number: 16, colour: '#00689D', name: 'Peace, Justice and Strong Institutions', sinhala_name: 'සාමය, යුක්තිය හා ශක්තිමත් ආයතන', tamil_name: 'அமைதி, நீதி, வலுவான நிறுவனங்கள்' },
  { id: 17, sdg_number: 17, colour: '#19486A', name: 'Partnerships for the Goals', sinhala_name: 'ඉලක්ක සඳහා හවුල්කාරිත්වය', tamil_name: 'இலக்குகளுக்கான கூட்டாண்மை' },
];

/** categories_VO: the spec's 11 categories (`opport` is the spelling of the original payload; `name` the same text). */
export type CategoryItem = Trilingual & { name: string; opport: string };
export const opportunityCategories: readonly CategoryItem[] = volunteeringAreas.map((a) => ({
  id: a.id,
  name: a.area,
  opport: a.area,
  sinhala_name: a.sinhala_name,
  tamil_name: a.tamil_name,
}));

/** The 18 core functions (same ids and names as the profile's skills list). */
export type CoreFunctionItem = Trilingual & { name: string };
export const coreFunctions: readonly CoreFunctionItem[] = profileSkills.map((s) => ({ id: s.id, name: s.skill, sinhala_name: s.sinhala_name, tamil_name: s.tamil_name }));

/** degreeLevelRequired: an id of this list (the bio's education levels, same order). */
export type DegreeItem = Trilingual & { degree: string; code: string };
export const degreeLevelsRequired: readonly DegreeItem[] = [
  { id: 1, code: 'PHD', degree: 'PhD', sinhala_name: 'ආචාර්ය උපාධිය', tamil_name: 'முனைவர் பட்டம்' },
  { id: 2, code: 'MSC', degree: 'Master\'s degree', sinhala_name: 'පශ්චාත් උපාධිය', tamil_name: 'முதுமாணிப் பட்டம்' },
  { id: 3, code: 'DEGREE', degree: 'Degree', sinhala_name: 'උපාධිය', tamil_name: 'பட்டம்' },
  { id: 4, code: 'DIPLOMA', degree: 'Diploma', sinhala_name: 'ඩිප්ලෝමාව', tamil_name: 'டிப்ளோமா' },
  { id: 5, code: 'GCE_AL', degree: 'G.C.E. Advanced Level', sinhala_name: 'අ.පො.ස. උසස් පෙළ', tamil_name: 'க.பொ.த. உயர் தரம்' },
  { id: 6, code: 'GCE_OL', degree: 'G.C.E. Ordinary Level', sinhala_name: 'අ.පො.ස. සාමාන්‍ය පෙළ', tamil_name: 'க.பொ.த. சாதாரண தரம்' },
  { id: 7, code: 'NONE', degree: 'None required', sinhala_name: 'අවශ්‍ය නැත', tamil_name: 'தேவையில்லை' },
];

export interface CreateVoFormData {
  sdg_numbers: SdgGoal[];
  categories_VO: CategoryItem[];
  /** Areas of volunteering (the profile's list). */
  areas_VO: AreaItem[];
  /** requiredSkills ids. */
  required_skills: SkillItem[];
  /** degreeLevelRequired ids. */
  degrees: DegreeItem[];
  /** subjectAreaRequired ids (areas of expertise). */
  areas: AreaItem[];
  /** coreFunctions ids 1-18. */
  core_functions: CoreFunctionItem[];
}

const ids = (items: readonly Trilingual[]): ReadonlySet<number> => new Set(items.map((i) => i.id));
export const sdgIds = ids(sdgGoals);
export const categoryIds = ids(opportunityCategories);
export const coreFunctionIds = ids(coreFunctions);
export const degreeIds = ids(degreeLevelsRequired);
export const requiredSkillIds = ids(profileSkills);
export const subjectAreaIds = ids(expertiseAreas);

/** GET /api/formData/createVO. Copies, so a caller cannot alter the lists. */
export const createVoFormData = (): CreateVoFormData => ({
  sdg_numbers: sdgGoals.map((i) => ({ ...i })),
  categories_VO: opportunityCategories.map((i) => ({ ...i })),
  areas_VO: volunteeringAreas.map((i) => ({ ...i })),
  required_skills: profileSkills.map((i) => ({ ...i })),
  degrees: degreeLevelsRequired.map((i) => ({ ...i })),
  areas: expertiseAreas.map((i) => ({ ...i })),
  core_functions: coreFunctions.map((i) => ({ ...i })),
});
