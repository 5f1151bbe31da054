import { z } from 'zod';
import { text, translateMessage } from '@nvp/events';
import { colomboToday, shiftDay, type Period } from './figures';

/** Report periods (spec §7, §9): pure, so the console's selectors and the API agree on every boundary. */
const isoDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Enter a real date');
const year = z.coerce.number().int().min(2000, 'Choose a year from the list').max(2100, 'Choose a year from the list');

const selfPeriod = z.discriminatedUnion('type', [
  z.object({ type: z.literal('range'), startDate: isoDay, endDate: isoDay, id: text().uuid().optional() }),
  z.object({ type: z.literal('quarterly'), year, quarter: z.coerce.number().int().min(1, 'Quarter is 1 to 4').max(4, 'Quarter is 1 to 4'), id: text().uuid().optional() }),
  z.object({ type: z.literal('annually'), year, id: text().uuid().optional() }),
]);

export const quarterOf = (y: number, q: number): Period => {
  const startMonth = (q - 1) * 3 + 1;
  const from = `${y}-${String(startMonth).padStart(2, '0')}-01`;
  const next = q === 4 ? `${y + 1}-01-01` : `${y}-${String(startMonth + 3).padStart(2, '0')}-01`;
  return { from, to: shiftDay(next, -1) };
};

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; field: string };
const problem = (error: z.ZodError): { ok: false; message: string; field: string } => {
  const issue = error.issues[0];
  return { ok: false, message: issue.code === 'invalid_union' || (issue.path[0] === 'type' && !issue.message.startsWith('Choose')) ? "Choose 'range', 'quarterly' or 'annually'" : translateMessage(issue.message), field: issue.path.join('.') || 'type' };
};

/** `{type:'range',startDate,endDate}` | `{type:'quarterly',year,quarter}` | `{type:'annually',year}` (type case-insensitive). */
export const parseSelfPeriod = (body: unknown): Parsed<{ period: Period; id?: string }> => {
  const b = (body ?? {}) as Record<string, unknown>;
  const parsed = selfPeriod.safeParse({ ...b, type: typeof b.type === 'string' ? b.type.toLowerCase() : b.type });
  if (!parsed.success) return problem(parsed.error);
  const v = parsed.data;
  if (v.type === 'range') {
    if (v.endDate < v.startDate) return { ok: false, message: 'The end date must not be before the start date', field: 'endDate' };
    return { ok: true, value: { period: { from: v.startDate, to: v.endDate }, id: v.id } };
  }
  if (v.type === 'quarterly') return { ok: true, value: { period: quarterOf(v.year, v.quarter), id: v.id } };
  return { ok: true, value: { period: { from: `${v.year}-01-01`, to: `${v.year}-12-31` }, id: v.id } };
};

const adminPeriod = z.object({
  type: z.enum(['DAILY', 'QUARTERLY', 'ANNUALLY'], { message: "Choose 'DAILY', 'QUARTERLY' or 'ANNUALLY'" }).default('DAILY'),
  date: isoDay.optional(),
  district: text().max(100).optional(),
});

/** `{ type: 'DAILY'|'QUARTERLY'|'ANNUALLY', date }`: the day, its quarter or its year (defaults: DAILY, today in Sri Lanka). */
export const parseAdminPeriod = (body: unknown, now = new Date()): Parsed<{ period: Period; today: string; district?: string }> => {
  const b = (body ?? {}) as Record<string, unknown>;
  const parsed = adminPeriod.safeParse({ ...b, type: typeof b.type === 'string' ? b.type.toUpperCase() : b.type });
  if (!parsed.success) return problem(parsed.error);
  const today = colomboToday(now);
  const date = parsed.data.date ?? today;
  const y = Number(date.slice(0, 4));
  const period =
    parsed.data.type === 'DAILY'
      ? { from: date, to: date }
      : parsed.data.type === 'QUARTERLY'
        ? quarterOf(y, Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1)
        : { from: `${y}-01-01`, to: `${y}-12-31` };
  return { ok: true, value: { period, today, district: parsed.data.district || undefined } };
};
