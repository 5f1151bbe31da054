import {
  createSubVioRequest,
  subVioRegistrationRequest,
  lkAdmin,
  splitVioProfile,
  streams,
  vioProfileSchemas,
  vioRegistrationRequest,
} from '@nvp/events';
import { formatRegistrationNo } from '../../command-api/src/infra/registration';
import { vioDecider } from '../../command-api/src/vio/decider';
import { membershipDecider } from '../../command-api/src/organisation/decider';
import { SUB_VIO_INVITATION_TTL_MS } from '../../command-api/src/vio/subvio-routes';
import { validVioProfile } from '../../command-api/src/vio/profile-fixtures';
import { type Act, createAggregate, type Append, claimOf, numbersOf } from './write';
import type { VioPlan } from './history';
import { GENERATED_PASSWORDS, type Generation, count, secretOf } from './context';

/** The VIOs: registered, e-mail verified, profile completed, reviewed by the admin; their numbers on the counter. */
export const writeVios = async (g: Generation) => {
  const { plan, vault, writer, summary, hashes, adminId, byAdmin, vioNumbers, chunk, progress } = g;
  const vioEvents = async (v: VioPlan) => {
    const out: Append[] = [];
    const stream = streams.vio(v.id);
    const rng = v.rng;
    const agg = createAggregate(stream, vioDecider, rng);
    const own = (at: Date): Act => ({ at, actorId: v.id, actorRole: 'VIO' });
    const [registeredAt, verifiedAt, profileAt] = v.times;
    const body = vioRegistrationRequest.parse({ name: v.name, email: v.email, password: GENERATED_PASSWORDS.vio, type: v.type, description: v.name });
    out.push(claimOf(vault, rng, 'email', body.email, stream, registeredAt));
    const secret = secretOf(v.id, v.emailToken);
    agg.run(
      {
        type: 'RegisterVio',
        vioId: v.id,
        registrationNo: formatRegistrationNo('VIO', vioNumbers + v.index + 1),
        name: body.name,
        vioType: body.type,
        description: body.description || body.name,
        emailSecretHash: secret.hash,
        personal: await vault.seal(v.id, { email: body.email, passwordHash: hashes.vio, emailSecret: secret.key }),
      },
      { at: registeredAt },
    );
    if (verifiedAt) agg.run({ type: 'VerifyVioEmail', vioId: v.id, secretHash: secret.hash }, { at: verifiedAt });
    if (profileAt) {
      const values = vioProfileSchemas[v.type].parse(
        validVioProfile(v.type, v.place, {
          addressLine1: `No. ${rng.int(1, 300)}, ${v.place.gnDivision}`,
          managerName: 'Manager',
          coordinatorName: 'Volunteer Coordinator',
        }),
      );
      if (!lkAdmin.isKnownLocation({ district: values.district, divisionalSecretariat: values.divisionalSecretariat, gnDivision: values.gnDivision })) {
        throw new Error(`unknown VIO location ${values.district}/${values.divisionalSecretariat}/${values.gnDivision}`);
      }
      const { profile, personal } = splitVioProfile(values);
      agg.run({ type: 'CompleteVioProfile', vioId: v.id, vioType: v.type, profile, personal: await vault.seal(v.id, personal) }, own(profileAt));
    }
    const reviewedAt = v.times[3];
    if (reviewedAt) agg.run({ type: 'ReviewVio', vioId: v.id, adminId, approve: v.approve }, byAdmin(reviewedAt));
    count(summary.vios, v.approvedAt ? 'approved' : reviewedAt ? 'rejected' : profileAt ? 'awaiting approval' : 'unfinished');
    out.push(agg.take());
    return { out, number: { owner: stream, at: registeredAt } };
  };

  for (let from = 0; from < plan.scale.vios; from += chunk) {
    const batch = Array.from({ length: Math.min(chunk, plan.scale.vios - from) }, (_, n) => plan.vio(from + n));
    const made = await Promise.all(batch.map(vioEvents));
    await writer.append(numbersOf(plan.root.child('vio-numbers', from), 'vio-registration-no', made.map((m) => m.number)));
    for (const m of made) await writer.appendAll(m.out);
    progress('VIOs', from + batch.length, plan.scale.vios);
  }
  await writer.flush();

};

/** Sub-VIOs of approved VIOs, then memberships (after both sides are in the log). */
export const writeOrganisations = async (g: Generation) => {
  const { plan, vault, writer, summary, hashes, vioNumbers, chunk, progress } = g;
  // Sub-VIOs take the next VIO registration numbers, after every VIO's.
  let nextVioNumber = vioNumbers + plan.scale.vios + 1;
  const organisationEvents = async (principal: VioPlan) => {
    const { subVios, members } = plan.organisation(principal);
    const rng = principal.rng.child('organisation-events');
    const byPrincipal = (at: Date): Act => ({ at, actorId: principal.id, actorRole: 'VIO' });
    const subs: Append[] = [];
    const numbers: { owner: string; at: Date }[] = [];
    for (const sv of subVios) {
      const stream = streams.vio(sv.id);
      const body = createSubVioRequest.parse({ name: sv.name, email: sv.email, leader: sv.leader, description: `The ${sv.name} of ${principal.name}.` });
      subs.push(claimOf(vault, rng, 'email', body.email, stream, sv.createdAt));
      numbers.push({ owner: stream, at: sv.createdAt });
      const secret = secretOf(sv.id, sv.token);
      const agg = createAggregate(stream, vioDecider, rng);
      agg.run(
        {
          type: 'CreateSubVio',
          vioId: sv.id,
          parentVioId: principal.id,
          registrationNo: formatRegistrationNo('VIO', nextVioNumber++),
          name: body.name,
          vioType: principal.type,
          description: body.description,
          personal: await vault.seal(sv.id, { email: body.email }),
          secretHash: secret.hash,
          expiresAt: new Date(sv.createdAt.getTime() + SUB_VIO_INVITATION_TTL_MS).toISOString(),
          invitationPersonal: await vault.seal(sv.id, { email: body.email, leader: body.leader, secret: secret.key, name: body.name, principalName: principal.name }),
        },
        byPrincipal(sv.createdAt),
      );
      count(summary.vios, 'sub-VIOs');
      if (sv.passwordAt) {
        // The link's form, checked as the route checks it; the hash is the one shared VIO hash.
        subVioRegistrationRequest.parse({ token: secret.key, password: GENERATED_PASSWORDS.vio });
        agg.run(
          { type: 'SetSubVioPassword', vioId: sv.id, secretHash: secret.hash, now: sv.passwordAt, personal: await vault.seal(sv.id, { email: body.email, passwordHash: hashes.vio }) },
          { at: sv.passwordAt },
        );
        count(summary.vios, 'sub-VIOs with a password');
      }
      subs.push(agg.take());
    }
    const joins: Append[] = [];
    for (const m of members) {
      const v = m.volunteer;
      const pair = { vioId: principal.id, volunteerId: v.id };
      const agg = createAggregate(streams.membership(principal.id, v.id), membershipDecider, m.rng);
      const asVolunteer = (at: Date): Act => ({ at, actorId: v.id, actorRole: 'VOLUNTEER' });
      if (m.invited) {
        agg.run({ type: 'InviteVolunteer', ...pair, vioName: principal.name, personal: await vault.seal(v.id, { email: v.person.email }) }, byPrincipal(m.at));
        if (m.answeredAt) agg.run(m.accepted ? { type: 'RequestMembership', ...pair } : { type: 'WithdrawMembership', ...pair }, asVolunteer(m.answeredAt));
      } else {
        agg.run({ type: 'RequestMembership', ...pair }, asVolunteer(m.at));
        if (m.answeredAt) agg.run({ type: 'ReviewMembership', ...pair, accept: m.accepted }, byPrincipal(m.answeredAt));
      }
      count(summary.vios, m.invited ? 'members invited' : 'members who asked to join');
      if (m.answeredAt && m.accepted) count(summary.vios, 'members joined');
      if (m.subVio && m.assignedAt) {
        agg.run({ type: 'AssignToSubVio', ...pair, subVioId: m.subVio.id }, byPrincipal(m.assignedAt));
        count(summary.vios, 'members assigned to a sub-VIO');
      }
      joins.push(agg.take());
    }
    return { subs, numbers, joins };
  };

  for (let from = 0; from < plan.scale.vios; from += chunk) {
    const batch = Array.from({ length: Math.min(chunk, plan.scale.vios - from) }, (_, n) => plan.vio(from + n));
    // In index order, so the registration numbers follow the counter's order.
    const made = [];
    for (const v of batch) made.push(await organisationEvents(v));
    await writer.append(numbersOf(plan.root.child('sub-vio-numbers', from), 'vio-registration-no', made.flatMap((m) => m.numbers)));
    for (const m of made) await writer.appendAll(m.subs);
    await writer.flush();
    for (const m of made) await writer.appendAll(m.joins);
    progress('sub-VIOs and members', from + batch.length, plan.scale.vios);
  }
  await writer.flush();

};
