import { describe, expect, it } from 'vitest';
import { findRefusedText } from './text-guard';

describe('the HTTP text guard: every string of a request, values and keys, at any depth', () => {
  it('finds the first refused string with its dotted path', () => {
    expect(findRefusedText({ a: 'ok', b: { c: ['fine', 'bad\u0000'] } })).toEqual({ message: 'v.text.control', field: 'b.c.1' });
    expect(findRefusedText({ first: 'x\u0085', second: '\u0000' })).toEqual({ message: 'v.text.control', field: 'first' });
    expect(findRefusedText({ feedback: { review: 'A\ud800' } })).toEqual({ message: 'v.text.surrogate', field: 'feedback.review' });
  });

  it('checks keys too, and never echoes the refused character back', () => {
    expect(findRefusedText({ nested: { 'na\u0000me': 'x' } })).toEqual({ message: 'v.text.control', field: 'nested.na\ufffdme' });
  });

  it('refuses the input itself without a field (a text/plain body)', () => {
    expect(findRefusedText('A\u0000')).toEqual({ message: 'v.text.control' });
  });

  it('lets tabs, line breaks, joiners, emoji and direction marks through (the schemas decide those)', () => {
    expect(findRefusedText({ a: 'line\r\n\tnext', b: 'ශ්\u200dරී 🙌', c: 'A\u202eB', d: [1, true, null], e: { f: 2 } })).toBeUndefined();
  });

  it('walks 100,000 levels of nesting without recursion', () => {
    let deep: unknown = ['\u0000'];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findRefusedText(deep)?.message).toBe('v.text.control');
  });

  it('a null-prototype object (the parsed query) is walked, a Buffer is not text', () => {
    const query = Object.assign(Object.create(null), { q: ['a', 'b\u0000'] });
    expect(findRefusedText(query)).toEqual({ message: 'v.text.control', field: 'q.1' });
    // Fastify's own query and params objects: their prototype is a prototype-less object.
    const params = Object.assign(Object.create(Object.create(null)), { id: 'A\u0000' });
    expect(findRefusedText(params)).toEqual({ message: 'v.text.control', field: 'id' });
    expect(findRefusedText({ file: Buffer.from([0, 1, 2]) })).toBeUndefined();
  });
});
