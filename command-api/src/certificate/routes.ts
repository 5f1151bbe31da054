import type { FastifyInstance } from 'fastify';
import type { SliceContext } from '../infra/deps';
import { positionOf } from '../infra/http';
import { issueCertificates, scheduleCertificates } from './issue';

export const CERTIFICATES_ISSUED = 'Certificates issued';

/**
 * Certificates (issue 29): the hourly job issues them (and revokes one whose confirmed hours changed); in
 * development POST /api/dev/jobs/certificates runs it now, so a journey need not wait for the sweep.
 */
export const certificateRoutes = async (app: FastifyInstance, ctx: SliceContext) => {
  if (ctx.config.devOutbox) {
    app.post('/api/dev/jobs/certificates', { config: { access: 'everyone' } }, async () => {
      const { issued, revoked, last } = await issueCertificates(ctx);
      return { message: CERTIFICATES_ISSUED, issued, revoked, position: positionOf(last) };
    });
  }
  scheduleCertificates(app, ctx);
};
