import { LANGUAGES, languageUrls } from './language';

/**
 * Items (opportunities, organisations) per sitemap page. Each is listed once per language (three <url> entries,
 * each naming all the language versions, as the search engines document hreflang in sitemaps): 15,000 URLs and
 * about 10 MB a page, under the protocol's 50,000 URLs and 50 MB. 100,000 opportunities make 20 pages.
 */
export const ITEMS_PER_PAGE = 5000;

/** The public pages that are not drawn from the read models. */
export const STATIC_PAGES = [
  '/',
  '/volunteer-opportunities',
  '/newsfeed',
  '/aboutus',
  '/contactus',
  '/engage-with-us',
  '/policies/conditions-of-service',
  '/policies/privacy-policy',
  '/policies/copyright-and-terms-of-use',
];

export const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** W3C datetime, to the second. */
export const lastmodOf = (at: Date | string) => new Date(at).toISOString().replace(/\.\d{3}Z$/, 'Z');

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapEntry {
  loc: string;
  lastmod?: Date | string | null;
}

/** The sitemap index: one <sitemap> per page. */
export const sitemapIndex = (entries: SitemapEntry[]) =>
  XML +
  '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  entries.map((e) => `  <sitemap><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${lastmodOf(e.lastmod)}</lastmod>` : ''}</sitemap>\n`).join('') +
  '</sitemapindex>\n';

export interface SitemapItem {
  /** The page's path on the site (no query). */
  path: string;
  lastmod?: Date | string | null;
}

/** One page of a sitemap in pieces (a page is megabytes: written as it is sent, never held whole). */
export function* urlset(base: string, items: Iterable<SitemapItem>) {
  yield XML + '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  let chunk = '';
  for (const item of items) {
    const urls = languageUrls(base, item.path);
    const alternates = [...LANGUAGES, 'x-default' as const].map((lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(urls[lang])}"/>`).join('');
    const lastmod = item.lastmod ? `<lastmod>${lastmodOf(item.lastmod)}</lastmod>` : '';
    for (const lang of LANGUAGES) chunk += `  <url><loc>${escapeXml(urls[lang])}</loc>${lastmod}${alternates}</url>\n`;
    if (chunk.length > 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}
