import { randomUUID } from 'node:crypto';
import { catalogue, streams, type EventStore, type Vault } from '@nvp/events';
import { loadApplicant, loadOrganisation } from '../application/people';
import { createReservations } from '../infra/reservations';

/**
 * For the attendance tests and journeys: an application made, selected and approved for days that include today or
 * past days, which the apply call refuses (only later days can be chosen). Appends exactly the events and sealed
 * parts the real flow writes (the applicant and the organisation read and sealed as the apply call does) and claims
 * the one-application reservation the apply call claims. Answers the application's id.
 */
export const appendApprovedApplication = async (
  infra: { store: EventStore; vault: Vault },
  input: { opportunityId: string; volunteerId: string; vioId: string; dates: string[]; adminId?: string },
) => {
  const { store, vault } = infra;
  const [applicant, organisation] = await Promise.all([loadApplicant(store, vault, input.volunteerId), loadOrganisation(store, vault, input.vioId)]);
  if (!applicant || !organisation) throw new Error('appendApprovedApplication: the volunteer or the organisation does not exist');
  const applicationId = randomUUID();
  const stream = streams.application(applicationId);
  const reservations = createReservations(store, vault);
  if (!(await reservations.claim('application', `${input.opportunityId}/${input.volunteerId}`, stream))) {
    throw new Error('appendApprovedApplication: the volunteer already applied for this opportunity');
  }
  const ids = { applicationId, opportunityId: input.opportunityId, volunteerId: input.volunteerId, vioId: input.vioId };
  const volunteerContact = await vault.seal(input.volunteerId, applicant.contact);
  const vioContact = await vault.seal(input.vioId, organisation.contact);
  const events = [
    {
      type: 'ApplicationSubmitted',
      data: {
        ...ids,
        dates: [...new Set(input.dates)].sort(),
        vioName: organisation.name,
        registrationNo: applicant.registrationNo,
        applicant: applicant.applicant,
        personal: volunteerContact,
        vioContact,
      },
    },
    { type: 'ApplicationSelected', data: { ...ids, reviewerId: input.adminId ?? randomUUID(), notify: { volunteer: volunteerContact } } },
    { type: 'ApplicationApproved', data: { ...ids, reviewerId: input.vioId, notify: { volunteer: volunteerContact, vio: vioContact } } },
  ];
  const occurredAt = new Date().toISOString();
  const result = await store.append(
    stream,
    events.map((e) => ({ id: randomUUID(), type: e.type, ...catalogue.validate(e.type, e.data), metadata: { occurredAt, actorId: input.vioId } })),
    { expected: 'no_stream' },
  );
  // The place the approval holds, as the VIO's review takes it.
  const roster = streams.applicationRoster(input.opportunityId);
  const held = await store.readStream(roster);
  await store.append(
    roster,
    [{ id: randomUUID(), type: 'ApplicationPlaceTaken', ...catalogue.validate('ApplicationPlaceTaken', { opportunityId: input.opportunityId, applicationId }), metadata: { occurredAt } }],
    { expected: held.length ? held[held.length - 1].streamRevision : 'no_stream' },
  );
  return { applicationId, result };
};
