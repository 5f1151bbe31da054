import { coreFunctionIds, degreeIds, sdgIds, subjectAreaIds, vioTypes, weekdayOf, weekdays, type LocationNames, type VioType } from '@nvp/events';
import { createRandom, type Random } from './random';
import { bioOf, createPerson, refereeOf, type Person } from './people';
import { pickLocation, pickLocationIn } from './places';

/**
 * The plan: who registers when over three years of Colombo days, and what happens next. Pure and per index: the
 * plan of volunteer `i` (or VIO `j`, opportunity `k`) is drawn from its own child generator, so any part can be
 * made again from its index without holding the rest (the national plan is streamed). Times never reach `end`.
 */

export interface Scale {
  volunteers: number;
  vios: number;
  opportunities: number;
  applications: number;
  /** Share of e-mail-verified volunteers who file a complaint. */
  complaintShare: number;
  /** Share of approved volunteers suspended, and of unfinished registrations erased. */
  suspendShare: number;
  eraseShare: number;
}

export const scales = {
  tiny: { volunteers: 50, vios: 6, opportunities: 15, applications: 100, complaintShare: 0.2, suspendShare: 0.1, eraseShare: 0.5 },
  demo: { volunteers: 5_000, vios: 300, opportunities: 1_500, applications: 25_000, complaintShare: 0.02, suspendShare: 0.005, eraseShare: 0.02 },
  district: { volunteers: 50_000, vios: 3_000, opportunities: 15_000, applications: 250_000, complaintShare: 0.02, suspendShare: 0.005, eraseShare: 0.02 },
  /** A fifth of national: three sizes (demo, district, fifth) show how each call grows (scripts/bench/scale.ts). */
  fifth: { volunteers: 100_000, vios: 2_000, opportunities: 20_000, applications: 1_000_000, complaintShare: 0.02, suspendShare: 0.005, eraseShare: 0.02 },
  national: { volunteers: 500_000, vios: 10_000, opportunities: 100_000, applications: 5_000_000, complaintShare: 0.02, suspendShare: 0.005, eraseShare: 0.02 },
} as const satisfies Record<string, Scale>;
export type ScaleName = keyof typeof scales;

export const DAYS = 3 * 365;
const DAY_MS = 86_400_000;
/** Midnight of a Colombo day (UTC+05:30, no daylight saving). */
export const colomboMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);
const dayOf = (ms: number) => new Date(ms + 330 * 60_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

export const createPlan = (seed: string | number, scale: Scale, end: string) => {
  const root = createRandom(seed);
  const endMs = colomboMidnight(end);
  const startMs = endMs - DAYS * DAY_MS;
  const firstDay = dayOf(startMs);
  /** A time on simulated day `d` (0 = three years ago), between 06:00 and 22:00 Colombo. */
  const atDay = (rng: Random, d: number) => new Date(startMs + d * DAY_MS + rng.int(6 * 60, 22 * 60) * 60_000);
  const later = (rng: Random, from: Date, minMinutes: number, maxMinutes: number) => new Date(from.getTime() + rng.int(minMinutes, maxMinutes) * 60_000);
  const before = (t: Date | undefined) => t !== undefined && t.getTime() < endMs;
  const dayIndex = (t: Date) => Math.floor((t.getTime() - startMs) / DAY_MS);

  // ── volunteers ────────────────────────────────────────────────────────────────────────────────
  /** Registrations grow over the years: day = DAYS · u^(2/3) for the i-th of N (more sign-ups lately). */
  const volunteerDay = (i: number) => Math.min(DAYS - 1, Math.floor(DAYS * ((i + 0.5) / scale.volunteers) ** (2 / 3)));
  /** Where a volunteer stops (the rest wait in a queue or never finished): shares in README.md. */
  const stages = ['registered', 'emailVerified', 'phoneVerified', 'bio', 'refereeAdded', 'refereeReviewed', 'approved'] as const;
  const stageWeights = [3, 3, 4, 3, 2, 3, 82];

  const volunteer = (i: number) => {
    const rng = root.child('volunteer', i);
    const id = rng.uuid();
    const registeredAt = atDay(rng, volunteerDay(i));
    const person: Person = createPerson(rng, i, dayOf(registeredAt.getTime()));
    const place: LocationNames = pickLocation(rng);
    const age = Number(dayOf(registeredAt.getTime()).slice(0, 4)) - Number(person.dateOfBirth.slice(0, 4));
    const bio = bioOf(rng, person, place, age);
    const referee = refereeOf(rng, person, place, dayOf(registeredAt.getTime()));
    const goal = stages.indexOf(rng.weighted(stages, stageWeights));
    // Each step a while after the one before; a step that would fall on or after `end` has not happened yet.
    const times: Date[] = [registeredAt];
    const gaps: [number, number][] = [[5, 24 * 60], [2, 60], [10, 4 * 24 * 60], [30, 3 * 24 * 60], [60, 7 * 24 * 60], [60, 5 * 24 * 60]];
    for (let s = 1; s <= goal; s++) {
      const t = later(rng, times[s - 1], ...gaps[s - 1]);
      if (!before(t)) break;
      times.push(t);
    }
    const reached = stages[times.length - 1];
    return {
      index: i,
      id,
      person,
      place,
      bio,
      referee,
      /** Time of each stage reached, in order of `stages`. */
      times,
      reached,
      approvedAt: reached === 'approved' ? times[6] : undefined,
      refereeId: rng.uuid(),
      emailToken: rng.token(24),
      refereeToken: rng.token(24),
      phoneCode: rng.digits(6),
      ratings: rng.int(3, 5),
      rng,
    };
  };
  /**
   * Applications, members and call-outs look volunteers up again and again: a bounded cache of their plans (never
   * used for drawing: the writer of a volunteer's own events takes a fresh plan).
   */
  const cache = new Map<number, ReturnType<typeof volunteer>>();
  const volunteerAgain = (i: number) => {
    let v = cache.get(i);
    if (!v) {
      v = volunteer(i);
      cache.set(i, v);
      if (cache.size > 20_000) cache.delete(cache.keys().next().value!);
    }
    return v;
  };
  /** How many volunteers registered by day d (inverse of volunteerDay). */
  const volunteersBy = (d: number) => Math.max(0, Math.min(scale.volunteers, Math.floor(scale.volunteers * Math.max(0, d / DAYS) ** 1.5)));

  // ── VIOs ──────────────────────────────────────────────────────────────────────────────────────
  /** VIOs register over the first 80 % of the period, evenly. */
  const vioDay = (j: number) => Math.floor(((j + 0.5) / scale.vios) * DAYS * 0.8);
  /** Six types: non-profits are most VIOs; the weights are assumptions (README.md). */
  const vioTypeWeights: Record<VioType, number> = { NONPROFIT: 45, PRIVATEORGANIZATION: 15, SCHOOL: 15, STATEINSTITUTE: 12, STATEACADEMIA: 5, PRIVATEACADEMIA: 8 };
  const vioNouns: Record<VioType, readonly string[]> = {
    NONPROFIT: ['Community Development Foundation', 'Youth Volunteers Society', 'Welfare Society', 'Environmental Trust', 'Relief Network', "Women's Development Society"],
    PRIVATEORGANIZATION: ['Holdings CSR Unit', 'Plantations Community Team', 'Bank Volunteers Club', 'Apparel Care Team'],
    SCHOOL: ['Maha Vidyalaya', 'Central College', 'Girls College', 'Hindu College', 'Muslim Vidyalaya'],
    STATEINSTITUTE: ['Divisional Secretariat Volunteer Unit', 'Regional Health Services', 'Disaster Management Unit', 'Social Services Office'],
    STATEACADEMIA: ['Technical College', 'National College of Education', 'University Volunteer Circle'],
    PRIVATEACADEMIA: ['Institute of Management', 'Campus Leo Club', 'Business School Rotaract'],
  };
  const vioStages = ['registered', 'emailVerified', 'profileCompleted', 'reviewed'] as const;

  const vio = (j: number) => {
    const rng = root.child('vio', j);
    const id = rng.uuid();
    const type = rng.weighted([...vioTypes], vioTypes.map((t) => vioTypeWeights[t]));
    const place = pickLocation(rng);
    const name = `${place.divisionalSecretariat} ${rng.pick(vioNouns[type])}`;
    const registeredAt = atDay(rng, vioDay(j));
    const goal = vioStages.indexOf(rng.weighted(vioStages, [3, 4, 5, 88]));
    const times: Date[] = [registeredAt];
    const gaps: [number, number][] = [[5, 24 * 60], [60, 5 * 24 * 60], [60, 7 * 24 * 60]];
    for (let s = 1; s <= goal; s++) {
      const t = later(rng, times[s - 1], ...gaps[s - 1]);
      if (!before(t)) break;
      times.push(t);
    }
    const approve = rng.chance(0.96);
    const approvedAt = times.length === 4 && approve ? times[3] : undefined;
    return {
      index: j,
      id,
      type,
      name,
      place,
      email: `vio.${j}@example.org`,
      times,
      reached: vioStages[times.length - 1],
      approve,
      approvedAt,
      emailToken: rng.token(24),
      rng,
    };
  };
  const viosBy = (d: number) => Math.max(0, Math.min(scale.vios, Math.floor((d / (DAYS * 0.8)) * scale.vios)));

  // ── sub-VIOs and members ──────────────────────────────────────────────────────────────────────
  /** Members per approved VIO: 40 % of volunteers are members of a VIO, spread over the VIOs (assumption). */
  const meanMembers = (scale.volunteers * 0.4) / scale.vios;

  /** An approved principal's sub-VIOs (a fifth of VIOs have one or two) and the volunteers who join it. */
  const organisation = (v: ReturnType<typeof vio>) => {
    if (!v.approvedAt) return { subVios: [], members: [] };
    const rng = root.child('organisation', v.index);
    const subVios = [];
    const n = rng.chance(0.2) ? rng.int(1, 2) : 0;
    for (let s = 0; s < n; s++) {
      const createdAt = later(rng, v.approvedAt, 60, 60 * 24 * 60);
      const place = pickLocationIn(rng, v.place.district);
      const leader = createPerson(rng, v.index, dayOf(createdAt.getTime()), 'leader.');
      const passwordAt = later(rng, createdAt, 60, 3 * 24 * 60);
      const id = rng.uuid();
      const token = rng.token(24);
      const opens = rng.chance(0.85);
      if (!before(createdAt)) continue;
      subVios.push({
        id,
        index: s,
        name: `${place.gnDivision} branch, ${v.name}`.slice(0, 100),
        email: `subvio.${v.index}.${s}@example.org`,
        leader: `${leader.firstName} ${leader.lastName}`,
        createdAt,
        passwordAt: opens && before(passwordAt) ? passwordAt : undefined,
        token,
      });
    }
    const members = [];
    const chosen = new Set<number>();
    const count = Math.round(meanMembers * (0.3 + 1.4 * rng.next()));
    for (let m = 0; m < count; m++) {
      const r = rng.child('member', m);
      const at = new Date(v.approvedAt.getTime() + Math.floor(r.next() * Math.max(0, endMs - v.approvedAt.getTime() - 60_000)));
      const pool = volunteersBy(dayIndex(at) - 20);
      if (pool < 1) continue;
      const i = r.int(0, pool - 1);
      if (chosen.has(i)) continue;
      const who = volunteerAgain(i);
      if (!who.approvedAt || who.approvedAt.getTime() >= at.getTime() || !mayAct(who, at)) continue;
      chosen.add(i);
      const invited = r.chance(0.3);
      const answer = later(r, at, 60, 5 * 24 * 60);
      // An invited volunteer answers themselves: not while suspended.
      const answeredAt = before(answer) && (!invited || mayAct(who, answer)) ? answer : undefined;
      const accepted = r.chance(0.85) && answeredAt !== undefined;
      const subVio = accepted ? subVios.find((sv) => sv.createdAt.getTime() < answer.getTime() && r.chance(0.4)) : undefined;
      const assignedAt = subVio ? later(r, answer, 60, 10 * 24 * 60) : undefined;
      members.push({
        volunteer: who,
        invited,
        at,
        answeredAt,
        accepted,
        subVio: assignedAt && before(assignedAt) ? subVio : undefined,
        assignedAt,
        rng: r,
      });
    }
    return { subVios, members };
  };

  // ── emergencies: emergency users, their emergency opportunities, call-outs and replies ─────────────
  /** One emergency user per 30 VIOs (at least two), each opening one to four emergencies over the three years. */
  const emergencyUsers = Math.max(2, Math.round(scale.vios / 30));
  const emergencyKinds = [
    ['Flood relief', 'Help families moved to relief centres after the floods: cooking, distributing dry rations and cleaning wells.', 'Flood relief help needed'],
    ['Landslide relief', 'Support families evacuated after the landslide warning: shelter duty, food distribution and registration.', 'Landslide relief volunteers'],
    ['Dengue clean-up', 'Clear mosquito breeding sites with the public health inspectors across the worst affected divisions.', 'Dengue clean-up drive'],
    ['Drought water supply', 'Help the water bowsers reach families in the dry zone and keep the distribution points in order.', 'Drought water distribution'],
  ] as const;

  const emergencyUser = (u: number) => {
    const rng = root.child('emergency-user', u);
    const id = rng.uuid();
    const invitedAt = atDay(rng, Math.floor(((u + 0.5) / emergencyUsers) * DAYS * 0.5));
    const registeredAt = later(rng, invitedAt, 60, 2 * 24 * 60);
    const person = createPerson(rng, u, dayOf(invitedAt.getTime()), 'emergency.');
    const opportunities = [];
    const count = rng.int(1, 4);
    for (let k = 0; k < count; k++) {
      const r = rng.child('opportunity', k);
      const createdAt = atDay(r, Math.min(DAYS - 1, dayIndex(registeredAt) + 1 + Math.floor(r.next() * (DAYS - dayIndex(registeredAt) - 1))));
      if (!before(createdAt)) continue;
      const [title, description, sms] = r.pick(emergencyKinds);
      const place = pickLocation(r);
      const startDate = addDays(dayOf(createdAt.getTime()), 1);
      const endDate = addDays(startDate, r.int(0, 14));
      const callOutAt = later(r, createdAt, 10, 120);
      const completedAt = new Date(colomboMidnight(addDays(endDate, 1)) + r.int(8, 20) * 3_600_000);
      opportunities.push({
        id: r.uuid(),
        title,
        description,
        sms,
        place,
        createdAt,
        startDate,
        endDate,
        noOfVolunteers: r.int(10, 200),
        callOutAt: before(callOutAt) ? callOutAt : undefined,
        completedAt: before(completedAt) ? completedAt : undefined,
        rng: r,
      });
    }
    return { index: u, id, person, invitedAt, registeredAt: before(registeredAt) ? registeredAt : undefined, token: rng.token(24), opportunities };
  };

  /**
   * Who a call-out reaches: approved volunteers of the emergency's district willing to help in emergencies, not
   * suspended or erased. Found by sampling up to 3,000 of those registered by then (the national pool is not
   * scanned whole), at most 500 invited.
   */
  const callOutPool = (rng: Random, district: string, at: Date) => {
    const pool = volunteersBy(dayIndex(at) - 20);
    const picked = new Map<number, ReturnType<typeof volunteer>>();
    const tries = Math.min(pool, 3000);
    for (let t = 0; t < tries && picked.size < 500; t++) {
      const i = pool <= 3000 ? t : rng.int(0, pool - 1);
      if (picked.has(i)) continue;
      const v = volunteerAgain(i);
      if (v.place.district !== district || v.bio.emergencyWill !== 'yes' || !v.approvedAt || v.approvedAt.getTime() >= at.getTime() || standing(v)) continue;
      picked.set(i, v);
    }
    return [...picked.values()];
  };

  // ── news and stories ───────────────────────────────────────────────────────────────────────────
  const newsTopics = [
    ['National Volunteer Week', 'Thousands of volunteers joined clean-ups, blood drives and reading camps across all 25 districts this week.'],
    ['Flood response: thank you', 'Volunteers answered the call-out within hours and helped the relief centres through the worst of the floods.'],
    ['New online opportunities', 'Organisations now post online opportunities: tutoring, translation and design work you can do from home.'],
    ['Volunteer awards', 'The volunteers and organisations with the most confirmed hours this year were recognised at the district secretariats.'],
    ['Register your organisation', 'Schools, state institutes and non-profits can register and post opportunities for volunteers near them.'],
  ] as const;
  const storyNames = ['From classroom to community', 'Two years at the elders home', 'Planting mangroves in Puttalam', 'Teaching English online', 'A night at the relief centre'];
  /** About two news items a month and one story every two months; news older than a year is archived. */
  const content = () => {
    const rng = root.child('content');
    const items = [];
    for (let n = 0; n < Math.floor(DAYS / 15); n++) {
      const [title, body] = rng.pick(newsTopics);
      const at = atDay(rng, n * 15 + rng.int(0, 14));
      items.push({ kind: 'news' as const, index: n, id: rng.uuid(), title, body: `${body} ${body}`, at, archivedAt: dayIndex(at) < DAYS - 365 ? later(rng, at, 200 * 24 * 60, 360 * 24 * 60) : undefined });
    }
    for (let n = 0; n < Math.floor(DAYS / 60); n++) {
      const at = atDay(rng, n * 60 + rng.int(0, 59));
      const person = createPerson(rng, n, dayOf(at.getTime()), 'story.');
      items.push({ kind: 'story' as const, index: n, id: rng.uuid(), title: `${person.firstName} ${person.lastName}: ${rng.pick(storyNames)}`.slice(0, 100), body: `${person.firstName} tells how volunteering changed their year and what they learned from the people they met.`, at, archivedAt: undefined });
    }
    return items.filter((i) => before(i.at)).map((i) => ({ ...i, archivedAt: i.archivedAt && before(i.archivedAt) ? i.archivedAt : undefined }));
  };

  // ── standing: suspensions and erasures ───────────────────────────────────────────────────────────
  /**
   * 0.5 % of approved volunteers are suspended by the admin in the last three days, until a week to two months after
   * `end`; 2 % of those who never finished registering close their account and are erased four months to a year
   * after their last step (more of both in the tiny test scale, so the test sees some). Erasing only people with no
   * applications keeps the log consistent: nothing is sealed for them afterwards.
   */
  const standing = (v: ReturnType<typeof volunteer>) => {
    const rng = root.child('standing', v.index);
    if (v.approvedAt) {
      if (!rng.chance(scale.suspendShare)) return undefined;
      const at = new Date(endMs - rng.int(60, 3 * 24 * 60) * 60_000);
      return { kind: 'suspended' as const, at, until: addDays(end, rng.int(7, 60)) };
    }
    if (!rng.chance(scale.eraseShare)) return undefined;
    // After any complaint they filed (at most 120 days after their e-mail was verified).
    const at = later(rng, v.times[v.times.length - 1], 130 * 24 * 60, 400 * 24 * 60);
    return before(at) ? { kind: 'erased' as const, at } : undefined;
  };

  /** Whether volunteer `v` may act at `t`: not while suspended (the routes refuse a suspended account). */
  const mayAct = (v: ReturnType<typeof volunteer>, t: Date) => {
    const change = standing(v);
    return change?.kind !== 'suspended' || t.getTime() < change.at.getTime();
  };

  // ── opportunities ─────────────────────────────────────────────────────────────────────────────
  const titles: Record<number, readonly string[]> = {
    1: ['Fundraising walk volunteers', 'Office support for the welfare fund'],
    2: ['Beach clean-up', 'Tree planting along the tank bund', 'Mangrove replanting'],
    3: ['Weekend reading club for children', 'Sports coaching for under-14s', 'Youth camp helpers'],
    4: ['Visiting elders at the home', 'Wheelchair ramp building', 'Hearing screening helpers'],
    5: ['Meal service for the homeless', 'Shelter night support'],
    6: ['Board member for a village society', 'Trustee for the library fund'],
    7: ['Online translation for a global campaign', 'International conference helpers'],
    8: ['Household survey enumerators', 'Dengue breeding site survey'],
    9: ['Support desk at the resettlement office'],
    10: ['Legal aid clinic assistants', 'Awareness programme on rights'],
    11: ['English tutoring for O/L students', 'Computer literacy classes', 'Mathematics tutoring online'],
  };
  const oppKinds = ['REGULAR', 'ONLINE', 'NONFORMAL'] as const;

  const opportunity = (k: number) => {
    const rng = root.child('opportunity', k);
    const id = rng.uuid();
    const base = Math.min(DAYS - 2, Math.floor(DAYS * ((k + 0.5) / scale.opportunities) ** 0.8));
    // An approved VIO that registered well before `base`: a few tries, else the earliest approved ones.
    let owner: ReturnType<typeof vio> | undefined;
    const limit = Math.max(1, viosBy(base - 25));
    for (let t = 0; t < 12 && !owner; t++) {
      const candidate = vio(rng.int(0, t < 8 ? limit - 1 : scale.vios - 1));
      if (candidate.approvedAt) owner = candidate;
    }
    if (!owner) return undefined;
    const created = new Date(Math.max(atDay(rng, base).getTime(), later(rng, owner.approvedAt!, 60, 30 * 24 * 60).getTime()));
    if (!before(created)) return undefined;
    const kind = rng.weighted(oppKinds, [65, 15, 20]);
    const category = rng.int(1, 11);
    const title = rng.pick(titles[category]);
    const place = rng.chance(0.7) ? pickLocationIn(rng, owner.place.district) : pickLocation(rng);
    const today = dayOf(created.getTime());
    let startDate: string;
    let endDate: string;
    let days: string[] = [];
    if (kind === 'NONFORMAL') {
      endDate = addDays(today, -rng.int(0, 30));
      startDate = addDays(endDate, -rng.int(0, 5));
    } else {
      startDate = addDays(today, rng.int(3, 30));
      const length = rng.weighted([0, rng.int(1, 7), rng.int(8, 30), rng.int(31, 120)], [30, 30, 25, 15]);
      endDate = addDays(startDate, length);
      const period = Array.from({ length: Math.min(length + 1, 7) }, (_, n) => weekdayOf(addDays(startDate, n)));
      days = length >= 6 ? rng.sample([...weekdays], rng.int(1, 7)) : period;
      days = weekdays.filter((w) => days.includes(w));
    }
    const reviewedAt = later(rng, created, 60, 4 * 24 * 60);
    let outcome = rng.weighted(['approve', 'reject', 'wait'] as const, [92, 3, 5]);
    // A national campaign in every thousand (the 900th: late enough for a large pool of approved volunteers): formal,
    // open four months every day, about 2,000 applicants — the size an organisation's applicant list must handle.
    const campaign = k % 1000 === 900;
    if (campaign) {
      startDate = addDays(today, 14);
      endDate = addDays(startDate, 120);
      days = [...weekdays];
      outcome = 'approve';
    }
    const kindOf = campaign ? ('REGULAR' as const) : kind;
    const approvedAt = outcome === 'approve' && before(reviewedAt) ? reviewedAt : undefined;
    const completedAt = approvedAt && kindOf !== 'NONFORMAL' && rng.chance(0.9) ? new Date(colomboMidnight(addDays(endDate, rng.int(1, 7))) + rng.int(8, 20) * 3_600_000) : undefined;
    return {
      index: k,
      id,
      vio: owner,
      kind: kindOf,
      campaign,
      category,
      title,
      place,
      created,
      startDate,
      endDate,
      days,
      noOfVolunteers: campaign ? (rng.int(5, 60), 500) : rng.int(5, 60),
      workingHourCount: rng.int(2, 8),
      averageVolunteerHours: rng.int(2, 40),
      sdgNumbers: rng.sample([...sdgIds], rng.int(1, 3)),
      coreFunctions: rng.sample([...coreFunctionIds], rng.int(1, 3)),
      requiredSkills: rng.sample([...coreFunctionIds], rng.int(1, 2)),
      subjectAreaRequired: rng.sample([...subjectAreaIds], 1),
      degreeLevelRequired: rng.pick([...degreeIds]),
      language: rng.weighted(['Sinhala', 'Tamil', 'English'] as const, [60, 20, 20]),
      reviewedAt: outcome !== 'wait' && before(reviewedAt) ? reviewedAt : undefined,
      approvedAt,
      completedAt: completedAt && before(completedAt) ? completedAt : undefined,
      rng,
    };
  };

  // ── applications ──────────────────────────────────────────────────────────────────────────────
  /**
   * Formal approved opportunities are about 0.65 · 0.92 + 0.15 · 0.92 of all: spread the target over them; about 6 %
   * of the draws find no volunteer yet or no day left, hence the 1.065.
   */
  const meanApplications = (1.065 * scale.applications) / (scale.opportunities * 0.8 * 0.92);

  /** The applications to one opportunity: who applies when for which days. Volunteers are distinct per opportunity. */
  const applicationsTo = (o: NonNullable<ReturnType<typeof opportunity>>) => {
    if (o.kind === 'NONFORMAL' || !o.approvedAt) return [];
    const rng = o.rng.child('applications');
    const count = o.campaign ? (rng.next(), 2_000) : Math.round(meanApplications * (0.3 + 1.4 * rng.next()));
    const closeMs = Math.min(colomboMidnight(o.endDate) - 3_600_000, endMs - 60_000);
    const openMs = o.approvedAt.getTime() + 60_000;
    if (closeMs <= openMs) return [];
    const chosen = new Set<number>();
    const out = [];
    for (let a = 0; a < count; a++) {
      const r = rng.child(a);
      const at = new Date(openMs + Math.floor(r.next() * (closeMs - openMs)));
      const pool = volunteersBy(dayIndex(at) - 20);
      if (pool < 1) continue;
      let who: ReturnType<typeof volunteer> | undefined;
      for (let t = 0; t < 8 && !who; t++) {
        const i = r.int(0, pool - 1);
        if (chosen.has(i)) continue;
        const v = volunteerAgain(i);
        if (v.approvedAt && v.approvedAt.getTime() < at.getTime() && mayAct(v, at)) who = v;
      }
      if (!who) continue;
      chosen.add(who.index);
      const today = dayOf(at.getTime());
      const candidates: string[] = [];
      for (let d = o.startDate > today ? o.startDate : addDays(today, 1); d <= o.endDate && candidates.length < 60; d = addDays(d, 1)) {
        if (!o.days.length || o.days.includes(weekdayOf(d))) candidates.push(d);
      }
      if (!candidates.length) continue;
      const dates = r.sample(candidates, r.int(1, 3)).sort();
      out.push({ id: r.uuid(), volunteer: who, at, dates, rng: r });
    }
    return out;
  };

  return { root, scale, end, endMs, firstDay, before, later, volunteer, vio, organisation, standing, mayAct, emergencyUsers, emergencyUser, callOutPool, content, opportunity, applicationsTo };
};
export type Plan = ReturnType<typeof createPlan>;
export type VolunteerPlan = ReturnType<Plan['volunteer']>;
export type VioPlan = ReturnType<Plan['vio']>;
export type OpportunityPlan = NonNullable<ReturnType<Plan['opportunity']>>;
