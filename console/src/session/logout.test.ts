import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerSession } from '../api';

describe('logging out ends the session on the server first', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the token to /api/authenticate/logout', async () => {
    const fetch = vi.fn(async () => new Response('{"message":"You have logged out"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await endServerSession('the.token.value');
    expect(fetch).toHaveBeenCalledWith('/api/authenticate/logout', expect.objectContaining({ method: 'POST', keepalive: true }));
    const headers = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers).toMatchObject({ token: 'the.token.value', Authorization: 'Bearer the.token.value' });
  });

  it('never stands in the way of forgetting the token: offline or refused, it resolves', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
    await expect(endServerSession('t')).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{"message":"You have logged out, please log in again"}', { status: 401 })));
    await expect(endServerSession('t')).resolves.toBeUndefined();
  });
});
