import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl';
import { formalOpportunityRequest, formalOpportunitySchema, nonFormalOpportunityRequest, nonFormalOpportunitySchema, OPPORTUNITY_LIMITS, supervisorFields, translateMessage } from '@nvp/events/browser';
import { catalogues } from '../../i18n/catalogues';
import { localeOf } from '../../i18n/format';
import { counterText, emptyValues, requiredFields, requiredWhen, checkingRequiredDetails, type Values } from './form-fields';

const clock = { today: '2029-01-01' };
const formal = formalOpportunityRequest(clock);
const nonFormal = nonFormalOpportunityRequest(clock);

/** The fields the schema answers 'Required' for when the whole form is left empty (the other way of asking). */
const requiredWhenEmpty = (schema: typeof formal | typeof nonFormal, values: Record<string, unknown>) => {
  const result = schema.safeParse(values);
  return new Set((result.error?.issues ?? []).filter((issue) => issue.message === 'v.required').map((issue) => String(issue.path[0])));
};

const COMMON_REQUIRED = [
  'title',
  'category',
  'supervisorName',
  'supervisorLandline',
  'supervisorMobile',
  'supervisorEmail',
  'sdgNumbers',
  'requiredSkills',
  'degreeLevelRequired',
  'language',
  'district',
  'divisionalSecretariat',
  'gnDivision',
  'location',
  'isFullTime',
  'startDate',
  'endDate',
  'time',
  'isTrainingProvided',
  'isExpenseCovered',
];

/** A complete formal form as the console holds it (strings), which the schema accepts. */
const complete: Values = {
  ...emptyValues('formal'),
  title: 'Beach clean',
  category: '2',
  type: 'REGULAR',
  supervisorName: 'Dilani',
  supervisorLandline: '0112345678',
  supervisorMobile: '0771234567',
  supervisorEmail: 'dilani@example.lk',
  sdgNumbers: ['14'],
  requiredSkills: ['1'],
  degreeLevelRequired: '7',
  language: 'English',
  district: 'Colombo',
  divisionalSecretariat: 'Dehiwala',
  gnDivision: 'Mount Lavinia',
  location: 'beach',
  isFullTime: 'false',
  startDate: '2030-01-01',
  endDate: '2030-01-31',
  days: ['Saturday'],
  time: ['Morning'],
  isTrainingProvided: 'false',
  isExpenseCovered: 'false',
  descriptionEnglish: 'x'.repeat(350),
  descriptionSinhala: 'x'.repeat(350),
  descriptionTamil: 'x'.repeat(350),
};

const say = (language: 'en' | 'si' | 'ta', id: string, values: Record<string, number>) =>
  createIntl({ locale: localeOf[language], messages: catalogues[language] }).formatMessage({ id }, values);

describe('the opportunity forms (issue 27)', () => {
  it('the form holds exactly the fields the schema knows (so none escapes the required marks)', () => {
    expect(Object.keys(emptyValues('formal')).sort()).toEqual([...Object.keys(formalOpportunitySchema.shape), ...supervisorFields].sort());
    expect(Object.keys(emptyValues('nonFormal')).sort()).toEqual([...Object.keys(nonFormalOpportunitySchema.shape), ...supervisorFields].sort());
  });

  it("an empty formal form marks as required exactly the fields the schema refuses as 'Required'", () => {
    const marked = requiredFields(formal, emptyValues('formal'));
    expect(marked).toEqual(requiredWhenEmpty(formal, emptyValues('formal')));
    expect([...marked].sort()).toEqual([...COMMON_REQUIRED, 'type', 'days', 'descriptionEnglish', 'descriptionSinhala', 'descriptionTamil'].sort());
    // Defaults (1 volunteer, 6 hours) and optional fields carry no mark.
    for (const name of ['noOfVolunteers', 'workingHourCount', 'designation', 'supervisorFax', 'coreFunctions', 'specialRequirnments', 'descriptionSMSEnglish']) expect(marked.has(name), name).toBe(false);
  });

  it('the non-formal form: one description and the average hours are required', () => {
    const marked = requiredFields(nonFormal, emptyValues('nonFormal'));
    expect(marked).toEqual(requiredWhenEmpty(nonFormal, emptyValues('nonFormal')));
    expect([...marked].sort()).toEqual([...COMMON_REQUIRED, 'description', 'averageVolunteerHours'].sort());
  });

  it('on a complete form the schema requires the details of a "Yes" exactly as requiredWhen says', () => {
    expect(formal.safeParse(complete).success).toBe(true);
    expect(requiredFields(formal, complete)).toEqual(requiredFields(formal, emptyValues('formal')));
    for (const [name, answer] of [['trainingDetails', 'isTrainingProvided'], ['coveredExpenseDetails', 'isExpenseCovered']]) {
      const yes = formal.safeParse({ ...complete, [answer]: 'true' });
      expect(yes.error?.issues.map((issue) => [issue.path[0], issue.message]), name).toEqual([[name, 'v.required']]);
      expect(requiredWhen[name]({ ...complete, [answer]: 'true' }), name).toBe(true);
      expect(requiredWhen[name](complete), name).toBe(false);
    }
  });

  it('a refused save counts an empty detail of a "Yes" with the other empty fields at once', () => {
    const values = { ...emptyValues('formal'), isTrainingProvided: 'true' };
    const plain = formal.safeParse(values);
    const counted = checkingRequiredDetails(formal).safeParse(values);
    expect(plain.error?.issues.some((issue) => issue.path[0] === 'trainingDetails')).toBe(false); // why the wrapper exists
    expect(counted.success).toBe(false);
    if (!counted.success) expect(counted.error.issues.filter((issue) => issue.path[0] === 'trainingDetails').map((issue) => issue.message)).toEqual(['v.required']);
    expect(checkingRequiredDetails(formal).safeParse(complete).success).toBe(true);
  });

  it('the details of a "Yes" become required with it, and stop being so with "No"', () => {
    const yes = requiredFields(formal, { ...emptyValues('formal'), isTrainingProvided: 'true', isExpenseCovered: 'true' });
    expect(yes.has('trainingDetails')).toBe(true);
    expect(yes.has('coveredExpenseDetails')).toBe(true);
    const no = requiredFields(formal, { ...emptyValues('formal'), isTrainingProvided: 'false', isExpenseCovered: 'false' });
    expect(no.has('trainingDetails')).toBe(false);
    expect(no.has('coveredExpenseDetails')).toBe(false);
  });

  it('a description counter reads as a minimum, a SMS counter as a maximum, and a field without a limit as a plain count', () => {
    const min = OPPORTUNITY_LIMITS.descriptionMin;
    const short = counterText(71, { min });
    expect(say('en', short.id, short.params)).toBe(`At least ${min} characters, 71 so far`);
    const long = counterText(412, { min });
    expect(say('en', long.id, long.params)).toBe('412 characters, enough');
    const sms = counterText(71, { max: OPPORTUNITY_LIMITS.smsMax });
    expect(say('en', sms.id, sms.params)).toBe(`71 of ${OPPORTUNITY_LIMITS.smsMax} characters`);
    const plain = counterText(0, {});
    expect(plain.id).toBe('opportunity.form.count');
    for (const language of ['en', 'si', 'ta'] as const) {
      const shown = say(language, plain.id, plain.params);
      expect(shown).not.toMatch(/limit|සීමාව|வரம்பு/);
      expect(shown).toContain('0');
      expect(say(language, short.id, short.params)).toContain('71');
    }
  });

  it('the summary counts the fields in the three languages', () => {
    expect(say('en', 'opportunity.form.attention', { count: 1 })).toBe('1 field needs attention');
    expect(say('en', 'opportunity.form.attention', { count: 3 })).toBe('3 fields need attention');
    expect(say('si', 'opportunity.form.attention', { count: 3 })).toContain('3');
    expect(say('ta', 'opportunity.form.attention', { count: 3 })).toContain('3');
  });

  it("the spec's error text for a short description stays", () => {
    expect(translateMessage('v.opp.min350', 'en')).toBe('Minimum 350 characters are allowd');
  });
});
