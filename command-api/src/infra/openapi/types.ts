import { z } from 'zod';

/** A documented answer: a zod schema of its JSON body, or only a sentence when the body says nothing more. */
export type AnswerDoc = z.ZodType | string | { description: string; schema?: z.ZodType; contentType?: string };

/**
 * The documentation of one route, keyed `"<METHOD> <path>"` exactly as Fastify registers it. Documentation
 * only: the route keeps validating its body with the same zod schema inside its handler.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** The request body: the shared zod schema the handler parses, `'none'` for a POST/PUT that reads none, or another media type. */
  body?: z.ZodType | 'none' | { contentType: string; schema: Record<string, unknown>; description?: string };
  /** Query string parameters (documentation-only zod objects where the handler reads them by hand). */
  query?: z.ZodObject;
  /** Path parameters' meanings (the names come from the path itself). */
  params?: Record<string, string>;
  /** The success answer (default: `{ message, position }` for writes, "The requested data" for reads). */
  ok?: AnswerDoc;
  /** Its status when not 200. */
  okStatus?: 201 | 202 | 204;
  /** Other answers this route gives beyond those derived from its access rule, body and path (401/403/400/404/429). */
  responses?: Partial<Record<number, AnswerDoc>>;
}

/** One slice's routes, all under one tag (the slice's name), so adding a route is one line in its slice's file. */
export const routeDocs = (tag: string, routes: Record<string, RouteDoc>) =>
  Object.fromEntries(Object.entries(routes).map(([key, doc]) => [key, { ...doc, tag }])) as Record<string, RouteDoc & { tag: string }>;

/** The answer of a write that creates something: its message, the new id and the log position. */
export const createdAnswer = (what: string, extra: z.ZodRawShape = {}): AnswerDoc => ({
  description: `${what} created.`,
  schema: z.object({ message: z.string(), id: z.uuid().describe(`The new ${what.toLowerCase()}'s id.`), position: z.string(), ...extra }),
});
