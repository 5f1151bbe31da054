import { failedAt, type SmsSender } from './ports';

export interface HttpSmsOptions {
  /** The gateway endpoint that takes `POST {to, text}` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Give up on a gateway that does not answer (default 10 s). */
  timeoutMs?: number;
}

export class SmsGatewayError extends Error {
  readonly name = 'SmsGatewayError';
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`SMS gateway answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`);
  }
}

/** SMS through an HTTP gateway: resolves on a 2xx answer, rejects on anything else (marked as the `sms` channel's failure). */
export const createHttpSmsSender = ({ url, token, timeoutMs = 10_000 }: HttpSmsOptions): SmsSender => ({
  async send({ to, text }) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await response.text().catch(() => '');
      if (!response.ok) throw new SmsGatewayError(response.status, body);
    } catch (error) {
      throw failedAt('sms', error);
    }
  },
});
