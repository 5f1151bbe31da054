import {
  catalogue,
  colomboDate,
  suspendRequest,
  toSpecDate,
  complaintRequest,
  complaintStreams,
  resolveComplaintRequest,
  refereeRatingNames,
  refereeRelations,
  refereeReviewRequest,
  streams,
  volunteerBioRequest,
  volunteerRegistrationRequest,
} from '@nvp/events';
import { formatRegistrationNo } from '../../command-api/src/infra/registration';
import { volunteerDecider } from '../../command-api/src/volunteer/decider';
import { validReview } from '../../command-api/src/volunteer/fixtures';
import { checkBioReferences, splitBio } from '../../command-api/src/volunteer/bio';
import { complaintDecider } from '../../command-api/src/complaint/decider';
import { accountDecider, type AccountEvent } from '../../command-api/src/account/decider';
import { eraseSubject } from '../../command-api/src/account/service';
import { createCommandHandler } from '../../command-api/src/infra/command-handler';
import { createReservations } from '../../command-api/src/infra/reservations';
import { createErasureSteps, type SliceContext } from '../../command-api/src/infra/deps';
import { type Act, createAggregate, type Append, claimOf, numbersOf } from './write';
import type { VolunteerPlan } from './history';
import { GENERATED_PASSWORDS, type Generation, count, secretOf, memo } from './context';

/** The minimum age is checked on birth years only (ageFromNic), so one schema per year is exact. */
const registrationSchema = memo((year: number) => volunteerRegistrationRequest(new Date(Date.UTC(year, 6, 1))));

/** Volunteers through the whole registration (as far as each gets), with their complaints after them. */
export const writeVolunteers = async (g: Generation) => {
  const { plan, vault, writer, summary, hashes, adminId, byAdmin, volunteerNumbers, chunk, progress } = g;
  // Complaints: a share of e-mail-verified volunteers file one (2 %, more in the tiny test); most are resolved.
  const complaintTopics = [
    ['Certificate not received', 'I finished the programme but have not received my certificate yet.'],
    ['Supervisor did not turn up', 'On the first day nobody from the organisation was at the site to meet the volunteers.'],
    ['Hours not confirmed', 'The organisation has not confirmed the hours I worked last month.'],
    ['Cannot change my district', 'I moved to another district and the profile form does not let me change it.'],
  ] as const;
  const complaintOf = async (v: VolunteerPlan, account: { firstName: string; lastName: string; email: string }, verifiedAt: Date): Promise<Append[]> => {
    const rng = v.rng.child('complaint');
    if (!rng.chance(plan.scale.complaintShare)) return [];
    const at = plan.later(rng, verifiedAt, 60, 120 * 24 * 60);
    if (!plan.before(at) || !plan.mayAct(v, at)) return [];
    const complaintId = rng.uuid();
    const [title, description] = rng.pick(complaintTopics);
    const body = complaintRequest.parse({ title, description });
    const agg = createAggregate(complaintStreams.complaint(complaintId), complaintDecider, rng);
    const submitted = { title: body.title, email: account.email, userName: `${account.firstName} ${account.lastName}` };
    agg.run(
      {
        type: 'SubmitComplaint',
        complaintId,
        complainantId: v.id,
        userType: 'VOLUNTEER',
        personal: await vault.seal(v.id, {
          ...submitted,
          description: body.description,
          registrationNo: body.registrationNo ?? null,
          userRegistrationNo: formatRegistrationNo('VOL', volunteerNumbers + v.index + 1),
        }),
      },
      { at, actorId: v.id, actorRole: 'VOLUNTEER' },
    );
    count(summary.complaints, 'submitted');
    const resolvedAt = plan.later(rng, at, 60, 14 * 24 * 60);
    if (rng.chance(0.8) && plan.before(resolvedAt)) {
      const { resolve } = resolveComplaintRequest.parse({ resolve: 'We contacted the organisation and the matter is settled.' });
      agg.run({ type: 'ResolveComplaint', complaintId, adminId, personal: await vault.seal(v.id, { actionTaken: resolve, ...submitted }) }, byAdmin(resolvedAt));
      count(summary.complaints, 'resolved');
    }
    return [agg.take()];
  };

  const volunteerEvents = async (v: VolunteerPlan) => {
    const out: Append[] = [];
    const stream = streams.volunteer(v.id);
    const rng = v.rng;
    const agg = createAggregate(stream, volunteerDecider, rng);
    const own = (at: Date): Act => ({ at, actorId: v.id, actorRole: 'VOLUNTEER' });
    const [registeredAt, emailAt, phoneAt, bioAt, refereeAt, reviewAt, approvedAt] = v.times;
    const body = registrationSchema(registeredAt.getUTCFullYear()).parse({
      firstName: v.person.firstName,
      lastName: v.person.lastName,
      nic: v.person.nic,
      email: v.person.email,
      password: GENERATED_PASSWORDS.volunteer,
    });
    out.push(claimOf(vault, rng, 'email', body.email, stream, registeredAt));
    out.push(claimOf(vault, rng, 'nic', body.nic, stream, registeredAt));
    const secret = secretOf(v.id, v.emailToken);
    agg.run(
      {
        type: 'RegisterVolunteer',
        volunteerId: v.id,
        registrationNo: formatRegistrationNo('VOL', volunteerNumbers + v.index + 1),
        emailSecretHash: secret.hash,
        personal: await vault.seal(v.id, {
          firstName: body.firstName,
          lastName: body.lastName,
          nic: body.nic,
          email: body.email,
          passwordHash: hashes.volunteer,
          emailSecret: secret.key,
        }),
      },
      { at: registeredAt },
    );
    if (emailAt) agg.run({ type: 'VerifyVolunteerEmail', volunteerId: v.id, secretHash: secret.hash }, { at: emailAt });
    if (phoneAt) {
      // The code is sent a minute before it is typed in (within its ten minutes).
      const sentAt = new Date(phoneAt.getTime() - 60_000);
      const codeHash = vault.blindIndex('phone-code', `${v.id}:${v.phoneCode}`);
      agg.run(
        { type: 'SendPhoneCode', volunteerId: v.id, codeHash, now: sentAt, personal: await vault.seal(v.id, { phoneNumber: v.person.mobile, code: v.phoneCode }) },
        own(sentAt),
      );
      agg.run({ type: 'VerifyPhone', volunteerId: v.id, codeHash, now: phoneAt, personal: await vault.seal(v.id, { phoneNumber: v.person.mobile }) }, own(phoneAt));
    }
    if (bioAt) {
      const bio = volunteerBioRequest.parse(v.bio);
      checkBioReferences(bio);
      const { profile, personal } = splitBio(bio);
      agg.run({ type: 'SubmitBio', volunteerId: v.id, profile, personal: await vault.seal(v.id, personal) }, own(bioAt));
      count(summary.volunteers, `district ${bio.contributeDistrict}`);
    }
    const refereeSecret = secretOf(v.refereeId, v.refereeToken);
    if (refereeAt) {
      out.push(claimOf(vault, rng, 'referee', v.refereeId, stream, refereeAt));
      agg.run(
        {
          type: 'AddReferee',
          volunteerId: v.id,
          refereeId: v.refereeId,
          secretHash: refereeSecret.hash,
          personal: await vault.seal(v.id, { ...v.referee, secret: refereeSecret.key, volunteerName: `${body.firstName} ${body.lastName}` }),
        },
        own(refereeAt),
      );
    }
    if (reviewAt) {
      // The referee's form, parsed by the route's own schema and split as the route splits it.
      const { refereeToken: _t, otherInformation, accurate, relation, durationYears, durationMonths, consent: _c, ...ratings } = refereeReviewRequest.parse({
        refereeToken: refereeSecret.key,
        ...validReview({
          ...Object.fromEntries(refereeRatingNames.map((n) => [n, rng.int(3, 5)])),
          durationYears: rng.pick(['1', '2', '3', '4', '5', '5+']),
          relation: rng.pick(refereeRelations),
          otherInformation: rng.pick(['Reliable and kind.', 'Always on time and helpful.', 'A quick learner and a good team member.']),
        }),
      });
      agg.run(
        {
          type: 'ReviewReferee',
          volunteerId: v.id,
          refereeId: v.refereeId,
          secretHash: refereeSecret.hash,
          accurate,
          relation,
          durationYears,
          durationMonths,
          ratings,
          personal: await vault.seal(v.id, { otherInformation }),
        },
        { at: reviewAt },
      );
    }
    if (approvedAt) agg.run({ type: 'ApproveVolunteer', volunteerId: v.id, adminId }, byAdmin(approvedAt));
    count(summary.volunteers, v.reached === 'approved' ? 'approved' : `stopped at ${v.reached}`);
    count(summary.volunteers, `gender ${v.person.gender}`);
    out.push(agg.take());
    return { out, later: emailAt ? await complaintOf(v, body, emailAt) : [], number: { owner: stream, at: registeredAt } };
  };

  for (let from = 0; from < plan.scale.volunteers; from += chunk) {
    const batch = Array.from({ length: Math.min(chunk, plan.scale.volunteers - from) }, (_, n) => plan.volunteer(from + n));
    const made = await Promise.all(batch.map(volunteerEvents));
    await writer.append(numbersOf(plan.root.child('volunteer-numbers', from), 'volunteer-registration-no', made.map((m) => m.number)));
    for (const m of made) await writer.appendAll(m.out);
    // Complaints after their complainants in the log.
    await writer.flush();
    for (const m of made) await writer.appendAll(m.later);
    progress('volunteers', from + batch.length, plan.scale.volunteers);
  }
  await writer.flush();

};

/** Last: suspensions, and erasures through the account slice's own eraseSubject. */
export const writeStanding = async (g: Generation) => {
  const { plan, store, writer, summary, adminId, byAdmin, chunk, progress } = g;
  const eraser = g.eraser;
  // The erasure itself is the account slice's own eraseSubject (release the claims, delete the key, PersonalDataErased).
  const erasing = eraser && ({ store, vault: eraser, commands: createCommandHandler(store), reservations: createReservations(store, eraser), erasure: createErasureSteps() } as unknown as SliceContext);
  const standingOf = async (v: VolunteerPlan) => {
    const change = plan.standing(v);
    if (!change || (change.kind === 'erased' && !erasing)) return;
    const stream = streams.volunteer(v.id);
    const history = (await store.readStream(stream)).map((e) => ({ type: e.type, data: catalogue.upcast(e.type, e.version, e.data) }) as AccountEvent);
    const agg = createAggregate(stream, accountDecider, v.rng.child('standing'), history);
    if (change.kind === 'suspended') {
      const today = colomboDate(change.at);
      const body = suspendRequest(today).parse({ id: v.id, suspend: true, date: toSpecDate(change.until) });
      agg.run({ type: 'SuspendAccount', subjectId: body.id, until: change.until, adminId, now: change.at, today }, byAdmin(change.at));
      await writer.append(agg.take());
      count(summary.standing, 'volunteers suspended');
      return;
    }
    agg.run({ type: 'TerminateAccount', subjectId: v.id, by: 'self' }, { at: change.at, actorId: v.id, actorRole: 'VOLUNTEER' });
    await writer.append(agg.take());
    await writer.flush();
    await eraseSubject(erasing!, stream, v.id, { actorId: v.id, actorRole: 'VOLUNTEER', correlationId: v.rng.child('erasure').uuid(), now: change.at });
    count(summary.standing, 'volunteers erased');
  };
  for (let from = 0; from < plan.scale.volunteers; from += chunk) {
    const batch = Array.from({ length: Math.min(chunk, plan.scale.volunteers - from) }, (_, n) => plan.volunteer(from + n));
    await Promise.all(batch.map(standingOf));
    progress('suspensions and erasures', from + batch.length, plan.scale.volunteers);
  }
  await writer.flush();

  const s = writer.stats();
  return { ...summary, events: s.events, seconds: s.seconds, perSecond: s.perSecond };
};
