import { z } from 'zod';
import { isValidNic } from './nic';
import { text } from './text';
import { weekdays } from './opportunity-terms';
import { volunteeringModes, volunteerTitles, nationalities, genders, civilStatuses, performanceLevels, educationLevels, degreeLevels, employmentStatuses, employmentSectors, skillLevels, yesNo, detailOf, bioListFields, bioScalarFields, bioSectionIds, bioSections, VolunteerBioFormValues, type BioSectionField, type BioSectionId } from './volunteer-bio-terms';
export * from './volunteer-bio-terms';

/**
 * The volunteer bio (spec §3 "Volunteer bio", rules of §5). One definition of the rules serves both the
 * console form (every value a string, lists of string ids) and the API (numbers for ids and familyCount);
 * both parse to the same request shape, which is also what GET /api/volunteer/bio/get returns as `bio`.
 * Browser-safe: no Node imports. Place names (district, DS, GN) are English names, checked on the server
 * against the reference data.
 */

type Mode = 'form' | 'request';

/** null/undefined count as empty, so the API may omit optional fields. */
const blankable = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v == null ? '' : v), schema);

const requiredText = (max = 255, maxKey = 'v.volunteer.max255') =>
  text({ error: 'v.required' }).trim().min(1, { message: 'v.required', abort: true }).max(max, maxKey);
/** Conditionally required texts: the condition is checked on the whole bio below. */
const optionalText = (max = 255, maxKey = 'v.volunteer.max255', multiline = false) => blankable(text({ error: 'v.required', multiline }).trim().max(max, maxKey));
const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'v.required' });
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  blankable(z.union([z.literal(''), z.enum(values)], { error: 'v.required' }));

/** Spec §5: phones are empty or exactly 10 digits. */
export const TEN_DIGITS = /^\d{10}$/;
const requiredPhone = () => requiredText().regex(TEN_DIGITS, 'v.volunteer.phone');
const optionalPhone = () => blankable(text().trim().regex(/^(\d{10})?$/, 'v.volunteer.phone'));

const isRealDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
const optionalDate = () => blankable(text().trim().refine((v) => v === '' || isRealDate(v), 'v.volunteer.date'));

/** A numeric id: a number from the API, a digit string from the form. */
const id = (mode: Mode) =>
  mode === 'form'
    ? text({ error: 'v.required' })
        .trim()
        .min(1, { message: 'v.required', abort: true })
        .regex(/^\d+$/, 'v.volunteer.unknownChoice')
        .transform(Number)
        .pipe(z.number().int().positive('v.volunteer.unknownChoice'))
    : z.number({ error: 'v.required' }).int('v.volunteer.unknownChoice').positive('v.volunteer.unknownChoice');

/** null/undefined lists count as empty. */
const list = <S extends z.ZodType>(item: S) => z.preprocess((v) => (v == null ? [] : v), z.array(item, { error: 'v.required' }));
const idList = (mode: Mode) =>
  list(id(mode))
    .transform((ids) => [...new Set(ids)]);

const countryCode = text()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'v.volunteer.unknownChoice');

/** Spec §5: familyCount numeric ('Should be a number') and at least 1 ('Should be greater than 0'). */
const familyCount = (mode: Mode) =>
  (mode === 'form'
    ? text({ error: 'v.required' })
    : // The spec's default is 1: an API caller may leave it out.
      z.preprocess((v) => v ?? 1, z.union([z.number(), text()], { error: 'v.volunteer.number' }))
  ).transform((value, ctx) => {
    const text = String(value).trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: 'v.required' });
      return z.NEVER;
    }
    if (!/^-?\d+$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'v.volunteer.number' });
      return z.NEVER;
    }
    const n = Number(text);
    if (n < 1) {
      ctx.addIssue({ code: 'custom', message: 'v.volunteer.positive' });
      return z.NEVER;
    }
    return n;
  });

/** Every field of the bio and its own rule; the rules between fields are `crossFieldRules` below. */
const bioShape = (mode: Mode) => ({
  title: choice(volunteerTitles),
  nameInNic: requiredText(),
  nic: requiredText(12, 'v.volunteer.nic')
    .refine(isValidNic, 'v.volunteer.nic')
    .transform((nic) => nic.toUpperCase()),
  visaIssuedDate: optionalDate(),
  visaExpiryDate: optionalDate(),
  dateOfBirth: optionalDate(),
  countryOfBirth: requiredText(2, 'v.volunteer.unknownChoice').pipe(countryCode),
  currentNationality: choice(nationalities),
  countries: list(countryCode).transform((codes) => [...new Set(codes)]),
  gender: choice(genders),
  civilStatus: choice(civilStatuses),
  familyCount: familyCount(mode),
  permanentDoorNo: requiredText(),
  permanentStreet: requiredText(),
  permanentArea: requiredText(),
  residentialDoorNo: requiredText(),
  residentialStreet: requiredText(),
  residentialArea: requiredText(),
  contributeDistrict: requiredText(),
  contributeDivisionalSecretariat: requiredText(),
  contributegnDivision: requiredText(),
  contactResidence: requiredPhone(),
  contactAlternate: optionalPhone(),
  contactOffice: requiredPhone(),
  contactFax: optionalPhone(),
  firstLanguage: id(mode),
  otherLanguages: idList(mode).refine((ids) => ids.length >= 1, 'v.required'),
  preferredLanguage: id(mode),
  writingPerformance: choice(performanceLevels),
  readingPerformance: choice(performanceLevels),
  speakingPerformance: choice(performanceLevels),
  highestEducation: choice(educationLevels),
  degreeTitle: optionalText(),
  degreeInstitute: optionalText(),
  employmentStatus: choice(employmentStatuses),
  employmentSector: optionalChoice(employmentSectors),
  employmentTitle: optionalText(),
  employmentArea: idList(mode).refine((ids) => ids.length >= 1, 'v.required'),
  communicationSkill: choice(skillLevels),
  computerLiteracySkill: choice(skillLevels),
  socialMediaInteractionSkill: choice(skillLevels),
  otherSkills: optionalText(65536, 'v.volunteer.max65536', true),
  areasOfVolunteering: idList(mode).refine((ids) => ids.length >= 1, 'v.required'),
  // Issue 29, both optional (matching): the weekdays they can give time, in the week's order, and in person, online or
  // either. Untold, they are left out (undefined), so a bio saved without them reads back as it was sent.
  // Checked whole (the field is the list, not one of its items: `availableDays`, never `availableDays.0`).
  availableDays: list(z.string({ error: 'v.volunteer.unknownChoice' }))
    .refine((days) => days.every((d) => (weekdays as readonly string[]).includes(d)), 'v.volunteer.unknownChoice')
    .transform((days) => {
      const told = weekdays.filter((d) => days.includes(d));
      return told.length ? told : undefined;
    }),
  volunteeringMode: blankable(z.union([z.literal(''), z.enum(volunteeringModes)], { error: 'v.volunteer.unknownChoice' })).transform((mode) => mode || undefined),
  specialSkills: idList(mode).refine((ids) => ids.length >= 1, 'v.required'),
  // Spec §5: the message says 3, the check passes with 2 or more.
  skillsToObtain: idList(mode).refine((ids) => ids.length >= 2, 'v.volunteer.skillsToObtain'),
  specialCondition: choice(yesNo),
  disabled: choice(yesNo),
  convicted: choice(yesNo),
  abuse: choice(yesNo),
  drivingLiscence: choice(yesNo),
  emergencyWill: choice(yesNo),
  emergencyPast: choice(yesNo),
  specialConditionDetails: optionalText(65536, 'v.volunteer.max65536', true),
  convictionDetails: optionalText(65536, 'v.volunteer.max65536', true),
  emergencyPastDescription: optionalText(65536, 'v.volunteer.max65536', true),
});

/**
 * Conditional rules, on the whole bio or on one section of it (bioSections: each rule's fields are in one section, and
 * a rule whose deciding field is absent does not apply). Values may be partly invalid here (other issues are reported too).
 */
const crossFieldRules = (bio: Record<string, any>, ctx: z.RefinementCtx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const countries = Array.isArray(bio.countries) ? bio.countries : [];
  if (bio.currentNationality === 'Dual') {
    if (countries.length < 2) issue('countries', 'v.volunteer.countriesTwo');
    if (countries.length > 2) issue('countries', 'v.volunteer.countriesOnlyTwo');
  }
  if (bio.currentNationality === 'Foreign') {
    if (countries.length === 0) issue('countries', 'v.required');
    if (countries.length > 1) issue('countries', 'v.volunteer.countriesOnlyOne');
  }
  if (bio.currentNationality !== 'Sri Lankan' && bio.visaIssuedDate && bio.visaExpiryDate && bio.visaExpiryDate < bio.visaIssuedDate) {
    issue('visaExpiryDate', 'v.volunteer.visaExpiry');
  }
  if ((degreeLevels as readonly string[]).includes(bio.highestEducation)) {
    if (!bio.degreeTitle) issue('degreeTitle', 'v.required');
    if (!bio.degreeInstitute) issue('degreeInstitute', 'v.required');
  }
  if (bio.employmentStatus === 'EMPLOYED') {
    if (!bio.employmentSector) issue('employmentSector', 'v.required');
    if (!bio.employmentTitle) issue('employmentTitle', 'v.required');
  }
  for (const [question, detail] of Object.entries(detailOf) as [keyof typeof detailOf, (typeof detailOf)[keyof typeof detailOf]][]) {
    if (bio[question] === 'yes' && !bio[detail]) issue(detail, 'v.required');
  }
};

/**
 * Answers that no longer apply (e.g. degree fields after choosing GCE_AL) are dropped, so the stored bio never carries
 * hidden, stale personal data. On a section only its own fields are touched (each answer's deciding field is in it).
 */
const withoutStaleAnswers = <T extends Record<string, any>>(bio: T): T => {
  const hasDegree = (degreeLevels as readonly string[]).includes(bio.highestEducation);
  const employed = bio.employmentStatus === 'EMPLOYED';
  const sriLankan = bio.currentNationality === 'Sri Lankan';
  const cleared: Record<string, unknown> = {
    countries: sriLankan ? [] : bio.countries,
    visaIssuedDate: sriLankan ? '' : bio.visaIssuedDate,
    visaExpiryDate: sriLankan ? '' : bio.visaExpiryDate,
    degreeTitle: hasDegree ? bio.degreeTitle : '',
    degreeInstitute: hasDegree ? bio.degreeInstitute : '',
    employmentSector: employed ? bio.employmentSector : '',
    employmentTitle: employed ? bio.employmentTitle : '',
    specialConditionDetails: bio.specialCondition === 'yes' ? bio.specialConditionDetails : '',
    convictionDetails: bio.convicted === 'yes' ? bio.convictionDetails : '',
    emergencyPastDescription: bio.emergencyPast === 'yes' ? bio.emergencyPastDescription : '',
  };
  const kept: Record<string, unknown> = { ...bio };
  for (const field of Object.keys(cleared)) if (field in bio) kept[field] = cleared[field];
  return kept as T;
};

const checked = <S extends z.ZodObject>(object: S) =>
  // Cross-field rules run even when single fields failed, so the form shows every problem at once.
  object.superRefine(crossFieldRules, { when: () => true }).transform(withoutStaleAnswers);

const bioSchema = (mode: Mode) => checked(z.object(bioShape(mode)));

/** One section of the bio (bioSections) with the bio's own rules for its fields. */
const sectionSchema = <S extends BioSectionId>(mode: Mode, section: S) => {
  const shape = bioShape(mode);
  const picked = Object.fromEntries(bioSections[section].map((field) => [field, shape[field]])) as Pick<ReturnType<typeof bioShape>, BioSectionField<S>>;
  return checked(z.object(picked));
};
const sectionSchemas = <M extends Mode>(mode: M) => ({
  general: sectionSchema(mode, 'general'),
  contact: sectionSchema(mode, 'contact'),
  languages: sectionSchema(mode, 'languages'),
  education: sectionSchema(mode, 'education'),
  employment: sectionSchema(mode, 'employment'),
  skills: sectionSchema(mode, 'skills'),
  volunteering: sectionSchema(mode, 'volunteering'),
});

/** The console's bio form: string values in, the request shape out (post the parsed data). */
export const volunteerBioForm = bioSchema('form');
/** One section of the console's bio form (a step on a phone): its values as strings in, the request shape out. */
export const volunteerBioSectionForms = sectionSchemas('form');
/** The body of POST /api/volunteer/bio/submit. */
export const volunteerBioRequest = bioSchema('request');

export type VolunteerBioRequest = z.output<typeof volunteerBioRequest>;
/** What the API accepts (optional texts may be omitted or null). */
export type VolunteerBioRequestInput = z.input<typeof volunteerBioRequest>;

const requestSections = sectionSchemas('request');
/**
 * The body of POST /api/volunteer/bio/draft: some sections of the bio, each under its id (`{ contact: {…} }`), each
 * checked whole by the bio's own rules for its fields. The draft holds what is finished; the full save
 * (bio/submit) checks the whole bio again.
 */
export const volunteerBioDraftRequest = z
  .object(Object.fromEntries(bioSectionIds.map((id) => [id, requestSections[id].optional()])) as { [S in BioSectionId]: z.ZodOptional<(typeof requestSections)[S]> })
  .refine((draft) => bioSectionIds.some((id) => draft[id] !== undefined), 'v.volunteer.draftEmpty');
export type VolunteerBioDraftRequest = z.output<typeof volunteerBioDraftRequest>;

export const emptyVolunteerBioForm = (): VolunteerBioFormValues => {
  const values = Object.fromEntries([...bioScalarFields.map((f) => [f, '']), ...bioListFields.map((f) => [f, [] as string[]])]) as VolunteerBioFormValues;
  return { ...values, familyCount: '1' };
};

/** A stored bio (GET /api/volunteer/bio/get) as form values; an empty form for none. */
export const volunteerBioFormValues = (bio: Partial<VolunteerBioRequest> | null | undefined): VolunteerBioFormValues => {
  const values = emptyVolunteerBioForm();
  if (!bio) return values;
  for (const field of bioScalarFields) {
    const value = bio[field];
    if (value !== undefined && value !== null) (values as Record<string, unknown>)[field] = String(value);
  }
  for (const field of bioListFields) {
    const value = bio[field];
    if (Array.isArray(value)) values[field] = value.map(String);
  }
  return values;
};
