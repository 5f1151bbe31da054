import { randomBytes, createHash } from 'node:crypto';
import { ZodError, type z } from 'zod';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { emailVerificationRequest, formatPosition, translateMessage, type AppendResult } from '@nvp/events';
import { badRequest, DomainError, INVALID_LINK } from './errors';
import type { CommandContext } from './command-handler';

export const GENERIC_ERROR = 'Something went wrong!';

/** Parses a body with a shared schema; a failure answers 400 with the first rule's message. */
export const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => schema.parse(body ?? {});

export const firstMessage = (error: ZodError) => translateMessage(error.issues[0]?.message ?? 'v.required', 'en');

/** Errors are JSON `{ message }`; unexpected ones are logged and answered generically. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof ZodError) return reply.code(400).send({ message: firstMessage(error) });
    if (error instanceof DomainError) return reply.code(error.status).send({ message: error.message });
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: error.message });
    request.log.error(error);
    return reply.code(500).send({ message: GENERIC_ERROR });
  });
};

export const contextOf = (request: FastifyRequest, now: Date): CommandContext => ({
  actorId: request.session?.id,
  actorRole: request.session?.type,
  correlationId: typeof request.headers['x-correlation-id'] === 'string' ? request.headers['x-correlation-id'] : request.id,
  now,
});

/** The position a command response carries, for read-your-writes. */
export const positionOf = (result: AppendResult | undefined) => (result ? formatPosition(result.position) : undefined);

/** A mailed secret: `<subject id>.<random>`; only its hash goes into the log in clear. */
export const newSecret = (subjectId: string) => {
  const secret = randomBytes(24).toString('base64url');
  return { key: `${subjectId}.${secret}`, hash: sha256(secret) };
};
export const splitSecret = (key: string) => {
  const dot = key.indexOf('.');
  return dot > 0 ? { subjectId: key.slice(0, dot), hash: sha256(key.slice(dot + 1)) } : undefined;
};
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The mailed secret of a verification call: header `tokenKey` (spec §7) or body `emailToken`. */
export const mailedSecretOf = (request: FastifyRequest) => {
  const header = request.headers.tokenkey;
  const key = (typeof header === 'string' && header) || parse(emailVerificationRequest, request.body).emailToken;
  const secret = splitSecret(key);
  if (!secret) throw badRequest(INVALID_LINK);
  return secret;
};
