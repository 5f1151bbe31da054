import { z } from 'zod';
import { text } from './text';
import { pagingFields } from './paging';
import { categoryIds, coreFunctionIds, degreeIds, requiredSkillIds, sdgIds, subjectAreaIds } from '../reference/opportunity-data';
import { opportunityTypes, weekdays, opportunityTimes, opportunityLanguages, opportunityStatuses, OPPORTUNITY_LIMITS } from './opportunity-terms';
export * from './opportunity-terms';

/**
 * Formal and non-formal opportunities (spec §3, §5, §9): the stored shapes (what the events carry) and the
 * request schemas (what the console's forms and the command API check, written once). The request schemas
 * accept the console's strings ('true', '3', ['1','2']) as well as proper JSON values and answer the stored shape.
 * The location triple is checked against the reference data by the API (lk-admin reads files, not browser-safe).
 */

// The stored shapes below describe what the log already holds (the catalogue reads them back): plain z.string() on
// purpose, so an old event is never refused on replay. What callers send goes through the request rules further down.
/** The supervisor (contact person) fields: personal data, sealed with the owning VIO's key in the events. */
export const supervisorFields = ['supervisorName', 'supervisorTitle', 'supervisorLandline', 'supervisorMobile', 'supervisorFax', 'supervisorEmail'] as const;
export const supervisorSchema = z.object({
  supervisorName: z.string(),
  supervisorTitle: z.string(),
  supervisorLandline: z.string(),
  supervisorMobile: z.string(),
  supervisorFax: z.string(),
  supervisorEmail: z.string(),
});
export type Supervisor = z.infer<typeof supervisorSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const ids = z.array(z.number().int().positive());

/** What both kinds share, as stored (public part: no supervisor). */
const commonStored = {
  title: z.string(),
  category: z.number().int().positive(),
  noOfVolunteers: z.number().int().positive(),
  designation: z.string(),
  coreFunctions: ids,
  sdgNumbers: ids,
  requiredSkills: ids,
  degreeLevelRequired: z.number().int().positive(),
  subjectAreaRequired: ids,
  language: z.enum(opportunityLanguages),
  district: z.string(),
  divisionalSecretariat: z.string(),
  gnDivision: z.string(),
  location: z.string(),
  isFullTime: z.boolean(),
  workingHourCount: z.number().int().positive(),
  startDate: isoDate,
  endDate: isoDate,
  time: z.array(z.enum(opportunityTimes)),
  isTrainingProvided: z.boolean(),
  trainingDetails: z.string(),
  isExpenseCovered: z.boolean(),
  coveredExpenseDetails: z.string(),
  specialRequirnments: z.string(),
};

/** A formal opportunity's public fields as the events carry them. */
export const formalOpportunitySchema = z.object({
  ...commonStored,
  type: z.enum(opportunityTypes),
  days: z.array(z.enum(weekdays)),
  descriptionSinhala: z.string(),
  descriptionEnglish: z.string(),
  descriptionTamil: z.string(),
  descriptionSMSSinhala: z.string(),
  descriptionSMSEnglish: z.string(),
  descriptionSMSTamil: z.string(),
});
export type FormalOpportunity = z.infer<typeof formalOpportunitySchema>;

/** A non-formal opportunity (work already done, reported afterwards): one description, no type, days or SMS texts. */
export const nonFormalOpportunitySchema = z.object({
  ...commonStored,
  description: z.string(),
  averageVolunteerHours: z.number().int().positive(),
  cardImage: z.string(),
});
export type NonFormalOpportunity = z.infer<typeof nonFormalOpportunitySchema>;

/**
 * An unfinished opportunity (issue 27) as `OpportunityDraftSaved` carries it: any of the public fields of either
 * kind, only those filled in (the supervisor is sealed apart, as in OpportunityCreated).
 */
export const opportunityDraftSchema = z.object({ ...formalOpportunitySchema.shape, ...nonFormalOpportunitySchema.shape }).partial();
export type OpportunityDraft = z.infer<typeof opportunityDraftSchema>;
export const opportunityKinds = ['FORMAL', 'NONFORMAL'] as const;
export type OpportunityKind = (typeof opportunityKinds)[number];

// ── request rules ──────────────────────────────────────────────────────────────────────────────────
const PHONE = /^\d{10}$/;
const isRealDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};
/** null/undefined count as empty, so the API may omit optional fields. */
const blankable = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v == null ? '' : v), schema);
const requiredText = (max = 255, maxKey = 'v.opp.max255', multiline = false) =>
  blankable(text({ error: 'v.required', multiline }).trim().min(1, { message: 'v.required', abort: true }).max(max, maxKey));
const optionalText = (max = 255, maxKey = 'v.opp.max255', multiline = false) => blankable(text({ error: 'v.required', multiline }).trim().max(max, maxKey));
const requiredPhone = () => requiredText().refine((v) => PHONE.test(v), 'v.opp.phone');
const optionalPhone = () => blankable(text({ error: 'v.opp.phone' }).trim().regex(/^(\d{10})?$/, 'v.opp.phone'));
const email = () => requiredText().pipe(z.email('v.opp.email')).transform((v) => v.toLowerCase());
const date = () => requiredText().refine(isRealDate, 'v.opp.date');
const choice = <const T extends readonly [string, ...string[]]>(values: T) => blankable(z.enum(values, { error: 'v.required' }));

/** 'true'/'false' (form) or a boolean (API); required. */
const bool = () =>
  z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'v.required' }));

/** A whole number from a number or a digit string; empty takes the default (when there is one). */
const count = (fallback?: number) =>
  z.preprocess(
    (v) => {
      if (v == null || v === '') return fallback;
      if (typeof v === 'string') return /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
      return v;
    },
    z.number({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.opp.number') }).int('v.opp.number').min(1, 'v.opp.positive'),
  );

/** One id of a list: a number or a digit string, known to the list. */
const idOf = (known: ReadonlySet<number>) =>
  z.preprocess(
    (v) => (v == null || v === '' ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? 'v.required' : 'v.opp.unknownChoice') }).refine((n) => known.has(n), 'v.opp.unknownChoice'),
  );
/** A list of ids (duplicates dropped); `atLeastOne` answers 'Required' for an empty list (spec §5). */
const idList = (known: ReadonlySet<number>, atLeastOne: boolean) =>
  z
    .preprocess((v) => (v == null ? [] : v), z.array(idOf(known), { error: 'v.required' }))
    .transform((list) => [...new Set(list)].sort((a, b) => a - b))
    .refine((list) => !atLeastOne || list.length > 0, 'v.required');
const choiceList = <const T extends readonly [string, ...string[]]>(values: T, atLeastOne: boolean) =>
  z
    .preprocess((v) => (v == null ? [] : v), z.array(z.enum(values, { error: 'v.opp.unknownChoice' }), { error: 'v.required' }))
    .transform((list) => values.filter((value) => list.includes(value)))
    .refine((list) => !atLeastOne || list.length > 0, 'v.required');

/** The clock of a request: `today` (YYYY-MM-DD). `keepStartDate`: an edit may keep a start date that has since passed. */
export interface OpportunityRuleClock {
  today: string;
  keepStartDate?: string;
}

const sharedRequest = () => ({
  title: requiredText(),
  category: idOf(categoryIds),
  noOfVolunteers: count(OPPORTUNITY_LIMITS.defaultVolunteers),
  designation: optionalText(),
  supervisorName: requiredText(),
  supervisorTitle: optionalText(),
  supervisorLandline: requiredPhone(),
  supervisorMobile: requiredPhone(),
  supervisorFax: optionalPhone(),
  supervisorEmail: email(),
  sdgNumbers: idList(sdgIds, true),
  requiredSkills: idList(requiredSkillIds, true),
  coreFunctions: idList(coreFunctionIds, false),
  degreeLevelRequired: idOf(degreeIds),
  subjectAreaRequired: idList(subjectAreaIds, false),
  language: choice(opportunityLanguages),
  district: requiredText(),
  divisionalSecretariat: requiredText(),
  gnDivision: requiredText(),
  location: requiredText(),
  isFullTime: bool(),
  workingHourCount: count(OPPORTUNITY_LIMITS.defaultWorkingHours),
  startDate: date(),
  endDate: date(),
  time: choiceList(opportunityTimes, true),
  isTrainingProvided: bool(),
  trainingDetails: optionalText(65536, 'v.opp.max65536', true),
  isExpenseCovered: bool(),
  coveredExpenseDetails: optionalText(65536, 'v.opp.max65536', true),
  specialRequirnments: optionalText(65536, 'v.opp.max65536', true),
});

type Issue = (path: string, message: string) => void;
interface SharedValues {
  startDate: string;
  endDate: string;
  isTrainingProvided: boolean;
  trainingDetails: string;
  isExpenseCovered: boolean;
  coveredExpenseDetails: string;
}
const sharedRules = (values: SharedValues, issue: Issue) => {
  if (values.isTrainingProvided === true && !values.trainingDetails) issue('trainingDetails', 'v.required');
  if (values.isExpenseCovered === true && !values.coveredExpenseDetails) issue('coveredExpenseDetails', 'v.required');
  endAfterStart(values, issue);
};
type Dates = { startDate?: string; endDate?: string };
const endAfterStart = (values: Dates, issue: Issue) => {
  if (isRealDate(values.startDate ?? '') && isRealDate(values.endDate ?? '') && (values.endDate as string) < (values.startDate as string)) issue('endDate', 'v.opp.endAfterStart');
};
/** A formal opportunity starts after today (an edit may keep its stored start date). */
const formalDates = (values: Dates, clock: OpportunityRuleClock, issue: Issue) => {
  if (isRealDate(values.startDate ?? '') && (values.startDate as string) <= clock.today && values.startDate !== clock.keepStartDate) issue('startDate', 'v.opp.startFuture');
};
/** "Past" here means not in the future: today counts, so a one-day activity can be reported the same evening. */
const nonFormalDates = (values: Dates, clock: OpportunityRuleClock, issue: Issue) => {
  if (isRealDate(values.startDate ?? '') && (values.startDate as string) > clock.today) issue('startDate', 'v.opp.startPast');
  if (isRealDate(values.endDate ?? '') && (values.endDate as string) > clock.today) issue('endDate', 'v.opp.endNotFuture');
};

const description = () => requiredText(OPPORTUNITY_LIMITS.descriptionMax, 'v.opp.max65536', true).refine((v) => v.length >= OPPORTUNITY_LIMITS.descriptionMin, 'v.opp.min350');
const smsDescription = () => optionalText(OPPORTUNITY_LIMITS.smsMax, 'v.opp.max160', true);

/** The formal form's fields, each with its own rule. */
const formalFields = () => ({
  ...sharedRequest(),
  type: choice(opportunityTypes),
  days: choiceList(weekdays, true),
  descriptionSinhala: description(),
  descriptionEnglish: description(),
  descriptionTamil: description(),
  descriptionSMSSinhala: smsDescription(),
  descriptionSMSEnglish: smsDescription(),
  descriptionSMSTamil: smsDescription(),
});
/** The non-formal form's fields, each with its own rule. */
const nonFormalFields = () => ({
  ...sharedRequest(),
  description: description(),
  averageVolunteerHours: count(),
  cardImage: optionalText(2048),
});

/** POST /api/vio/create-opportunity and PUT /api/opportunity/update/{id}. */
export const formalOpportunityRequest = (clock: OpportunityRuleClock) =>
  z
    .object(formalFields())
    .superRefine(
      (values, ctx) => {
        const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        sharedRules(values, issue);
        formalDates(values, clock, issue);
      },
      { when: () => true },
    )
    .transform(dropStaleDetails);

/** POST /api/nonformal-opportunity/vio/create and PUT /api/nonformal-opportunity/vio/{id}: work already done. */
export const nonFormalOpportunityRequest = (clock: OpportunityRuleClock) =>
  z
    .object(nonFormalFields())
    .superRefine(
      (values, ctx) => {
        const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
        sharedRules(values, issue);
        nonFormalDates(values, clock, issue);
      },
      { when: () => true },
    )
    .transform(dropStaleDetails);

/** A blank value (empty text, empty list, null): not part of a draft. */
const isBlankValue = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const filledOnly = (input: unknown) =>
  input && typeof input === 'object' && !Array.isArray(input) ? Object.fromEntries(Object.entries(input).filter(([, v]) => !isBlankValue(v))) : input;

/**
 * POST /api/vio/opportunity/draft (issue 27): an unfinished opportunity of either kind. Only the title is required;
 * every field that is filled in is checked by its own rule of the form above (a partial of the same fields), and
 * the dates by the same date rules. Not asked of a draft: the other required fields, the details of a "Yes" and
 * the descriptions' 350-character minimum (an unfinished description is what a draft is for; the maximum holds).
 * Submitting the draft asks the whole form's rules.
 */
export const opportunityDraftRequest = (kind: OpportunityKind, clock: OpportunityRuleClock) => {
  const unfinished = () => optionalText(OPPORTUNITY_LIMITS.descriptionMax, 'v.opp.max65536', true);
  const fields =
    kind === 'FORMAL'
      ? { ...formalFields(), descriptionSinhala: unfinished(), descriptionEnglish: unfinished(), descriptionTamil: unfinished() }
      : { ...nonFormalFields(), description: unfinished() };
  return z.preprocess(
    filledOnly,
    z
      .object(fields)
      .partial()
      .extend({ title: requiredText() })
      .superRefine(
        (values, ctx) => {
          const issue: Issue = (path, message) => ctx.addIssue({ code: 'custom', path: [path], message });
          endAfterStart(values, issue);
          if (kind === 'FORMAL') formalDates(values, clock, issue);
          else nonFormalDates(values, clock, issue);
        },
        { when: () => true },
      )
      .transform((values) => {
        // The details of a "No" are not kept (as in the whole form).
        const out: Record<string, unknown> = { ...values };
        if (values.isTrainingProvided === false) delete out.trainingDetails;
        if (values.isExpenseCovered === false) delete out.coveredExpenseDetails;
        return out;
      }),
  );
};
/** Which draft a save is about: a new one (no id) or one already saved (its id), and the form it is of. */
export const opportunityDraftTarget = z.object({
  id: blankable(z.union([z.literal(''), text({ error: 'v.opp.unknownDraft' }).trim().toLowerCase().pipe(z.uuid('v.opp.unknownDraft'))])),
  kind: blankable(z.union([z.literal(''), z.enum(opportunityKinds, { error: 'v.opp.unknownChoice' })])).transform((k): OpportunityKind => (k === '' ? 'FORMAL' : k)),
});

/** Details of a "no" answer are not kept (no hidden, stale text). */
function dropStaleDetails<T extends SharedValues>(values: T): T {
  return {
    ...values,
    trainingDetails: values.isTrainingProvided ? values.trainingDetails : '',
    coveredExpenseDetails: values.isExpenseCovered ? values.coveredExpenseDetails : '',
  };
}

export type FormalOpportunityValues = z.infer<ReturnType<typeof formalOpportunityRequest>>;
export type NonFormalOpportunityValues = z.infer<ReturnType<typeof nonFormalOpportunityRequest>>;

/** Splits parsed values into the public part and the supervisor (sealed) part. */
export const splitOpportunity = <T extends Supervisor>(values: T) => {
  const personal = {} as Supervisor;
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if ((supervisorFields as readonly string[]).includes(name)) personal[name as keyof Supervisor] = value as string;
    else rest[name] = value;
  }
  return { opportunity: rest as Omit<T, keyof Supervisor>, personal };
};

// ── other bodies of §7 ──────────────────────────────────────────────────────────────────────────────
const flag = () => bool();
/** POST /api/admin/opportunity/review. */
export const opportunityReviewRequest = z.object({ id: requiredText(), approve: flag() });
/** POST /api/sharedOpportunity/request: the primary VIO is the caller (a different value is refused). */
export const shareOpportunityRequest = z.object({ opportunityId: requiredText(), primaryVio: optionalText(), secondaryVio: requiredText() });
/** POST /api/sharedOpportunity/Accept: `vioId` is the caller (the requested VIO); `Accepted` false rejects. */
export const acceptSharedOpportunityRequest = z.object({ opportunityId: requiredText(), vioId: optionalText(), Accepted: flag() });
/** The VIO's opportunity search (spec §7: query, status, pageNumber, pageSize default 10). */
export const vioOpportunitySearchRequest = z.object({
  query: optionalText(),
  status: blankable(z.union([z.literal(''), z.literal('ALL'), z.enum(opportunityStatuses)], { error: 'v.opp.unknownChoice' })),
  // The shared paging schema (issue 23): a larger pageSize is clamped to 100, a bad value refused with its field.
  ...pagingFields<'pageNumber', 'pageSize'>({ page: 'pageNumber', size: 'pageSize', defaultSize: OPPORTUNITY_LIMITS.vioPageSize }),
});
