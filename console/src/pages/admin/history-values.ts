import { yesNoQuestions } from '@nvp/events/browser';
import { enumLabels, type EnumKind } from '../../components/volunteer/labels';
import type { MessageId } from '../../i18n/message-id';
import type { StateRow } from './history-model';
import { ERASED_LABEL, idKeys, idName, isUuid, referenceFields, type StoryOptions, type StoryReference } from './history-story';

/**
 * The comparison "State then and now" in plain words (issue 27, follow-up): each flattened state value
 * (history-model.ts flatten) read as the story reads the events — ids by name, reference ids as their labels,
 * moments as dates and times, booleans as Yes/No, statuses in the words the console uses for them — and each key
 * under its label where the story has one ("First language"). Pure; the raw view and the exports keep the values
 * as stored.
 */

/** What the server answers for a secret's hash (command-api/src/infra/history.ts HIDDEN). */
const HIDDEN_LABEL = '[hidden]';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface ValueOptions extends Pick<StoryOptions, 'labels' | 'say' | 'language' | 'subject'> {
  reference?: StoryReference;
  /** An instant as a date and time in the interface language (the console's formatter). */
  dateTime: (iso: string) => string;
  /** A stored day 'YYYY-MM-DD' as a date in the interface language. */
  day: (day: string) => string;
}

/** The field a flattened key is about: its last segment that is not an array index (`…otherLanguages.0` → otherLanguages). */
export const fieldOf = (key: string) => key.split('.').filter((segment) => !/^\d+$/.test(segment)).at(-1) ?? key;

/** The bio's own enumerations by field (the labels the volunteer pages use: components/volunteer/labels.ts). */
const bioEnums: Record<string, EnumKind> = {
  title: 'title',
  currentNationality: 'nationality',
  gender: 'gender',
  civilStatus: 'civilStatus',
  readingPerformance: 'performance',
  writingPerformance: 'performance',
  speakingPerformance: 'performance',
  employmentStatus: 'employmentStatus',
  employmentSector: 'sector',
  communicationSkill: 'skillLevel',
  computerLiteracySkill: 'skillLevel',
  socialMediaInteractionSkill: 'skillLevel',
  ...Object.fromEntries(yesNoQuestions.map((question) => [question, 'yesNo' as const])),
};
/** A key of the volunteer's bio (`volunteer.bio.profile.gender`): its fields have the bio form's labels. */
const inBio = (key: string) => key.startsWith('volunteer.bio.');

/** A message when the catalogue has it: react-intl answers a missing one with its id. */
const known = (say: ValueOptions['say'], id: string) => {
  const words = say(id as MessageId);
  return words && words !== id ? words : undefined;
};

/**
 * A key's label where the console has one for its field: the story's reference fields ("First language") and the
 * bio form's fields ("Gender"); else undefined (the raw path is shown).
 */
export const fieldLabel = (key: string, say: ValueOptions['say']): string | undefined => {
  const field = fieldOf(key);
  const reference = referenceFields[field];
  if (reference) return say(reference.label);
  return inBio(key) ? known(say, `volunteer.bio.${field}`) : undefined;
};

/** The i18n area of a subject kind's statuses (`volunteer.status.*`, `vio.standing.*`). */
const statusAreas: Record<string, string> = { volunteer: 'volunteer', vio: 'vio', opportunity: 'opportunity' };

/** One flattened value (then or now) of `key` in plain words; "—" when the state has no such key. */
export const readableValue = (key: string, value: string | undefined, options: ValueOptions): string => {
  const { labels, say, language, reference = {}, subject } = options;
  if (value === undefined || value === '') return '—';
  if (value === '[]' || value === '{}') return say('audit.value.none');
  if (value === ERASED_LABEL) return say('audit.value.erased');
  if (value === HIDDEN_LABEL) return say('audit.value.hidden');
  if (value === 'true') return say('audit.value.yes');
  if (value === 'false') return say('audit.value.no');
  const segments = key.split('.');
  const field = fieldOf(key);
  if (isUuid(value)) {
    // An id by name (the story's rules): its kind from the field, the subject's own id by the subject's kind.
    const kind = idKeys[field]?.[1];
    if (kind) return idName(value, kind, { labels, say, subject });
    const isSubject = subject && value.toLowerCase() === subject.id.toLowerCase();
    if (isSubject || labels[value.toLowerCase()]) return idName(value, 'account', { labels, say, subject });
    return say('audit.value.id');
  }
  const referenceField = referenceFields[field];
  if (referenceField) return referenceField.names(value, { say, language, reference }).join(', ') || value;
  const bioEnum = inBio(key) ? (enumLabels[bioEnums[field]] as Record<string, MessageId> | undefined)?.[value] : undefined;
  if (bioEnum) return say(bioEnum);
  // A status or standing in the words the console's lists use: a fold's own (`volunteer.status`, `account.standing`:
  // its area's, else the subject's), or a part's (`volunteer.referee.status` → volunteer.refereeStatus.*).
  if (field === 'status' || field === 'standing') {
    const area = subject ? statusAreas[subject.kind] : undefined;
    const candidates =
      segments.length === 2
        ? [`${segments[0]}.${field}.${value}`, area && `${area}.${field}.${value}`, field === 'standing' && `account.suspension.${value}`]
        : segments.length === 3
          ? [`${segments[0]}.${segments[1]}${field.charAt(0).toUpperCase()}${field.slice(1)}.${value}`]
          : [];
    for (const id of candidates) {
      const words = id ? known(say, id) : undefined;
      if (words) return words;
    }
  }
  if (ISO_INSTANT.test(value)) return options.dateTime(value);
  if (ISO_DAY.test(value)) return options.day(value);
  return value;
};

export interface ReadableRow extends StateRow {
  /** The field's label, or undefined when the raw path is the only name it has. */
  label: string | undefined;
  thenText: string;
  nowText: string;
}

/** The comparison's rows in words, in the same order and with the same changes marked. */
export const readableRows = (rows: readonly StateRow[], options: ValueOptions): ReadableRow[] =>
  rows.map((row) => ({
    ...row,
    label: fieldLabel(row.key, options.say),
    thenText: readableValue(row.key, row.then, options),
    nowText: readableValue(row.key, row.now, options),
  }));
