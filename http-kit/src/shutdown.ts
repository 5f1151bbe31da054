import type { FastifyInstance } from 'fastify';

/** How long a stopping service waits for the answers it is still sending before it cuts their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking requests and waits for those in flight, at most `graceMs`, closing each connection as its answer
 * ends; then cuts every connection still open.
 * Fastify's close waits for each open connection to finish; a client that stopped reading a large answer keeps its
 * connection busy until the keep-alive timeout (72 s), which held a whole service's shutdown (and a test file's end)
 * that long.
 */
export const closeServer = async (app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS) => {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  // Close only looks for idle connections once, when it starts: one whose answer ends later would stay open
  // (kept alive) until the grace ran out.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    clearInterval(sweep);
  }
};
