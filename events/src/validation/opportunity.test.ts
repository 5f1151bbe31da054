import { describe, expect, it } from 'vitest';
import { formalOpportunityRequest, nonFormalOpportunityRequest, opportunityDraftRequest, opportunityDraftTarget, splitOpportunity, vioOpportunitySearchRequest } from './opportunity';
import { translateMessage } from './messages';
import { createVoFormData } from '../reference/opportunity-data';

const long = 'x'.repeat(350);
const body = {
  title: 'Beach clean',
  category: '2',
  type: 'REGULAR',
  supervisorName: 'A',
  supervisorLandline: '0112345678',
  supervisorMobile: '0771234567',
  supervisorEmail: 'A@Example.LK',
  sdgNumbers: ['14', 13, 14],
  requiredSkills: [1],
  degreeLevelRequired: '7',
  language: 'English',
  district: 'D',
  divisionalSecretariat: 'DS',
  gnDivision: 'GN',
  location: 'beach',
  isFullTime: 'false',
  startDate: '2030-01-01',
  endDate: '2030-01-01',
  days: ['Saturday', 'Sunday'],
  time: ['Evening', 'Morning'],
  isTrainingProvided: false,
  trainingDetails: 'stale text',
  isExpenseCovered: 'true',
  coveredExpenseDetails: 'lunch',
  descriptionSinhala: long,
  descriptionEnglish: long,
  descriptionTamil: long,
};
const formal = formalOpportunityRequest({ today: '2026-11-22' });
const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), translateMessage(i.message, 'en')]);

describe('opportunity validation', () => {
  it('takes the console\'s strings and JSON values alike, applies defaults, orders and de-duplicates lists, drops stale details', () => {
    const v = formal.parse(body);
    expect(v).toMatchObject({ category: 2, noOfVolunteers: 1, workingHourCount: 6, degreeLevelRequired: 7, isFullTime: false, isExpenseCovered: true });
    expect(v.sdgNumbers).toEqual([13, 14]);
    expect(v.days).toEqual(['Sunday', 'Saturday']);
    expect(v.time).toEqual(['Morning', 'Evening']);
    expect(v.supervisorEmail).toBe('a@example.lk');
    expect(v.trainingDetails).toBe('');
    expect(v.descriptionSMSEnglish).toBe('');
  });

  it('answers each rule with its spec message, every failing field at once', () => {
    expect(messages(formal.safeParse({ ...body, noOfVolunteers: '1a', startDate: '2026-11-22', endDate: '2026-11-01', descriptionSMSTamil: 'x'.repeat(161) }))).toEqual([
      ['noOfVolunteers', 'Should be a number'],
      ['descriptionSMSTamil', 'Maximum 160 characters are allowd'],
      ['endDate', 'End date must be same or after start date'],
      ['startDate', 'Start date must be a future date'],
    ]);
  });

  it('lets an edit keep a start date that has passed, but not move it into the past', () => {
    const editing = formalOpportunityRequest({ today: '2026-11-22', keepStartDate: '2026-11-01' });
    expect(editing.safeParse({ ...body, startDate: '2026-11-01' }).success).toBe(true);
    expect(messages(editing.safeParse({ ...body, startDate: '2026-11-02' }))).toEqual([['startDate', 'Start date must be a future date']]);
  });

  it('non-formal: dates in the past (today counts), one description, averageVolunteerHours required', () => {
    const nonFormal = nonFormalOpportunityRequest({ today: '2026-11-22' });
    const { descriptionEnglish: _e, descriptionSinhala: _s, descriptionTamil: _t, type: _ty, days: _d, ...shared } = body;
    const ok = nonFormal.safeParse({ ...shared, description: long, startDate: '2026-11-22', endDate: '2026-11-22', averageVolunteerHours: '3' });
    expect(ok.success).toBe(true);
    expect(messages(nonFormal.safeParse({ ...shared, description: long, startDate: '2026-11-23', endDate: '2026-11-23' }))).toEqual([
      ['averageVolunteerHours', 'Required'],
      ['startDate', 'Start date must be a past date'],
      ['endDate', 'End date must not be after today'],
    ]);
  });

  it('splits the supervisor (sealed) from the public part', () => {
    const { opportunity, personal } = splitOpportunity(formal.parse(body));
    expect(Object.keys(personal).sort()).toEqual(['supervisorEmail', 'supervisorFax', 'supervisorLandline', 'supervisorMobile', 'supervisorName', 'supervisorTitle']);
    expect(Object.keys(opportunity).some((k) => k.startsWith('supervisor'))).toBe(false);
  });

  it('VIO search: defaults to page 1 of 10', () => {
    expect(vioOpportunitySearchRequest.parse({})).toEqual({ query: '', status: '', pageNumber: 1, pageSize: 10 });
    expect(vioOpportunitySearchRequest.safeParse({ status: 'NOPE' }).success).toBe(false);
  });

  it('form data: 17 goals with distinct official colours and three names; 11 categories; 18 core functions', () => {
    const data = createVoFormData();
    expect(data.sdg_numbers.map((g) => g.id)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(new Set(data.sdg_numbers.map((g) => g.colour)).size).toBe(17);
    expect(data.sdg_numbers.every((g) => /^#[0-9A-F]{6}$/.test(g.colour) && g.name && g.sinhala_name && g.tamil_name)).toBe(true);
    expect(data.categories_VO).toHaveLength(11);
    expect(data.core_functions).toHaveLength(18);
  });
});

describe('a draft (issue 27): only the title; each filled field by its own rule', () => {
  const clock = { today: '2026-06-01' };
  const draft = opportunityDraftRequest('FORMAL', clock);
  const issues = (input: unknown, schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } } = draft) =>
    (schema.safeParse(input).error?.issues ?? []).map((i) => `${String(i.path[0])}: ${i.message}`);

  it('takes a title alone, leaves blank fields out and turns the filled ones into stored values', () => {
    const r = draft.safeParse({ title: ' Beach clean ', descriptionSinhala: '', days: [], noOfVolunteers: '3', isFullTime: 'false', sdgNumbers: ['14', '13'], supervisorEmail: null });
    expect(r.success).toBe(true);
    expect(r.data).toEqual({ title: 'Beach clean', noOfVolunteers: 3, isFullTime: false, sdgNumbers: [13, 14] });
  });
  it('refuses a draft without a title', () => {
    expect(issues({ descriptionEnglish: 'Half written' })).toEqual(['title: v.required']);
    expect(issues({ title: '   ' })).toEqual(['title: v.required']);
  });
  it("checks what is filled by the whole form's rules (e-mail, phone, list ids, SMS length, dates)", () => {
    expect(issues({ title: 'T', supervisorEmail: 'anoma@' })).toEqual(['supervisorEmail: v.opp.email']);
    expect(issues({ title: 'T', supervisorMobile: '077' })).toEqual(['supervisorMobile: v.opp.phone']);
    expect(issues({ title: 'T', sdgNumbers: ['99'] })).toEqual(['sdgNumbers: v.opp.unknownChoice']);
    expect(issues({ title: 'T', descriptionSMSEnglish: 'x'.repeat(161) })).toEqual(['descriptionSMSEnglish: v.opp.max160']);
    expect(issues({ title: 'T', startDate: '2026-06-01' })).toEqual(['startDate: v.opp.startFuture']);
    expect(issues({ title: 'T', startDate: '2026-07-02', endDate: '2026-07-01' })).toEqual(['endDate: v.opp.endAfterStart']);
    expect(issues({ title: 'T', startDate: '2026-02-30' })).toEqual(['startDate: v.opp.date']);
  });
  it('lets a description be unfinished (the 350-character minimum is for submitting), not too long', () => {
    expect(issues({ title: 'T', descriptionEnglish: 'Half a sentence' })).toEqual([]);
    expect(issues({ title: 'T', descriptionTamil: 'x'.repeat(65537) })).toEqual(['descriptionTamil: v.opp.max65536']);
    // The same text does not pass the whole form.
    expect(issues({ ...body, descriptionEnglish: 'Half a sentence' }, formalOpportunityRequest(clock))).toContain('descriptionEnglish: v.opp.min350');
  });
  it('a non-formal draft takes the non-formal fields and its date rules', () => {
    const nf = opportunityDraftRequest('NONFORMAL', clock);
    expect(nf.safeParse({ title: 'Tree planting', description: 'So far', averageVolunteerHours: '4' }).data).toEqual({ title: 'Tree planting', description: 'So far', averageVolunteerHours: 4 });
    expect(issues({ title: 'T', endDate: '2026-06-02' }, nf)).toEqual(['endDate: v.opp.endNotFuture']);
  });
  it('names its draft by a uuid (or none: a new one) and its kind (FORMAL by default)', () => {
    expect(opportunityDraftTarget.parse({})).toEqual({ id: '', kind: 'FORMAL' });
    expect(opportunityDraftTarget.parse({ id: 'A1B2C3D4-0000-4000-8000-000000000001', kind: 'NONFORMAL' })).toEqual({ id: 'a1b2c3d4-0000-4000-8000-000000000001', kind: 'NONFORMAL' });
    expect(opportunityDraftTarget.safeParse({ id: 'nope' }).error?.issues[0]).toMatchObject({ path: ['id'], message: 'v.opp.unknownDraft' });
    expect(opportunityDraftTarget.safeParse({ kind: 'INFORMAL' }).error?.issues[0]).toMatchObject({ path: ['kind'] });
  });
});
