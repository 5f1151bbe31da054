import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bit, rules } from '@nvp/events';
import { buildOperation, describeAccess, operationIdOf, routeKeyOf, toSchema } from './document';

describe('OpenAPI document parts', () => {
  it('puts an access rule in words, naming the bits and the shared rule', () => {
    expect(describeAccess('everyone')).toMatch(/^Public/);
    expect(describeAccess(rules.anyUser)).toBe('Any signed-in user (rule `anyUser`).');
    expect(describeAccess(rules.approvedVio)).toBe('A token whose access mask has all of: VIO, VIO_EMAIL_VERIFIED, VIO_APPROVED (rule `approvedVio`).');
    expect(describeAccess({ any: [bit.CHECK_REFEREES, bit.CONFIRM_VOLUNTEERS] })).toBe('A token whose access mask has any of: CHECK_REFEREES, CONFIRM_VOLUNTEERS.');
  });

  it('derives security and refusals from the rule, the path, the body and the rate limit', () => {
    const components = {};
    const open = buildOperation('POST /api/x', { method: 'POST', url: '/api/x', access: 'everyone', rateLimited: true }, { summary: 's', body: z.object({ a: z.string() }) }, components, {});
    expect(open.security).toEqual([]);
    expect(Object.keys(open.responses as object)).toEqual(['200', '400', '429', '4XX']);
    const anyUser = buildOperation('GET /api/y/:id', { method: 'GET', url: '/api/y/:id', access: rules.anyUser, rateLimited: false }, { summary: 's' }, components, {});
    expect(Object.keys(anyUser.responses as object)).toEqual(['200', '401', '404', '4XX']); // nobody signed in is refused by role
    const admin = buildOperation('PUT /api/z', { method: 'PUT', url: '/api/z', access: rules.admin, denied: 'Admins only', rateLimited: false }, { summary: 's', body: 'none' }, components, {});
    expect(admin.requestBody).toBeUndefined();
    expect((admin.responses as Record<string, { description: string }>)['403']!.description).toContain('Admins only');
    const missing = buildOperation('GET /api/w', { method: 'GET', url: '/api/w', access: rules.admin, rateLimited: false }, undefined, components, {});
    expect(missing.summary).toMatch(/^UNDOCUMENTED/);
  });

  it('hoists shared definitions of a zod schema into components and points its $refs there', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(node) }));
    const components: Record<string, unknown> = {};
    const json = toSchema(z.object({ root: node }), 'Tree', components);
    expect(Object.keys(components).length).toBeGreaterThan(0);
    const text = JSON.stringify(json) + JSON.stringify(components);
    expect(text).not.toContain('#/$defs/');
    expect(text).not.toContain('$schema');
    for (const ref of text.match(/#\/components\/schemas\/[A-Za-z0-9_.-]+/g) ?? []) expect(components).toHaveProperty(ref.split('/').pop()!);
  });

  it('names operations and maps OpenAPI paths back to Fastify routes', () => {
    expect(operationIdOf('GET /api/opportunity/getOpportunities')).toBe('getApiOpportunityGetOpportunities');
    expect(operationIdOf('PUT /api/nonformal-opportunity/admin/approve/:id/:flag')).toBe('putApiNonformalOpportunityAdminApproveIdFlag');
    expect(routeKeyOf('put', '/api/nonformal-opportunity/admin/approve/{id}/{flag}')).toBe('PUT /api/nonformal-opportunity/admin/approve/:id/:flag');
  });
});
