import type { FastifyInstance } from 'fastify';
import { bit, hasBit, rules, type AccessRule } from '@nvp/events';
import type { QueryApiDeps } from '../infra/deps';
import { baseUrlOf } from '../findable/base-url';
import { listPage, pageOf } from '../infra/paging';
import { certificatePdf, type CertificateLanguage } from './pdf';

export const VOLUNTEER_DENIED = "You haven't access to this page, You need to Complete Your Profile, Add Referee and Approve by Admin User";
export const CERTIFICATE_NOT_FOUND = 'Certificate not found';
export const NOT_YOUR_CERTIFICATE = 'This certificate belongs to another volunteer';
/** The PDF: the volunteer it was issued to, and admins. */
export const certificateReaders: AccessRule = { any: [bit.ADMIN, bit.VOLUNTEER] };

type Row = Record<string, any>;
const isCertificateId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{22}$/.test(v);
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const nameOf = (r: Row) => [r.first_name, r.last_name].filter(Boolean).join(' ').trim();
/** The PDF's language: the one asked for (the console's interface language), else the volunteer's preferred one. */
const languageOf = (asked: unknown, preferred: unknown): CertificateLanguage =>
  asked === 'si' || asked === 'ta' || asked === 'en' ? asked : String(preferred) === '1' ? 'si' : String(preferred) === '2' ? 'ta' : 'en';

/**
 * Certificates on the read side (issue 29): the volunteer's list, a certificate's PDF (its volunteer and admins) and
 * the public verification. What a certificate states is in the certificates model; the name, the organisation and
 * the opportunity are joined here from their models, so an erased volunteer's certificate names no one — and it
 * verifies as revoked, as one whose hours were corrected does.
 */
export const certificateQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const db = deps.pool;
  const one = async (id: string) =>
    (
      await db.query(
        `SELECT c.*, v.first_name, v.last_name, coalesce(v.erased, false) AS volunteer_erased,
                coalesce(v.bio->>'preferredLanguage', v.profile->>'preferredLanguage') AS preferred_language,
                o.title, o.sdg_numbers, coalesce(vio.name, o.vio_name) AS vio_name
         FROM rm_certificates c
         LEFT JOIN rm_volunteers v ON v.id = c.volunteer_id
         LEFT JOIN rm_opportunities o ON o.id = c.opportunity_id
         LEFT JOIN rm_vios vio ON vio.id = c.vio_id
         WHERE c.id = $1`,
        [id],
      )
    ).rows[0] as Row | undefined;
  /** An annual certificate's goals: those of the opportunities whose hours it counts. */
  const goalsOfYear = async (volunteerId: string, year: number) =>
    (
      await db.query<{ n: number }>(
        `SELECT DISTINCT unnest(o.sdg_numbers) AS n FROM rm_certificate_engagements e JOIN rm_opportunities o ON o.id = e.opportunity_id
         WHERE e.volunteer_id = $1 AND e.year = $2 AND e.hours > 0 ORDER BY n`,
        [volunteerId, year],
      )
    ).rows.map((r) => Number(r.n));
  const valid = (r: Row) => !r.revoked && !r.erased && !r.volunteer_erased;

  /** The volunteer's valid certificates, newest first, paged (one per completed engagement: a long-time volunteer has hundreds). */
  app.get('/api/certificate/list', { config: { access: rules.volunteer, denied: VOLUNTEER_DENIED } }, async (request, reply) => {
    const rows = await listPage(
      db,
      reply,
      {
        select: `c.id, c.kind, c.opportunity_id, c.year, c.hours, c.period_from, c.period_to, c.issued_at, o.title, coalesce(vio.name, o.vio_name) AS vio_name`,
        from: `FROM rm_certificates c
       LEFT JOIN rm_opportunities o ON o.id = c.opportunity_id
       LEFT JOIN rm_vios vio ON vio.id = c.vio_id
       WHERE c.volunteer_id = $1 AND NOT c.revoked AND NOT c.erased`,
        order: 'c.issued_at DESC, c.id',
        params: [request.session!.id],
      },
      pageOf(request),
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      ...(r.opportunity_id ? { opportunityId: r.opportunity_id, opportunity: r.title ?? null, vio: r.vio_name ?? null } : {}),
      ...(r.year != null ? { year: Number(r.year) } : {}),
      hours: Number(r.hours),
      period: { from: r.period_from, to: r.period_to },
      issuedAt: iso(r.issued_at),
      url: `/api/certificate/${r.id}/pdf`,
    }));
  });

  /** The certificate as an A4 PDF in the volunteer's language (`?lang=` en, si or ta asks for another). */
  app.get('/api/certificate/:id/pdf', { config: { access: certificateReaders, denied: VOLUNTEER_DENIED } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const r = isCertificateId(id) ? await one(id) : undefined;
    const session = request.session!;
    const admin = hasBit(session.access, bit.ADMIN);
    if (!r) return reply.code(404).send({ message: CERTIFICATE_NOT_FOUND });
    if (!admin && r.volunteer_id !== session.id) return reply.code(403).send({ message: NOT_YOUR_CERTIFICATE });
    if (!valid(r)) return reply.code(404).send({ message: CERTIFICATE_NOT_FOUND });
    const sdgs = r.kind === 'ANNUAL' ? await goalsOfYear(r.volunteer_id, Number(r.year)) : ((r.sdg_numbers as number[] | null) ?? []);
    const pdf = await certificatePdf({
      id: r.id,
      kind: r.kind,
      language: languageOf((request.query as { lang?: unknown }).lang, r.preferred_language),
      name: nameOf(r),
      vio: r.vio_name,
      opportunity: r.title,
      year: r.year == null ? null : Number(r.year),
      hours: Number(r.hours),
      period: { from: r.period_from, to: r.period_to },
      issuedAt: iso(r.issued_at),
      sdgs,
      verifyUrl: `${baseUrlOf(request, deps.config.publicUrl)}/verify/${r.id}`,
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="certificate-${r.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));
  });

  /**
   * Anyone (an employer reading the QR code): what a valid certificate states, or `{ valid: false, reason }` —
   * UNKNOWN, or REVOKED (hours corrected, or the volunteer's data erased: the two read the same, so nothing is
   * told about the person).
   */
  app.get('/api/certificate/verify/:id', { config: { access: 'everyone' } }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const r = isCertificateId(id) ? await one(id) : undefined;
    reply.header('cache-control', 'no-store');
    if (!r) return { valid: false, reason: 'UNKNOWN' };
    if (!valid(r)) return { valid: false, reason: 'REVOKED' };
    return {
      valid: true,
      id: r.id,
      kind: r.kind,
      name: nameOf(r),
      vio: r.vio_name ?? null,
      opportunity: r.title ?? null,
      ...(r.year != null ? { year: Number(r.year) } : {}),
      hours: Number(r.hours),
      period: { from: r.period_from, to: r.period_to },
      issuedAt: iso(r.issued_at),
    };
  });
};
