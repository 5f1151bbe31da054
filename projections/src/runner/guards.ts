/**
 * What a read model checks before it writes a value from an event (no input may stop a projection): an id its uuid
 * columns can take, a day its date-like columns can. Odd input is skipped by the projection, never thrown on.
 */
export const isUuid = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);
export const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
