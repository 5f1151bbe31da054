import { sdgGoals, type Language } from '@nvp/events/browser';
import type { MessageId } from '../../i18n/message-id';
import type { HistoryEvent } from './history-model';

/**
 * The auditors' timeline as a story (issue 27): each event one sentence in the interface language, with people,
 * organisations and opportunities by name (the history answer's `labels`, resolved on the server), reference ids as
 * their labels (languages, districts, skills, categories, core functions, SDGs, education) and days as dates.
 * Pure: the page hands in its `t`, the reference lists it loaded and its day formatter; the tests hand in react-intl's.
 */

/** What the server answers for an erased person or organisation (command-api/src/infra/history.ts ERASED). */
export const ERASED_LABEL = '[erased]';

/** The kinds of thing an id names: each has a plain noun ("a volunteer") and an erased one ("an erased volunteer"). */
export const nounKinds = ['volunteer', 'vio', 'admin', 'opportunity', 'emergencyUser', 'account'] as const;
export type NounKind = (typeof nounKinds)[number];

/** The id keys of the events' data: the sentence's argument each fills, and what kind of thing it names. */
export const idKeys: Record<string, readonly [argument: string, kind: NounKind]> = {
  volunteerId: ['volunteer', 'volunteer'],
  vioId: ['vio', 'vio'],
  primaryVioId: ['primaryVio', 'vio'],
  secondaryVioId: ['secondaryVio', 'vio'],
  subVioId: ['subVio', 'vio'],
  parentVioId: ['parentVio', 'vio'],
  fromParentVioId: ['fromParentVio', 'vio'],
  toParentVioId: ['toParentVio', 'vio'],
  opportunityId: ['opportunity', 'opportunity'],
  adminId: ['admin', 'admin'],
  reviewerId: ['reviewer', 'admin'],
  invitedBy: ['invitedBy', 'admin'],
  auditorId: ['auditor', 'admin'],
  userId: ['user', 'emergencyUser'],
  ownerId: ['owner', 'emergencyUser'],
  emergencyLoginId: ['emergencyLogin', 'emergencyUser'],
  subjectId: ['subject', 'account'],
  complainantId: ['complainant', 'account'],
  createdBy: ['createdBy', 'account'],
  completedBy: ['completedBy', 'account'],
  deletedBy: ['deletedBy', 'account'],
};

/** A stream's slice (`volunteer-<id>` …) as a noun kind, for the identity events' `owner`. */
const streamKinds: Record<string, NounKind> = { volunteer: 'volunteer', vio: 'vio', admin: 'admin', emergency: 'emergencyUser', opportunity: 'opportunity' };
/** A history kind (the page's subject) as a noun kind. */
export const subjectNoun: Record<string, NounKind> = { volunteer: 'volunteer', vio: 'vio', opportunity: 'opportunity', 'emergency-user': 'emergencyUser' };

export type Say = (id: MessageId, values?: Record<string, string | number>) => string;

/** A reference item: an id and its names (English under a list's own key: language, area, skill, name…). */
interface Named {
  id: number | string;
  sinhala_name?: string;
  tamil_name?: string;
}
/**
 * The reference lists the story names ids with: the volunteer profile form's (GET /api/formData/volunteerProfile),
 * the opportunity form's (GET /api/formData/createVO) and the districts (GET /api/data/districts). Any may be
 * missing (still loading, or failed): its ids are then shown as stored.
 */
export interface StoryReference {
  languages?: readonly Named[];
  countries?: readonly Named[];
  expertise?: readonly Named[];
  volunteeringAreas?: readonly Named[];
  skills?: readonly Named[];
  categories?: readonly Named[];
  coreFunctions?: readonly Named[];
  requiredSkills?: readonly Named[];
  degrees?: readonly Named[];
  districts?: readonly { name: string; sinhala_name?: string; tamil_name?: string }[];
}

export interface StoryOptions {
  /** Names of the ids, from the history answer (`id → name`, "[erased]" for an erased one). */
  labels: Record<string, string>;
  say: Say;
  language: Language;
  reference?: StoryReference;
  /** A stored day 'YYYY-MM-DD' as a date in the interface language. */
  day?: (day: string) => string;
  /** The page's subject: its id named by its kind ("an erased volunteer" rather than "an erased account"). */
  subject?: { id: string; kind: string };
}

export interface StoryDetail {
  label: string;
  value: string;
}
export interface StoryLine {
  /** The message the sentence comes from (`audit.story.<type>`, or `audit.story.unknown`). */
  message: MessageId;
  sentence: string;
  /** Reference values of the event as labels ("First language: Sinhala"). */
  details: StoryDetail[];
}

/** The message of an event type; every type of the catalogue has one (history-story.test.ts). */
export const storyMessage = (type: string): MessageId => `audit.story.${type}` as MessageId;

const english = (item: Named) => {
  for (const key of ['language', 'country', 'area', 'skill', 'name', 'opport', 'function', 'coreFunction', 'degree', 'title']) {
    const value = (item as unknown as Record<string, unknown>)[key];
    if (typeof value === 'string' && value) return value;
  }
  return String(item.id);
};
/** An item's name in the interface language, English when a translation is missing. */
const nameIn = (item: Named, language: Language) => (language === 'si' ? item.sinhala_name : language === 'ta' ? item.tamil_name : undefined) || english(item);

export const isUuid = (value: unknown): value is string => typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const text = (value: unknown) => (typeof value === 'string' && value && value !== ERASED_LABEL ? value : undefined);

/**
 * An id by name: its label, "an erased …" when erased, else the plain noun of its kind (never the id). The page's
 * subject is named by its own kind. Shared by the sentences and the state comparison (history-values.ts).
 */
export const idName = (id: unknown, kind: NounKind, { labels, say, subject }: Pick<StoryOptions, 'labels' | 'say' | 'subject'>, fallback?: string): string => {
  const key = typeof id === 'string' ? id.toLowerCase() : '';
  const nounKind = subject && key && key === subject.id.toLowerCase() ? (subjectNoun[subject.kind] ?? kind) : kind;
  const label = key ? labels[key] : undefined;
  if (label === ERASED_LABEL) return say(`audit.erased.${nounKind}` as MessageId);
  return label || fallback || say(`audit.noun.${nounKind}` as MessageId);
};

/** The event's sentence and its reference details, in the interface language. */
export const storyLine = (event: HistoryEvent, options: StoryOptions): StoryLine => {
  const { labels, say, language, reference = {}, day = (d: string) => d, subject } = options;
  const data = record(event.data);

  /** The words the story puts for a thing it cannot name ("an erased volunteer", "a volunteer"). */
  const nouns = new Set<string>();
  const noun = (id: MessageId) => {
    const words = say(id);
    nouns.add(words);
    return words;
  };
  const nameOf = (id: unknown, kind: NounKind, fallback?: string): string => idName(id, kind, { labels, say: noun, subject }, fallback);

  const values: Record<string, string | number> = {};
  // Every argument a sentence may take has a value, so no sentence shows a brace or an id.
  for (const [argument, kind] of Object.values(idKeys)) values[argument] = noun(`audit.noun.${kind}` as MessageId);
  for (const [key, [argument, kind]] of Object.entries(idKeys)) if (key in data) values[argument] = nameOf(data[key], kind);

  // Names the event itself carries, when the read models have none (yet): the opportunity's title, the VIO's name.
  const opportunity = record(data.opportunity ?? data.draft);
  const title = text(opportunity.title) ?? (event.type.startsWith('Emergency') ? text(data.title) : undefined);
  if ('opportunityId' in data) values.opportunity = nameOf(data.opportunityId, 'opportunity', title);
  if ('vioId' in data) values.vio = nameOf(data.vioId, 'vio', text(data.vioName) ?? (event.type === 'VioRegistered' ? text(data.name) : undefined));
  // The identity events' owner is a stream (`volunteer-<id>`).
  if (typeof data.owner === 'string') {
    const match = /^([a-z]+)-(.+)$/.exec(data.owner);
    const kind = (match && streamKinds[match[1]]) || 'account';
    values.owner = nameOf(match && isUuid(match[2]) ? match[2] : undefined, kind);
  }

  const days = Array.isArray(data.dates) ? data.dates.filter((d): d is string => typeof d === 'string') : [];
  Object.assign(values, {
    type: event.type,
    registrationNo: typeof data.registrationNo === 'string' ? data.registrationNo : '—',
    accurate: String(data.accurate === true),
    reviewAgain: String(data.reviewAgain === true),
    // Issue 29: the weekly mail of matches switched on or off.
    weekly: String(data.weekly === true),
    // Issue 29: an annual certificate's year.
    year: typeof data.year === 'number' ? String(data.year) : '—',
    until: typeof data.until === 'string' ? day(data.until) : '—',
    dates: days.map(day).join(', ') || '—',
    // Issue 28: the one engagement day of an attendance event.
    date: typeof data.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(data.date) ? day(data.date) : '—',
    title: (!event.type.startsWith('Emergency') && (text(data.title) ?? text(data.name))) || '—',
    hours: String(data.contributionHours ?? data.hours ?? 0),
    count: Array.isArray(data.volunteers) ? data.volunteers.length : Array.isArray(data.opportunityIds) ? data.opportunityIds.length : 0,
  });
  for (const key of ['kind', 'reason', 'by', 'language', 'party', 'answer', 'channel', 'about', 'outcome', 'method'])
    values[key] = typeof data[key] === 'string' ? (data[key] as string) : 'other';

  const message = storyMessage(event.type);
  const known = say(message, values);
  // An unknown or future type: react-intl answers a missing message with its id.
  const unknown = known === message || !known;
  // A sentence that opens with a noun ("an erased volunteer applied…") starts with a capital; a name is left as written.
  const capital = (sentence: string) => ([...nouns].some((n) => n && sentence.startsWith(n)) ? sentence.charAt(0).toLocaleUpperCase(language) + sentence.slice(1) : sentence);
  return {
    message: unknown ? 'audit.story.unknown' : message,
    sentence: unknown ? say('audit.story.unknown', { type: event.type }) : capital(known),
    details: storyDetails(event.type, data, { say, language, reference }),
  };
};

type DetailOptions = Pick<StoryOptions, 'say' | 'language'> & { reference: StoryReference };

/** A field holding reference ids: its label, and its value(s) as names in the interface language. */
export interface ReferenceField {
  label: MessageId;
  names: (ids: unknown, options: DetailOptions) => string[];
}
const listed =
  (list: keyof Omit<StoryReference, 'districts'> | 'sdgs') =>
  (ids: unknown, { language, reference }: DetailOptions): string[] => {
    const items = list === 'sdgs' ? (sdgGoals as unknown as Named[]) : reference[list];
    const values = Array.isArray(ids) ? ids : ids === undefined || ids === null || ids === '' ? [] : [ids];
    return values.map((id) => {
      const item = items?.find((i) => String(i.id) === String(id));
      return item ? nameIn(item, language) : String(id);
    });
  };
const district = (name: unknown, { language, reference }: DetailOptions): string[] => {
  if (typeof name !== 'string' || !name) return [];
  const place = reference.districts?.find((d) => d.name === name);
  return [(place && (language === 'si' ? place.sinhala_name : language === 'ta' ? place.tamil_name : place.name)) || name];
};
/**
 * The reference-id fields of the bio and of an opportunity, by field name: the events' details and the state
 * comparison's rows (history-values.ts) both read them here, so "First language" reads "Sinhala" in both.
 */
export const referenceFields: Record<string, ReferenceField> = {
  firstLanguage: { label: 'volunteer.bio.firstLanguage', names: listed('languages') },
  preferredLanguage: { label: 'volunteer.bio.preferredLanguage', names: listed('languages') },
  otherLanguages: { label: 'volunteer.bio.otherLanguages', names: listed('languages') },
  countries: { label: 'audit.detail.countries', names: listed('countries') },
  contributeDistrict: { label: 'audit.detail.district', names: district },
  highestEducation: {
    label: 'volunteer.bio.highestEducation',
    names: (value, { say }) => (typeof value === 'string' && value ? [say(`volunteer.enum.education.${value}` as MessageId)] : []),
  },
  employmentArea: { label: 'volunteer.bio.employmentArea', names: listed('expertise') },
  areasOfVolunteering: { label: 'volunteer.bio.areasOfVolunteering', names: listed('volunteeringAreas') },
  specialSkills: { label: 'volunteer.bio.specialSkills', names: listed('skills') },
  skillsToObtain: { label: 'volunteer.bio.skillsToObtain', names: listed('skills') },
  category: { label: 'opportunity.field.category', names: listed('categories') },
  coreFunctions: { label: 'opportunity.field.coreFunctions', names: listed('coreFunctions') },
  sdgNumbers: { label: 'opportunity.field.sdgNumbers', names: listed('sdgs') },
  district: { label: 'audit.detail.district', names: district },
  requiredSkills: { label: 'opportunity.field.requiredSkills', names: listed('requiredSkills') },
  degreeLevelRequired: { label: 'opportunity.field.degreeLevelRequired', names: listed('degrees') },
};
const bioFields = ['firstLanguage', 'preferredLanguage', 'otherLanguages', 'countries', 'contributeDistrict', 'highestEducation', 'employmentArea', 'areasOfVolunteering', 'specialSkills', 'skillsToObtain'];
const opportunityFields = ['category', 'coreFunctions', 'sdgNumbers', 'district', 'requiredSkills', 'degreeLevelRequired'];

/** The reference values of an event as labels: the bio's languages, district, education…; an opportunity's category… */
export const storyDetails = (type: string, data: Record<string, unknown>, options: DetailOptions): StoryDetail[] => {
  const details: StoryDetail[] = [];
  const add = (source: Record<string, unknown>, fields: readonly string[]) => {
    for (const field of fields) {
      const { label, names } = referenceFields[field];
      const values = names(source[field], options);
      if (values.length) details.push({ label: options.say(label), value: values.join(', ') });
    }
  };
  if (type === 'VolunteerBioSubmitted') add(record(data.profile), bioFields);
  const opportunity = /^(NonFormal)?Opportunity(Created|Updated)$/.test(type) ? record(data.opportunity) : type === 'EmergencyOpportunityCreated' ? data : undefined;
  if (opportunity) add(opportunity, opportunityFields);
  return details;
};

/** Who did it, in words: the actor's name (or "an erased …" by role), or the system. */
export const actorName = (actor: HistoryEvent['actor'], say: Say): string | null => {
  if (!actor.id) return null;
  const kind: NounKind = actor.role === 'VOLUNTEER' ? 'volunteer' : actor.role === 'VIO' ? 'vio' : actor.role === 'ADMIN' ? 'admin' : actor.role === 'EMERGENCY_LOGIN' ? 'emergencyUser' : 'account';
  if (actor.name === ERASED_LABEL) return say(`audit.erased.${kind}` as MessageId);
  return actor.name || say(`audit.noun.${kind}` as MessageId);
};

/** The actor's role in words. */
export const roleName = (role: string | null, say: Say) =>
  say((role && ['VOLUNTEER', 'VIO', 'ADMIN', 'EMERGENCY_LOGIN'].includes(role) ? `audit.role.${role}` : 'audit.role.other') as MessageId);
