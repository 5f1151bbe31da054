import type { FastifyInstance, FastifyReply } from 'fastify';
import { lkAdmin, rules, volunteerProfileFormData } from '@nvp/events';

/** Reference data changes only with a release: browsers and proxies may keep it for a day. */
const CACHE_REFERENCE = 'public, max-age=86400';

export const LOCATION_MESSAGES = {
  districtRequired: 'District is required',
  unknownDistrict: 'Unknown district',
  divisionalSecretariatRequired: 'Divisional secretariat is required',
  unknownDivisionalSecretariat: 'Unknown divisional secretariat',
} as const;

const param = (query: unknown, name: string) => {
  const value = (query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** A 400 with the message as the error handler would answer it. */
const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });

const cached = <T>(reply: FastifyReply, body: T) => {
  reply.header('cache-control', CACHE_REFERENCE);
  return body;
};

/** Public lookups: location pickers (spec §7 'Profiles and lookups') and the volunteer profile form lists. */
export const contentQueryRoutes = async (app: FastifyInstance) => {
  app.get('/api/data/districts', { config: { access: rules.everyone } }, async (_request, reply) => cached(reply, lkAdmin.districts()));

  app.get('/api/data/divsec', { config: { access: rules.everyone } }, async (request, reply) => {
    const district = param(request.query, 'district');
    if (!district) throw badRequest(LOCATION_MESSAGES.districtRequired);
    if (!lkAdmin.district(district)) throw badRequest(LOCATION_MESSAGES.unknownDistrict);
    return cached(reply, lkAdmin.divisionalSecretariats(district));
  });

  app.get('/api/data/gndivisions', { config: { access: rules.everyone } }, async (request, reply) => {
    const divisionalSecretariat = param(request.query, 'divsec');
    const district = param(request.query, 'district');
    if (!divisionalSecretariat) throw badRequest(LOCATION_MESSAGES.divisionalSecretariatRequired);
    if (district && !lkAdmin.district(district)) throw badRequest(LOCATION_MESSAGES.unknownDistrict);
    if (lkAdmin.findDivisionalSecretariats(divisionalSecretariat, district).length === 0) throw badRequest(LOCATION_MESSAGES.unknownDivisionalSecretariat);
    return cached(reply, lkAdmin.gnDivisions(divisionalSecretariat, district));
  });

  app.get('/api/formData/volunteerProfile', { config: { access: rules.everyone } }, async (_request, reply) => cached(reply, volunteerProfileFormData()));
};
