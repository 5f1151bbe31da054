import { ApiError, TOKEN_KEY } from '../api';
import { IMAGE_MESSAGE_KEYS, IMAGE_MESSAGES } from '@nvp/events/browser';

/** The server answers in English; its image messages have translation keys, so the page can show them in its language (`v`). */
const imageMessageKeys = new Map(Object.entries(IMAGE_MESSAGES).map(([name, english]) => [english as string, IMAGE_MESSAGE_KEYS[name as keyof typeof IMAGE_MESSAGES]]));

/**
 * A multipart request with the same token headers as `api` (which only sends JSON). The browser sets the
 * multipart Content-Type with its boundary. Errors are ApiError with the server's message, or its translation key
 * for the image answers (limits included: 413, 415, 429), to be shown with `v`.
 */
export async function upload<T = unknown>(path: string, form: FormData, method: 'PUT' | 'POST' = 'PUT'): Promise<T> {
  const token = localStorage.getItem(TOKEN_KEY);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers.token = token;
    headers.Authorization = `Bearer ${token}`;
  }
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: form });
  } catch {
    throw new ApiError(408, undefined);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) {
    const message = data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : undefined;
    throw new ApiError(response.status || 500, (message && imageMessageKeys.get(message)) || message || undefined);
  }
  return data as T;
}
