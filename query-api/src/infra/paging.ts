import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import { defaultPaging, type Page } from '@nvp/events';
import { parse } from '@nvp/command-api/http';

/**
 * Issue 23: every list is paged on the server (events/src/validation/paging.ts holds the one schema). Bodies keep
 * the shapes their callers know; the list's total and the page size actually used travel in headers, so a caller
 * can page on (`x-total-count`) and see a clamped ask (`x-page-size`).
 */
export const TOTAL_HEADER = 'x-total-count';
export const PAGE_SIZE_HEADER = 'x-page-size';

/** The request's page (query string); a bad value is 400 `{ message, field }`. */
export const pageOf = (request: FastifyRequest, schema: z.ZodType<Page> = defaultPaging): Page => parse(schema, request.query ?? {});

/** Tells the caller the list's total and the page size used. */
export const sendPaging = (reply: FastifyReply, page: Page, total: number) => {
  reply.header(TOTAL_HEADER, String(total));
  reply.header(PAGE_SIZE_HEADER, String(page.size));
};

/**
 * One page of `SELECT <select> <from> ORDER BY <order>` and the total of `<from>`, in parallel (the order must end
 * on a unique column so pages neither repeat nor skip a row). Past the end the rows are empty, the total stays.
 */
export const queryPage = async <R extends Record<string, any> = Record<string, any>>(
  pool: pg.Pool,
  sql: { select: string; from: string; order: string; params?: unknown[] },
  page: Page,
): Promise<{ rows: R[]; total: number }> => {
  const params = sql.params ?? [];
  const [rows, counted] = await Promise.all([
    pool.query<R>(`SELECT ${sql.select} ${sql.from} ORDER BY ${sql.order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, page.size, page.offset]),
    pool.query<{ n: number }>(`SELECT count(*)::int AS n ${sql.from}`, params),
  ]);
  return { rows: rows.rows, total: counted.rows[0].n };
};

/** queryPage, then the headers: the route returns the rows in its own shape. */
export const listPage = async <R extends Record<string, any> = Record<string, any>>(
  pool: pg.Pool,
  reply: FastifyReply,
  sql: { select: string; from: string; order: string; params?: unknown[] },
  page: Page,
) => {
  const result = await queryPage<R>(pool, sql, page);
  sendPaging(reply, page, result.total);
  return result.rows;
};
