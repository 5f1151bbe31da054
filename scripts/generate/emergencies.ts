import {
  emergencyOpportunityRequest,
  emergencyRegistrationRequest,
  inviteEmergencyUserRequest,
  sriLankanToday,
  streams,
} from '@nvp/events';
import { formatRegistrationNo } from '../../command-api/src/infra/registration';
import { createEmergencyOpportunity, emergencyOpportunityDecider, emergencyUserDecider, INVITATION_TTL_MS, supervisorOf } from '../../command-api/src/emergency/decider';
import { type Act, createAggregate, claimOf } from './write';
import type { VolunteerPlan } from './history';
import { createRandom } from './random';
import { GENERATED_PASSWORDS, type Generation, count, secretOf, memo } from './context';

/** Emergency users, their emergencies, call-outs to the district's standby pool and the replies. */
export const writeEmergencies = async (g: Generation) => {
  const { plan, vault, writer, summary, hashes, adminId, byAdmin, volunteerNumbers, progress } = g;
  const emergencySchema = memo((today: string) => emergencyOpportunityRequest(today));
  for (let u = 0; u < plan.emergencyUsers; u++) {
    const e = plan.emergencyUser(u);
    const rng = createRandom(`${g.seed}/emergency-user-events/${u}`);
    const stream = streams.emergency(e.id);
    const user = createAggregate(stream, emergencyUserDecider, rng);
    const invite = inviteEmergencyUserRequest.parse({ name: `${e.person.firstName} ${e.person.lastName}`, email: `emergency.${u}@example.org` });
    const secret = secretOf(e.id, e.token);
    await writer.append(claimOf(vault, rng, 'email', invite.email, stream, e.invitedAt));
    user.run(
      {
        type: 'InviteEmergencyUser',
        userId: e.id,
        secretHash: secret.hash,
        expiresAt: new Date(e.invitedAt.getTime() + INVITATION_TTL_MS).toISOString(),
        invitedBy: adminId,
        personal: await vault.seal(e.id, { name: invite.name, email: invite.email, secret: secret.key }),
      },
      byAdmin(e.invitedAt),
    );
    count(summary.emergencies, 'emergency users');
    if (!e.registeredAt) {
      await writer.append(user.take());
      continue;
    }
    emergencyRegistrationRequest.parse({ token: secret.key, password: GENERATED_PASSWORDS.admin });
    user.run(
      { type: 'RegisterEmergencyUser', userId: e.id, secretHash: secret.hash, now: e.registeredAt, personal: await vault.seal(e.id, { name: invite.name, email: invite.email, passwordHash: hashes.admin }) },
      { at: e.registeredAt },
    );
    await writer.append(user.take());
    await writer.flush();
    for (const o of e.opportunities) {
      const agg = createAggregate(streams.emergencyOpportunity(o.id), emergencyOpportunityDecider, o.rng.child('events'));
      const byUser = (at: Date): Act => ({ at, actorId: e.id, actorRole: 'EMERGENCY_LOGIN' });
      const body = emergencySchema(sriLankanToday(o.createdAt)).parse({
        title: `${o.title}, ${o.place.district}`,
        category: [String(o.rng.int(1, 11))],
        noOfVolunteers: o.noOfVolunteers,
        coreFunctions: [],
        supervisorName: invite.name,
        supervisorLandline: `011${o.rng.digits(7)}`,
        supervisorMobile: e.person.mobile,
        supervisorEmail: invite.email,
        sdgNumbers: [11, 13],
        descriptionEnglish: o.description,
        descriptionSinhala: o.description,
        descriptionTamil: o.description,
        descriptionSMSEnglish: o.sms,
        descriptionSMSSinhala: o.sms,
        descriptionSMSTamil: o.sms,
        ...o.place,
        location: `${o.place.gnDivision}, ${o.place.divisionalSecretariat}`,
        startDate: o.startDate,
        endDate: o.endDate,
      });
      agg.run(createEmergencyOpportunity(body, { opportunityId: o.id, ownerId: e.id }, await vault.seal(e.id, supervisorOf(body))), byUser(o.createdAt));
      count(summary.emergencies, 'emergency opportunities');
      const invited = o.callOutAt ? plan.callOutPool(o.rng.child('pool'), o.place.district, o.callOutAt) : [];
      const closeMs = Math.min(o.completedAt?.getTime() ?? Infinity, plan.endMs);
      if (o.callOutAt && invited.length) {
        const registrationNo = (v: VolunteerPlan) => formatRegistrationNo('VOL', volunteerNumbers + v.index + 1);
        agg.run({ type: 'InviteEmergencyVolunteers', opportunityId: o.id, actorId: e.id, volunteers: invited.map((v) => ({ volunteerId: v.id, registrationNo: registrationNo(v) })) }, byUser(o.callOutAt));
        count(summary.emergencies, 'volunteers called out', invited.length);
        // Replies in the order they arrive.
        const replies = invited
          .map((v) => {
            const r = o.rng.child('reply', v.index);
            return { v, answer: r.weighted(['YES', 'NO', 'none'] as const, [40, 20, 40]), at: plan.later(r, o.callOutAt!, 5, 600), added: r.chance(0.1) };
          })
          .sort((a, b) => a.at.getTime() - b.at.getTime());
        const accepted: VolunteerPlan[] = [];
        for (const { v, answer, at, added } of replies) {
          if (at.getTime() >= closeMs) continue;
          if (answer !== 'none') {
            agg.run({ type: 'ReplyToCallOut', opportunityId: o.id, volunteerId: v.id, answer, channel: 'sms' }, { at, actorId: v.id, actorRole: 'VOLUNTEER' });
            count(summary.emergencies, answer === 'YES' ? 'replied YES' : 'replied NO');
            if (answer === 'YES') accepted.push(v);
          } else if (added) {
            agg.run({ type: 'AddEmergencyVolunteer', opportunityId: o.id, actorId: e.id, registrationNo: registrationNo(v) }, byUser(at));
            count(summary.emergencies, 'added by the emergency user');
            accepted.push(v);
          }
        }
        if (o.completedAt) {
          for (const v of accepted) {
            if (!o.rng.child('complete', v.index).chance(0.8)) continue;
            agg.run({ type: 'CompleteEmergencyVolunteer', opportunityId: o.id, actorId: e.id, registrationNo: registrationNo(v) }, byUser(o.completedAt));
            count(summary.emergencies, 'volunteers completed');
          }
        }
      }
      if (o.completedAt) {
        agg.run({ type: 'CompleteEmergencyOpportunity', opportunityId: o.id, actorId: e.id }, byUser(o.completedAt));
        count(summary.emergencies, 'emergency opportunities completed');
      }
      await writer.append(agg.take());
    }
    progress('emergencies', u + 1, plan.emergencyUsers);
  }
  await writer.flush();

};
