#!/usr/bin/env node
// A consumer of the platform's open data feed (docs/open-data.md): walks every page of
// GET /api/open-data/opportunities by its `next` links and prints how many open opportunities each district has.
// Plain Node 20 (global fetch), no dependencies:
//
//   node scripts/docs/open-data-consumer.mjs                         # http://localhost:8080, English names
//   node scripts/docs/open-data-consumer.mjs https://volunteer.example.lk si
//
// Paging is by offset, so an opportunity approved or closed during the walk can shift the pages: items are kept
// by their id (a repeat is counted once). The walk stops after MAX_PAGES pages whatever the feed says.

import { pathToFileURL } from 'node:url';

const MAX_PAGES = 10_000;

/** Every activity of the feed at `base`, in `lang`, page by page (100 a page unless `pageSize` is given). */
export async function walkFeed(base, { lang = 'en', pageSize = 100, fetchPage = fetch } = {}) {
  const byId = new Map();
  let url = `${base.replace(/\/+$/, '')}/api/open-data/opportunities?pageSize=${pageSize}${lang === 'en' ? '' : `&lang=${lang}`}`;
  for (let pages = 0; url && pages < MAX_PAGES; pages++) {
    const response = await fetchPage(url, { headers: { accept: 'application/ld+json' } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    const page = await response.json();
    for (const activity of page['@graph']) byId.set(activity.id, activity);
    url = page.next;
  }
  return [...byId.values()];
}

/** Open opportunities per district name (as the feed names it in its language), most first. */
export function countByDistrict(activities) {
  const counts = new Map();
  for (const activity of activities) {
    const district = activity.session?.[0]?.location?.[0]?.district?.name ?? '(no district)';
    counts.set(district, (counts.get(district) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

const runDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (runDirectly) {
  const [base = 'http://localhost:8080', lang = 'en'] = process.argv.slice(2);
  const activities = await walkFeed(base, { lang });
  for (const [district, count] of countByDistrict(activities)) console.log(`${String(count).padStart(6)}  ${district}`);
  console.log(`${String(activities.length).padStart(6)}  open opportunities in all`);
}
