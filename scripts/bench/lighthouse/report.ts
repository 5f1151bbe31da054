import type { Figures } from './audit';
import type { Lhr, LhrAudit } from './install';

/** Issue 25's targets, each on the median of the rounds. */
export const targets = [
  { key: 'performance', label: 'performance', want: '≥ 90', pass: (v: number) => v >= 90 },
  { key: 'lcp', label: 'LCP', want: '≤ 2.5 s', pass: (v: number) => v <= 2500 },
  { key: 'tbt', label: 'TBT', want: '≤ 200 ms', pass: (v: number) => v <= 200 },
  { key: 'cls', label: 'CLS', want: '≤ 0.1', pass: (v: number) => v <= 0.1 },
  { key: 'accessibility', label: 'accessibility', want: '100', pass: (v: number) => v >= 100 },
  { key: 'bestPractices', label: 'best practices', want: '100', pass: (v: number) => v >= 100 },
  { key: 'seo', label: 'SEO', want: '≥ 95', pass: (v: number) => v >= 95 },
] as const satisfies readonly { key: keyof Figures; label: string; want: string; pass: (v: number) => boolean }[];

/** Shown beside the targets, without one of their own. */
const extras = [
  { key: 'fcp', label: 'FCP' },
  { key: 'speedIndex', label: 'Speed Index' },
  { key: 'bytes', label: 'transferred' },
  { key: 'scriptBytes', label: 'of it JavaScript' },
  { key: 'scriptBytesBeforeFcp', label: 'JS before 1st paint' },
] as const satisfies readonly { key: keyof Figures; label: string }[];

type Key = (typeof targets)[number]['key'] | (typeof extras)[number]['key'];

export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each figure's median over the rounds, taken figure by figure. */
export const medians = (rounds: Figures[]) =>
  Object.fromEntries([...targets, ...extras].map(({ key }) => [key, median(rounds.map((r) => r[key]))])) as Record<Key, number>;

export const missed = (m: Record<Key, number>) => targets.filter((t) => !t.pass(m[t.key])).map((t) => t.label);

const fmt = (key: Key, v: number) => {
  if (!Number.isFinite(v)) return '–';
  switch (key) {
    case 'lcp':
    case 'fcp':
    case 'speedIndex':
      return `${(v / 1000).toFixed(1)} s`;
    case 'tbt':
      return `${Math.round(v)} ms`;
    case 'cls':
      return v.toFixed(3);
    case 'bytes':
    case 'scriptBytes':
    case 'scriptBytesBeforeFcp':
      return `${Math.round(v / 1024)} KB`;
    default:
      return String(Math.round(v));
  }
};

const pad = (s: string, n: number) => s.padStart(n);

/** The table of one page in one language: every round, the median, the peer's median and the target. */
export const table = (rounds: Figures[], peer: Record<Key, number> | undefined) => {
  const m = medians(rounds);
  const head = `    ${'figure'.padEnd(17)}${rounds.map((_, i) => pad(`round ${i + 1}`, 9)).join('')}${pad('median', 9)}${pad('peer', 9)}   target`;
  const rows = [
    ...targets.map((t) => `    ${t.label.padEnd(17)}${rounds.map((r) => pad(fmt(t.key, r[t.key]), 9)).join('')}${pad(fmt(t.key, m[t.key]), 9)}${pad(peer ? fmt(t.key, peer[t.key]) : '', 9)}   ${t.want.padEnd(9)}${t.pass(m[t.key]) ? 'PASS' : 'MISS'}`),
    ...extras.map((e) => `    ${e.label.padEnd(17)}${rounds.map((r) => pad(fmt(e.key, r[e.key]), 9)).join('')}${pad(fmt(e.key, m[e.key]), 9)}${pad(peer ? fmt(e.key, peer[e.key]) : '', 9)}`),
  ];
  return [head, ...rows].join('\n');
};

/** One line of medians (the SUMMARY lines and the closing table). */
export const compact = (m: Record<Key, number>) =>
  `perf ${fmt('performance', m.performance)} LCP ${fmt('lcp', m.lcp)} TBT ${fmt('tbt', m.tbt)} CLS ${fmt('cls', m.cls)} a11y ${fmt('accessibility', m.accessibility)} bp ${fmt('bestPractices', m.bestPractices)} SEO ${fmt('seo', m.seo)} (${fmt('bytes', m.bytes)}, JS ${fmt('scriptBytes', m.scriptBytes)}, JS before first paint ${fmt('scriptBytesBeforeFcp', m.scriptBytesBeforeFcp)})`;

// ---- Why a page misses: Lighthouse's own opportunities and diagnostics, from one round's report ----

const shortUrl = (u: string, origin: string) => (u.startsWith(origin) ? u.slice(origin.length) || '/' : u).replace(/^(.{70}).+$/, '$1…');

/** A table cell as text: a node by its snippet, a URL by its path, a number as it is. */
const cell = (v: unknown, origin: string): string => {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return Number.isInteger(v) ? String(v) : v.toFixed(v < 1 ? 3 : 0);
  if (typeof v === 'string') return /^https?:/.test(v) ? shortUrl(v, origin) : v.replace(/\s+/g, ' ').slice(0, 90);
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (o.type === 'node') return String(o.snippet ?? o.selector ?? o.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 90);
    if (o.type === 'source-location') return shortUrl(String(o.url), origin);
    if (o.type === 'code' || o.type === 'text' || o.type === 'url') return cell(o.value, origin);
  }
  return JSON.stringify(v).slice(0, 60);
};

const kb = (b: number) => `${Math.round(b / 1024)} KB`;

/** An item of a details table as `key value` pairs (the columns that say something). */
const itemText = (item: Record<string, unknown>, origin: string, keys = Object.keys(item)) =>
  keys
    .filter((k) => item[k] !== undefined && !['subItems', 'debugData', 'entity', 'isFirstParty', 'protocol'].includes(k))
    .map((k) => {
      const v = item[k];
      if (typeof v === 'number' && /bytes|size/i.test(k)) return `${k} ${kb(v)}`;
      if (typeof v === 'number' && /ms|time|duration|total|scripting|scriptParseCompile|wasted(?!Bytes)/i.test(k)) return `${k} ${Math.round(v)} ms`;
      return k === 'url' || k === 'node' || k === 'source' ? cell(v, origin) : `${k} ${cell(v, origin)}`;
    })
    .join(' · ');

const itemsOf = (audit: LhrAudit | undefined) => (audit?.details?.items ?? []) as Record<string, unknown>[];

/** The list audits (e.g. the LCP element and its phases) hold tables in their items. */
const tablesOf = (audit: LhrAudit | undefined): Record<string, unknown>[][] =>
  audit?.details?.type === 'list' ? itemsOf(audit).map((t) => ((t as { items?: Record<string, unknown>[] }).items ?? [])) : [itemsOf(audit)];

type Chains = Record<string, { request: { url: string; endTime: number }; children?: Chains }>;

/** The URLs of the request chain that ends last (the one that holds up the page longest). */
const longestChain = (chains: Chains): string[] => {
  let best: { end: number; path: string[] } = { end: -Infinity, path: [] };
  const walk = (node: Chains, path: string[]) => {
    for (const { request, children } of Object.values(node)) {
      const here = [...path, request.url];
      if (children && Object.keys(children).length) walk(children, here);
      else if (request.endTime > best.end) best = { end: request.endTime, path: here };
    }
  };
  walk(chains, []);
  return best.path;
};

export const diagnostics = (lhr: Lhr, origin: string): string[] => {
  const out: string[] = [];
  const a = lhr.audits;
  const lines = (title: string, items: Record<string, unknown>[], n: number, keys?: string[]) => {
    if (!items.length) return;
    out.push(`      ${title}`);
    for (const item of items.slice(0, n)) out.push(`        - ${itemText(item, origin, keys)}`);
    if (items.length > n) out.push(`        … ${items.length - n} more`);
  };

  // The largest paint: which element, and where its time goes (TTFB, load delay, load time, render delay).
  const lcp = tablesOf(a['largest-contentful-paint-element']);
  const element = lcp[0]?.[0];
  if (element) out.push(`      LCP element: ${cell(element.node, origin)}`);
  if (lcp[1]?.length) out.push(`      LCP phases: ${lcp[1].map((p) => `${p.phase} ${Math.round(Number(p.timing))} ms`).join(', ')}`);

  // Opportunities, largest estimated saving first.
  const opportunities = Object.values(a)
    .filter((x) => x.details?.type === 'opportunity' && (x.score ?? 1) < 1 && ((x.details.overallSavingsMs ?? 0) > 0 || (x.details.overallSavingsBytes ?? 0) > 0))
    .sort((x, y) => (y.details!.overallSavingsMs ?? 0) - (x.details!.overallSavingsMs ?? 0) || (y.details!.overallSavingsBytes ?? 0) - (x.details!.overallSavingsBytes ?? 0));
  for (const o of opportunities.slice(0, 6)) {
    const saves = [o.details!.overallSavingsMs ? `${Math.round(o.details!.overallSavingsMs)} ms` : '', o.details!.overallSavingsBytes ? kb(o.details!.overallSavingsBytes) : ''].filter(Boolean).join(', ');
    lines(`opportunity ${o.id} (saves ~${saves}):`, itemsOf(o), 4, ['url', 'wastedBytes', 'wastedMs', 'totalBytes']);
  }

  // Diagnostics: main-thread time by script and by kind of work, fonts, layout shifts, the request chain.
  if ((a['bootup-time']?.numericValue ?? 0) > 0) lines(`bootup-time (${a['bootup-time'].displayValue}), by script:`, itemsOf(a['bootup-time']), 4, ['url', 'total', 'scripting', 'scriptParseCompile']);
  if (a['mainthread-work-breakdown']) lines(`mainthread-work-breakdown (${a['mainthread-work-breakdown'].displayValue}):`, itemsOf(a['mainthread-work-breakdown']), 5, ['groupLabel', 'duration']);
  const longTasks = itemsOf(a['long-tasks']);
  if (longTasks.length) lines(`long-tasks (${longTasks.length}):`, longTasks, 3, ['url', 'startTime', 'duration']);
  if ((a['font-display']?.score ?? 1) < 1) lines('font-display (text invisible while fonts load):', itemsOf(a['font-display']), 4, ['url', 'wastedMs']);
  const shifts = itemsOf(a['layout-shifts']);
  if (shifts.length) lines(`layout-shifts (CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}):`, shifts, 3, ['node', 'score']);
  const chains = a['critical-request-chains'];
  if (chains?.displayValue) {
    const longest = longestChain((chains.details as { chains?: Chains })?.chains ?? {});
    out.push(`      critical-request-chains: ${chains.displayValue}, longest ${Math.round(Number((chains.details as { longestChain?: { duration?: number } })?.longestChain?.duration ?? 0))} ms: ${longest.map((u) => shortUrl(u, origin)).join(' → ')}`);
  }
  const requests = itemsOf(a['network-requests']);
  const fonts = requests.filter((r) => r.resourceType === 'Font');
  if (fonts.length) out.push(`      fonts fetched: ${fonts.map((f) => `${shortUrl(String(f.url), origin).replace(/^\/assets\//, '').replace(/\?.*$/, '')} ${kb(Number(f.transferSize ?? 0))}`).join(', ')}`);
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  if (scripts.length) out.push(`      JavaScript fetched (${kb(scripts.reduce((s, r) => s + Number(r.transferSize ?? 0), 0))}): ${scripts.map((f) => `${shortUrl(String(f.url), origin).replace(/^\/assets\//, '')} ${kb(Number(f.transferSize ?? 0))}`).join(', ')}`);
  if (a['total-byte-weight']) lines(`total-byte-weight (${a['total-byte-weight'].displayValue}), largest:`, itemsOf(a['total-byte-weight']), 4, ['url', 'totalBytes']);

  // Every failed audit of the other three categories, by id.
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    const failed = (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && a[ref.id] && (a[ref.id].score ?? 1) < 1 && a[ref.id].scoreDisplayMode !== 'notApplicable')
      .map((ref) => {
        const nodes = itemsOf(a[ref.id])
          .map((item) => item.node as { selector?: string; nodeLabel?: string } | undefined)
          .filter((node) => node?.selector)
          .slice(0, 3)
          .map((node) => `${node!.selector} "${String(node!.nodeLabel ?? '').slice(0, 50)}"`);
        return `${ref.id} (${a[ref.id].title}${a[ref.id].displayValue ? `: ${a[ref.id].displayValue}` : ''}${nodes.length ? `; at ${nodes.join(', ')}` : ''})`;
      });
    if (failed.length) out.push(`      ${category} failed: ${failed.join('; ')}`);
  }
  if (lhr.runWarnings.length) out.push(`      Lighthouse warned: ${lhr.runWarnings.join(' | ').slice(0, 300)}`);
  return out;
};
