import {
  emailField,
  formalOpportunityRequest,
  nonFormalOpportunityRequest,
  splitOpportunity,
  sriLankanToday,
  streams,
  volunteerEvaluationCriteria,
  volunteerFeedbackRatingNames,
  type FormalOpportunity,
  type NonFormalOpportunity,
} from '@nvp/events';
import { formatRegistrationNo } from '../../command-api/src/infra/registration';
import { opportunityDecider } from '../../command-api/src/opportunity/decider';
import { evolveOpportunityFacts, type OpportunityFacts } from '../../command-api/src/infra/facts/opportunity';
import { applicationDecider } from '../../command-api/src/application/decider';
import { rosterDecider, PLACES_FILLED } from '../../command-api/src/application/roster';
import { languageOfPreferred } from '../../command-api/src/application/people';
import { maxHours } from '../../command-api/src/application/routes';
import { validOpportunity, validNonFormal } from '../../command-api/src/opportunity/fixtures';
import { type Act, createAggregate, type Append, claimOf } from './write';
import type { Plan, OpportunityPlan } from './history';
import type { Random } from './random';
import { type Generation, count, memo } from './context';

const formalSchema = memo((today: string) => formalOpportunityRequest({ today }));
const nonFormalSchema = memo((today: string) => nonFormalOpportunityRequest({ today }));
const emailSchema = emailField();
const applicationAggregate = (applicationId: string, rng: Random) => createAggregate(streams.application(applicationId), applicationDecider, rng);
type ApplicationAggregate = ReturnType<typeof applicationAggregate>;

/** Opportunities and everything that happens to them: applications, both reviews, places, agreements, completion, feedback. */
export const writeOpportunities = async (g: Generation) => {
  const { plan, vault, writer, summary, adminId, byAdmin, volunteerNumbers, chunk, progress } = g;
  /** An opportunity's life in three parts: published (+ applications to it), completed, then feedback. */
  const opportunityUnit = async (o: OpportunityPlan) => {
    const rng = o.rng.child('events');
    const stream = streams.opportunity(o.id);
    const agg = createAggregate(stream, opportunityDecider, rng);
    const byVio = (at: Date): Act => ({ at, actorId: o.vio.id, actorRole: 'VIO' });
    const today = sriLankanToday(o.created);
    const common = {
      title: o.title,
      category: o.category,
      noOfVolunteers: o.noOfVolunteers,
      coreFunctions: o.coreFunctions,
      sdgNumbers: o.sdgNumbers,
      requiredSkills: o.requiredSkills,
      subjectAreaRequired: o.subjectAreaRequired,
      degreeLevelRequired: o.degreeLevelRequired,
      language: o.language,
      ...o.place,
      location: `${o.place.gnDivision}, ${o.place.divisionalSecretariat}`,
      workingHourCount: o.workingHourCount,
      startDate: o.startDate,
      endDate: o.endDate,
      supervisorName: 'Volunteer Coordinator',
      supervisorEmail: `coordinator.${o.vio.index}@example.org`,
    };
    let facts: OpportunityFacts = { exists: false };
    const track = (decided: { type: string; data: unknown }[]) => {
      for (const e of decided) facts = evolveOpportunityFacts(facts, e);
    };
    if (o.kind === 'NONFORMAL') {
      const values = nonFormalSchema(today).parse(validNonFormal({ ...common, averageVolunteerHours: o.averageVolunteerHours }));
      const { opportunity, personal } = splitOpportunity(values);
      track(agg.run({ type: 'CreateNonFormal', opportunityId: o.id, vioId: o.vio.id, opportunity: opportunity as NonFormalOpportunity, personal: await vault.seal(o.vio.id, personal) }, byVio(o.created)));
      if (o.reviewedAt) track(agg.run({ type: 'ReviewNonFormal', opportunityId: o.id, adminId, approve: Boolean(o.approvedAt) }, byAdmin(o.reviewedAt)));
    } else {
      const values = formalSchema(today).parse(validOpportunity({ ...common, type: o.kind, days: o.days }));
      const { opportunity, personal } = splitOpportunity(values);
      track(agg.run({ type: 'CreateOpportunity', opportunityId: o.id, vioId: o.vio.id, opportunity: opportunity as FormalOpportunity, personal: await vault.seal(o.vio.id, personal) }, byVio(o.created)));
      if (o.reviewedAt) track(agg.run({ type: 'ReviewOpportunity', opportunityId: o.id, adminId, approve: Boolean(o.approvedAt) }, byAdmin(o.reviewedAt)));
    }
    count(summary.opportunities, o.kind === 'NONFORMAL' ? 'non-formal' : o.kind === 'ONLINE' ? 'online' : 'formal');
    count(summary.opportunities, o.approvedAt ? 'approved' : o.reviewedAt ? 'rejected' : 'awaiting approval');
    const published = [agg.take()];

    // Applications, as the application routes run them: both reviews, a place on the roster, both agreements.
    const roster = createAggregate(streams.applicationRoster(o.id), rosterDecider, rng);
    const apps: { agg: ApplicationAggregate; plan: ReturnType<Plan['applicationsTo']>[number]; hours: number }[] = [];
    const first: Append[] = [];
    const closeMs = Math.min(o.completedAt?.getTime() ?? Infinity, plan.endMs);
    const inTime = (t: Date) => t.getTime() < closeMs;
    for (const a of plan.applicationsTo(o)) {
      const v = a.volunteer;
      const r = a.rng;
      const app = applicationAggregate(a.id, r);
      const asVolunteer = (at: Date): Act => ({ at, actorId: v.id, actorRole: 'VOLUNTEER' });
      const preferredLanguage = v.bio.preferredLanguage;
      app.run(
        {
          type: 'Apply',
          applicationId: a.id,
          volunteerId: v.id,
          dates: a.dates,
          today: sriLankanToday(a.at),
          opportunity: facts,
          vioName: o.vio.name,
          registrationNo: formatRegistrationNo('VOL', volunteerNumbers + v.index + 1),
          applicant: { contributeDistrict: v.place.district, highestEducation: v.bio.highestEducation, preferredLanguage },
          personal: await vault.seal(v.id, {
            firstName: v.person.firstName,
            lastName: v.person.lastName,
            email: emailSchema.parse(v.person.email),
            phoneNumber: v.person.mobile,
            dateOfBirth: v.person.dateOfBirth,
            employmentTitle: v.bio.employmentTitle,
            name: `${v.person.firstName} ${v.person.lastName}`,
            language: languageOfPreferred(preferredLanguage),
          }),
          vioContact: await vault.seal(o.vio.id, { email: o.vio.email, name: o.vio.name, language: 'en' }),
        },
        asVolunteer(a.at),
      );
      first.push(claimOf(vault, r, 'application', `${o.id}/${v.id}`, streams.application(a.id), a.at));
      count(summary.applications, 'submitted');
      let hours = 0;
      const selectedAt = plan.later(r, a.at, 60, 3 * 24 * 60);
      const select = r.chance(0.85);
      if (inTime(selectedAt)) {
        app.run({ type: 'AdminReview', adminId, approve: select, opportunity: facts }, byAdmin(selectedAt));
        count(summary.applications, select ? 'selected by an admin' : 'rejected by an admin');
        const reviewedAt = plan.later(r, selectedAt, 60, 4 * 24 * 60);
        if (select && inTime(reviewedAt)) {
          let approve = r.chance(0.85);
          const place = { opportunityId: o.id, applicationId: a.id };
          if (approve) {
            try {
              roster.run({ type: 'TakePlace', ...place, places: o.noOfVolunteers, now: reviewedAt }, byVio(reviewedAt));
            } catch (error) {
              if ((error as Error).message !== PLACES_FILLED) throw error;
              approve = false; // the places are filled: the organisation turns the rest down
            }
          }
          app.run({ type: 'VioReview', vioId: o.vio.id, approve, opportunity: facts }, byVio(reviewedAt));
          count(summary.applications, approve ? 'approved by the VIO' : 'rejected by the VIO');
          if (approve) {
            const volunteerAgrees = plan.later(r, reviewedAt, 30, 3 * 24 * 60);
            if (r.chance(0.92) && plan.before(volunteerAgrees) && plan.mayAct(v, volunteerAgrees)) {
              app.run({ type: 'ConfirmAgreement', party: 'VOLUNTEER', callerId: v.id, opportunity: facts }, asVolunteer(volunteerAgrees));
              count(summary.applications, 'agreed by the volunteer');
            }
            const vioAgrees = plan.later(r, reviewedAt, 30, 3 * 24 * 60);
            if (r.chance(0.92) && plan.before(vioAgrees)) {
              app.run({ type: 'ConfirmAgreement', party: 'VIO', callerId: o.vio.id, opportunity: facts }, byVio(vioAgrees));
              count(summary.applications, 'agreed by the VIO');
            }
            hours = Math.min(o.workingHourCount * a.dates.length, maxHours(o.startDate, o.endDate));
          }
        }
      }
      first.push(app.take());
      apps.push({ agg: app, plan: a, hours });
    }
    first.push(roster.take());

    // Completion, then feedback from both sides with the confirmed hours.
    const completion: Append[] = [];
    const feedback: Append[] = [];
    if (o.completedAt) {
      track(agg.run({ type: 'CompleteOpportunity', opportunityId: o.id, vioId: o.vio.id }, byVio(o.completedAt)));
      completion.push(agg.take());
      count(summary.opportunities, 'completed');
      for (const { agg: app, plan: a, hours } of apps) {
        if (!hours) continue;
        const r = a.rng.child('feedback');
        const v = a.volunteer;
        const vioAt = plan.later(r, o.completedAt, 60, 10 * 24 * 60);
        if (r.chance(0.85) && plan.before(vioAt)) {
          app.run(
            {
              type: 'SubmitVioFeedback',
              callerId: o.vio.id,
              opportunity: facts,
              feedback: {
                hours,
                recommend: r.chance(0.9),
                date: sriLankanToday(vioAt),
                ratings: Object.fromEntries(volunteerEvaluationCriteria.map((n) => [n, r.int(3, 5)])),
                personal: await vault.seal(v.id, { review: r.pick(['Worked hard and kept time.', 'A great help to the team.', 'Very reliable.']) }),
              },
            },
            byVio(vioAt),
          );
          count(summary.applications, 'hours confirmed by the VIO');
          count(summary.applications, 'confirmed hours', hours);
        }
        const volunteerAt = plan.later(r, o.completedAt, 60, 14 * 24 * 60);
        if (r.chance(0.7) && plan.before(volunteerAt) && plan.mayAct(v, volunteerAt)) {
          app.run(
            {
              type: 'SubmitVolunteerFeedback',
              callerId: v.id,
              opportunity: facts,
              feedback: {
                satisfied: r.weighted([1, 2, 3, 4], [3, 7, 40, 50]),
                informationMethod: r.pick(['FACEBOOK', 'NVS', 'MOUTH', 'SMS'] as const),
                recommend: r.chance(0.88),
                contributionHours: hours,
                date: sriLankanToday(volunteerAt),
                ratings: Object.fromEntries(volunteerFeedbackRatingNames.map((n) => [n, r.int(2, 5)])),
                personal: await vault.seal(v.id, { review: r.pick(['I learned a lot.', 'Well organised.', 'Would do it again.']), otherMethodDescription: '' }),
              },
            },
            { at: volunteerAt, actorId: v.id, actorRole: 'VOLUNTEER' },
          );
          count(summary.applications, 'feedback by the volunteer');
        }
        feedback.push(app.take());
      }
    }
    return { published, first, completion, feedback };
  };

  for (let from = 0; from < plan.scale.opportunities; from += chunk) {
    const batch = Array.from({ length: Math.min(chunk, plan.scale.opportunities - from) }, (_, n) => plan.opportunity(from + n)).filter(
      (o): o is OpportunityPlan => o !== undefined,
    );
    const units = await Promise.all(batch.map(opportunityUnit));
    // Each part after the one before in the log: opportunities before their applications, completion before feedback.
    for (const part of ['published', 'first', 'completion', 'feedback'] as const) {
      for (const u of units) await writer.appendAll(u[part]);
      await writer.flush();
    }
    progress('opportunities and applications', Math.min(from + chunk, plan.scale.opportunities), plan.scale.opportunities);
  }
  await writer.flush();

};
