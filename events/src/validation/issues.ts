/**
 * What a 400 answer says about a refused body: the first failing value's path (`field`, nested keys joined
 * with dots) and one message in the spec's style. Schemas keep their spec messages ('Required', 'Phone number
 * is not valid', …); a value of the wrong kind (a number where text belongs, an object where a list belongs)
 * is told what is expected instead of a misleading 'Required' or zod's own English.
 */
import { translateMessage, validationMessages } from './messages';
import type { typeValidationMessages } from './messages.types';

const expectedKinds: Record<string, keyof typeof typeValidationMessages> = {
  string: 'v.type.text',
  number: 'v.type.number',
  int: 'v.type.number',
  bigint: 'v.type.number',
  nan: 'v.type.number',
  boolean: 'v.type.boolean',
  array: 'v.type.list',
  tuple: 'v.type.list',
  set: 'v.type.list',
  object: 'v.type.object',
  record: 'v.type.object',
  map: 'v.type.object',
};

/** The part of a zod issue this needs (zod 4's issues have these). */
export interface IssueLike {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
}

/** The value at `path` inside `input` (own properties only: `__proto__` in a path is never followed). */
export const valueAt = (input: unknown, path: readonly PropertyKey[]): unknown => {
  let current = input;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    if (!Object.hasOwn(current, key as PropertyKey)) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key as PropertyKey];
  }
  return current;
};

/** How zod 4's default English messages begin ("Invalid input: expected string…", "Too small: …"). */
const ZOD_DEFAULT = /^(Invalid (input|option|element|key|string|number|date|format|type|value)|Too (small|big)|Unrecognized key)/;

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The path as API clients name it: `firstLanguage`, `referee.email`, `otherLanguages.2`; undefined for the body itself. */
export const fieldPath = (path: readonly PropertyKey[]) => (path.length ? path.map(String).join('.') : undefined);

/**
 * The message key and field of one issue. `input` is the raw body the schema parsed, to tell an absent value
 * (the schema's own message, 'Required' for most) from one of the wrong kind (what is expected). Zod's own
 * English (a schema without a message of ours) becomes 'Required' for an absent value; other zod texts stay.
 */
export const describeIssue = (issue: IssueLike, input: unknown): { message: string; field?: string } => {
  const field = fieldPath(issue.path);
  const present = !isEmpty(valueAt(input, issue.path));
  // Ours: a message key, or a schema's own text (not one of zod's default English sentences).
  const own = Object.hasOwn(validationMessages, issue.message) || !ZOD_DEFAULT.test(issue.message);
  // A schema that says only 'Required' for any refusal (e.g. `z.enum(…, { error: 'v.required' })`).
  const saysRequired = !own || translateMessage(issue.message, 'en') === 'Required';
  let message = issue.message;
  if (present && issue.code === 'invalid_type') message = expectedKinds[String(issue.expected)] ?? 'v.type.invalid';
  else if (present && saysRequired && issue.code === 'invalid_value') message = 'v.type.choice';
  else if (present && saysRequired && issue.code === 'invalid_union') message = 'v.type.invalid';
  else if (!present && !own) message = 'v.required';
  return field === undefined ? { message } : { message, field };
};
