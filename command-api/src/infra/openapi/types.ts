import type { z } from 'zod';

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
  /** The 200 answer (default: `{ message, position }` for writes, "The requested data" for reads). */
  ok?: AnswerDoc;
  /** Other answers this route gives beyond those derived from its access rule, body and path (401/403/400/404/429). */
  responses?: Partial<Record<number, AnswerDoc>>;
}

/** One slice's routes, all under one tag (the slice's name), so adding a route is one line in its slice's file. */
export const routeDocs = (tag: string, routes: Record<string, RouteDoc>) =>
  Object.fromEntries(Object.entries(routes).map(([key, doc]) => [key, { ...doc, tag }])) as Record<string, RouteDoc & { tag: string }>;
