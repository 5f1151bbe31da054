import { randomUUID } from 'node:crypto';
import { lkAdmin, streams } from '@nvp/events';
import type { StartedPlatform } from '../platform';
import { createReservations } from '../../command-api/src/infra/reservations';
import { runConcurrent, seedApprovedVio, validEvent } from './lib';

/**
 * An approved organisation whose opportunities the benches fill with approved applications straight in the log (N
 * real onboardings would be hours of password hashing, not what is measured): per application ApplicationSubmitted
 * (sealed contacts, as the apply call seals them), Selected and Approved, and the apply call's reservation (ticking a
 * name finds the application there), as the real flow writes them.
 */
export const seedOrganisation = async (infra: StartedPlatform['infra']) => {
  const { store, vault } = infra;
  const now = new Date().toISOString();
  const { vioId, adminId, supervisor } = await seedApprovedVio(infra, 'VIO-999997', now);
  const district = lkAdmin.districts()[0];
  const ds = lkAdmin.divisionalSecretariats(district.name)[0];
  const gn = lkAdmin.gnDivisions(ds.name, district.name)[0];
  const description = 'Help us on the day. '.repeat(20);
  const reservations = createReservations(store, vault);
  const vioContact = await vault.seal(vioId, { email: 'bench.vio@example.lk', name: 'Bench Organisation', language: 'en' });

  /** One opportunity over `dates` with `count` applications approved for all of them. */
  const opportunityWithApplications = async (count: number, dates: string[], options: { phones?: boolean } = {}) => {
    const opportunityId = randomUUID();
    const opportunity = {
      title: 'Bench beach clean-up', category: 1, type: 'REGULAR', noOfVolunteers: count, designation: '', coreFunctions: [1], sdgNumbers: [14],
      requiredSkills: [1], degreeLevelRequired: 7, subjectAreaRequired: [], language: 'English', district: district.name, divisionalSecretariat: ds.name, gnDivision: gn.name,
      location: 'Beach', isFullTime: false, workingHourCount: 6, startDate: dates[0], endDate: dates.at(-1), time: ['Morning'], isTrainingProvided: false, trainingDetails: '',
      isExpenseCovered: false, coveredExpenseDetails: '', specialRequirnments: '', days: [], descriptionSinhala: description, descriptionEnglish: description,
      descriptionTamil: description, descriptionSMSSinhala: '', descriptionSMSEnglish: '', descriptionSMSTamil: '',
    };
    await store.append(
      streams.opportunity(opportunityId),
      [validEvent('OpportunityCreated', { opportunityId, vioId, opportunity, personal: supervisor }, now), validEvent('OpportunityApproved', { opportunityId, vioId, adminId }, now)],
      { expected: 'no_stream' },
    );
    const applications: { applicationId: string; volunteerId: string }[] = [];
    await runConcurrent(count, 8, async (i) => {
      const applicationId = randomUUID();
      const volunteerId = randomUUID();
      const ids = { applicationId, opportunityId, volunteerId, vioId };
      const phoneNumber = options.phones ? `07${String(10_000_000 + i).slice(-8)}` : '';
      const personal = await vault.seal(volunteerId, { firstName: 'Bench', lastName: `Volunteer ${i}`, email: `v${i}@bench.lk`, phoneNumber, dateOfBirth: '', employmentTitle: '', name: `Bench Volunteer ${i}`, language: (['en', 'si', 'ta'] as const)[i % 3] });
      const applicant = { contributeDistrict: district.name, highestEducation: null, preferredLanguage: 1 };
      await store.append(
        streams.application(applicationId),
        [
          validEvent('ApplicationSubmitted', { ...ids, dates, vioName: 'Bench Organisation', registrationNo: `VOL-${String(i).padStart(6, '0')}`, applicant, personal, vioContact }, now),
          validEvent('ApplicationSelected', { ...ids, reviewerId: adminId, notify: { volunteer: personal } }, now),
          validEvent('ApplicationApproved', { ...ids, reviewerId: vioId, notify: { volunteer: personal, vio: vioContact } }, now),
        ],
        { expected: 'no_stream' },
      );
      await reservations.claim('application', `${opportunityId}/${volunteerId}`, streams.application(applicationId));
      applications.push({ applicationId, volunteerId });
    });
    return { opportunityId, applications };
  };
  return { vioId, opportunityWithApplications };
};
