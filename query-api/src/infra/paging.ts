import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { z } from 'zod';
import { defaultPaging, type Page } from '@nvp/events';
import { parse } from '@nvp/http-kit';

/**
 * Issue 23: every list is paged on the server (events/src/validation/paging.ts holds the one schema). Bodies keep
 * the shapes their callers know; the list's total and the page size actually used travel in headers, so a caller
 * can page on (`x-total-count`) and see a clamped ask (`x-page-size`).
 */
export const TOTAL_HEADER = 'x-total-count';
export const PAGE_SIZE_HEADER = 'x-page-size';
/** 'true' when `x-total-count` is the planner's estimate (a bounded list past EXACT_TOTAL_MAX rows). */
export const TOTAL_ESTIMATED_HEADER = 'x-total-estimated';
/**
 * Issue 24: a bounded list counts its filtered rows exactly only up to this many. Counting 300,000 volunteers took
 * 200-300 ms for every page at national size; counting up to 10,001 takes a few ms over an index with the filter.
 */
export const EXACT_TOTAL_MAX = 10_000;

/** The request's page (query string); a bad value is 400 `{ message, field }`. */
export const pageOf = (request: FastifyRequest, schema: z.ZodType<Page> = defaultPaging): Page => parse(schema, request.query ?? {});

/** Tells the caller the list's total and the page size used. */
export const sendPaging = (reply: FastifyReply, page: Page, total: number, estimated = false) => {
  reply.header(TOTAL_HEADER, String(total));
  reply.header(PAGE_SIZE_HEADER, String(page.size));
  if (estimated) reply.header(TOTAL_ESTIMATED_HEADER, 'true');
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

/**
 * The total of `<from>` for a list that grows with the country: exact up to EXACT_TOTAL_MAX rows (a count that stops
 * there), past it the planner's estimate from the table's statistics (never below what was counted, nor below the
 * rows the page already showed), marked as estimated.
 */
export const boundedTotal = async (pool: pg.Pool, sql: { from: string; params?: unknown[] }, seen = 0): Promise<{ total: number; estimated: boolean }> => {
  const params = sql.params ?? [];
  const counted = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT 1 ${sql.from} LIMIT ${EXACT_TOTAL_MAX + 1}) bounded`, params);
  const n = counted.rows[0].n;
  if (n <= EXACT_TOTAL_MAX) return { total: n, estimated: false };
  const plan = await pool.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(`EXPLAIN (FORMAT JSON) SELECT 1 ${sql.from}`, params);
  const estimate = Math.round(Number(plan.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']) || 0);
  return { total: Math.max(estimate, n, seen), estimated: true };
};

/**
 * listPage for a list that grows with the country (issue 24): the page as listPage reads it, the total from
 * boundedTotal, so no page counts hundreds of thousands of rows.
 */
export const boundedListPage = async <R extends Record<string, any> = Record<string, any>>(
  pool: pg.Pool,
  reply: FastifyReply,
  sql: { select: string; from: string; order: string; params?: unknown[] },
  page: Page,
) => {
  const params = sql.params ?? [];
  const [rows, counted] = await Promise.all([
    pool.query<R>(`SELECT ${sql.select} ${sql.from} ORDER BY ${sql.order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [...params, page.size, page.offset]),
    boundedTotal(pool, sql),
  ]);
  const seen = rows.rows.length ? page.offset + rows.rows.length : 0;
  sendPaging(reply, page, Math.max(counted.total, seen), counted.estimated);
  return rows.rows;
};
