import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { renderEventCatalogue } from './event-catalogue';

it('docs/events.md matches the catalogue (regenerate with npx tsx scripts/docs/event-catalogue.ts)', () => {
  expect(readFileSync('docs/events.md', 'utf8')).toBe(renderEventCatalogue());
});
