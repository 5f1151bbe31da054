import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSmsSender, SmsGatewayError } from './http-sms';

/** A real HTTP gateway on a free local port: answers 202, or the status a test asks for. */
const startGateway = async () => {
  const requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] = [];
  let answer = 202;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer < 300 ? { queued: true } : { error: 'quota exceeded' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/sms`,
    requests,
    answerWith: (status: number) => (answer = status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('HTTP SMS gateway sender', () => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(async () => gateway?.close());

  it('POSTs {to, text} as JSON with the bearer token', async () => {
    gateway.answerWith(202);
    await createHttpSmsSender({ url: gateway.url, token: 'tok-123' }).send({ to: '+94771234567', text: 'Your code is 482913' });
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/sms');
    expect(request.headers.authorization).toBe('Bearer tok-123');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ to: '+94771234567', text: 'Your code is 482913' });
  });

  it('rejects on a non-2xx answer with the status and the body', async () => {
    gateway.answerWith(429);
    const error = await createHttpSmsSender({ url: gateway.url, token: 't' })
      .send({ to: '+94770000000', text: 'x' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect(error.status).toBe(429);
    expect(error.message).toContain('quota exceeded');
    gateway.answerWith(500);
    await expect(createHttpSmsSender({ url: gateway.url }).send({ to: '+94770000000', text: 'x' })).rejects.toThrow(/500/);
  });

  it('rejects when nothing listens at the URL', async () => {
    const closed = await startGateway();
    await closed.close();
    await expect(createHttpSmsSender({ url: closed.url }).send({ to: '+94770000000', text: 'x' })).rejects.toThrow();
  });
});
