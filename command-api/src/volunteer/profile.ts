import type { FastifyInstance } from 'fastify';
import { bioSectionIds, rules, streams, volunteerBioDraftRequest, volunteerBioRequest, type VolunteerBioRequest } from '@nvp/events';
import type { SliceContext } from '../infra/deps';
import { parse, badRequest, notFound, signSession, type Session } from '@nvp/http-kit';
import { contextOf, positionOf } from '../infra/http';
import { loadAccount } from '../auth/accounts';
import { checkBioReferences, splitBio } from './bio';
import { NIC_TAKEN, VOLUNTEER_NOT_FOUND, volunteerDecider } from './decider';

export const BIO_SAVED = 'Successfully Saved!';
export const BIO_DRAFT_SAVED = 'This part of your profile is saved';

/** A fresh token for the caller's account, so status and access bits follow the change at once (same session). */
export const freshToken = async (app: FastifyInstance, ctx: SliceContext, volunteerId: string, presented: Session | undefined) => {
  const account = await loadAccount(ctx.store, ctx.vault, streams.volunteer(volunteerId));
  if (!account) throw notFound(VOLUNTEER_NOT_FOUND);
  return signSession(app, account.session, ctx.config, ctx.now(), presented);
};

export const profileRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  app.post('/api/volunteer/bio/submit', { config: { access: rules.volunteer } }, async (request) => {
    const bio: VolunteerBioRequest = parse(volunteerBioRequest, request.body);
    checkBioReferences(bio);
    // Only the caller's own record: the id comes from the session, never from the body.
    const volunteerId = request.session!.id;
    const stream = streams.volunteer(volunteerId);
    const now = ctx.now();

    // The NIC is unique across volunteers: a changed NIC is claimed first and the old one released after.
    const { state } = await ctx.commands.loadState(stream, volunteerDecider);
    if (!state.exists) throw notFound(VOLUNTEER_NOT_FOUND);
    const current = await ctx.vault.open<{ nic: string }>(state.bio?.personal ?? state.personal);
    const changedNic = current && current.nic !== bio.nic ? current.nic : undefined;
    if (changedNic && !(await ctx.reservations.claim('nic', bio.nic, stream, now))) throw badRequest(NIC_TAKEN);

    const { profile, personal } = splitBio(bio);
    let result;
    try {
      ({ result } = await ctx.commands.handle(
        stream,
        volunteerDecider,
        { type: 'SubmitBio', volunteerId, profile, personal: await ctx.vault.seal(volunteerId, personal) },
        contextOf(request, now),
      ));
    } catch (error) {
      if (changedNic) await ctx.reservations.release('nic', bio.nic, stream, now);
      throw error;
    }
    if (changedNic) await ctx.reservations.release('nic', changedNic, stream, now);
    return { message: BIO_SAVED, token: await freshToken(app, ctx, volunteerId, request.session), position: positionOf(result) };
  });

  /**
   * Some sections of the first bio, each checked whole by its part of the shared schema and the reference data, sealed
   * and kept as a draft (bio/get answers it) without moving the status on: on a phone each step is saved as it is
   * finished (issue 27). The full save (bio/submit) checks the whole bio again and supersedes the draft.
   */
  app.post('/api/volunteer/bio/draft', { config: { access: rules.volunteer } }, async (request) => {
    const draft = parse(volunteerBioDraftRequest, request.body);
    const sections = bioSectionIds.filter((id) => draft[id] !== undefined);
    const values: Partial<VolunteerBioRequest> = Object.assign({}, ...sections.map((id) => draft[id]));
    checkBioReferences(values);
    const volunteerId = request.session!.id;
    const stream = streams.volunteer(volunteerId);
    // Another volunteer's NIC is refused now, not only at the full save at the end (which claims it).
    if (values.nic) {
      const { owner } = await ctx.reservations.holder('nic', values.nic);
      if (owner && owner !== stream) throw badRequest(NIC_TAKEN, 'nic');
    }
    const { result } = await ctx.commands.handle(
      stream,
      volunteerDecider,
      { type: 'SaveBioDraft', volunteerId, sections, personal: await ctx.vault.seal(volunteerId, values) },
      contextOf(request, ctx.now()),
    );
    return { message: BIO_DRAFT_SAVED, sections, position: positionOf(result) };
  });
};
