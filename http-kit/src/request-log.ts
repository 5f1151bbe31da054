import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { PlatformConfig } from '@nvp/events';
import { isUuid } from './http';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * Paths whose next segment is a secret (a mailed link's key: admin and emergency invitations, referee reviews,
 * password reset, sub-VIO invitations, e-mail verification, call-out replies) or personal data (an e-mail
 * address). The API routes and the console pages both, since the console's pages are served (and logged) too.
 * docker/nginx.conf's `$nvp_log_uri` map redacts the same list (a test compares them).
 */
export const SECRET_PATHS = [
  '/api/admin/verify',
  '/api/emergency-login/verify',
  '/api/referee',
  '/admin/verify',
  '/emergency/verify',
  '/emergency/reply',
  '/subvio/verify',
  '/forgetPassword',
  '/refereeFeedback',
  '/verifyEmail',
  '/verifyVioEmail',
  '/verifyMobile',
] as const;

/** Sibling routes under a secret prefix whose segment is a plain word, not a secret. */
const PLAIN_SEGMENTS = ['review'];

/** Query parameters that carry a secret, whatever the path (case-insensitive). */
export const SECRET_QUERY_PARAMETERS = ['token', 'tokenkey', 'usertoken', 'emailtoken', 'key', 'secret', 'password', 'code', 'signature'];

export const REDACTED = '[redacted]';

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
// Anywhere in a text (a URL, an error message quoting one), with repeated slashes and any letter case: a path is
// matched as loosely as anything may serve it.
const secretPath = new RegExp(
  `(/+(?:${SECRET_PATHS.map((p) => p.slice(1).split('/').map(escapeRegExp).join('/+')).join('|')})/+)(?!(?:${PLAIN_SEGMENTS.join('|')})(?:[/?#\\s]|$))[^/?#\\s"']+`,
  'gi',
);
const secretParameter = new RegExp(`([?&](?:${SECRET_QUERY_PARAMETERS.join('|')})=)[^&#\\s"']*`, 'gi');

/** A request URL (or any text quoting one) as it may be logged: secret path segments and query values replaced. */
export const redactUrl = (url: string | undefined) => decoded(url ?? '').replace(secretPath, `$1${REDACTED}`).replace(secretParameter, `$1${REDACTED}`);

// The router decodes `%72` to `r` before matching, so the redaction must see what the router saw. decodeURI keeps
// the reserved characters (`%2F`, `%3F`, `%26`) encoded, so the path's shape is unchanged.
const decoded = (text: string) => {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
};

type LoggedError = Error & { code?: unknown; statusCode?: unknown };
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };
/** pino's error shape (type, message, stack, code, status, cause), with any quoted URL redacted. */
export const serializeError = (error: LoggedError, depth = 0): SerializedError => {
  if (!(error instanceof Error)) return { type: typeof error, message: redactUrl(String(error)), stack: '' };
  return {
    type: error.name,
    message: redactUrl(error.message),
    stack: redactUrl(error.stack),
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
    ...(error.cause instanceof Error && depth < 3 ? { cause: serializeError(error.cause as LoggedError, depth + 1) } : {}),
  };
};

/** Fastify's own lines that quote the raw URL (a route not found) go through the same redaction. */
class RedactingLogController extends LogController {
  override routeNotFound(request: FastifyRequest) {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.raw.method}:${redactUrl(request.raw.url)} not found`);
  }
}

/** The caller's id when it is a UUID (any other value could forge or flood the log's correlation); else a new one. */
export const requestIdOf = (header: string | string[] | undefined) =>
  typeof header === 'string' && isUuid(header) ? header.toLowerCase() : randomUUID();

type LogLevel = NonNullable<PlatformConfig['logLevel']>;

/**
 * Fastify options every server of the platform is built with: a UUID request id per request (a valid incoming
 * x-request-id is kept, so a trace crosses nginx and both services), which pino writes as `reqId` on every line
 * logged through `request.log`; and a request serializer that never writes a secret path segment or query value.
 * `level: false` turns logging off (quiet tests) while keeping the ids.
 */
export const requestLogOptions = (
  level: LogLevel | false,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> => ({
  logger:
    level === false
      ? false
      : {
          level,
          ...(stream ? { stream } : {}),
          serializers: {
            req: (request: FastifyRequest) => ({
              method: request.method,
              url: redactUrl(request.url),
              host: request.host,
              remoteAddress: request.ip,
              remotePort: request.socket?.remotePort,
            }),
            err: serializeError,
          },
        },
  // Fastify would take the header as it comes; genReqId checks it first.
  requestIdHeader: false,
  genReqId: (raw) => requestIdOf(raw.headers[REQUEST_ID_HEADER]),
  logController: new RedactingLogController({ requestIdLogLabel: 'reqId' }),
});

/** Echoes the request id on every answer, so a caller can quote it and an operator find its log lines and events. */
export const registerRequestId = (app: FastifyInstance) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
};
