/**
 * The head of a page for search engines and link previews (issue 25): the title, the meta description, the
 * canonical address and the hreflang alternates. Plain DOM calls on elements (no inline script or style: the CSP is
 * strict). An element the server wrote (index.html, or the opportunity page's head from the server) is updated in
 * place, never written twice: found by its name/rel (and hreflang), created only when missing.
 */
import type { descriptionsEn } from './descriptions.en';

import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@nvp/events/browser';

/** "<page> · <site>"; the site's name alone when the page has no name of its own (or is the site). */
export const pageTitle = (page: string | undefined, site: string) => {
  const name = page?.replace(/\s+/g, ' ').trim();
  return name && name !== site ? `${name} · ${site}` : site;
};

/** At most `max` characters of `text` on one line, cut at a word where it can be, with "…" when cut. */
export const summary = (text: string, max = 160) => {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
};

/** One address per page: the public profiles have two paths (/profile/vio/:id is /vio/:id); no trailing slash. */
export const canonicalPath = (pathname: string) => {
  const path = pathname.replace(/\/profile\/(vio|volunteer)\//, '/$1/').replace(/(.)\/+$/, '$1');
  return path || '/';
};

/** The page in a language (`?lang=`, which the console honours); without a language the bare path (x-default). */
export const languageUrl = (origin: string, pathname: string, language?: InterfaceLanguage) =>
  `${origin}${canonicalPath(pathname)}${language ? `?lang=${language}` : ''}`;

/** What of the DOM the head needs: a real `document` is one; tests pass a small fake. */
export interface HeadElement {
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
}
export interface HeadDocument {
  title: string;
  head: { getElementsByTagName(tag: string): ArrayLike<HeadElement>; appendChild(element: never): unknown };
  createElement(tag: string): HeadElement;
}

const find = (doc: HeadDocument, tag: string, match: Record<string, string>) =>
  Array.from(doc.head.getElementsByTagName(tag)).find((element) => Object.entries(match).every(([name, value]) => element.getAttribute(name) === value));

/** The element with these attributes, updated (or created) with the others. */
const upsert = (doc: HeadDocument, tag: string, match: Record<string, string>, attributes: Record<string, string>) => {
  const found = find(doc, tag, match);
  const element = found ?? doc.createElement(tag);
  for (const [name, value] of Object.entries(found ? attributes : { ...match, ...attributes })) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  if (!found) doc.head.appendChild(element as never);
};

export interface PageHead {
  title: string;
  /** The page's own name (Open Graph's and Twitter's title, as the server writes them); the title when absent. */
  name?: string;
  description: string;
  origin: string;
  pathname: string;
  language: InterfaceLanguage;
}

/**
 * Writes the page's head. The canonical address is the page in the interface language (each language version
 * is its own page for search engines, as hreflang wants); x-default is the bare path, as the server writes them
 * (query-api/src/findable). Open Graph and Twitter tags are the server's (link previews run no JavaScript): kept
 * in step when present, never added.
 */
export const applyHead = (doc: HeadDocument, head: PageHead) => {
  if (doc.title !== head.title) doc.title = head.title;
  upsert(doc, 'meta', { name: 'description' }, { content: head.description });
  upsert(doc, 'link', { rel: 'canonical' }, { href: languageUrl(head.origin, head.pathname, head.language) });
  for (const language of INTERFACE_LANGUAGES) upsert(doc, 'link', { rel: 'alternate', hreflang: language }, { href: languageUrl(head.origin, head.pathname, language) });
  upsert(doc, 'link', { rel: 'alternate', hreflang: 'x-default' }, { href: languageUrl(head.origin, head.pathname) });
  const name = head.name?.trim() || head.title;
  const social: [string, string, string][] = [
    ['property', 'og:title', name],
    ['property', 'og:description', head.description],
    ['property', 'og:url', languageUrl(head.origin, head.pathname, head.language)],
    ['name', 'twitter:title', name],
    ['name', 'twitter:description', head.description],
  ];
  for (const [attribute, key, content] of social) find(doc, 'meta', { [attribute]: key })?.setAttribute('content', content);
};

export type DescriptionId = keyof typeof descriptionsEn;
/** A page's description: its own text (an opportunity's), or one of ./descriptions.*.ts with its `{placeholders}`. */
export type PageDescription = string | { id: DescriptionId; values?: Record<string, string> };

/** The text of a description: `{name}` and the like filled in. */
export const describePage = (descriptions: Record<DescriptionId, string>, description: PageDescription | undefined) => {
  if (typeof description === 'string' && description.trim()) return description;
  if (!description || typeof description === 'string') return descriptions.site;
  return Object.entries(description.values ?? {}).reduce((text, [name, value]) => text.split(`{${name}}`).join(value), descriptions[description.id]);
};

