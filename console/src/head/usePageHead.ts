import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '@nvp/events/browser';
import { useT } from '../i18n';
import type { DescriptionId, PageDescription } from './head';

/**
 * The head's DOM work and the descriptions are not needed for the first paint: fetched after it, once per
 * language (the bytes before a public page paints are budgeted, issue 25).
 */
const loaders: Record<Language, () => Promise<Record<DescriptionId, string>>> = {
  en: () => import('./descriptions.en').then((m) => m.descriptionsEn),
  si: () => import('./descriptions.si').then((m) => m.descriptionsSi),
  ta: () => import('./descriptions.ta').then((m) => m.descriptionsTa),
};
const loaded = new Map<Language, Record<DescriptionId, string>>();
const descriptionsOf = async (language: Language) => {
  const descriptions = loaded.get(language) ?? (await loaders[language]());
  loaded.set(language, descriptions);
  return descriptions;
};

interface Claim {
  page?: string;
  description?: PageDescription;
  site: string;
  pathname: string;
  language: Language;
  /** The route's name (0) gives way to the page's own (1). */
  weight: number;
}

/**
 * The heads asked for by what is on screen (the route's and the page's): the heaviest, latest one is written.
 * Writing waits for two fetches, so only the newest decision is written (`generation`), whatever finishes first.
 */
const claims: Claim[] = [];
let generation = 0;
let lastSite: string | undefined;
const write = () => {
  const mine = ++generation;
  const claim = claims.reduce<Claim | undefined>((best, c) => (!best || c.weight >= best.weight ? c : best), undefined);
  if (!claim) {
    // Nothing claims the head (a page left): the site's title and description until the next page says more.
    if (lastSite) document.title = lastSite;
    return;
  }
  lastSite = claim.site;
  Promise.all([import('./head'), descriptionsOf(claim.language)])
    .then(([{ applyHead, describePage, pageTitle, summary }, descriptions]) => {
      if (mine !== generation) return;
      applyHead(document, {
        title: pageTitle(claim.page, claim.site),
        name: claim.page,
        description: summary(describePage(descriptions, claim.description)),
        origin: window.location.origin,
        pathname: claim.pathname,
        language: claim.language,
      });
    })
    .catch(() => undefined);
};

/**
 * When a page is prerendered (src/prerender.tsx, no DOM and no effects) the claims made while rendering are
 * collected here instead, and the heaviest, latest one is the head the server writes.
 */
let serverClaims: Claim[] = [];
let serverNoIndex = false;
export const takeServerHead = (): (Pick<Claim, 'page' | 'description'> & { noindex: boolean }) | undefined => {
  const claim = serverClaims.reduce<Claim | undefined>((best, c) => (!best || c.weight >= best.weight ? c : best), undefined);
  const noindex = serverNoIndex;
  serverClaims = [];
  serverNoIndex = false;
  return claim ? { page: claim.page, description: claim.description, noindex } : noindex ? { noindex } : undefined;
};

/**
 * A page's title and meta description in the interface language, plus its canonical and hreflang links (one call
 * per page component, before any early return): `page` is the page's own name (the site's name is added),
 * `description` its summary (cut to 160 characters; the site's description when absent). The Guard's RouteHead
 * names every route with weight 0; a page's own call (weight 1) wins over it.
 */
export const usePageHead = (page?: string, description?: PageDescription, weight = 1) => {
  const { t, language } = useT();
  const { pathname } = useLocation();
  const site = t('app.name');
  // `key` stands for `description` (a new object each render).
  const key = typeof description === 'string' ? description : JSON.stringify(description ?? null);
  if (typeof document === 'undefined') serverClaims.push({ page, description, site, pathname, language, weight });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `description`, a new object on every render.
  useEffect(() => {
    const claim: Claim = { page, description, site, pathname, language, weight };
    claims.push(claim);
    write();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      write();
    };
  }, [page, key, site, pathname, language, weight]);
};

/**
 * Keeps search engines from listing the page while it is shown (`<meta name="robots" content="noindex">`): a
 * volunteer's public profile names a citizen who was never asked whether to be found (robots.txt also keeps
 * crawlers off these paths; a linked URL could still be listed without its content, this says not to).
 */
export const useNoIndex = () => {
  // Rendered on the server (a page sent as HTML): the server writes the tag into the head it sends.
  if (typeof document === 'undefined') serverNoIndex = true;
  useEffect(() => {
    // The server's tag when the page came as HTML (one tag, and it goes when the visitor moves on), else a new one.
    const sent = document.head.querySelector<HTMLMetaElement>('meta[name="robots"][content="noindex"]');
    const meta = sent ?? document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    if (!sent) document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
};
