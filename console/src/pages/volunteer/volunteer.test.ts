import { describe, expect, it } from 'vitest';
import {
  allows,
  civilStatuses,
  computeAccess,
  educationLevels,
  employmentSectors,
  employmentStatuses,
  genders,
  nationalities,
  performanceLevels,
  skillLevels,
  volunteerStatuses,
  volunteerTitles,
} from '@nvp/events/browser';
import { catalogues } from '../../i18n/catalogues';
import { canDecide, decidable } from '../admin/VolunteerDetail';
import { pageItems, volunteerViewerRule } from '../admin/VolunteerList';
import { enumLabels } from '../../components/volunteer/labels';
import { createFormatters } from '../../i18n/format';
import { abbreviate, bioIncomplete, phoneUnverified, volunteerStatusOrder } from '../../components/volunteer/shared';
import { PENDING_CODE_LIFETIME_MS, pendingCodeIn } from './phoneProof';
import { bioStartValues } from './BioProfile';
import { firstUnsavedStep, STEP_COUNT, stepOfFirstError } from './BioSteps';

describe('volunteer console helpers', () => {
  it('abbreviates numbers with K, Mn and Bn, at most 2 decimals (spec §9)', () => {
    expect(abbreviate(999)).toBe('999');
    expect(abbreviate(1000)).toBe('1K');
    expect(abbreviate(1234)).toBe('1.23K');
    expect(abbreviate(2_500_000)).toBe('2.5Mn');
    expect(abbreviate(3_000_000_000)).toBe('3Bn');
    const hours = (language: 'en' | 'si' | 'ta', n: number) => catalogues[language]['vio.public.hours'].replace('{hours}', abbreviate(n));
    expect(hours('en', 12)).toBe('12 HRS');
    expect(hours('en', 15_500)).toBe('15.5K HRS');
    expect(hours('si', 12)).toBe('පැය 12');
  });

  it('shows amounts with 2 decimals followed by LKR (රු. in Sinhala, ரூ. in Tamil)', () => {
    const amount = (language: 'en' | 'si' | 'ta', n: number) => catalogues[language]['vio.public.amount'].replace('{amount}', abbreviate(n, true));
    expect(amount('en', 0)).toBe('0.00 LKR');
    expect(amount('en', 12.5)).toBe('12.50 LKR');
    expect(amount('en', 1_234_567)).toBe('1.23Mn LKR');
    expect(amount('si', 12.5)).toBe('රු. 12.50');
    expect(amount('ta', 12.5)).toBe('12.50 ரூ.');
  });

  it('shows days as dd/MM/yyyy in English and in each language’s own form in Sinhala and Tamil', () => {
    expect(createFormatters('en').day('1995-03-14')).toBe('14/03/1995');
    expect(createFormatters('si', { nativeDates: false }).day('1995-03-14')).toBe('1995-03-14');
    expect(createFormatters('ta').day('1995-03-14')).toBe('14/03/1995');
    expect(createFormatters('en').day('')).toBe('');
    expect(createFormatters('en').day(null)).toBe('');
  });

  it('pages show 2 boundary pages and the neighbours of the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(1, 10)).toEqual([1, 2, null, 9, 10]);
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, null, 9, 10]);
    expect(pageItems(6, 12)).toEqual([1, 2, null, 5, 6, 7, null, 11, 12]);
    expect(pageItems(10, 10)).toEqual([1, 2, null, 9, 10]);
  });

  it('the bio is incomplete until saved; the phone step comes before it', () => {
    expect(['EMAIL_UNVERIFIED', 'MOBILE_UNVERIFIED', 'BIO_INCOMPLETE'].every(bioIncomplete)).toBe(true);
    expect(['REFEREE_INCOMPLETE', 'REFEREE_FAILED', 'FULLY_REGISTERED'].some(bioIncomplete)).toBe(false);
    expect(phoneUnverified('MOBILE_UNVERIFIED')).toBe(true);
    expect(phoneUnverified('BIO_INCOMPLETE')).toBe(false);
    // The console's status list is the platform's.
    expect([...volunteerStatusOrder].sort()).toEqual([...volunteerStatuses].sort());
  });

  it('Approve/Reject are enabled only for an accurate review of a volunteer awaiting approval', () => {
    const accurate = { status: 'REVIEWED', review: { accurate: true } } as const;
    expect(decidable({ registerStatus: 'REFEREE_INCOMPLETE', referee: accurate as never })).toBe(true);
    expect(decidable({ registerStatus: 'FULLY_REGISTERED', referee: accurate as never })).toBe(false);
    expect(decidable({ registerStatus: 'REFEREE_INCOMPLETE', referee: { status: 'PENDING', review: null } as never })).toBe(false);
    expect(decidable({ registerStatus: 'REFEREE_FAILED', referee: { status: 'FAILED', review: { accurate: false } } as never })).toBe(false);
    expect(decidable({ registerStatus: 'REFEREE_INCOMPLETE', referee: null })).toBe(false);
  });

  it('only admins with CHECK_REFEREES, CONFIRM_VOLUNTEERS or core see the decision buttons', () => {
    const admin = (permissions: Parameters<typeof computeAccess>[0] extends infer P ? (P extends { permissions: infer X } ? X : never) : never, core = false) =>
      computeAccess({ type: 'ADMIN', core, permissions });
    expect(canDecide(admin([], true))).toBe(true);
    expect(canDecide(admin(['CHECK_REFEREES']))).toBe(true);
    expect(canDecide(admin(['CONFIRM_VOLUNTEERS']))).toBe(true);
    expect(canDecide(admin(['VIEW_PROFILE_STATUS', 'VERIFY_VIOS']))).toBe(false);
    expect(canDecide(undefined)).toBe(false);
  });

  it('the volunteer list is open to admins holding a volunteer permission, and to no one else', () => {
    expect(allows(volunteerViewerRule, computeAccess({ type: 'ADMIN', core: true, permissions: [] }))).toBe(true);
    expect(allows(volunteerViewerRule, computeAccess({ type: 'ADMIN', core: false, permissions: ['VIEW_PROFILE_STATUS'] }))).toBe(true);
    expect(allows(volunteerViewerRule, computeAccess({ type: 'ADMIN', core: false, permissions: ['VERIFY_VIOS', 'VIEW_REPORTS'] }))).toBe(false);
    expect(allows(volunteerViewerRule, computeAccess({ type: 'VOLUNTEER', status: 'FULLY_REGISTERED' }))).toBe(false);
    expect(allows(volunteerViewerRule, computeAccess({ type: 'VIO', status: 'APPROVED' }))).toBe(false);
  });

  it('every bio enumeration value has a label in the three languages', () => {
    const all: [keyof typeof enumLabels, readonly string[]][] = [
      ['title', volunteerTitles],
      ['nationality', nationalities],
      ['gender', genders],
      ['civilStatus', civilStatuses],
      ['performance', performanceLevels],
      ['education', educationLevels],
      ['employmentStatus', employmentStatuses],
      ['sector', employmentSectors],
      ['skillLevel', skillLevels],
    ];
    for (const [kind, values] of all) {
      expect(Object.keys(enumLabels[kind]).sort(), kind).toEqual([...values].sort());
      for (const key of Object.values(enumLabels[kind]) as string[]) {
        for (const language of ['en', 'si', 'ta'] as const) expect(catalogues[language][key], `${language} ${key}`).toBeTruthy();
      }
    }
  });

  it('resumes the code step after a reload for the same address while the code lives, else offers the number again', () => {
    const sentAt = Date.parse('2026-11-28T06:00:00Z');
    const stored = JSON.stringify({ email: 'nimal@example.lk', phoneNumber: '0771234567', sentAt });
    expect(pendingCodeIn(stored, 'Nimal@Example.lk', sentAt + 60_000)).toEqual({ phoneNumber: '0771234567', live: true });
    // The code has expired: the number is remembered, the code step is not.
    expect(pendingCodeIn(stored, 'nimal@example.lk', sentAt + PENDING_CODE_LIFETIME_MS)).toEqual({ phoneNumber: '0771234567', live: false });
    // Another account's page, nothing stored, or something that is not ours: nothing to resume.
    expect(pendingCodeIn(stored, 'kamala@example.lk', sentAt)).toBeUndefined();
    expect(pendingCodeIn(null, 'nimal@example.lk', sentAt)).toBeUndefined();
    expect(pendingCodeIn('{not json', 'nimal@example.lk', sentAt)).toBeUndefined();
    expect(pendingCodeIn(JSON.stringify({ email: 'nimal@example.lk', phoneNumber: '0771234567' }), 'nimal@example.lk', sentAt)).toBeUndefined();
  });

  it('fills the NIC and the name as in the NIC from registration until the bio has its own', () => {
    const registered = { firstName: 'Nimal', lastName: 'Perera', nic: '199512345678', bio: null };
    expect(bioStartValues(registered)).toMatchObject({ nic: '199512345678', nameInNic: 'Nimal Perera', gender: '' });
    const saved = { ...registered, bio: { nic: '951234567V', nameInNic: 'W. A. Nimal Perera' } };
    expect(bioStartValues(saved)).toMatchObject({ nic: '951234567V', nameInNic: 'W. A. Nimal Perera' });
    // An erased or unnamed account fills nothing.
    expect(bioStartValues({ firstName: '', lastName: '', nic: null, bio: null })).toMatchObject({ nic: '', nameInNic: '' });
  });

  it("starts from the draft's sections before the first full save, and the saved bio after it (issue 27)", () => {
    const registered = { firstName: 'Nimal', lastName: 'Perera', nic: '199512345678', bio: null };
    const draft = { sections: ['general' as const], bio: { nic: '951234567V', gender: 'Male' as const, familyCount: 3 } };
    expect(bioStartValues({ ...registered, draft })).toMatchObject({ nic: '951234567V', gender: 'Male', familyCount: '3', nameInNic: 'Nimal Perera' });
    expect(bioStartValues({ ...registered, bio: { gender: 'Female' }, draft })).toMatchObject({ gender: 'Female', nic: '199512345678' });
  });

  it('resumes the phone steps at the first unsaved section, or at the terms when all are saved', () => {
    expect(STEP_COUNT).toBe(8);
    expect(firstUnsavedStep([])).toBe(0);
    expect(firstUnsavedStep(['general', 'contact', 'languages'])).toBe(3);
    // A gap is filled first: the saved sections need not be in order.
    expect(firstUnsavedStep(['general', 'languages'])).toBe(1);
    expect(firstUnsavedStep(['general', 'contact', 'languages', 'education', 'employment', 'skills', 'volunteering'])).toBe(7);
    expect(stepOfFirstError({ employmentTitle: 'v.required', contactOffice: 'v.volunteer.phone' })).toBe(1);
    expect(stepOfFirstError({})).toBeUndefined();
  });

  it('the spec texts of the volunteer pages are used word for word in English', () => {
    expect(catalogues.en['volunteer.bio.saved']).toBe('Successfully Saved!');
    expect(catalogues.en['volunteer.feedback.success']).toBe('Successfully Reviewed!');
    expect(catalogues.en['volunteer.detail.accepted']).toBe('Volunteer accepted successfully!');
    for (const section of ['General Information', 'Contact Details', 'Languages', 'Education', 'Employment Status', 'Skills', 'Volunteering']) {
      expect(Object.values(catalogues.en)).toContain(section);
    }
  });
});
