import { describe, expect, it } from 'vitest';

describe("the console's zod setting", () => {
  it('makes zod jitless (no `new Function` probe under the CSP) without importing zod itself', async () => {
    await import('./csp-safe-zod');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
