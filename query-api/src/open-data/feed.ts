import { coreFunctions, degreeLevelsRequired, lkAdmin, type Place } from '@nvp/events';

/**
 * The open data feed (issue 25): open opportunities in the ODI volunteering data standard (volunteeringdata.io),
 * as JSON-LD with its v1 context. Pure mapping from read-model rows to the document; no framework, no I/O
 * beyond the reference data (districts, divisions, form lists) released with the code. Only fields listed here
 * leave the platform: the supervisor's contact (kept in its own column, never read by the feed) and volunteers
 * are not in it.
 */

/** The standard's JSON-LD context, version 1 (its documents and examples name it so). */
export const VOLUNTEERING_CONTEXT_V1 = 'https://api.volunteeringdata.io/context/v1';
/** The standard's namespace: `conformsTo` of the feed, and the base of its defined times and rewards. */
export const VOLUNTEERING_NS = 'https://ns.volunteeringdata.io/';
export const FEED_PATH = '/api/open-data/opportunities';

export const feedLanguages = ['en', 'si', 'ta'] as const;
export type FeedLanguage = (typeof feedLanguages)[number];

/** One open opportunity as the route reads it (no supervisor column is selected). */
export interface OpenOpportunityRow {
  id: string;
  vioId: string;
  vioName: string;
  /** The opportunity's public fields as its events carry them (formalOpportunitySchema). */
  data: Record<string, any>;
}

type Trilingual = { sinhala_name: string; tamil_name: string };
const inLanguage = (english: string, item: Trilingual | undefined, lang: FeedLanguage) =>
  !item || lang === 'en' ? english : (lang === 'si' ? item.sinhala_name : item.tamil_name) || english;
const placeName = (place: Place, lang: FeedLanguage) => inLanguage(place.name, place, lang);
const nonEmpty = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/**
 * The standard's defined temporal entities (MondayMorning … SundayEvening) for the days and parts of the day the
 * opportunity names: the platform's own Morning/Afternoon/Evening are the same three slots.
 */
export const timesOf = (days: unknown, parts: unknown): string[] => {
  if (!Array.isArray(days) || !Array.isArray(parts)) return [];
  return days.flatMap((day) => parts.map((part) => `${VOLUNTEERING_NS}${day}${part}`));
};

/** The description in the asked language; English when that one is empty (as the opportunity page does). */
export const descriptionOf = (data: Record<string, any>, lang: FeedLanguage): string => {
  const asked = { en: data.descriptionEnglish, si: data.descriptionSinhala, ta: data.descriptionTamil }[lang];
  return nonEmpty(asked) ? asked : (data.descriptionEnglish ?? '');
};

/** The district, DS and GN division by code and name (in the asked language), from the reference data. */
export const locationOf = (data: Record<string, any>, lang: FeedLanguage) => {
  const district = nonEmpty(data.district) ? lkAdmin.district(data.district) : undefined;
  const ds = district && nonEmpty(data.divisionalSecretariat) ? lkAdmin.findDivisionalSecretariats(data.divisionalSecretariat, district.code)[0] : undefined;
  const gn = ds && nonEmpty(data.gnDivision) ? lkAdmin.gnDivisions(ds.code).find((g) => g.name === data.gnDivision.trim()) : undefined;
  const named = (place: Place | undefined, stored: unknown) =>
    place ? { code: place.code, name: placeName(place, lang) } : nonEmpty(stored) ? { name: stored } : undefined;
  const parts = [named(gn, data.gnDivision), named(ds, data.divisionalSecretariat), named(district, data.district)];
  return {
    type: 'Location',
    ...(nonEmpty(data.location) ? { name: data.location } : {}),
    address: [...parts.map((p) => p?.name).filter(nonEmpty), lang === 'si' ? 'ශ්‍රී ලංකාව' : lang === 'ta' ? 'இலங்கை' : 'Sri Lanka'].join(', '),
    // Platform terms (the standard has no administrative areas yet): Sri Lanka's Department of Census and Statistics codes.
    ...(parts[2] ? { district: parts[2] } : {}),
    ...(parts[1] ? { divisionalSecretariat: parts[1] } : {}),
    ...(parts[0] ? { gnDivision: parts[0] } : {}),
    // The opportunity form has no map point; were one added, it goes here as the standard's latitude/longitude.
    ...(typeof data.latitude === 'number' && typeof data.longitude === 'number' ? { latitude: data.latitude, longitude: data.longitude } : {}),
  };
};

/** The time asked of a volunteer, as the standard's free-text `commitment` (English: a number and weekday names). */
export const commitmentOf = (data: Record<string, any>): string => {
  const days = Array.isArray(data.days) ? data.days : [];
  const hours = `${data.workingHourCount} hour${data.workingHourCount === 1 ? '' : 's'} a day`;
  return [hours, days.length ? days.join(', ') : undefined, data.isFullTime ? 'full time' : undefined].filter(Boolean).join('; ');
};

/** One open opportunity as the standard's Activity, with its organisation, role and session embedded. */
export const activityOf = (row: OpenOpportunityRow, context: { base: string; lang: FeedLanguage }) => {
  const { data } = row;
  const { base, lang } = context;
  const page = `${base}/viewOpportunity/${row.id}`;
  const degree = degreeLevelsRequired.find((d) => d.id === data.degreeLevelRequired);
  const requirements = [
    degree && degree.code !== 'NONE' ? inLanguage(degree.degree, degree, lang) : undefined,
    nonEmpty(data.specialRequirnments) ? data.specialRequirnments.trim() : undefined,
  ].filter(nonEmpty);
  // requiredSkills are ids of the same list as core functions (the profile's skills).
  const skills = (Array.isArray(data.requiredSkills) ? data.requiredSkills : [])
    .map((id: number) => coreFunctions.find((f) => f.id === id))
    .filter((f: (typeof coreFunctions)[number] | undefined): f is (typeof coreFunctions)[number] => f !== undefined)
    .map((f: (typeof coreFunctions)[number]) => inLanguage(f.name, f, lang));
  const rewards = [data.isTrainingProvided ? `${VOLUNTEERING_NS}TrainingProvided` : undefined, data.isExpenseCovered ? `${VOLUNTEERING_NS}ExpensesReimbursed` : undefined].filter(nonEmpty);
  const title = String(data.title ?? '');
  return {
    type: 'Activity',
    id: page,
    title,
    // The standard calls an activity's name `title`; `name` repeats it for readers that look for a name.
    name: title,
    description: descriptionOf(data, lang),
    organisation: { type: 'Organisation', id: `${base}/vio/${row.vioId}`, name: row.vioName },
    role: [
      {
        type: 'Role',
        title: nonEmpty(data.designation) ? data.designation.trim() : title,
        // Platform term: how many volunteers the organisation asks for (noOfVolunteers).
        places: data.noOfVolunteers,
        commitment: commitmentOf(data),
        applyLink: page,
        allowsRemoteParticipation: data.type === 'ONLINE',
        ...(requirements.length ? { requirement: requirements } : {}),
        ...(skills.length ? { skill: skills } : {}),
        ...(rewards.length ? { reward: rewards } : {}),
      },
    ],
    session: [
      {
        type: 'Session',
        // Platform terms: the period (YYYY-MM-DD, Sri Lankan days, both included) and hours a day.
        startDate: data.startDate,
        endDate: data.endDate,
        hoursPerDay: data.workingHourCount,
        time: timesOf(data.days, data.time),
        location: [locationOf(data, lang)],
      },
    ],
  };
};

/** The feed's URL for a page (absolute; the query in a fixed order, so equal pages have equal URLs). */
export const pageUrl = (base: string, page: number, size: number, lang: FeedLanguage) => {
  const query = new URLSearchParams({ page: String(page), pageSize: String(size) });
  if (lang !== 'en') query.set('lang', lang);
  return `${base}${FEED_PATH}?${query}`;
};

/** first, last, and prev/next where they exist (a page past the end links back to the last). */
export const pageLinks = (base: string, paging: { page: number; size: number }, total: number, lang: FeedLanguage) => {
  const last = Math.max(1, Math.ceil(total / paging.size));
  return {
    first: pageUrl(base, 1, paging.size, lang),
    ...(paging.page > 1 ? { prev: pageUrl(base, Math.min(paging.page - 1, last), paging.size, lang) } : {}),
    ...(paging.page < last ? { next: pageUrl(base, paging.page + 1, paging.size, lang) } : {}),
    last: pageUrl(base, last, paging.size, lang),
  };
};

/** The same links as an RFC 8288 Link header. */
export const linkHeader = (links: Record<string, string>) =>
  Object.entries(links)
    .map(([rel, url]) => `<${url}>; rel="${rel}"`)
    .join(', ');

/**
 * One page of the feed: the standard's top-level metadata (conformsTo, publisher, modified) and the page's
 * activities under `@graph`, with the paging (platform terms) beside them.
 */
export const feedDocument = (input: {
  rows: OpenOpportunityRow[];
  total: number;
  paging: { page: number; size: number };
  /** When an open opportunity last changed (ISO time); absent with none open. */
  modified?: string;
  base: string;
  lang: FeedLanguage;
}) => {
  const { rows, total, paging, base, lang } = input;
  const links = pageLinks(base, paging, total, lang);
  return {
    '@context': VOLUNTEERING_CONTEXT_V1,
    conformsTo: VOLUNTEERING_NS,
    publisher: base,
    ...(input.modified ? { modified: input.modified.slice(0, 10) } : {}),
    inLanguage: lang,
    totalItems: total,
    page: paging.page,
    pageSize: paging.size,
    ...links,
    // `@graph` (the keyword itself): the standard's examples write `graph`, which its published context does not map.
    '@graph': rows.map((row) => activityOf(row, { base, lang })),
  };
};
