// Writes docs/events.md from the event catalogue: `npx tsx scripts/docs/event-catalogue.ts`.
// A test fails when the committed file is stale, so the document cannot drift from the code.
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { catalogue } from '@nvp/events';

export const renderEventCatalogue = () => {
  const lines = [
    '# Event catalogue',
    '',
    'Generated from `events/src/catalogue` by `npx tsx scripts/docs/event-catalogue.ts`; do not edit by hand.',
    'Fields named `personal` are sealed with the subject\'s key (crypto-shredding).',
    '',
  ];
  const bySlice = new Map<string, (typeof catalogue.definitions)[number][]>();
  for (const d of catalogue.definitions) bySlice.set(d.slice, [...(bySlice.get(d.slice) ?? []), d]);
  for (const [slice, defs] of bySlice) {
    lines.push(`## ${slice}`, '');
    for (const d of defs) {
      lines.push(`### ${d.type} (v${d.version})`, '', d.description, '', '```json', JSON.stringify(z.toJSONSchema(d.schema), null, 2), '```', '');
    }
  }
  return lines.join('\n');
};

if (import.meta.url === `file://${process.argv[1]}`) writeFileSync('docs/events.md', renderEventCatalogue());
