import { randomBytes, createHash, timingSafeEqual } from 'node:crypto';
import { ZodError, type z } from 'zod';
import type { FastifyError, FastifyInstance } from 'fastify';
import { describeIssue, translateMessage } from '@nvp/events';
import { badRequest, DomainError } from './errors';
import { registerTextGuard } from './text-guard';

export const GENERIC_ERROR = 'Something went wrong!';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Whether an id from a path, query or body can name anything at all (every id here is a UUID). */
export const isUuid = (value: string) => UUID.test(value);

/** The first failing value of `input` as a 400 answer: `{ message, field }` (field absent when the body itself is wrong). */
export const firstProblem = (error: ZodError, input: unknown) => {
  const issue = error.issues[0];
  const { message, field } = issue ? describeIssue(issue, input) : { message: 'v.required', field: undefined };
  return field === undefined ? { message: translateMessage(message, 'en') } : { message: translateMessage(message, 'en'), field };
};

/** Parses a body with a shared schema; a failure answers 400 `{ message, field }` for the first failing value. */
export const parse = <S extends z.ZodType>(schema: S, body: unknown): z.infer<S> => {
  const input = body ?? {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { message, field } = firstProblem(result.error, input);
  throw badRequest(message, field);
};

export const firstMessage = (error: ZodError, input?: unknown) => firstProblem(error, input).message;

/**
 * Fastify's own refusals of a request (unreadable JSON, `__proto__` keys, too large, wrong content type) in the
 * spec's plain words; anything else in the 4xx range keeps Fastify's text.
 */
const requestRefusals: Record<string, string> = {
  // Also a body with `__proto__` or `constructor.prototype` keys (Fastify's secure JSON parsing refuses them).
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its length',
};

/** Errors are JSON `{ message }` (400s also `field`); unexpected ones are logged and answered generically. */
export const registerErrorHandler = (app: FastifyInstance) => {
  // Every string of every request passes the text primitive's core refusal first (issue 23, text-guard.ts).
  registerTextGuard(app);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    // A schema parsed outside `parse` (e.g. `schema.parse(request.body)`): the body is what it read.
    if (error instanceof ZodError) return reply.code(400).send(firstProblem(error, request.body));
    if (error instanceof DomainError) return reply.code(error.status).send(error.field === undefined ? { message: error.message } : { message: error.message, field: error.field });
    const status = (error as FastifyError).statusCode;
    const code = (error as FastifyError).code;
    if (status && status >= 400 && status < 500) return reply.code(status).send({ message: (code && requestRefusals[code]) || error.message });
    request.log.error(error);
    return reply.code(500).send({ message: GENERIC_ERROR });
  });
};

/** A secret given by a caller against the expected one, in constant time for equal lengths; any other shape is refused. */
export const sameSecret = (given: unknown, expected: string | undefined) => {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

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
