import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { allows, hasBit, bit, type AccessRule } from '@nvp/events';
import { unauthorized } from '../errors';
import type { Session, SessionClaims } from './session';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route must say it; the check runs on the server for every call. */
    access?: AccessRule;
    /** Message for a logged-in caller the rule refuses (the spec's wording for that area). */
    denied?: string;
  }
  interface FastifyRequest {
    session?: Session;
  }
}

export interface AuthOptions {
  secret: string;
  /** Says whether a signed token is still good (account suspended or terminated since it was issued). */
  isTokenActive?: (session: Session) => Promise<string | undefined>;
}

const tokenOf = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  const token = request.headers.token ?? request.headers.usertoken;
  return typeof token === 'string' && token.length > 0 ? token : undefined;
};

export const DEFAULT_DENIED = 'You do not have permission to do this';
/** Spec §8: no session where one is needed. */
export const LOGIN_REQUIRED = 'Please log in to continue';
/** Spec §8: a core admin's page or call asked by anyone else. */
export const CORE_ADMIN_DENIED = 'Only Core Admin users can view this page!';

/**
 * Registers JWT handling and enforces each route's `config.access`. A route registered without an
 * access rule fails at start-up, so no route can be left open by accident.
 */
export const registerAuth = async (app: FastifyInstance, options: AuthOptions) => {
  await app.register(fastifyJwt, { secret: options.secret, sign: { algorithm: 'HS256' }, verify: { algorithms: ['HS256'] } });
  app.decorateRequest('session', undefined);

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) throw new Error(`Route ${route.method} ${route.url} declares no access rule`);
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const rule = request.routeOptions.config?.access;
    if (!rule) return; // 404s and the like
    const token = tokenOf(request);
    if (token) {
      try {
        request.session = app.jwt.verify<Session>(token);
      } catch {
        if (rule !== 'everyone') return reply.code(401).send({ message: 'Your session has expired, please log in again' });
      }
      if (request.session && options.isTokenActive) {
        const refusal = await options.isTokenActive(request.session);
        if (refusal) {
          request.session = undefined;
          if (rule !== 'everyone') return reply.code(401).send({ message: refusal });
        }
      }
    }
    if (rule === 'everyone') return;
    if (!request.session) return reply.code(401).send({ message: LOGIN_REQUIRED });
    if (hasBit(request.session.access, bit.SUSPENDED)) return reply.code(401).send({ message: 'Your account is suspended' });
    if (!allows(rule, request.session.access)) {
      return reply.code(403).send({ message: request.routeOptions.config?.denied ?? DEFAULT_DENIED });
    }
  });
};

export const SESSION_EXPIRED = 'Your session has expired, please log in again';

export interface SessionLifetime {
  /** Each token's life (TOKEN_TTL_SECONDS). */
  tokenTtlSeconds: number;
  /** The session's absolute life from the login (SESSION_MAX_SECONDS): renewals never pass it. */
  sessionMaxSeconds: number;
}

/** When the session of a token ends for good (seconds); a token from before issue 23 counts from its iat. */
export const sessionEndOf = (session: Pick<Session, 'auth_time' | 'iat'>, lifetime: Pick<SessionLifetime, 'sessionMaxSeconds'>) => {
  const authTime = session.auth_time ?? session.iat;
  return authTime === undefined ? undefined : authTime + lifetime.sessionMaxSeconds;
};

/**
 * Signs a token for `session` at `now`. Without `renewing` it is a login: a new session id and login time. A
 * renewal (a fresh token after a change of status, password or profile) carries both over from the presented
 * token, and expires at the session's end at the latest; at or past that end it is refused (401).
 */
export const signSession = (
  app: FastifyInstance,
  session: Omit<Session, SessionClaims>,
  lifetime: SessionLifetime,
  now: Date,
  renewing?: Pick<Session, SessionClaims>,
) => {
  const iat = Math.floor(now.getTime() / 1000);
  const authTime = renewing ? (renewing.auth_time ?? renewing.iat ?? iat) : iat;
  const end = authTime + lifetime.sessionMaxSeconds;
  if (iat >= end) throw unauthorized(SESSION_EXPIRED);
  // The claims a presented session carried are replaced, never copied (a renewal passes request.session's fields).
  const { iat: _iat, exp: _exp, sid: _sid, auth_time: _authTime, ...claims } = session as Session;
  return app.jwt.sign({ ...claims, sid: renewing?.sid ?? randomUUID(), auth_time: authTime, iat, exp: Math.min(iat + lifetime.tokenTtlSeconds, end) });
};
