/**
 * An expected refusal with the HTTP status it maps to; its message is shown to the user as is. `field` names
 * the value the refusal is about (a path such as `referee.email`), answered beside the message.
 */
export class DomainError extends Error {
  readonly name = 'DomainError';
  constructor(
    message: string,
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 423 | 503 = 400,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new DomainError(message, 400, field);
export const notFound = (message: string) => new DomainError(message, 404);
export const forbidden = (message = 'You do not have permission to do this') => new DomainError(message, 403);
export const unauthorized = (message = 'Please log in again') => new DomainError(message, 401);

/** One wording for every refused verification link (forged, unknown or for another account). */
export const INVALID_LINK = 'This verification link is not valid';
