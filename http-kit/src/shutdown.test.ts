import { Readable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeServer } from './shutdown';

/** A server with a large streamed answer (a file, a compressed body: sent as the client reads) and a slow small one. */
const startServer = async () => {
  const app = Fastify();
  const chunk = Buffer.alloc(64 * 1024, 'x');
  app.get('/large', async (_request, reply) => reply.type('text/plain').send(Readable.from((function* () {
    for (let i = 0; i < 1024; i++) yield chunk;
  })())));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { done: true };
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url };
};

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise.then(() => 'done' as const), new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms).unref())]);

describe('closeServer', () => {
  it('given a client that stopped reading a large answer, then the server still closes: its connection is cut after the grace', async () => {
    const { app, url } = await startServer();
    const response = await fetch(`${url}/large`);
    expect(response.status).toBe(200);
    // The body is left unread: Fastify's own close would wait for the keep-alive timeout (72 s).
    expect(await within(closeServer(app, 100), 20_000)).toBe('done');
    await expect(response.text()).rejects.toThrow();
  });

  it('given an answer being prepared, then it is still sent before the server closes', async () => {
    const { app, url } = await startServer();
    const pending = fetch(`${url}/slow`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Closed as soon as the answer is out, not at the end of the grace.
    expect(await within(closeServer(app, 60_000), 20_000)).toBe('done');
    expect(await pending).toEqual({ status: 200, body: { done: true } });
  });
});
