import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue, valueAt } from './issues';
import { translateMessage } from './messages';

/** The English answer for a body refused by `schema`, as the API gives it. */
const answer = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('expected a refusal');
  const { message, field } = describeIssue(result.error.issues[0], input);
  return field === undefined ? { message: translateMessage(message) } : { message: translateMessage(message), field };
};

const required = () => z.string({ error: 'v.required' }).trim().min(1, 'v.required');
const schema = z.object({
  name: required(),
  phone: required().regex(/^\d{10}$/, 'v.volunteer.phone'),
  referee: z.object({ email: required().pipe(z.email('v.email')), years: z.number({ error: 'v.required' }) }),
  languages: z.array(z.number({ error: 'v.required' }), { error: 'v.required' }),
  kind: z.enum(['A', 'B'], { error: 'v.required' }),
  consent: z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'v.required' }),
});
const valid = { name: 'Kamala', phone: '0771234567', referee: { email: 'r@example.lk', years: 2 }, languages: [1], kind: 'A', consent: true };

describe('400 answers: the first failing value and a message in the spec style', () => {
  it.each([
    [{ ...valid, name: undefined }, { message: 'Required', field: 'name' }],
    [{ ...valid, name: '   ' }, { message: 'Required', field: 'name' }],
    [{ ...valid, name: 42 }, { message: 'Should be a text', field: 'name' }],
    [{ ...valid, name: ['Kamala'] }, { message: 'Should be a text', field: 'name' }],
    [{ ...valid, phone: '123' }, { message: 'Phone number is not valid', field: 'phone' }],
    [{ ...valid, referee: 'r@example.lk' }, { message: 'Should be an object', field: 'referee' }],
    [{ ...valid, referee: { email: 'nope', years: 2 } }, { message: 'Email must be a valid email', field: 'referee.email' }],
    [{ ...valid, referee: { email: 'r@example.lk', years: '2' } }, { message: 'Should be a number', field: 'referee.years' }],
    [{ ...valid, referee: { email: 'r@example.lk' } }, { message: 'Required', field: 'referee.years' }],
    [{ ...valid, languages: 'Sinhala' }, { message: 'Should be a list', field: 'languages' }],
    [{ ...valid, languages: [1, 'Tamil'] }, { message: 'Should be a number', field: 'languages.1' }],
    [{ ...valid, kind: 'C' }, { message: 'Should be one of the listed values', field: 'kind' }],
    [{ ...valid, kind: '' }, { message: 'Required', field: 'kind' }],
    [{ ...valid, consent: 5 }, { message: 'Is not valid', field: 'consent' }],
    [['not', 'an', 'object'], { message: 'Should be an object' }],
    ['text', { message: 'Should be an object' }],
  ])('%j → %j', (input, expected) => {
    expect(answer(schema, input)).toEqual(expected);
  });

  it("keeps a schema's own message for a value of the right kind, and zod's text becomes 'Required' for an absent value", () => {
    expect(answer(z.object({ n: z.number().min(1, 'v.volunteer.positive') }), { n: 0 })).toEqual({ message: 'Should be greater than 0', field: 'n' });
    expect(answer(z.object({ n: z.number() }), {})).toEqual({ message: 'Required', field: 'n' });
    // A schema's own text (not a key) is kept for an absent value too.
    expect(answer(z.object({ u: z.string({ error: 'Upload an image first' }) }), {})).toEqual({ message: 'Upload an image first', field: 'u' });
  });

  it('never follows __proto__ when looking up the value', () => {
    const input = JSON.parse('{"__proto__":{"x":1}}');
    expect(valueAt(input, ['__proto__', 'x'])).toBe(1);
    expect(valueAt({}, ['__proto__'])).toBeUndefined();
    expect(valueAt({}, ['constructor'])).toBeUndefined();
  });
});
