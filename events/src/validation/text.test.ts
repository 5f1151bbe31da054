import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './issues';
import { translateMessage } from './messages';
import { controlProblem, markRefused, multilineText, secretText, text } from './text';
import { volunteerRegistrationRequest } from './registration';
import { complaintRequest } from './content';
import { createSubVioRequest } from './organisation';
import { emergencyFeedbackRequest } from './emergency';

/** The first refusal's message key, or 'ok' with the parsed value. */
const verdict = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? { ok: result.data } : { refused: result.error.issues[0].message };
};

// Hostile strings, each with the key it must be refused with in a single-line field.
const hostile: [string, string, string][] = [
  ['NUL', 'A\u0000', 'v.text.control'],
  ['NUL alone', '\u0000', 'v.text.control'],
  ['bell (C0)', 'A\u0007B', 'v.text.control'],
  ['escape (C0)', '\u001b[31mred', 'v.text.control'],
  ['vertical tab (C0, trimmed by JS but refused first)', 'A\u000b', 'v.text.control'],
  ['unit separator (C0)', 'A\u001fB', 'v.text.control'],
  ['DEL', 'A\u007fB', 'v.text.control'],
  ['NEL (C1)', 'A\u0085B', 'v.text.control'],
  ['C1 start', 'A\u0080', 'v.text.control'],
  ['C1 end', 'A\u009f', 'v.text.control'],
  ['lone high surrogate', 'A\ud800', 'v.text.surrogate'],
  ['lone low surrogate', '\udfffA', 'v.text.surrogate'],
  ['swapped surrogates', '\ude00\ud83d', 'v.text.surrogate'],
  ['RTL override', 'Kamala\u202eslipnoc', 'v.text.bidi'],
  ['LTR embedding', 'A\u202aB', 'v.text.bidi'],
  ['pop directional formatting', 'A\u202cB', 'v.text.bidi'],
  ['first strong isolate', 'A\u2068B\u2069', 'v.text.bidi'],
  ['right-to-left isolate', 'A\u2067B', 'v.text.bidi'],
  ['inner newline', 'A\nB', 'v.text.singleLine'],
  ['inner tab', 'A\tB', 'v.text.singleLine'],
  ['inner carriage return', 'A\rB', 'v.text.singleLine'],
  ['line separator', 'A\u2028B', 'v.text.singleLine'],
];

// Text people write: Sinhala and Tamil with their joiners, emoji (surrogate pairs, ZWJ sequences, flags with tags).
const friendly: [string, string][] = [
  ['Sinhala with ZWJ (ශ්‍රී ලංකාව)', 'ශ්\u200dරී ලංකාව'],
  ['Sinhala yansaya with ZWJ (ක්‍ය)', 'ක්\u200dය'],
  ['Tamil with ZWNJ', 'க்\u200cஷ'],
  ['Tamil name', 'சுப்பிரமணியம்'],
  ['emoji', 'Volunteers 🙌🇱🇰'],
  ['emoji ZWJ sequence', 'family 👩\u200d👩\u200d👧'],
  ['flag with tag characters', '🏴\udb40\udc67\udb40\udc62\udb40\udc65\udb40\udc6e\udb40\udc67\udb40\udc7f'],
  ['Arabic without overrides', 'مرحبا'],
  ['left-to-right mark (not an override)', 'A\u200eB'],
];

describe('the text primitive', () => {
  const line = text({ error: 'v.required' }).trim().min(1, 'v.required');
  const free = multilineText({ error: 'v.required' }).trim().min(1, 'v.required');

  it.each(hostile)('refuses %s in a single-line field', (_name, value, key) => {
    expect(verdict(line, value)).toEqual({ refused: key });
  });

  it.each(hostile.filter(([, , key]) => key === 'v.text.control' || key === 'v.text.surrogate'))('refuses %s in free text too', (_name, value, key) => {
    expect(verdict(free, value)).toEqual({ refused: key });
  });

  it.each(friendly)('accepts %s, joiners kept', (_name, value) => {
    expect(verdict(line, value)).toEqual({ ok: value.normalize('NFC') });
    expect(verdict(free, value)).toEqual({ ok: value.normalize('NFC') });
    // The joiners survive: nothing strips U+200C/U+200D.
    for (const joiner of ['\u200c', '\u200d']) if (value.includes(joiner)) expect((line.parse(value) as string).includes(joiner)).toBe(true);
  });

  it('normalises to NFC: decomposed Sinhala and Tamil vowel signs and Latin accents compose', () => {
    // කො = ක + ෙ + ා (decomposed) → ක + ො; கொ = க + ெ + ா → க + ொ; é = e + ◌́ → é.
    expect(line.parse('\u0d9a\u0dd9\u0dcf')).toBe('\u0d9a\u0ddc');
    expect(line.parse('\u0b95\u0bc6\u0bbe')).toBe('\u0b95\u0bca');
    expect(line.parse('Rene\u0301')).toBe('Ren\u00e9');
    // Limits count the normalised text.
    expect(verdict(text().max(4), 'Rene\u0301')).toEqual({ ok: 'René' });
  });

  it('free text keeps tabs and line breaks, with CRLF and CR turned into LF; direction marks are allowed there', () => {
    expect(free.parse('first line\r\nsecond\rthird\n\tindented')).toBe('first line\nsecond\nthird\n\tindented');
    expect(free.parse('quote: \u202bمرحبا\u202c')).toBe('quote: \u202bمرحبا\u202c');
  });

  it('a single-line field still takes a pasted tab or newline at its ends (its trim removes them)', () => {
    expect(line.parse('\tKamala\r\n')).toBe('Kamala');
  });

  it('bidi controls: refused by default in single-line fields, allowed where a field opts in', () => {
    expect(verdict(text({ bidi: 'allow' }), 'A\u202eB')).toEqual({ ok: 'A\u202eB' });
    expect(verdict(multilineText({ bidi: 'refuse' }), 'A\u202eB')).toEqual({ refused: 'v.text.bidi' });
  });

  it('a 1 MB string is checked (and a limit still refuses it)', () => {
    const big = 'අ'.repeat(1_000_000);
    expect(verdict(text(), big)).toEqual({ ok: big });
    expect(verdict(text().max(100, 'v.max100'), big)).toEqual({ refused: 'v.max100' });
    expect(verdict(text(), `${big}\u0000`)).toEqual({ refused: 'v.text.control' });
  });

  it('keeps the field’s own message for a value that is not text, and its chained rules', () => {
    expect(verdict(line, 12)).toEqual({ refused: 'v.required' });
    expect(verdict(line, undefined)).toEqual({ refused: 'v.required' });
    expect(verdict(line, '   ')).toEqual({ refused: 'v.required' });
    expect(verdict(text().trim().toLowerCase().pipe(z.email('v.email')), ' A@B.LK ')).toEqual({ ok: 'a@b.lk' });
  });

  it('passwords: the core refusal only, neither normalised nor trimmed', () => {
    const password = secretText({ error: 'v.required' }).min(8, 'v.password8');
    expect(password.parse(' Rene\u0301 pass ')).toBe(' Rene\u0301 pass ');
    expect(password.parse('pass\u202eword')).toBe('pass\u202eword');
    expect(verdict(password, 'password\u0000')).toEqual({ refused: 'v.text.control' });
    expect(verdict(password, 'password\ud800')).toEqual({ refused: 'v.text.surrogate' });
  });

  it('the core refusal the HTTP guard uses: controls and lone surrogates, tab/LF/CR allowed', () => {
    expect(controlProblem('a\tb\nc\r\n')).toBeUndefined();
    expect(controlProblem('ශ්\u200dරී 🙌 A\u202eB')).toBeUndefined();
    expect(controlProblem('\u0000')).toBe('v.text.control');
    expect(controlProblem('\u009b')).toBe('v.text.control');
    expect(controlProblem('\ud83d')).toBe('v.text.surrogate');
    expect(markRefused('a\u0000b\ud800c🙌')).toBe('a\ufffdb\ufffdc🙌');
  });

  it('every refusal has English, Sinhala and Tamil', () => {
    for (const key of ['v.text.control', 'v.text.surrogate', 'v.text.singleLine', 'v.text.bidi']) {
      for (const language of ['en', 'si', 'ta'] as const) expect(translateMessage(key, language)).not.toBe(key);
    }
  });
});

describe('the request schemas use it (the paths issue 23 names)', () => {
  const answer = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) return { ok: true };
    const { message, field } = describeIssue(result.error.issues[0], input);
    return { message: translateMessage(message), field };
  };
  const registration = { firstName: 'Kamala', lastName: 'Silva', nic: '199412345678', email: 'k@example.lk', password: 'kamala-pass-123' };

  it('volunteer registration: firstName "A\\u0000" is refused, with the field', () => {
    expect(answer(volunteerRegistrationRequest(), { ...registration, firstName: 'A\u0000' })).toEqual({ message: 'Must not contain control characters', field: 'firstName' });
    expect(answer(volunteerRegistrationRequest(), { ...registration, lastName: 'Silva\u202e' })).toEqual({ message: 'Must not contain text-direction control characters', field: 'lastName' });
    expect(answer(volunteerRegistrationRequest(), { ...registration, firstName: 'ශ්\u200dරී' })).toEqual({ ok: true });
  });

  it('complaint title and text, a sub-VIO leader, emergency feedback', () => {
    expect(answer(complaintRequest, { title: 'T\u0000', description: 'D' })).toMatchObject({ field: 'title' });
    expect(answer(complaintRequest, { title: 'T', description: 'line\nD\u0000' })).toMatchObject({ field: 'description' });
    expect(complaintRequest.parse({ title: 'T', description: 'line one\r\nline two' }).description).toBe('line one\nline two');
    expect(answer(createSubVioRequest, { name: 'N', email: 'n@example.lk', leader: 'L\ud800', description: 'D' })).toMatchObject({ message: 'Contains a broken character', field: 'leader' });
    const feedback = { review: 'ok\u0085', satisfied: 1, informationMethod: 'NVS', recommend: true, contributionHours: 1, ratings: {} };
    expect(answer(emergencyFeedbackRequest, { volunteerId: crypto.randomUUID(), opportunityId: crypto.randomUUID(), emergencyLoginId: crypto.randomUUID(), feedback })).toMatchObject({
      field: 'feedback.review',
    });
  });
});
