/**
 * The world of the journeys about what follows an approval (issue 29: the calendar, the certificate): a new
 * organisation and a new volunteer, onboarded and approved through the API; the organisation's opportunity
 * (validOpportunity with overrides) created and approved through the API; and the volunteer approved for some of its
 * days through the journey seed (attendance-seed.ts: the apply call takes later days only, and waits for a review).
 * Each journey then keeps only what it tests. Apart from attendance-seed.ts because this one logs in through the
 * running platform (api.ts, support.ts), which attendance.api.test.ts, importing the seed, does not have.
 */
import { validOpportunity } from '../../command-api/src/opportunity/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, nic1995, unique } from './support';
import { call, login, must, onboardVio, onboardVolunteer } from './api';
import { approvedForDays } from './attendance-seed';

/** A new organisation's registration: `name` made unique, `tag` in its e-mail address. */
export const newVio = (name: string, tag: string) => ({ name: `${name} ${unique()}`, email: `vio-${tag}-${unique()}@example.lk`, password: 'Organisation#2026' });

/** A new volunteer's registration with a unique NIC, e-mail address (with `tag`) and mobile number. */
export const newVolunteer = (firstName: string, lastName: string, tag: string) => ({
  firstName,
  lastName,
  nic: nic1995(),
  email: `vol-${tag}-${unique()}@example.lk`,
  password: 'Volunteer#2026',
  phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
});

type Opportunity = ReturnType<typeof validOpportunity>;

/**
 * `vio` and `volunteer` onboarded; the organisation's opportunity (`opportunity`: overrides of validOpportunity)
 * approved; the volunteer approved for `days(the opportunity's body)`. Answers the ids and the organisation's token.
 */
export const approvedEngagementWorld = async (input: {
  vio: ReturnType<typeof newVio>;
  volunteer: ReturnType<typeof newVolunteer>;
  opportunity: Record<string, unknown>;
  days: (opportunity: Opportunity) => string[];
}) => {
  const admin = await login(ADMIN_EMAIL!, ADMIN_PASSWORD!);
  const vioId = (await onboardVio(admin, input.vio)).id;
  const volunteerId = await onboardVolunteer(admin, input.volunteer);
  const vioToken = await login(input.vio.email, input.vio.password);
  const body = validOpportunity(input.opportunity);
  const opportunityId = (await must('create the opportunity', call('POST', '/api/vio/create-opportunity', body, vioToken))).id as string;
  await must('approve the opportunity', call('POST', '/api/admin/opportunity/review', { id: opportunityId, approve: true }, admin));
  const { applicationId } = await approvedForDays({ volunteerId, vioId, opportunityId, dates: input.days(body) });
  return { vioId, vioToken, volunteerId, opportunityId, applicationId };
};
