import { describe, expect, it } from 'vitest';
import { distanceKm, MATCH_WEIGHTS, rankOpportunities, rankPage, unknownOf, type MatchOpportunity, type MatchProfile } from './rank';
import { matchReasonText, renderMatchReason } from './reasons';
import { locate } from './places';

/** Issue 29: the ranking, given a volunteer's profile and open opportunities, then what comes first and why. */
const nobody: MatchProfile = { skills: [], areas: [], sdgs: [], weekdays: [] };
const colombo = { district: 'Colombo', divisionalSecretariat: 'Colombo', gnDivision: 'Mattakkuliya' };
const opportunity = (id: string, over: Partial<MatchOpportunity> = {}): MatchOpportunity => ({
  id,
  type: 'REGULAR',
  requiredSkills: [],
  coreFunctions: [],
  sdgs: [],
  days: [],
  publishedAt: '2026-11-01T00:00:00.000Z',
  ...over,
});
const order = (profile: MatchProfile, list: MatchOpportunity[]) => rankOpportunities(profile, list).map((m) => m.id);

describe('rankOpportunities', () => {
  it('given a volunteer who told nothing, when ranked, then every open opportunity is there, newest first, saying so', () => {
    const list = [opportunity('a', { publishedAt: '2026-10-01T00:00:00Z' }), opportunity('b', { publishedAt: '2026-11-20T00:00:00Z' }), opportunity('c', { publishedAt: '2026-11-10T00:00:00Z' })];
    const ranked = rankOpportunities(nobody, list);
    expect(ranked.map((m) => m.id)).toEqual(['b', 'c', 'a']);
    expect(ranked.every((m) => m.score === 0 && m.reasons[0].code === 'newest')).toBe(true);
    expect(unknownOf(nobody)).toEqual(['place', 'skills', 'areas', 'history', 'days']);
  });

  it('given their place, then their GN division before their DS before a near DS before a far one, with the distance', () => {
    const at = locate('Colombo', 'Colombo');
    const profile: MatchProfile = { ...nobody, ...colombo, at };
    const list = [
      opportunity('far', { district: 'Jaffna', divisionalSecretariat: 'Jaffna', gnDivision: 'x', at: locate('Jaffna', 'Jaffna'), publishedAt: '2026-11-30T00:00:00Z' }),
      opportunity('near', { district: 'Gampaha', divisionalSecretariat: 'Wattala', gnDivision: 'x', at: locate('Gampaha', 'Wattala') }),
      opportunity('ds', { ...colombo, gnDivision: 'Modara', at }),
      opportunity('gn', { ...colombo, at }),
    ];
    const ranked = rankOpportunities(profile, list);
    expect(ranked.map((m) => m.id)).toEqual(['gn', 'ds', 'near', 'far']);
    expect(ranked[0]).toMatchObject({ score: MATCH_WEIGHTS.sameGn, reasons: [{ code: 'same-gn', gnDivision: 'Mattakkuliya' }] });
    expect(ranked[1]).toMatchObject({ score: MATCH_WEIGHTS.sameDs, reasons: [{ code: 'same-ds' }] });
    const near = ranked[2].reasons[0];
    expect(near.code).toBe('near');
    expect(near.code === 'near' && near.km).toBeGreaterThan(3);
    expect(near.code === 'near' && near.km).toBeLessThan(20);
    // Jaffna is ~300 km from Colombo: no points, no reason but the newest.
    expect(ranked[3]).toMatchObject({ score: 0, reasons: [{ code: 'newest' }] });
  });

  it('given no place, then an online opportunity comes first: anyone can take it', () => {
    const ranked = rankOpportunities(nobody, [opportunity('here', { ...colombo }), opportunity('online', { type: 'ONLINE', publishedAt: '2026-01-01T00:00:00Z' })]);
    expect(ranked.map((m) => m.id)).toEqual(['online', 'here']);
    expect(ranked[0].reasons).toEqual([{ code: 'online' }]);
  });

  it('given skills, then needing one of them moves an opportunity up, a required skill more than a core function', () => {
    const profile = { ...nobody, skills: [8, 3] };
    const list = [opportunity('none', { publishedAt: '2026-12-01T00:00:00Z' }), opportunity('core', { coreFunctions: [8] }), opportunity('needs', { requiredSkills: [8] }), opportunity('both', { requiredSkills: [8, 3, 1] })];
    const ranked = rankOpportunities(profile, list);
    expect(ranked.map((m) => m.id)).toEqual(['both', 'needs', 'core', 'none']);
    expect(ranked[0]).toMatchObject({ score: 20, reasons: [{ code: 'skill', skill: 8 }, { code: 'skill', skill: 3 }] });
    expect(ranked[2]).toMatchObject({ score: 5, reasons: [{ code: 'core-function', skill: 8 }] });
  });

  it('given preferred areas, then an opportunity of that category comes first', () => {
    expect(order({ ...nobody, areas: [11] }, [opportunity('other', { category: 2, publishedAt: '2026-12-01T00:00:00Z' }), opportunity('education', { category: 11 })])).toEqual(['education', 'other']);
  });

  it('given hours confirmed towards goals, then an opportunity for the same goal comes first', () => {
    const ranked = rankOpportunities({ ...nobody, sdgs: [4] }, [opportunity('other', { sdgs: [13], publishedAt: '2026-12-01T00:00:00Z' }), opportunity('same', { sdgs: [13, 4] })]);
    expect(ranked.map((m) => m.id)).toEqual(['same', 'other']);
    expect(ranked[0].reasons).toEqual([{ code: 'sdg', sdg: 4 }]);
  });

  it('given the weekdays they gave, then an opportunity on those days comes first', () => {
    const ranked = rankOpportunities({ ...nobody, weekdays: ['Saturday', 'Sunday'] }, [opportunity('weekday', { days: ['Monday'], publishedAt: '2026-12-01T00:00:00Z' }), opportunity('weekend', { days: ['Saturday', 'Sunday', 'Monday'] })]);
    expect(ranked.map((m) => m.id)).toEqual(['weekend', 'weekday']);
    expect(ranked[0].reasons).toEqual([{ code: 'days', days: ['Sunday', 'Saturday'] }]);
  });

  it('given the weekdays they said they can give, then an opportunity on those days comes first, saying so', () => {
    const told: MatchProfile = { ...nobody, weekdays: ['Saturday'], weekdaysTold: true };
    const ranked = rankOpportunities(told, [opportunity('weekday', { days: ['Monday'], publishedAt: '2026-12-01T00:00:00Z' }), opportunity('saturday', { days: ['Saturday'] })]);
    expect(ranked.map((m) => [m.id, m.score])).toEqual([['saturday', MATCH_WEIGHTS.days], ['weekday', 0]]);
    expect(ranked[0].reasons).toEqual([{ code: 'available-days', days: ['Saturday'] }]);
    expect(matchReasonText(ranked[0].reasons[0], 'en')).toBe('On Saturdays, when you said you can give time');
    expect(matchReasonText(ranked[0].reasons[0], 'si')).toBe('ඔබට කාලය දිය හැකි බව ඔබ පැවසූ දින: සෙනසුරාදා');
    expect(matchReasonText(ranked[0].reasons[0], 'ta')).toBe('நீங்கள் நேரம் கொடுக்க முடியும் என்று சொன்ன நாட்கள்: சனிக்கிழமை');
    // Told, the days are known: the answer no longer asks for them.
    expect(unknownOf(told)).not.toContain('days');
  });

  it('given they give time online only, then in-person opportunities get no place points and online ones keep theirs', () => {
    const at = locate('Colombo', 'Colombo');
    const here = opportunity('here', { ...colombo, at, publishedAt: '2026-12-01T00:00:00Z' });
    const online = opportunity('online', { type: 'ONLINE' });
    expect(order({ ...nobody, ...colombo, at }, [here, online])).toEqual(['here', 'online']);
    const ranked = rankOpportunities({ ...nobody, ...colombo, at, mode: 'ONLINE' }, [here, online]);
    expect(ranked.map((m) => [m.id, m.score])).toEqual([['online', MATCH_WEIGHTS.online], ['here', 0]]);
    expect(ranked[1].reasons).toEqual([{ code: 'newest' }]);
  });

  it('given they give time in person only, then online opportunities get no "online" points', () => {
    const online = opportunity('online', { type: 'ONLINE', publishedAt: '2026-12-01T00:00:00Z' });
    const here = opportunity('here', { ...colombo, category: 11 });
    const ranked = rankOpportunities({ ...nobody, mode: 'IN_PERSON', areas: [11] }, [online, here]);
    expect(ranked.map((m) => [m.id, m.score])).toEqual([['here', MATCH_WEIGHTS.area], ['online', 0]]);
    expect(ranked[1].reasons).toEqual([{ code: 'newest' }]);
    // Either way (or untold), online keeps its points.
    expect(rankOpportunities({ ...nobody, mode: 'EITHER' }, [online])[0].score).toBe(MATCH_WEIGHTS.online);
  });

  it('adds the signals up: a place, a skill and an area outrank a place alone', () => {
    const profile: MatchProfile = { ...nobody, ...colombo, skills: [8], areas: [11] };
    const ranked = rankOpportunities(profile, [opportunity('place', { ...colombo, publishedAt: '2026-12-01T00:00:00Z' }), opportunity('all', { ...colombo, requiredSkills: [8], category: 11 })]);
    expect(ranked.map((m) => [m.id, m.score])).toEqual([['all', 35 + 10 + 20], ['place', 35]]);
  });

  it('orders ties by id after the date, so pages never repeat or skip', () => {
    expect(order(nobody, [opportunity('b'), opportunity('a'), opportunity('c')])).toEqual(['a', 'b', 'c']);
  });
});

describe('rankPage: one page of the ranking', () => {
  /** Opportunities drawn from few values (places, skills, dates), so scores and dates tie often and ids decide. */
  const drawn = (n: number, seed: number) => {
    let state = seed;
    const next = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    const places = [
      { ...colombo, at: locate('Colombo', 'Colombo') },
      { ...colombo, gnDivision: 'Modara', at: locate('Colombo', 'Colombo') },
      { district: 'Gampaha', divisionalSecretariat: 'Wattala', gnDivision: 'x', at: locate('Gampaha', 'Wattala') },
      { district: 'Jaffna', divisionalSecretariat: 'Jaffna', gnDivision: 'x', at: locate('Jaffna', 'Jaffna') },
      { district: 'Colombo', divisionalSecretariat: 'Kolonnawa', gnDivision: 'x' },
    ];
    return Array.from({ length: n }, (_, i) =>
      opportunity(`id-${String(Math.floor(next() * n)).padStart(4, '0')}-${i}`, {
        type: next() < 0.15 ? 'ONLINE' : 'REGULAR',
        ...pick(places),
        requiredSkills: next() < 0.5 ? [pick([3, 8, 12])] : [],
        coreFunctions: next() < 0.5 ? [pick([3, 8, 12]), pick([1, 8])] : [],
        category: pick([2, 11, undefined]),
        sdgs: next() < 0.5 ? [pick([4, 13])] : [],
        days: next() < 0.5 ? [pick(['Saturday', 'Monday'] as const)] : [],
        publishedAt: pick(['2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z', '2026-10-01T00:00:00Z', 'not a date']),
      }),
    );
  };
  const profiles: MatchProfile[] = [
    nobody,
    { ...nobody, ...colombo, at: locate('Colombo', 'Colombo'), skills: [8, 3], areas: [11], sdgs: [4], weekdays: ['Saturday'], weekdaysTold: true },
    { ...nobody, ...colombo, at: locate('Colombo', 'Colombo'), skills: [12], mode: 'ONLINE' },
    { ...nobody, district: 'Gampaha', divisionalSecretariat: 'Wattala', at: locate('Gampaha', 'Wattala'), areas: [2], mode: 'IN_PERSON', weekdays: ['Monday'] },
  ];

  it('given any profile and page, then it answers exactly that page of rankOpportunities, reasons included, and how many were ranked', () => {
    for (const [p, profile] of profiles.entries()) {
      const list = drawn(400, p + 1);
      const all = rankOpportunities(profile, list);
      // Small pages (the bounded heap), pages past half the list (a whole sort), the last partial page, past the end.
      for (const [offset, size] of [[0, 20], [20, 20], [0, 1], [380, 20], [390, 20], [150, 100], [0, 400], [400, 20], [1000, 20]]) {
        const page = rankPage(profile, list, { offset, size });
        expect(page.total).toBe(list.length);
        expect(page.matches).toEqual(all.slice(offset, offset + size));
        expect(page.opportunities.map((o) => o.id)).toEqual(page.matches.map((m) => m.id));
      }
    }
  });

  it('given no open opportunity, then an empty page of none', () => {
    expect(rankPage(nobody, [], { offset: 0, size: 20 })).toEqual({ total: 0, matches: [], opportunities: [] });
  });
});

describe('the reasons in words', () => {
  it('names places, skills, goals and days from the reference data in the three languages', () => {
    expect(matchReasonText({ code: 'same-ds', district: 'Colombo', divisionalSecretariat: 'Colombo' }, 'en')).toBe('In your divisional secretariat, Colombo');
    expect(matchReasonText({ code: 'same-ds', district: 'Colombo', divisionalSecretariat: 'Colombo' }, 'ta')).toBe('உங்கள் பிரதேச செயலகப் பிரிவான கொழும்பு இல்');
    expect(matchReasonText({ code: 'skill', skill: 8 }, 'en')).toBe('Needs Teaching and Training, one of your skills');
    expect(matchReasonText({ code: 'skill', skill: 8 }, 'si')).toBe('ඔබගේ කුසලතාවක් වන ඉගැන්වීම හා පුහුණු කිරීම අවශ්‍යයි');
    expect(matchReasonText({ code: 'near', km: 12 }, 'en')).toBe('12 km away');
    expect(matchReasonText({ code: 'days', days: ['Sunday', 'Saturday'] }, 'en')).toBe('On Sundays and Saturdays, when you have given time before');
    expect(matchReasonText({ code: 'sdg', sdg: 4 }, 'ta')).toContain('தரமான கல்வி');
    expect(renderMatchReason({ code: 'online' }, 'si')).toEqual({ code: 'online', text: 'මාර්ගගත: ඕනෑම තැනක සිට සහභාගී විය හැක' });
  });

  it('places a DS at its centre and measures between centres', () => {
    const colomboAt = locate('Colombo', 'Colombo')!;
    const jaffna = locate('Jaffna', 'Jaffna')!;
    expect(distanceKm(colomboAt, jaffna)).toBeGreaterThan(250);
    expect(distanceKm(colomboAt, jaffna)).toBeLessThan(350);
    // A DS the polygons code differently falls back to its district's centre; an unknown district is nowhere.
    expect(locate('Colombo', 'No such place')).toEqual(locate('Colombo', undefined));
    expect(locate('Atlantis', 'Colombo')).toBeUndefined();
  });
});
