/**
 * The absolute address of the site, for the sitemap, robots.txt and the canonical and Open Graph URLs. PUBLIC_URL
 * when set (the base of the mailed links too; production sets it: docker/compose.yml). Without it, the address this
 * request came to: Fastify takes the scheme and host from X-Forwarded-* only from a TRUST_PROXY proxy, else the
 * socket's scheme and the Host header. Nothing cached holds the address (the caches keep rows, the XML and HTML are
 * written per request), so one caller's Host header never reaches another caller's answer.
 */
export const baseUrlOf = (request: { protocol: string; host: string }, publicUrl: string | undefined) =>
  publicUrl ? publicUrl.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
