import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { emailVerificationRequest, formatPosition, type AppendResult } from '@nvp/events';
import { badRequest, INVALID_LINK, isUuid, parse, splitSecret } from '@nvp/http-kit';
import type { CommandContext } from './command-handler';

// Parsing, UUID checks, the error handler and mailed secrets are the HTTP kit's (@nvp/http-kit), shared with the
// read side; what is here belongs to commands only.

/**
 * Who acts, and the correlationId of the events the request appends: the request id (a UUID, see
 * @nvp/http-kit's request-log.ts), unless the client names a wider operation with a UUID x-correlation-id. Anything
 * else a client sends there is ignored: it would land in the log unchecked.
 */
export const contextOf = (request: FastifyRequest, now: Date): CommandContext => {
  const correlation = request.headers['x-correlation-id'];
  return {
    actorId: request.session?.id,
    actorRole: request.session?.type,
    // A server built without requestLogOptions numbers its requests (req-1): still a UUID in the log.
    correlationId: typeof correlation === 'string' && isUuid(correlation) ? correlation.toLowerCase() : isUuid(request.id) ? request.id : randomUUID(),
    now,
  };
};

/** The position a command response carries, for read-your-writes. */
export const positionOf = (result: AppendResult | undefined) => (result ? formatPosition(result.position) : undefined);

/** The mailed secret of a verification call: header `tokenKey` (spec §7) or body `emailToken`. */
export const mailedSecretOf = (request: FastifyRequest) => {
  const header = request.headers.tokenkey;
  const key = (typeof header === 'string' && header) || parse(emailVerificationRequest, request.body).emailToken;
  const secret = splitSecret(key);
  if (!secret) throw badRequest(INVALID_LINK);
  return secret;
};
