import { describe, expect, it } from 'vitest';
import { profileLanguages, type Language } from '@nvp/events';
import { catalogues } from '../../i18n/catalogues';
import { formatters } from '../../i18n/format';
import { compareStates } from './history-model';
import { fieldLabel, readableRows, readableValue, type ValueOptions } from './history-values';
import { say, UUID } from './history-test-support';

const ids = {
  volunteer: '11111111-1111-4111-8111-111111111111',
  admin: '44444444-4444-4444-8444-444444444444',
  erasedAdmin: '77777777-7777-4777-8777-777777777777',
  referee: '66666666-6666-4666-8666-666666666666',
};
const labels = { [ids.volunteer]: 'Kamala Perera', [ids.admin]: 'Nimal Silva', [ids.erasedAdmin]: '[erased]' };
const options = (language: Language, more: Partial<ValueOptions> = {}): ValueOptions => ({
  labels,
  say: say(language),
  language,
  reference: { languages: profileLanguages, districts: [{ name: 'Galle', sinhala_name: 'ගාල්ල', tamil_name: 'காலி' }] },
  dateTime: (iso) => formatters(language).dateTime(iso, { seconds: true }),
  day: formatters(language).day,
  subject: { id: ids.volunteer, kind: 'volunteer' },
  ...more,
});

describe('the state then and now in words (issue 27)', () => {
  it('an id reads as its name, "an erased …" once erased, its kind or "an identifier" when unnamed; never the id', () => {
    const en = options('en');
    expect(readableValue('volunteer.id', ids.volunteer, en)).toBe('Kamala Perera');
    expect(readableValue('vio.reviewerId', ids.admin, en)).toBe('Nimal Silva');
    expect(readableValue('vio.reviewerId', ids.erasedAdmin, en)).toBe('an erased administrator');
    // The subject erased: named by its own kind.
    expect(readableValue('volunteer.id', ids.volunteer, options('en', { labels: { [ids.volunteer]: '[erased]' } }))).toBe('an erased volunteer');
    expect(readableValue('volunteer.id', ids.volunteer, options('si', { labels: { [ids.volunteer]: '[erased]' } }))).toBe(catalogues.si['audit.erased.volunteer']);
    // An id the answer does not name: the noun of its field's kind, or "an identifier" when the field says none.
    expect(readableValue('opportunity.vioId', ids.referee, en)).toBe('an organisation');
    expect(readableValue('volunteer.referee.refereeId', ids.referee, en)).toBe('an identifier');
    expect(readableValue('volunteer.usedReferees.0', ids.referee, options('ta'))).toBe(catalogues.ta['audit.value.id']);
  });

  it('reference ids read as their labels in the interface language, under the story\'s field labels', () => {
    for (const [language, words] of [['en', ['Sinhala', 'Tamil', 'Galle']], ['si', ['සිංහල', 'දෙමළ', 'ගාල්ල']], ['ta', ['சிங்களம்', 'தமிழ்', 'காலி']]] as const) {
      const o = options(language);
      expect(readableValue('volunteer.bio.profile.firstLanguage', '1', o)).toBe(words[0]);
      expect(readableValue('volunteer.bio.profile.otherLanguages.0', '2', o)).toBe(words[1]);
      expect(readableValue('volunteer.bio.profile.contributeDistrict', 'Galle', o)).toBe(words[2]);
      expect(fieldLabel('volunteer.bio.profile.firstLanguage', o.say)).toBe(catalogues[language]['volunteer.bio.firstLanguage']);
    }
    expect(readableValue('volunteer.bio.profile.highestEducation', 'GCE_AL', options('en'))).toBe('G.C.E. Advanced Level');
    // The bio's own choices in the words and under the labels of the bio form.
    expect(readableValue('volunteer.bio.profile.gender', 'Female', options('si'))).toBe(catalogues.si['volunteer.enum.gender.Female']);
    expect(readableValue('volunteer.bio.profile.communicationSkill', 'HIGH', options('ta'))).toBe(catalogues.ta['volunteer.enum.skill.HIGH']);
    expect(readableValue('volunteer.bio.profile.emergencyWill', 'yes', options('en'))).toBe(catalogues.en['volunteer.yes']);
    expect(fieldLabel('volunteer.bio.profile.gender', say('ta'))).toBe(catalogues.ta['volunteer.bio.gender']);
    // …only in the bio: another state's "title" is its own text.
    expect(readableValue('opportunity.opportunity.title', 'Rev', options('si'))).toBe('Rev');
    expect(fieldLabel('opportunity.opportunity.title', say('en'))).toBeUndefined();
    expect(readableValue('volunteer.bio.profile.title', 'Rev', options('si'))).toBe(catalogues.si['volunteer.enum.title.Rev']);
    // A field the story has no label for keeps its path; an id the list lacks is shown as stored.
    expect(fieldLabel('volunteer.registrationNo', say('en'))).toBeUndefined();
    expect(readableValue('volunteer.bio.profile.firstLanguage', '99', options('en'))).toBe('99');
  });

  it('moments as dates and times, days as dates, booleans as Yes/No, statuses in the console\'s words', () => {
    const en = options('en');
    const instant = '2026-11-27T04:30:00.000Z';
    expect(readableValue('volunteer.codesSentAt.0', instant, en)).toBe(formatters('en').dateTime(instant, { seconds: true }));
    expect(readableValue('volunteer.codesSentAt.0', instant, en)).not.toContain('T04');
    expect(readableValue('account.suspendedUntil', '2026-12-05', en)).toBe(formatters('en').day('2026-12-05'));
    expect(readableValue('volunteer.terminated', 'false', en)).toBe('No');
    expect(readableValue('volunteer.exists', 'true', options('si'))).toBe('ඔව්');
    expect(readableValue('volunteer.exists', 'true', options('ta'))).toBe('ஆம்');
    expect(readableValue('volunteer.status', 'EMAIL_UNVERIFIED', en)).toBe(catalogues.en['volunteer.status.EMAIL_UNVERIFIED']);
    expect(readableValue('volunteer.status', 'EMAIL_UNVERIFIED', options('si'))).toBe(catalogues.si['volunteer.status.EMAIL_UNVERIFIED']);
    expect(readableValue('account.standing', 'SUSPENDED', en)).toBe(catalogues.en['volunteer.standing.SUSPENDED']);
    expect(readableValue('account.standing', 'FUNCTIONING', en)).toBe(catalogues.en['account.suspension.FUNCTIONING']);
    expect(readableValue('volunteer.referee.status', 'PENDING', en)).toBe(catalogues.en['volunteer.refereeStatus.PENDING']);
    // A status the console has no words for stays as stored, as does any other text.
    expect(readableValue('emergencyUser.status', 'SOMETHING_NEW', options('en', { subject: { id: ids.admin, kind: 'emergency-user' } }))).toBe('SOMETHING_NEW');
    expect(readableValue('volunteer.registrationNo', 'V-000123', en)).toBe('V-000123');
    // What the server hides or erased, an empty list, and a key the state did not have.
    expect(readableValue('volunteer.emailSecretHash', '[hidden]', en)).toBe('Hidden');
    expect(readableValue('volunteer.personal.firstName', '[erased]', en)).toBe('Erased');
    expect(readableValue('volunteer.codesSentAt', '[]', en)).toBe('None');
    expect(readableValue('volunteer.bio.profile.firstLanguage', undefined, en)).toBe('—');
  });

  it('the rows keep their keys, order and changes; only the words are new', () => {
    const then = { volunteer: { exists: true, id: ids.volunteer, status: 'MOBILE_UNVERIFIED', codesSentAt: [] } };
    const now = { volunteer: { exists: true, id: ids.volunteer, status: 'FULLY_REGISTERED', codesSentAt: ['2026-11-27T04:30:00.000Z'], bio: { profile: { firstLanguage: 1 } } } };
    const rows = compareStates(then, now);
    const readable = readableRows(rows, options('en'));
    expect(readable.map(({ key, then, now, changed }) => ({ key, then, now, changed }))).toEqual(rows);
    expect(readable.find((r) => r.key === 'volunteer.bio.profile.firstLanguage')).toMatchObject({ label: 'First language', thenText: '—', nowText: 'Sinhala', changed: true });
    expect(readable.find((r) => r.key === 'volunteer.status')).toMatchObject({ thenText: 'Mobile number not verified', nowText: 'Fully registered', changed: true });
    expect(readable.find((r) => r.key === 'volunteer.id')).toMatchObject({ label: undefined, thenText: 'Kamala Perera', nowText: 'Kamala Perera', changed: false });
    for (const row of readable) expect(`${row.thenText} ${row.nowText}`).not.toMatch(UUID);
  });
});
