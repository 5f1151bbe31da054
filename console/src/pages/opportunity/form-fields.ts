import { OPPORTUNITY_LIMITS } from '@nvp/events/browser';

/** The two opportunity forms: formal (/createVO) and non-formal (/createNonFormalVO). */
export type Kind = 'formal' | 'nonFormal';
export type Values = Record<string, string | string[]>;

/** The empty form: spec defaults (1 volunteer, 6 working hours a day). */
export const emptyValues = (kind: Kind): Values => ({
  title: '',
  category: '',
  noOfVolunteers: String(OPPORTUNITY_LIMITS.defaultVolunteers),
  designation: '',
  supervisorName: '',
  supervisorTitle: '',
  supervisorLandline: '',
  supervisorMobile: '',
  supervisorFax: '',
  supervisorEmail: '',
  sdgNumbers: [],
  requiredSkills: [],
  coreFunctions: [],
  degreeLevelRequired: '',
  subjectAreaRequired: [],
  language: '',
  district: '',
  divisionalSecretariat: '',
  gnDivision: '',
  location: '',
  isFullTime: '',
  workingHourCount: String(OPPORTUNITY_LIMITS.defaultWorkingHours),
  startDate: '',
  endDate: '',
  time: [],
  isTrainingProvided: '',
  trainingDetails: '',
  isExpenseCovered: '',
  coveredExpenseDetails: '',
  specialRequirnments: '',
  ...(kind === 'formal'
    ? {
        type: '',
        days: [],
        descriptionEnglish: '',
        descriptionSinhala: '',
        descriptionTamil: '',
        descriptionSMSEnglish: '',
        descriptionSMSSinhala: '',
        descriptionSMSTamil: '',
      }
    : { description: '', averageVolunteerHours: '', cardImage: '' }),
});

type Issue = { path: PropertyKey[]; message: string };
/** A zod-like schema: only `safeParse` is used. */
interface Parser<Out = unknown> {
  safeParse: (input: unknown) => { success: true; data: Out } | { success: false; error: { issues: Issue[] } };
}

const blank = (value: string | string[]) => (Array.isArray(value) ? [] : '');
const isBlank = (value: unknown) => (Array.isArray(value) ? value.length === 0 : String(value ?? '').trim() === '');

/**
 * The details a "Yes" asks for. The shared schema requires them too, but in its cross-field rules, which zod skips
 * while another required text is empty (its `abort`): asked of the schema alone, the mark and the "Required" would
 * only show once everything else is filled in. The unit test holds this list to the schema on a complete form.
 */
export const requiredWhen: Record<string, (values: Values) => boolean> = {
  trainingDetails: (values) => values.isTrainingProvided === 'true',
  coveredExpenseDetails: (values) => values.isExpenseCovered === 'true',
};

/**
 * The fields required given the other answers: a field is required when leaving it empty makes the shared schema
 * answer 'v.required' for it (asked of the schema rather than listed by hand, so the marks cannot drift from
 * validation), plus the details of a "Yes" (`requiredWhen`). A field whose empty value takes a default (number of
 * volunteers, working hours) is not required.
 */
export const requiredFields = (schema: Parser, values: Values): Set<string> => {
  const required = new Set<string>();
  for (const [name, value] of Object.entries(values)) {
    const result = schema.safeParse({ ...values, [name]: blank(value) });
    if (!result.success && result.error.issues.some((issue) => issue.path[0] === name && issue.message === 'v.required')) required.add(name);
  }
  return plusRequiredDetails(required, values);
};

/**
 * `required` plus the details the answers in `values` ask for. A field's own rule does not change with the other
 * answers (only `requiredWhen` does; the unit test holds a complete form to the empty one), so the form asks the
 * schema once, for its empty values, and adds these on every change: no 40 parses per keystroke on a phone.
 */
export const plusRequiredDetails = (required: ReadonlySet<string>, values: Values): Set<string> =>
  new Set([...required, ...Object.keys(requiredWhen).filter((name) => name in values && requiredWhen[name](values))]);

/**
 * The schema plus `requiredWhen` on every parse, so a refused save counts an empty detail of a "Yes" with the
 * other fields at once (rather than revealing it after they are fixed).
 */
export const checkingRequiredDetails = <Out>(schema: Parser<Out>): Parser<Out> => ({
  safeParse: (input) => {
    const result = schema.safeParse(input);
    const values = input as Values;
    const missing = Object.entries(requiredWhen)
      .filter(([name, applies]) => name in values && applies(values) && isBlank(values[name]))
      .map(([name]): Issue => ({ path: [name], message: 'v.required' }));
    if (result.success) return missing.length ? { success: false, error: { issues: missing } } : result;
    const known = new Set(result.error.issues.map((issue) => String(issue.path[0])));
    return { success: false, error: { issues: [...result.error.issues, ...missing.filter((issue) => !known.has(String(issue.path[0])))] } };
  },
});

/** What a description counter says: a minimum not yet met, a minimum met, a maximum, or (no limit) just the count. */
export type CounterText =
  | { id: 'opportunity.form.atLeast'; params: { min: number; count: number } }
  | { id: 'opportunity.form.enough'; params: { count: number } }
  | { id: 'opportunity.form.upTo'; params: { max: number; count: number } }
  | { id: 'opportunity.form.count'; params: { count: number } };

export const counterText = (count: number, limits: { min?: number; max?: number }): CounterText => {
  if (limits.min) return count < limits.min ? { id: 'opportunity.form.atLeast', params: { min: limits.min, count } } : { id: 'opportunity.form.enough', params: { count } };
  if (limits.max) return { id: 'opportunity.form.upTo', params: { max: limits.max, count } };
  return { id: 'opportunity.form.count', params: { count } };
};
