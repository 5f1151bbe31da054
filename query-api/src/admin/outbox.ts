import type { FastifyInstance } from 'fastify';
import { rules } from '@nvp/events';
import { OUTBOX_WRITERS } from '@nvp/projections/checkpoints';
import type { QueryApiDeps } from '../infra/deps';
import { outboxPage } from '../dev/routes';
import { CORE_ADMIN_DENIED } from './routes';

/**
 * Mail and SMS kept instead of delivered (no SMTP_URL / SMS_GATEWAY_URL): only a core admin may read them,
 * since they carry reset and invitation links. Registered whenever a channel writes to the outbox.
 */
export const adminOutboxRoutes = async (app: FastifyInstance, deps: QueryApiDeps) => {
  if (deps.config.smtpUrl && deps.config.smsGatewayUrl) return;
  app.get('/api/admin/outbox', { config: { access: rules.coreAdmin, denied: CORE_ADMIN_DENIED, readModels: OUTBOX_WRITERS } }, async (request, reply) => {
    try {
      return await outboxPage(deps, request, reply);
    } catch (error) {
      // The projections service creates the table on its first start; until then nothing was kept.
      if ((error as { code?: string }).code === '42P01') return [];
      throw error;
    }
  });
};
