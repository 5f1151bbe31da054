import { pino, type Logger } from 'pino';
import type { PlatformConfig } from '@nvp/events';
import { serializeError } from './request-log';

export type ServiceLogger = Logger;

/**
 * The JSON log of a process that is not an HTTP server (the projections service's runner), in the request log's
 * form: pino lines, errors serialized with any quoted URL redacted. `false` logs nothing (quiet tests).
 */
export const createServiceLogger = (
  service: string,
  level: NonNullable<PlatformConfig['logLevel']> | false,
  stream?: { write(line: string): void },
): ServiceLogger => {
  const options = { level: level === false ? 'silent' : level, base: { service }, serializers: { err: serializeError } };
  return stream ? pino(options, stream) : pino(options);
};
