import { randomUUID } from 'node:crypto';
import type { z } from 'zod';

/**
 * Test support: every value a zod (v4) schema lets each finite field take. It walks the schema's definition
 * (`_zod.def`: the same structure `z.toJSONSchema` walks) instead of the JSON Schema, so nothing is lost in
 * translation (optional vs nullable, literal unions, integer bounds, unions of objects).
 *
 * `sampleOf` builds one valid value (every optional field present, so nested fields exist); `variantsOf`
 * builds values that each differ from that sample in one place, together covering every value of every
 * finite field: enum entries, literals, unions of literals, booleans, small integer ranges, an optional
 * field left out, a nullable field null, an empty array where one is allowed, and each option of a union.
 * Free fields (text, uuids, unbounded numbers) get a valid sample found by trying candidates against the
 * field's own schema, so formats, patterns, lengths and refinements are honoured without being re-implemented.
 * A construct it does not know fails loudly with its path: extend it rather than skip a field.
 */

/** An optional field left out (an object drops the key). */
export const ABSENT: unique symbol = Symbol('absent');

export interface Variant {
  value: unknown;
  /** What differs from the sample, e.g. `data.by = "principal"`, `data.adminId absent`. */
  label: string;
}

type Def = { type: string } & Record<string, any>;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** Integer ranges up to this many values count as finite (ratings 1–5, months 0–11…). */
const MAX_RANGE = 32;
const MAX_DEPTH = 12;

const stringCandidates = () => [
  'Colombo',
  'LK',
  '2026-11-22',
  '2026-11-22T09:00:00.000Z',
  `${'a'.repeat(64)}.pdf`,
  'someone@example.lk',
  'https://example.lk/x',
  'x',
  randomUUID(),
  // Issue 29: a certificate's id (22 base64url characters).
  'AbCdEfGhIjKlMnOpQrStUv',
];
const numberCandidates = [1, 2, 0, 2.5, 100, 1990, -1, 2027];

const fail = (path: string, why: string): never => {
  throw new Error(`schema-values: ${path}: ${why}; extend events/src/integration/testing/schema-values.ts`);
};

const pick = (schema: z.ZodType, candidates: unknown[], path: string) => {
  const found = candidates.find((c) => accepts(schema, c));
  return found !== undefined ? found : fail(path, `no sample candidate fits this ${defOf(schema).type}`);
};

/** The integers a bounded integer schema accepts, when there are few of them. */
const smallIntegerRange = (schema: z.ZodType): number[] | undefined => {
  const n = schema as unknown as { isInt?: boolean; minValue?: number | null; maxValue?: number | null };
  if (!n.isInt || n.minValue == null || n.maxValue == null) return undefined;
  if (!Number.isFinite(n.minValue) || !Number.isFinite(n.maxValue) || n.maxValue - n.minValue > MAX_RANGE) return undefined;
  const all: number[] = [];
  for (let i = Math.ceil(n.minValue); i <= Math.floor(n.maxValue); i++) if (accepts(schema, i)) all.push(i);
  return all;
};

/** zod's own set of the values (for an enum built from a TypeScript enum it leaves out the reverse mappings). */
const literalValues = (schema: z.ZodType): unknown[] => [...(schema as unknown as { _zod: { values: Set<unknown> } })._zod.values];

const recordKey = (schema: z.ZodType, def: Def, value: unknown, path: string): Record<string, unknown> => {
  const keys = defOf(def.keyType).type === 'enum' ? (literalValues(def.keyType) as string[]) : undefined;
  // An enum-keyed record is exhaustive in zod 4: every key.
  if (keys && accepts(schema, Object.fromEntries(keys.map((k) => [k, value])))) return Object.fromEntries(keys.map((k) => [k, value]));
  for (const key of ['kind', ...stringCandidates()]) if (accepts(def.keyType, key) && accepts(schema, { [key]: value })) return { [key]: value };
  return fail(path, 'no record key fits');
};

export const sampleOf = (schema: z.ZodType, path = 'data', depth = 0): unknown => {
  if (depth > MAX_DEPTH) fail(path, 'too deep (a recursive schema?)');
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(def.shape as Record<string, z.ZodType>)) out[key] = sampleOf(inner, `${path}.${key}`, depth + 1);
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sampleOf(def.innerType, path, depth + 1);
    case 'pipe':
      return sampleOf(def.in, path, depth + 1);
    case 'lazy':
      return sampleOf(def.getter(), path, depth + 1);
    case 'array': {
      const element = sampleOf(def.element, `${path}[0]`, depth + 1);
      return accepts(schema, [element]) ? [element] : fail(path, 'a one-element array does not fit');
    }
    case 'tuple':
      return (def.items as z.ZodType[]).map((item, i) => sampleOf(item, `${path}[${i}]`, depth + 1));
    case 'record':
      return recordKey(schema, def, sampleOf(def.valueType, `${path}.*`, depth + 1), path);
    case 'union':
      return sampleOf(def.options[0], path, depth + 1);
    case 'enum':
    case 'literal':
      return literalValues(schema)[0];
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'number':
      return smallIntegerRange(schema)?.[0] ?? pick(schema, numberCandidates, path);
    case 'string':
      return pick(schema, stringCandidates(), path);
    case 'any':
    case 'unknown':
      return 'x';
    default:
      return fail(path, `zod type '${def.type}' is not supported`);
  }
};

const present = (values: Variant[]) => values.filter((v) => v.value !== ABSENT);

export const variantsOf = (schema: z.ZodType, path = 'data', depth = 0): Variant[] => {
  if (depth > MAX_DEPTH) fail(path, 'too deep (a recursive schema?)');
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const base = sampleOf(schema, path, depth) as Record<string, unknown>;
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, inner]) =>
        variantsOf(inner, `${path}.${key}`, depth + 1).map(({ value, label }) => {
          const out = { ...base, [key]: value };
          if (value === ABSENT) delete out[key];
          return { value: out, label };
        }),
      );
    }
    case 'optional':
      return [{ value: ABSENT, label: `${path} absent` }, ...variantsOf(def.innerType, path, depth + 1)];
    case 'default':
    case 'prefault':
      return [{ value: ABSENT, label: `${path} absent (its default)` }, ...variantsOf(def.innerType, path, depth + 1)];
    case 'nullable':
      return [{ value: null, label: `${path} = null` }, ...variantsOf(def.innerType, path, depth + 1)];
    case 'nonoptional':
      return present(variantsOf(def.innerType, path, depth + 1));
    case 'readonly':
    case 'catch':
      return variantsOf(def.innerType, path, depth + 1);
    case 'pipe':
      return variantsOf(def.in, path, depth + 1);
    case 'lazy':
      return variantsOf(def.getter(), path, depth + 1);
    case 'array': {
      const inner = present(variantsOf(def.element, `${path}[0]`, depth + 1)).map(({ value, label }) => ({ value: [value], label }));
      return [...(accepts(schema, []) ? [{ value: [], label: `${path} = []` }] : []), ...inner.filter((v) => accepts(schema, v.value))];
    }
    case 'tuple': {
      const base = sampleOf(schema, path, depth) as unknown[];
      return (def.items as z.ZodType[]).flatMap((item, i) =>
        present(variantsOf(item, `${path}[${i}]`, depth + 1)).map(({ value, label }) => ({ value: base.map((b, j) => (j === i ? value : b)), label })),
      );
    }
    case 'record': {
      const base = sampleOf(schema, path, depth) as Record<string, unknown>;
      const keys = Object.keys(base);
      return present(variantsOf(def.valueType, `${path}.${keys[0]}`, depth + 1)).map(({ value, label }) => ({ value: { ...base, [keys[0]]: value }, label }));
    }
    case 'union':
      // Each option, and every value of each option's finite fields.
      return (def.options as z.ZodType[]).flatMap((option, i) => {
        const inner = variantsOf(option, path, depth + 1);
        return inner.length ? inner : [{ value: sampleOf(option, path, depth + 1), label: `${path} option ${i + 1}` }];
      });
    case 'enum':
    case 'literal':
      return literalValues(schema).map((value) => (value === undefined ? { value: ABSENT, label: `${path} absent` } : { value, label: `${path} = ${JSON.stringify(value)}` }));
    case 'boolean':
      return [true, false].map((value) => ({ value, label: `${path} = ${value}` }));
    case 'null':
      return [{ value: null, label: `${path} = null` }];
    case 'number':
      return (smallIntegerRange(schema) ?? []).map((value) => ({ value, label: `${path} = ${value}` }));
    case 'string':
    case 'any':
    case 'unknown':
      return [];
    default:
      return fail(path, `zod type '${def.type}' is not supported`);
  }
};
