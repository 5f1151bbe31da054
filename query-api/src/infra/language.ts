import type { FastifyRequest } from 'fastify';

/** The interface language of a request: `lang` (en, si, ta) or the Accept-Language header; English otherwise. */
export const requestLanguage = (request: FastifyRequest): 'en' | 'si' | 'ta' => {
  const asked = String((request.query as Record<string, unknown>).lang ?? request.headers['accept-language'] ?? '').slice(0, 2).toLowerCase();
  return asked === 'si' || asked === 'ta' ? asked : 'en';
};
