import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOperation } from './document';
import { createAnswerValidators } from './answer-check';

/** The HTTP tests' contract check on a document of two operations: it must pass what fits and name what does not. */
const documentOf = () => {
  const components: Record<string, unknown> = { Error: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] } };
  const card = z.object({ id: z.uuid(), title: z.string(), places: z.number().int().nullable() });
  const list = buildOperation('GET /api/cards', { method: 'GET', url: '/api/cards', access: 'everyone', rateLimited: false }, { summary: 's', ok: z.array(card) }, components, {});
  const one = buildOperation('GET /api/cards/:id', { method: 'GET', url: '/api/cards/:id', access: 'everyone', rateLimited: false }, { summary: 's', ok: card }, components, {});
  return { openapi: '3.1.1', paths: { '/api/cards': { get: list }, '/api/cards/{id}': { get: one } }, components: { schemas: components } };
};

describe('the answer check of the HTTP tests', () => {
  const { check, operations } = createAnswerValidators(documentOf());
  const card = { id: '0192f0c4-7f6a-7c3e-8a2b-5d6e7f8a9b0c', title: 'Beach clean-up', places: null };

  it('knows the operations by their Fastify route', () => {
    expect(operations().sort()).toEqual(['GET /api/cards', 'GET /api/cards/:id']);
  });

  it('passes answers that fit the schema of their status, refusals included', () => {
    expect(check('GET /api/cards', 200, 'application/json', [card, { ...card, places: 3 }])).toBeUndefined();
    expect(check('GET /api/cards/:id', 404, 'application/json', { message: 'Not found' })).toBeUndefined();
  });

  it('names what does not fit: a wrong type, a missing or an undocumented field, a malformed id', () => {
    expect(check('GET /api/cards', 200, 'application/json', [{ ...card, places: '3' }])).toMatch(/^\/0\/places must be integer/);
    expect(check('GET /api/cards/:id', 200, 'application/json', { id: card.id, places: 1 })).toMatch(/must have required property 'title'/);
    expect(check('GET /api/cards/:id', 200, 'application/json', { ...card, extra: true })).toMatch(/must NOT have additional properties/);
    expect(check('GET /api/cards/:id', 200, 'application/json', { ...card, id: 'card-1' })).toMatch(/^\/id must match/);
    expect(check('GET /api/cards/:id', 404, 'application/json', { error: true })).toMatch(/required property 'message'/);
  });

  it('calls a success status the document does not list drift, checks every refusal for the error shape, leaves server errors and other routes alone', () => {
    expect(check('GET /api/cards', 201, 'application/json', [card])).toMatch(/status 201 is not documented/);
    expect(check('GET /api/cards', 415, 'application/json', { message: 'Unsupported Media Type' })).toBeUndefined();
    expect(check('GET /api/cards', 409, 'application/json', { busy: true })).toMatch(/required property 'message'/);
    expect(check('GET /api/cards', 500, 'application/json', { oops: 1 })).toBeUndefined();
    expect(check('GET /api/other', 200, 'application/json', 1)).toBeUndefined();
  });
});
