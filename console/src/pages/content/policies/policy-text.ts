/** The shape of a policy document's text (its own module: the texts import it, policy.ts imports the texts). */
/**
 * A list item: plain text, or a term and its explanation (the term in bold). Text may hold `[[…]]`: a blank the
 * secretariat must fill (the controller's legal name and contact, retention periods), shown marked.
 */
export type PolicyItem = string | readonly [term: string, text: string];
/** A paragraph, or a bulleted list. */
export type PolicyBlock = string | { list: readonly PolicyItem[] };
export interface PolicySection {
  /** The anchor (`#id`): the same in every language, so a link to a section works in all three. */
  id: string;
  heading: string;
  blocks: readonly PolicyBlock[];
  /** One level of subsections (h4), each with its own anchor. */
  sections?: readonly PolicySection[];
}
/** A document's text in one language (its title is the catalogue's `content.documents.<key>`, also used by the links). */
export interface PolicyText {
  /** A short summary before the table of contents. */
  summary: string;
  sections: readonly PolicySection[];
}
