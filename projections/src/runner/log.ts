import type { RecordedEvent } from '@nvp/events';

/**
 * What the runner logs through: pino's shape (fields first, then the message), so a service hands it its pino
 * logger and the lines come out as JSON. No personal data goes in the fields: ids, types, positions, errors made
 * safe (safeError).
 */
export interface ProjectionLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Plain lines on the console, for the command-line tools that run projections (the generator): human output. */
export const consoleLog: ProjectionLog = {
  info: (_, message) => console.log(message),
  warn: (_, message) => console.warn(message),
  error: (fields, message) => console.error(message, (fields as { err?: unknown }).err ?? ''),
};

/** The fields of a line about one event: its correlation id ties it to the request that appended it. */
export const eventFields = (event: RecordedEvent) => ({
  eventId: event.id,
  eventType: event.type,
  streamId: event.streamId,
  correlationId: event.metadata.correlationId,
});
