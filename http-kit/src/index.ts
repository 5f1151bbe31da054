// The HTTP kit both APIs stand on (issue 26): parsing and UUID checks, errors and their handler, the text guard,
// the token check and session signing, security headers, request ids and log options, attempt limits. Owned once, below both:
// the read side takes it from here, never from command-api.
export { DomainError, badRequest, notFound, forbidden, unauthorized, INVALID_LINK } from './errors';
export { GENERIC_ERROR, isUuid, firstProblem, firstMessage, parse, registerErrorHandler, newSecret, splitSecret, sameSecret, sha256 } from './http';
export { findRefusedText, registerTextGuard } from './text-guard';
export { registerSecurityHeaders, proxyOptions, CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from './security-headers';
export { registerMetrics, createMetricsRegistry, METRICS_PATH, UNMATCHED_ROUTE } from './metrics';
export { createServiceLogger, type ServiceLogger } from './logger';
export { closeServer, SHUTDOWN_GRACE_MS } from './shutdown';
export { registerRequestId, requestLogOptions, requestIdOf, redactUrl, SECRET_PATHS, SECRET_QUERY_PARAMETERS, REDACTED, REQUEST_ID_HEADER } from './request-log';
export { registerAuth, signSession, sessionEndOf, DEFAULT_DENIED, LOGIN_REQUIRED, CORE_ADMIN_DENIED, SESSION_EXPIRED, type AuthOptions, type SessionLifetime } from './auth/plugin';
export type { Session, SessionClaims } from './auth/session';
export {
  createTokenCheck,
  accountStreamOf,
  sessionIdOf,
  standingRefusal,
  suspendedMessage,
  PASSWORD_CHANGED_MESSAGE,
  SIGNED_OUT_MESSAGE,
  TERMINATED_MESSAGE,
} from './auth/revocation';
export {
  TOO_MANY_ATTEMPTS,
  tooManyAttempts,
  createAttemptLimits,
  registerAttemptLimits,
  type AttemptAction,
  type AttemptLimits,
  type AttemptLimitDeps,
} from './rate-limits';
export { createAttemptStore, attemptStoreForRateLimit, type AttemptCount, type AttemptStore } from './attempt-store';
