import { z } from 'zod';

/**
 * Text at the boundary (issue 23): every string a caller sends goes through one primitive before it can reach
 * the log. PostgreSQL refuses U+0000 in text, so a NUL sealed into an event would stop every read model that
 * replays it; the other controls, broken UTF-16 and direction overrides are refused for the same reason (they
 * corrupt storage, CSV, mail headers or what an admin reads) — see docs/decisions.md "Text at the boundary".
 * Browser-safe: the console's forms use the same rules.
 */

/** C0 controls other than tab, line feed and carriage return, DEL, and the C1 controls (U+0080–U+009F, incl. NEL). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate without its low half, or a low one without its high half: not text, and not valid UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Line breaks and tabs, which a single-line field keeps out of its interior (incl. U+2028/U+2029). */
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;
/** Bidirectional embeddings, overrides and isolates (LRE RLE PDF LRO RLO, LRI RLI FSI PDI): they reorder what follows. */
const BIDI = /[\u202A-\u202E\u2066-\u2069]/;
/** What `String.prototype.trim` takes off the ends (where a single-line field may still carry a pasted tab or newline). */
const EDGES = /^\s+|\s+$/g;

export type TextProblem = 'v.text.control' | 'v.text.surrogate' | 'v.text.singleLine' | 'v.text.bidi';

/**
 * The core refusal, shared with the HTTP layer's guard over every string of every request: NUL and the other
 * C0 controls (tab, LF and CR excepted), DEL, the C1 controls and lone surrogates. Undefined when the text is fine.
 */
export const controlProblem = (value: string): 'v.text.control' | 'v.text.surrogate' | undefined => {
  if (CONTROL.test(value)) return 'v.text.control';
  if (LONE_SURROGATE.test(value)) return 'v.text.surrogate';
  return undefined;
};

/** `value` with every character `controlProblem` refuses replaced by U+FFFD: safe to echo back (e.g. a refused key). */
export const markRefused = (value: string) =>
  value.replace(new RegExp(`${CONTROL.source}|${LONE_SURROGATE.source}`, 'g'), '\uFFFD');

export interface TextRules {
  /** Free text (descriptions, feedback, bios, complaint bodies): tabs and line breaks allowed, CRLF and CR become LF. */
  multiline?: boolean;
  /**
   * Whether direction overrides and isolates are refused. Default: refused in single-line fields (names, titles,
   * e-mails, ids), where one reorders a list row, a mail subject or a CSV cell; allowed in free text, where a
   * writer quoting right-to-left text may use them and the reordering ends with the paragraph.
   */
  bidi?: 'refuse' | 'allow';
}

/** The message key refusing `value` under `rules`, or undefined. Expects normalised text (see `normaliseText`). */
export const textProblem = (value: string, rules: TextRules = {}): TextProblem | undefined => {
  const core = controlProblem(value);
  if (core) return core;
  // A single-line field may arrive with a pasted tab or newline at its ends, which its own trim takes off.
  if (!rules.multiline && LINE_BREAK.test(value.replace(EDGES, ''))) return 'v.text.singleLine';
  if ((rules.bidi ?? (rules.multiline ? 'allow' : 'refuse')) === 'refuse' && BIDI.test(value)) return 'v.text.bidi';
  return undefined;
};

/** NFC (one spelling per character: a decomposed Sinhala or Tamil vowel sign composes); free text also gets LF line ends. */
export const normaliseText = (value: string, rules: TextRules = {}) => {
  // A lone surrogate is left as it is (normalize keeps it): the check refuses it.
  const nfc = value.normalize('NFC');
  return rules.multiline ? nfc.replace(/\r\n?/g, '\n') : nfc;
};

export interface TextOptions extends TextRules {
  /** The message when the value is absent or not a string (what `z.string({ error })` took). */
  error?: string;
}

/**
 * The one string schema of every request field: `z.string()` that normalises to NFC and refuses the characters
 * above. It stays a ZodString, so fields chain `.trim().min().max().regex()` as before; the refusal comes first.
 * Zero-width joiner and non-joiner (U+200D, U+200C) are kept: Sinhala (ශ්‍රී) and Tamil spell with them.
 */
export const text = (options: TextOptions = {}) => {
  const { error, ...rules } = options;
  return z
    .string(error === undefined ? undefined : { error })
    .overwrite((value) => normaliseText(value, rules))
    .superRefine((value, ctx) => {
      const problem = textProblem(value, rules);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
};

/** Free text: `text({ multiline: true })`. */
export const multilineText = (options: Omit<TextOptions, 'multiline'> = {}) => text({ ...options, multiline: true });

/**
 * Passwords: the core refusal only. Not normalised and not trimmed, so a password hashed before this rule still
 * matches; never shown, so direction characters are its owner's business.
 */
export const secretText = (options: Pick<TextOptions, 'error'> = {}) =>
  z.string(options.error === undefined ? undefined : { error: options.error }).superRefine((value, ctx) => {
    const problem = controlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
