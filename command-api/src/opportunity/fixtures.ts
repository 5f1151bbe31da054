import { colomboDate, lkAdmin, weekdayOf } from '@nvp/events';

/** Valid opportunity bodies for tests and demo data (no test framework here: demo data imports it at run time). */

/** A real district / DS / GN from the reference data (never typed by hand). */
export const realLocation = () => {
  const district = lkAdmin.districts()[0];
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  const gn = lkAdmin.gnDivisions(ds.name, district.name)[0];
  return { district: district.name, divisionalSecretariat: ds.name, gnDivision: gn.name };
};

/**
 * The first day of an opportunity's period on one of its weekdays: a day one may apply for, whatever weekday the
 * test runs on (the period starts a week from today, so its first day has today's weekday).
 */
export const firstApplicableDay = (o: { startDate: string; days: string[] }) => {
  let day = o.startDate;
  for (let i = 0; i < 7 && !o.days.includes(weekdayOf(day)); i++) day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return day;
};

/** YYYY-MM-DD `days` after today (Colombo). */
export const dayFromToday = (days: number) => colomboDate(new Date(Date.now() + days * 86_400_000));

const long = (text: string) => `${text} `.repeat(Math.ceil(360 / (text.length + 1))).trim();

/** A complete, valid formal opportunity body, as the console sends it. */
export const validOpportunity = (overrides: Record<string, unknown> = {}) => ({
  title: 'Beach clean-up at Mount Lavinia',
  category: 2,
  type: 'REGULAR',
  noOfVolunteers: 3,
  designation: 'Clean-up volunteer',
  coreFunctions: [13, 18],
  supervisorName: 'Anoma Perera',
  supervisorTitle: 'Coordinator',
  supervisorLandline: '0112345678',
  supervisorMobile: '0771234567',
  supervisorFax: '',
  supervisorEmail: 'anoma@example.lk',
  sdgNumbers: [14, 13],
  descriptionEnglish: long('Help us clean the beach and sort what we collect for recycling.'),
  descriptionSinhala: long('වෙරළ පිරිසිදු කිරීමට සහ එකතු කළ දේ ප්‍රතිචක්‍රීකරණය සඳහා වර්ග කිරීමට අපට උදව් කරන්න.'),
  descriptionTamil: long('கடற்கரையைச் சுத்தம் செய்யவும் சேகரித்தவற்றை மறுசுழற்சிக்காக வகைப்படுத்தவும் உதவுங்கள்.'),
  descriptionSMSEnglish: 'Beach clean-up on Saturdays',
  descriptionSMSSinhala: '',
  descriptionSMSTamil: '',
  requiredSkills: [9],
  degreeLevelRequired: 7,
  subjectAreaRequired: [11],
  language: 'English',
  ...realLocation(),
  location: 'Mount Lavinia beach',
  isFullTime: 'false',
  workingHourCount: 4,
  startDate: dayFromToday(7),
  endDate: dayFromToday(60),
  days: ['Saturday', 'Sunday'],
  time: ['Morning'],
  isTrainingProvided: 'true',
  trainingDetails: 'A short safety briefing',
  isExpenseCovered: 'false',
  coveredExpenseDetails: '',
  specialRequirnments: '',
  ...overrides,
});

/** A complete, valid non-formal opportunity body (work already done). */
export const validNonFormal = (overrides: Record<string, unknown> = {}) => {
  const { type: _t, days: _d, descriptionEnglish, descriptionSinhala: _s, descriptionTamil: _ta, descriptionSMSEnglish: _a, descriptionSMSSinhala: _b, descriptionSMSTamil: _c, ...rest } =
    validOpportunity();
  return { ...rest, title: 'Tree planting at the school', description: descriptionEnglish, startDate: dayFromToday(-20), endDate: dayFromToday(-19), averageVolunteerHours: 5, ...overrides };
};

