import { describe, expect, it } from 'vitest';
import Ajv from 'ajv';
import { lkAdmin } from '@nvp/events';
import { activityOf, commitmentOf, feedDocument, linkHeader, pageLinks, timesOf, VOLUNTEERING_CONTEXT_V1, type OpenOpportunityRow } from './feed';
import { feedSchema, standardShapeProblems } from './standard-shapes';

const district = lkAdmin.districts().find((d) => d.name === 'Colombo')!;
const ds = lkAdmin.divisionalSecretariats(district.name)[0];
const gn = lkAdmin.gnDivisions(ds.code)[0];
const base = 'https://volunteer.example.lk';

/** An opportunity's stored public fields (formalOpportunitySchema), as the read model keeps them. */
const row = (data: Record<string, unknown> = {}): OpenOpportunityRow => ({
  id: '11111111-1111-4111-8111-111111111111',
  vioId: '22222222-2222-4222-8222-222222222222',
  vioName: 'Green Lanka Trust',
  data: {
    title: 'Beach clean-up',
    category: 2,
    noOfVolunteers: 3,
    designation: 'Clean-up volunteer',
    coreFunctions: [13],
    sdgNumbers: [14],
    requiredSkills: [9],
    degreeLevelRequired: 7,
    subjectAreaRequired: [],
    language: 'English',
    district: district.name,
    divisionalSecretariat: ds.name,
    gnDivision: gn.name,
    location: 'Mount Lavinia beach',
    isFullTime: false,
    workingHourCount: 4,
    startDate: '2030-01-05',
    endDate: '2030-03-01',
    time: ['Morning', 'Evening'],
    isTrainingProvided: true,
    trainingDetails: 'A safety briefing',
    isExpenseCovered: false,
    coveredExpenseDetails: '',
    specialRequirnments: 'Able to swim',
    type: 'REGULAR',
    days: ['Saturday', 'Sunday'],
    descriptionEnglish: 'Help us clean the beach.',
    descriptionSinhala: 'වෙරළ පිරිසිදු කිරීමට උදව් කරන්න.',
    descriptionTamil: '',
    descriptionSMSEnglish: 'Clean-up',
    descriptionSMSSinhala: '',
    descriptionSMSTamil: '',
    ...data,
  },
});

describe('an open opportunity as the standard\'s Activity', () => {
  it('names the activity by its title, links its page and its organisation\'s public profile', () => {
    const activity = activityOf(row(), { base, lang: 'en' });
    expect(activity).toMatchObject({
      type: 'Activity',
      id: `${base}/viewOpportunity/11111111-1111-4111-8111-111111111111`,
      title: 'Beach clean-up',
      name: 'Beach clean-up',
      description: 'Help us clean the beach.',
      organisation: { type: 'Organisation', id: `${base}/vio/22222222-2222-4222-8222-222222222222`, name: 'Green Lanka Trust' },
    });
  });

  it('gives the description in the asked language, English when that one is empty', () => {
    expect(activityOf(row(), { base, lang: 'si' }).description).toBe('වෙරළ පිරිසිදු කිරීමට උදව් කරන්න.');
    expect(activityOf(row(), { base, lang: 'ta' }).description).toBe('Help us clean the beach.');
  });

  it('maps the role: places, commitment, apply link, online flag, requirements, skills and rewards', () => {
    const [role] = activityOf(row(), { base, lang: 'en' }).role;
    expect(role).toEqual({
      type: 'Role',
      title: 'Clean-up volunteer',
      places: 3,
      commitment: '4 hours a day; Saturday, Sunday',
      applyLink: `${base}/viewOpportunity/11111111-1111-4111-8111-111111111111`,
      allowsRemoteParticipation: false,
      // Degree level 7 is "None required": not a requirement.
      requirement: ['Able to swim'],
      skill: [expect.any(String)],
      reward: ['https://ns.volunteeringdata.io/TrainingProvided'],
    });
    const online = activityOf(row({ type: 'ONLINE', isTrainingProvided: false, specialRequirnments: '', degreeLevelRequired: 3, designation: '' }), { base, lang: 'si' }).role[0];
    expect(online).toMatchObject({ title: 'Beach clean-up', allowsRemoteParticipation: true, requirement: ['උපාධිය'] });
    expect(online).not.toHaveProperty('reward');
  });

  it('maps days and parts of the day to the standard\'s defined temporal entities', () => {
    expect(timesOf(['Saturday', 'Sunday'], ['Morning', 'Evening'])).toEqual([
      'https://ns.volunteeringdata.io/SaturdayMorning',
      'https://ns.volunteeringdata.io/SaturdayEvening',
      'https://ns.volunteeringdata.io/SundayMorning',
      'https://ns.volunteeringdata.io/SundayEvening',
    ]);
    expect(timesOf(undefined, ['Morning'])).toEqual([]);
    expect(commitmentOf({ workingHourCount: 1, days: ['Monday'], isFullTime: true })).toBe('1 hour a day; Monday; full time');
  });

  it('places the session with district, DS and GN division codes and names in the asked language, no coordinates it does not have', () => {
    const [session] = activityOf(row(), { base, lang: 'si' }).session;
    expect(session).toMatchObject({ type: 'Session', startDate: '2030-01-05', endDate: '2030-03-01', hoursPerDay: 4 });
    const [location] = session.location;
    expect(location).toEqual({
      type: 'Location',
      name: 'Mount Lavinia beach',
      address: `${gn.sinhala_name}, ${ds.sinhala_name}, ${district.sinhala_name}, ශ්‍රී ලංකාව`,
      district: { code: district.code, name: district.sinhala_name },
      divisionalSecretariat: { code: ds.code, name: ds.sinhala_name },
      gnDivision: { code: gn.code, name: gn.sinhala_name },
    });
    // A place the reference data does not know keeps its stored name, without a code.
    const unknown = activityOf(row({ divisionalSecretariat: 'Nowhere', gnDivision: 'Nowhere GN' }), { base, lang: 'en' }).session[0].location[0];
    expect(unknown).toMatchObject({ district: { code: district.code, name: 'Colombo' }, divisionalSecretariat: { name: 'Nowhere' }, gnDivision: { name: 'Nowhere GN' } });
    expect(unknown.divisionalSecretariat).not.toHaveProperty('code');
  });

  it('carries no supervisor field even when the row holds one', () => {
    const leaky = row({ supervisorName: 'Anoma Perera', supervisorEmail: 'anoma@example.lk', supervisorMobile: '0771234567' });
    const text = JSON.stringify(activityOf(leaky, { base, lang: 'en' }));
    expect(text).not.toMatch(/Anoma|anoma@|0771234567|supervisor/i);
  });
});

describe('a page of the feed', () => {
  const page = (rows: OpenOpportunityRow[], total: number, paging = { page: 1, size: 2 }) =>
    feedDocument({ rows, total, paging, modified: '2030-01-02T03:04:05.000Z', base, lang: 'en' });

  it('is a JSON-LD document with the v1 context, the standard\'s metadata and the page\'s activities', () => {
    const document = page([row(), row()], 5);
    expect(document).toMatchObject({
      '@context': VOLUNTEERING_CONTEXT_V1,
      conformsTo: 'https://ns.volunteeringdata.io/',
      publisher: base,
      modified: '2030-01-02',
      totalItems: 5,
      page: 1,
      pageSize: 2,
      next: `${base}/api/open-data/opportunities?page=2&pageSize=2`,
    });
    expect(document['@graph']).toHaveLength(2);
    expect(document).not.toHaveProperty('prev');
  });

  it('links first, prev, next and last; a last page has no next, a page past the end links back to the last', () => {
    expect(pageLinks(base, { page: 3, size: 2 }, 5, 'ta')).toEqual({
      first: `${base}/api/open-data/opportunities?page=1&pageSize=2&lang=ta`,
      prev: `${base}/api/open-data/opportunities?page=2&pageSize=2&lang=ta`,
      last: `${base}/api/open-data/opportunities?page=3&pageSize=2&lang=ta`,
    });
    expect(pageLinks(base, { page: 9, size: 2 }, 5, 'en').prev).toBe(`${base}/api/open-data/opportunities?page=3&pageSize=2`);
    expect(pageLinks(base, { page: 1, size: 100 }, 0, 'en')).toEqual({ first: `${base}/api/open-data/opportunities?page=1&pageSize=100`, last: `${base}/api/open-data/opportunities?page=1&pageSize=100` });
    expect(linkHeader({ next: 'https://a/x?page=2', last: 'https://a/x?page=3' })).toBe('<https://a/x?page=2>; rel="next", <https://a/x?page=3>; rel="last"');
  });

  it('validates against the feed\'s JSON Schema and the standard\'s published shapes; a broken one does not', () => {
    const validate = new Ajv({ allErrors: true, strict: true }).compile(feedSchema());
    const document = JSON.parse(JSON.stringify(page([row(), row({ type: 'ONLINE' })], 2)));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(standardShapeProblems(document)).toEqual([]);
    // Each check can fail: no description, a supervisor field, another context, a time the standard does not define.
    const broken = structuredClone(document);
    broken['@graph'][0].description = '';
    broken['@graph'][1].supervisorEmail = 'anoma@example.lk';
    expect(validate(broken)).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath).sort()).toEqual(['/@graph/0/description', '/@graph/1']);
    broken['@context'] = 'https://schema.org';
    broken['@graph'][1].session[0].time = ['https://ns.volunteeringdata.io/Someday'];
    expect(standardShapeProblems(broken)).toEqual([
      '@context is "https://schema.org"',
      '@graph[0] has no description',
      '@graph[1] time https://ns.volunteeringdata.io/Someday is not a defined temporal entity',
    ]);
  });
});
