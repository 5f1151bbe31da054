import type { FastifyInstance } from 'fastify';
import { adminPermissions, rules, suspensionEndsAt, type StandingName } from '@nvp/events';
import { splitSecret, isUuid, CORE_ADMIN_DENIED } from '@nvp/http-kit';
import type { QueryApiDeps } from '../infra/deps';
import { listPage, pageOf } from '../infra/paging';

export const ADMIN_DENIED = 'Only Admin users can view this page!';
export { CORE_ADMIN_DENIED };
/** Spec §8: a bad, used or expired invitation. */
export const INVALID_INVITATION = 'Invalid !!!';


/** A suspension is over once its last day (Colombo) has passed, whatever the row still says. */
export const effectiveStanding = (standing: StandingName, suspendedUntil: string | null, now = new Date()): { standing: StandingName; suspendedUntil: string | null } =>
  standing === 'SUSPENDED' && suspendedUntil && now >= suspensionEndsAt(suspendedUntil)
    ? { standing: 'FUNCTIONING', suspendedUntil: null }
    : { standing, suspendedUntil: standing === 'SUSPENDED' ? suspendedUntil : null };

export const adminQueryRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  const admin = { access: rules.admin, denied: ADMIN_DENIED };
  const coreAdmin = { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED };

  app.get('/api/admin/details', { config: admin }, async (request, reply) => {
    const { rows } = await deps.pool.query('SELECT id, core, permissions, name, email, bio, image_url FROM rm_admins WHERE id = $1', [request.session!.id]);
    const row = rows[0];
    if (!row) return reply.code(404).send({ message: 'Administrator not found' });
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      bio: row.bio ?? '',
      type: row.core ? 'CORE_ADMIN' : 'ADMIN',
      profileImage: row.image_url,
      imageURL: row.image_url,
      adminPermissions: row.core ? [...adminPermissions] : row.permissions,
    };
  });

  app.get('/api/projections/lag', { config: admin }, async () => deps.lag());

  /** The invitee's e-mail for the registration form; 'Invalid !!!' for a forged, used or expired link. */
  app.get('/api/admin/verify/:token', { config: { access: 'everyone' } }, async (request, reply) => {
    const secret = splitSecret((request.params as { token: string }).token);
    if (!secret || !isUuid(secret.subjectId)) return reply.code(400).send({ message: INVALID_INVITATION });
    const { rows } = await deps.pool.query(
      `SELECT email FROM rm_admins WHERE id = $1 AND status = 'INVITED' AND invite_secret_hash = $2 AND invite_expires_at > now()`,
      [secret.subjectId, secret.hash],
    );
    if (!rows[0]?.email) return reply.code(400).send({ message: INVALID_INVITATION });
    return { email: rows[0].email };
  });

  /** Every administrator who is not removed, a page at a time; pending invitations show as INVITED (or EXPIRED). */
  app.get('/api/admin/list', { config: coreAdmin }, async (request, reply) => {
    const rows = await listPage(
      deps.pool,
      reply,
      { select: 'id, core, permissions, status, name, email, invite_expires_at', from: `FROM rm_admins WHERE status <> 'TERMINATED'`, order: 'core DESC, coalesce(registered_at, invited_at), id' },
      pageOf(request),
    );
    const now = new Date();
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      permissions: r.core ? [...adminPermissions] : r.permissions,
      core: r.core,
      status: r.status === 'INVITED' && r.invite_expires_at && new Date(r.invite_expires_at) <= now ? 'EXPIRED' : r.status,
    }));
  });

  const standingOf = async (id: string) => {
    if (!isUuid(id)) return undefined;
    const { rows } = await deps.pool.query(`SELECT id, kind, standing, suspended_until, erased FROM rm_accounts WHERE id = $1`, [id]);
    const row = rows[0];
    return row && { id: row.id as string, kind: row.kind as string, erased: row.erased as boolean, ...effectiveStanding(row.standing, row.suspended_until) };
  };

  /** Spec §7: the text SUSPENDED or FUNCTIONING (as a JSON string; TERMINATED for a closed account). */
  app.get('/api/admin/user/suspend/:id', { config: admin }, async (request, reply) => {
    const found = await standingOf((request.params as { id: string }).id);
    if (!found) return reply.code(404).send({ message: 'User not found' });
    return reply.type('application/json').send(JSON.stringify(found.standing));
  });

  /** The same with the last suspended day, for the suspension panel. */
  app.get('/api/admin/user/standing/:id', { config: admin }, async (request, reply) => {
    const found = await standingOf((request.params as { id: string }).id);
    if (!found) return reply.code(404).send({ message: 'User not found' });
    return found;
  });
};
