import { expect, it } from 'vitest';

// Fails on purpose: exit-code.test.ts runs it and expects vitest to exit 1.
it('fails', () => expect(1).toBe(2));
