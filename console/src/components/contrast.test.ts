import { describe, expect, it } from 'vitest';
import { sdgGoals } from '@nvp/events/browser';
import { DARK_TEXT, contrastRatio, readableTextOn } from './contrast';

describe('text on coloured tiles', () => {
  it('computes the WCAG ratio (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#1c5fae', '#1c5fae')).toBe(1);
  });

  it('every SDG tile colour gets a text colour with at least 4.5:1 (WCAG 1.4.3)', () => {
    for (const colour of sdgGoals.map((g) => g.colour)) {
      const text = readableTextOn(colour);
      expect([DARK_TEXT, '#ffffff']).toContain(text);
      expect(contrastRatio(colour, text), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
