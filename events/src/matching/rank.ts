import { weekdays, type Weekday } from '../validation/opportunity-terms';
import type { VolunteeringMode } from '../validation/volunteer-bio-terms';

/**
 * Opportunities matched to a volunteer (issue 29): a pure function, no I/O. Each signal the volunteer gave (or their
 * history gives) adds points with a reason; the weights are written here, once, and explained in docs/decisions.md:
 *
 * | signal | points |
 * |---|---|
 * | place: in their GN division / DS division | 35 / 30 |
 * | place: otherwise by the distance between centres | 25 × (1 − km / 100), nothing from 100 km on |
 * | place: in their district, its centre unknown | 15 |
 * | place: none of the above when they said they give time ONLINE only | 0 |
 * | online: anyone can take part from anywhere (not when they said IN_PERSON only) | 20 |
 * | a required skill that is one of theirs | 10 each, at most 20 |
 * | a core function that is one of their skills | 5 each, at most 10 |
 * | the category is an area of volunteering they chose | 20 |
 * | an SDG their confirmed hours went to before | 5 each, at most 10 |
 * | a weekday of the opportunity they said they can give (the bio's availableDays), else one they gave time on before | 10 |
 *
 * Ties (and a volunteer who told nothing: every score 0) go to the newest published first, then the id, so the
 * order is total and pages neither repeat nor skip. The caller passes only open opportunities the volunteer has not
 * applied for; `rankOpportunities` never drops one, so a list is never empty while opportunities are open.
 */
export const MATCH_WEIGHTS = {
  sameGn: 35,
  sameDs: 30,
  near: 25,
  nearRangeKm: 100,
  sameDistrict: 15,
  online: 20,
  requiredSkill: 10,
  requiredSkillMax: 20,
  coreFunction: 5,
  coreFunctionMax: 10,
  area: 20,
  sdg: 5,
  sdgMax: 10,
  days: 10,
} as const;

export interface LatLon {
  lat: number;
  lon: number;
}

/** What the platform knows of the volunteer (all optional: a volunteer may have told nothing). */
export interface MatchProfile {
  /** Where they contribute (English names, as the bio records them) and the centre of their DS (places.ts). */
  district?: string;
  divisionalSecretariat?: string;
  gnDivision?: string;
  at?: LatLon;
  /** Their skills (the profile's specialSkills: ids of the core functions list). */
  skills: readonly number[];
  /** Their preferred areas of volunteering (category ids). */
  areas: readonly number[];
  /** The SDGs their confirmed hours went to. */
  sdgs: readonly number[];
  /** The weekdays they can give: those the bio tells (availableDays), else those they gave time on (their applications' days). */
  weekdays: readonly Weekday[];
  /** True when `weekdays` are the bio's own (the reason then says "when you said you can give time"). */
  weekdaysTold?: boolean;
  /** How they said they give time (the bio's volunteeringMode): ONLINE drops the place points, IN_PERSON the online ones. */
  mode?: VolunteeringMode;
}

export interface MatchOpportunity {
  id: string;
  type: 'REGULAR' | 'ONLINE' | null;
  district?: string;
  divisionalSecretariat?: string;
  gnDivision?: string;
  at?: LatLon;
  category?: number;
  requiredSkills: readonly number[];
  coreFunctions: readonly number[];
  sdgs: readonly number[];
  days: readonly Weekday[];
  /** When it was published (ISO 8601): the tie-break, newest first. */
  publishedAt: string;
}

export type MatchReason =
  | { code: 'same-gn'; district: string; divisionalSecretariat: string; gnDivision: string }
  | { code: 'same-ds'; district: string; divisionalSecretariat: string }
  | { code: 'near'; km: number }
  | { code: 'same-district'; district: string }
  | { code: 'online' }
  | { code: 'skill'; skill: number }
  | { code: 'core-function'; skill: number }
  | { code: 'area'; category: number }
  | { code: 'sdg'; sdg: number }
  | { code: 'days'; days: Weekday[] }
  | { code: 'available-days'; days: Weekday[] }
  | { code: 'newest' };

export interface Match {
  id: string;
  score: number;
  reasons: MatchReason[];
}

/** What the volunteer has not told (or done) yet, so the answer can say what would sharpen their matches. */
export type MatchUnknown = 'place' | 'skills' | 'areas' | 'history' | 'days';

/** The same place name (the reference data's English; case aside). The fast path first: it is called for every opportunity. */
const same = (a: string | undefined, b: string | undefined) => a === b ? a !== undefined && a !== '' : Boolean(a && b && a.length === b.length && a.toLowerCase() === b.toLowerCase());

/** Great-circle distance in km (haversine, Earth radius 6,371 km). */
export const distanceKm = (a: LatLon, b: LatLon) => {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};

const W = MATCH_WEIGHTS;

/** The points and reasons of one opportunity for one volunteer. */
export const scoreOpportunity = (profile: MatchProfile, o: MatchOpportunity, sets = setsOf(profile)): Match => {
  const reasons: MatchReason[] = [];
  const score = tally(profile, o, sets, reasons);
  if (!reasons.length) reasons.push({ code: 'newest' });
  return { id: o.id, score, reasons };
};

const WEEKDAYS = new Set<string>(weekdays);

/**
 * The points of one opportunity, with their reasons pushed into `reasons` when given: the ranking scores every open
 * opportunity without them (no allocation per opportunity) and gives reasons only to the page it answers.
 * Whole points: what the volunteer sees, and what orders (no float noise deciding a tie).
 */
const tally = (profile: MatchProfile, o: MatchOpportunity, sets: MatchSets, reasons?: MatchReason[]): number => {
  let score = 0;
  if (o.type === 'ONLINE') {
    if (profile.mode !== 'IN_PERSON') {
      score += W.online;
      reasons?.push({ code: 'online' });
    }
  } else if (profile.mode === 'ONLINE') {
    // They give time online only: being near an opportunity in person says nothing of whether they can take it.
  } else if (same(profile.district, o.district)) {
    if (same(profile.divisionalSecretariat, o.divisionalSecretariat)) {
      if (same(profile.gnDivision, o.gnDivision)) {
        score += W.sameGn;
        reasons?.push({ code: 'same-gn', district: o.district!, divisionalSecretariat: o.divisionalSecretariat!, gnDivision: o.gnDivision! });
      } else {
        score += W.sameDs;
        reasons?.push({ code: 'same-ds', district: o.district!, divisionalSecretariat: o.divisionalSecretariat! });
      }
    } else if (profile.at && o.at) {
      const km = distanceKm(profile.at, o.at);
      score += Math.max(W.near * (1 - km / W.nearRangeKm), 0);
      reasons?.push({ code: 'near', km: Math.max(1, Math.round(km)) });
    } else {
      score += W.sameDistrict;
      reasons?.push({ code: 'same-district', district: o.district! });
    }
  } else if (profile.at && o.at) {
    const km = distanceKm(profile.at, o.at);
    if (km < W.nearRangeKm) {
      score += W.near * (1 - km / W.nearRangeKm);
      reasons?.push({ code: 'near', km: Math.max(1, Math.round(km)) });
    }
  }
  let skills = 0;
  for (const skill of o.requiredSkills) {
    if (!sets.skills.has(skill) || skills >= W.requiredSkillMax) continue;
    skills += W.requiredSkill;
    reasons?.push({ code: 'skill', skill });
  }
  let functions = 0;
  for (const skill of o.coreFunctions) {
    if (!sets.skills.has(skill) || o.requiredSkills.includes(skill) || functions >= W.coreFunctionMax) continue;
    functions += W.coreFunction;
    reasons?.push({ code: 'core-function', skill });
  }
  score += skills + functions;
  if (o.category !== undefined && sets.areas.has(o.category)) {
    score += W.area;
    reasons?.push({ code: 'area', category: o.category });
  }
  let goals = 0;
  for (const sdg of o.sdgs) {
    if (!sets.sdgs.has(sdg) || goals >= W.sdgMax) continue;
    goals += W.sdg;
    reasons?.push({ code: 'sdg', sdg });
  }
  score += goals;
  if (reasons) {
    const days = weekdays.filter((d) => o.days.includes(d) && sets.days.has(d));
    if (days.length) {
      score += W.days;
      reasons.push({ code: profile.weekdaysTold ? 'available-days' : 'days', days });
    }
  } else if (o.days.some((d) => WEEKDAYS.has(d) && sets.days.has(d))) {
    score += W.days;
  }
  return Math.round(score);
};

type MatchSets = ReturnType<typeof setsOf>;
const setsOf = (p: MatchProfile) => ({ skills: new Set(p.skills), areas: new Set(p.areas), sdgs: new Set(p.sdgs), days: new Set(p.weekdays) });

/** What the profile does not tell. */
export const unknownOf = (p: MatchProfile): MatchUnknown[] => [
  ...(p.district ? [] : ['place' as const]),
  ...(p.skills.length ? [] : ['skills' as const]),
  ...(p.areas.length ? [] : ['areas' as const]),
  ...(p.sdgs.length ? [] : ['history' as const]),
  ...(p.weekdays.length ? [] : ['days' as const]),
];

/** Every opportunity, best first: score, then newest published, then id. The reference the paged ranking is tested against. */
export const rankOpportunities = (profile: MatchProfile, opportunities: readonly MatchOpportunity[]): Match[] => {
  const sets = setsOf(profile);
  const scored = opportunities.map((o) => ({ match: scoreOpportunity(profile, o, sets), published: Date.parse(o.publishedAt) || 0 }));
  scored.sort((a, b) => b.match.score - a.match.score || b.published - a.published || (a.match.id < b.match.id ? -1 : 1));
  return scored.map((s) => s.match);
};

/** Each opportunity's publication as a number, parsed once: the open set is kept between calls (query-api's cache). */
const publishedMs = new WeakMap<MatchOpportunity, number>();
const publishedOf = (o: MatchOpportunity) => {
  let ms = publishedMs.get(o);
  if (ms === undefined) {
    ms = Date.parse(o.publishedAt) || 0;
    publishedMs.set(o, ms);
  }
  return ms;
};

/**
 * One page of the ranking: exactly `rankOpportunities(...).slice(offset, offset + size)` and the number ranked, for a
 * fraction of the work at national size (tens of thousands open, a page of 20 asked): every opportunity is scored
 * without reasons, only the best `offset + size` are kept (a bounded heap: most opportunities are compared once, with
 * the worst kept) and sorted, and only the page gets its reasons.
 */
export const rankPage = <T extends MatchOpportunity>(
  profile: MatchProfile,
  opportunities: readonly T[],
  page: { offset: number; size: number },
): { total: number; matches: Match[]; /** The page's opportunities, in the order of `matches`. */ opportunities: T[] } => {
  const n = opportunities.length;
  const end = Math.min(n, Math.max(0, page.offset) + Math.max(0, page.size));
  if (page.offset >= end) return { total: n, matches: [], opportunities: [] };
  const sets = setsOf(profile);
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i++) scores[i] = tally(profile, opportunities[i], sets);
  // Negative when the i-th comes before the j-th: rankOpportunities' order.
  const order = (i: number, j: number) =>
    scores[j] - scores[i] || publishedOf(opportunities[j]) - publishedOf(opportunities[i]) || (opportunities[i].id < opportunities[j].id ? -1 : 1);
  let best: number[];
  if (end * 4 >= n) {
    best = Array.from({ length: n }, (_, i) => i).sort(order).slice(0, end);
  } else {
    // A max-heap (by the order) of the `end` best so far: its root is the worst kept, the one a better one replaces.
    const heap: number[] = [];
    const down = (at: number) => {
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let worst = at;
        if (left < heap.length && order(heap[left], heap[worst]) > 0) worst = left;
        if (right < heap.length && order(heap[right], heap[worst]) > 0) worst = right;
        if (worst === at) return;
        [heap[at], heap[worst]] = [heap[worst], heap[at]];
        at = worst;
      }
    };
    for (let i = 0; i < n; i++) {
      if (heap.length < end) {
        heap.push(i);
        for (let at = heap.length - 1; at > 0; ) {
          const parent = (at - 1) >> 1;
          if (order(heap[at], heap[parent]) <= 0) break;
          [heap[at], heap[parent]] = [heap[parent], heap[at]];
          at = parent;
        }
      } else if (order(i, heap[0]) < 0) {
        heap[0] = i;
        down(0);
      }
    }
    best = heap.sort(order);
  }
  const shown = best.slice(page.offset);
  return { total: n, matches: shown.map((i) => scoreOpportunity(profile, opportunities[i], sets)), opportunities: shown.map((i) => opportunities[i]) };
};
