/**
 * The public pages whose HTML the console's build prerenders for an anonymous visitor in each language
 * (console/scripts/prerender.ts), and which the query-api serves with it (query-api/src/findable/prerendered.ts):
 * their content is the same for every visitor, and most of the country reaches them first, on a phone (issue 25).
 * Pages with an id in the path (an opportunity, an organisation) are not here: their content is data.
 */
export const PRERENDERED_PAGES = [
  '/',
  '/volunteer-opportunities',
  '/newsfeed',
  '/aboutus',
  '/contactus',
  '/engage-with-us',
  '/login',
  '/register',
  // The platform's terms (console/src/pages/content/policies, issue 27): long texts, read first on a phone.
  '/policies/conditions-of-service',
  '/policies/privacy-policy',
  '/policies/copyright-and-terms-of-use',
] as const;
export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/** The file of a prerendered page in the console's build: dist/prerendered/<slug>.<language>.json (a deeper path's slashes as dots: one flat folder). */
export const prerenderedFile = (page: string, language: string) => `prerendered/${page === '/' ? 'index' : page.slice(1).replaceAll('/', '.')}.${language}.json`;

/**
 * Cookies the console sets for the server's choice of prerendered page: the interface language (the one the
 * browser will show), and a flag that someone is logged in on this device (the token itself stays in the browser's
 * storage; a logged-in user is sent the plain app shell).
 */
export const PAGE_COOKIES = { language: 'nvp-lang', signedIn: 'nvp-signed-in' } as const;

/**
 * Public pages whose content is data, rendered per request with it by the query-api (query-api/src/findable/
 * live-pages.ts) for an anonymous visitor, so their data paints with the page: route patterns as the console names
 * them. The console's build writes each one's stylesheets (dist/prerendered/live-stylesheets.json). The landing, the
 * list and /newsfeed are also prerendered (without their data, sent when a render is not ready in time).
 */
export const LIVE_PAGES = ['/', '/volunteer-opportunities', '/viewOpportunity/:id', '/newsfeed', '/vio/:id', '/volunteer/:id'] as const;
export type LivePage = (typeof LIVE_PAGES)[number];

/** A public page rendered for an anonymous visitor (by the console's server build), as the query-api serves it. */
export interface PrerenderedHtml {
  path: string;
  language: 'en' | 'si' | 'ta';
  /** The <title>: the page's name and the site's. */
  title: string;
  /** The page's own name (og:title), the site's when it has none. */
  shortTitle: string;
  description: string;
  /** What goes inside <div id="root">. */
  html: string;
  /** The page's own stylesheets (paths on this site; its chunk's, beyond the entry's), linked in the head. */
  stylesheets?: string[];
  /** The page asks search engines not to list it (a volunteer's public profile: console/src/head/usePageHead.ts useNoIndex). */
  noindex?: boolean;
}

/** An API answer a page was rendered with, sent beside its HTML for the browser's first render (console/src/answers.ts). */
export interface PageAnswer {
  body: unknown;
  /** The answer's headers a page reads (e.g. x-total-count), lower case. */
  headers: Record<string, string>;
}
