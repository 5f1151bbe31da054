import { LANGUAGES, languageUrls, siteText, type Language } from './language';

/** Text for an HTML attribute or element: the five characters that could end either. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * JSON for a <script type="application/ld+json"> block. HTML ends the block at the first `</script` whatever the JSON
 * means, so `<` (and `>`, `&`, and the two line separators JavaScript once refused) are written as \u escapes: the
 * same JSON to a parser, no markup to the HTML tokenizer.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** Plain text as the HTML a JobPosting description is documented to hold: escaped, paragraphs on blank lines, line breaks kept. */
export const textAsHtml = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');

/** A meta description: whitespace collapsed, at most `max` characters, cut at a word with an ellipsis. */
export const summaryOf = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
};

export interface PageHead {
  language: Language;
  /** The <title> text. */
  title: string;
  /** og:title and twitter:title (the page's own name, without the site's). */
  shortTitle: string;
  description: string;
  /** The path of the page on the site (no query). */
  path: string;
  /** schema.org data (written as a JSON-LD block), if any. */
  jsonLd?: unknown;
  /** Search engines are asked not to list the page. */
  noindex?: boolean;
}

/** The head tags of one page: title, description, canonical and hreflang alternates, Open Graph, Twitter card, JSON-LD. */
export const headTags = (base: string, head: PageHead) => {
  const urls = languageUrls(base, head.path);
  const canonical = urls[head.language];
  const site = siteText[head.language];
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.noindex ? [meta('name', 'robots', 'noindex')] : []),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...[...LANGUAGES, 'x-default' as const].map((lang) => `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(urls[lang])}" />`),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', head.shortTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', site.locale),
    ...LANGUAGES.filter((lang) => lang !== head.language).map((lang) => meta('property', 'og:locale:alternate', siteText[lang].locale)),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.shortTitle),
    meta('name', 'twitter:description', head.description),
    ...(head.jsonLd === undefined ? [] : [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`]),
  ].join('\n    ');
};

/**
 * The console's index.html with `tags` in its head in place of its own title and description, and `<html lang>`
 * set. Everything else (the hashed script and style links) stays as the build wrote it.
 */
export const withHead = (shell: string, language: Language, tags: string) => {
  let html = shell.replace(/<html\b[^>]*>/i, (tag) => (/\slang=/i.test(tag) ? tag.replace(/\slang=("[^"]*"|'[^']*'|[^\s>]*)/i, ` lang="${language}"`) : tag.replace(/>$/, ` lang="${language}">`)));
  html = html.replace(/[ \t]*<meta\s+name=["']description["'][^>]*>\s*/i, '');
  if (/<title>[\s\S]*?<\/title>/i.test(html)) return html.replace(/<title>[\s\S]*?<\/title>/i, () => tags);
  return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
};
