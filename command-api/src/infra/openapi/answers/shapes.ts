import { z } from 'zod';

/**
 * Pieces shared by the answer schemas (issue 26). An answer schema is documentation: the routes send plain objects,
 * and the HTTP tests check every real answer against the schema (answer-check.ts). `z.object` documents a closed
 * shape (a field added to an answer fails the tests until it is documented); `z.looseObject` an open one, said so in
 * its description.
 */

/** Both ways assignable: the answer's TypeScript type and the schema's say the same. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * A schema checked against the TypeScript type of the answer it documents (where the route has one): a schema and
 * type that differ do not compile (the second, impossible argument is then required).
 */
export const answerOf =
  <T>() =>
  <S extends z.ZodType>(schema: S, ..._differs: Same<z.output<S>, T> extends true ? [] : [never]) =>
    schema;

/** A read model's timestamp as JSON: ISO 8601 (PostgreSQL's or JavaScript's rendering). */
export const timestamp = z.string().describe('ISO 8601 date-time.');
/** A day, YYYY-MM-DD. */
export const day = z.string().describe('A day, YYYY-MM-DD.');
export const uuid = z.string().describe('A UUID.');

/** `{ id, name }` of the organisation an item belongs to. */
export const vioRef = z.object({ id: uuid, name: z.string().nullable() });

/** A reference-list item in three languages (spec §3 form data). */
const trilingual = { id: z.number().int(), sinhala_name: z.string(), tamil_name: z.string() };
export const listItem = <K extends string>(name: K) => z.object({ ...trilingual, [name]: z.string() } as { id: z.ZodNumber; sinhala_name: z.ZodString; tamil_name: z.ZodString } & Record<K, z.ZodString>);

/** An opportunity card (spec §2 lists, the homes), kept ready by the opportunities read model. */
export const opportunityCard = z.object({
  id: uuid,
  title: z.string(),
  category: z.number().int(),
  type: z.enum(['ONLINE', 'REGULAR']).nullable(),
  status: z.string().describe('CREATED, APPROVED, REJECTED or COMPLETED.'),
  vioId: uuid,
  Vio: vioRef,
  noOfVolunteers: z.number().int(),
  workingHourCount: z.number(),
  hoursPerWeek: z.number().describe('Days ticked × hours a day.'),
  coreFunctions: z.array(z.number().int()),
  sdgNumbers: z.array(z.number().int()),
  district: z.string(),
  startDate: day,
  endDate: day,
  isShared: z.boolean(),
});

/** A paged list's body: the page's rows (the total is in header `x-total-count`). */
export const page = <T extends z.ZodType>(row: T) => z.array(row).describe('One page; the total is in header `x-total-count`.');

/** An answer that is only a message (a command's acknowledgement without an event). */
export const messageOnly = z.object({ message: z.string() });
