import type { FastifyInstance } from 'fastify';
import { lkAdmin, loadAppliedOpportunityIds, loadMatchProfile, loadOpenOpportunities, rankPage, renderMatchReason, rules, sriLankanToday, unknownOf, type MatchLanguage, type OpenOpportunity } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { pageOf, sendPaging } from '../infra/paging';
import { requestLanguage } from '../infra/language';
import { createVersionedCache, versionOf } from '../infra/versioned-cache';

export const VOLUNTEER_NOT_FOUND = 'Volunteer not found';
/** Which signals the volunteer has not given yet (comma-separated: place, skills, areas, history, days). */
export const MATCH_UNKNOWN_HEADER = 'x-match-unknown';
/** What decides which opportunities are open: their own model, the approved applications (places), the waitlists. */
const OPEN_READ_MODELS = ['opportunities', 'applications', 'waitlist'] as const;

/** A district's name in `language` (the reference data's); null when unknown. */
const districtIn = (district: string | undefined, language: MatchLanguage) => {
  const d = district ? lkAdmin.district(district) : undefined;
  return d ? (language === 'si' ? d.sinhala_name : language === 'ta' ? d.tamil_name : d.name) : (district ?? null);
};

/**
 * Opportunities matched to the volunteer (issue 29), the read side. The profile and the open opportunities come from
 * the read models (events/src/matching/read.ts); the ranking is the pure rankPage (the page asked of
 * rankOpportunities, computed alone); the reasons are answered as codes with their parameters and a sentence in the
 * request's language.
 */
export const matchingQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const db = deps.pool;
  /**
   * Everyone's open opportunities for a day, for as long as the three read models deciding it are unchanged (callers
   * asking while it loads share the load): each call then reads only the volunteer's profile and applications.
   */
  const openSets = createVersionedCache<OpenOpportunity[]>({ maxEntries: 2 });

  /**
   * The open opportunities ranked for the caller, best first, paged (page, pageSize; `x-total-count`): each
   * `{ id, title, score, reasons: [{ code, …, text }], district, districtName, category, type, vio: { name }, startDate, endDate }`.
   * Never empty while opportunities are open to them: with nothing told, newest first (reason `newest`), and
   * `x-match-unknown` names what the profile does not tell.
   */
  app.get('/api/opportunity/for-you', { config: { access: rules.volunteer } }, async (request, reply) => {
    const page = pageOf(request);
    const volunteerId = request.session!.id;
    const today = sriLankanToday(new Date());
    const version = await versionOf(deps, OPEN_READ_MODELS, today);
    const [profile, applied, everyone] = await Promise.all([
      loadMatchProfile(db, volunteerId),
      loadAppliedOpportunityIds(db, volunteerId),
      openSets.getOrLoad(version, today, () => loadOpenOpportunities(db, { today })),
    ]);
    if (!profile) return reply.code(404).send({ message: VOLUNTEER_NOT_FOUND });
    const open = everyone.filter((o) => !applied.has(o.id));
    const ranked = rankPage(profile, open, page);
    const language = requestLanguage(request);
    sendPaging(reply, page, ranked.total);
    reply.header(MATCH_UNKNOWN_HEADER, unknownOf(profile).join(','));
    return ranked.matches.map((m, i) => {
      const o = ranked.opportunities[i];
      return {
        id: m.id,
        title: o.title,
        score: m.score,
        reasons: m.reasons.map((r) => renderMatchReason(r, language)),
        district: o.district ?? null,
        // The district as the interface names it (the reference data's Sinhala or Tamil name).
        districtName: districtIn(o.district, language),
        category: o.category ?? null,
        type: o.type,
        vio: { name: o.vioName },
        startDate: o.startDate,
        endDate: o.endDate,
      };
    });
  });

  /** The caller's weekly mail of matches: on or off, the last digest, how many opportunities it mailed in all. */
  app.get('/api/volunteer/match-mail', { config: { access: rules.volunteer } }, async (request) => {
    const { rows } = await db.query(`SELECT weekly, last_digest_at, mailed FROM rm_match_mail WHERE volunteer_id = $1`, [request.session!.id]);
    const r = rows[0];
    return { weekly: Boolean(r?.weekly), lastDigestAt: r?.last_digest_at ? new Date(r.last_digest_at).toISOString() : null, mailed: r?.mailed ?? 0 };
  });
};
