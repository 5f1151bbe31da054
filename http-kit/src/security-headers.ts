import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { PlatformConfig } from '@nvp/events';

/**
 * One strict policy for the console and both APIs. The built console has no inline script or style
 * (Vite emits files; React and Blueprint set styles through the CSSOM, which CSP does not govern), so
 * everything comes from our own origin. `data:` images are Blueprint's small SVG icons inside its CSS;
 * `blob:` images are the profile-picture preview before upload. docker/nginx.conf sends the same text.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';'); // the form helmet sends, so the nginx copy can be compared as text

/** HSTS for two years; only ever sent on an https request (a browser ignores it over http anyway). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

const directives = Object.fromEntries(
  CONTENT_SECURITY_POLICY.split(';').map((d) => {
    const [name, ...values] = d.split(' ');
    return [name, values];
  }),
);

/**
 * Security headers on every answer of `app` (API JSON, console files, 404s): CSP, nosniff, frame
 * protection (CSP frame-ancestors and X-Frame-Options), no referrer (reset and invitation links carry
 * secrets in the path), and HSTS when the request came over https (behind a proxy: X-Forwarded-Proto,
 * trusted only with TRUST_PROXY).
 */
export const registerSecurityHeaders = async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
};

/**
 * How the client IP (rate limits) and protocol (HSTS) are derived: the socket, unless TRUST_PROXY names the
 * proxies whose X-Forwarded-For / X-Forwarded-Proto may be believed.
 */
export const proxyOptions = (config: Pick<PlatformConfig, 'trustProxy'>): Pick<FastifyServerOptions, 'trustProxy'> => {
  const hops = config.trustProxy;
  // A hop count trusts that many proxies nearest the server (Fastify takes numbers; its types do not say so).
  return { trustProxy: typeof hops === 'number' ? (_address: string, index: number) => index < hops : hops };
};
