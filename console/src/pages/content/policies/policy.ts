import type { Language } from '@nvp/events/browser';
import type { PolicyText } from './policy-text';

/**
 * The platform's own terms, published as web pages (issue 27): the conditions of service, the privacy policy and
 * the copyright and terms of use, each in English, Sinhala and Tamil. Drafts for the national secretariat's review
 * until it adopts them. The texts are chunks of their own, one per document and language, fetched by the page that
 * shows them: no other page carries them (the bytes before a public page paints are budgeted, issue 25).
 */
export const policyKeys = ['conditions-of-service', 'privacy-policy', 'copyright-and-terms-of-use'] as const;
export type PolicyKey = (typeof policyKeys)[number];
export const isPolicyKey = (value: string | undefined): value is PolicyKey => (policyKeys as readonly (string | undefined)[]).includes(value);

/** Where a document is read: /policies/<key>; `?lang=` picks the language as on every page. */
export const policyPath = (key: PolicyKey, language?: Language) => `/policies/${key}${language ? `?lang=${language}` : ''}`;

/** Version and date of each draft: a new version whenever the text changes (the same in every language). */
export const policyVersions: Record<PolicyKey, { version: string; date: string; status: 'DRAFT' | 'ADOPTED' }> = {
  'conditions-of-service': { version: '0.1', date: '2026-11-28', status: 'DRAFT' },
  'privacy-policy': { version: '0.1', date: '2026-11-28', status: 'DRAFT' },
  'copyright-and-terms-of-use': { version: '0.1', date: '2026-11-28', status: 'DRAFT' },
};

export type { PolicyBlock, PolicyItem, PolicySection, PolicyText } from './policy-text';

/** One import per document and language, so the build makes each its own chunk. */
export const policyTexts: Record<PolicyKey, Record<Language, () => Promise<PolicyText>>> = {
  'conditions-of-service': {
    en: () => import('./texts/conditions-of-service.en').then((m) => m.text),
    si: () => import('./texts/conditions-of-service.si').then((m) => m.text),
    ta: () => import('./texts/conditions-of-service.ta').then((m) => m.text),
  },
  'privacy-policy': {
    en: () => import('./texts/privacy-policy.en').then((m) => m.text),
    si: () => import('./texts/privacy-policy.si').then((m) => m.text),
    ta: () => import('./texts/privacy-policy.ta').then((m) => m.text),
  },
  'copyright-and-terms-of-use': {
    en: () => import('./texts/copyright-and-terms-of-use.en').then((m) => m.text),
    si: () => import('./texts/copyright-and-terms-of-use.si').then((m) => m.text),
    ta: () => import('./texts/copyright-and-terms-of-use.ta').then((m) => m.text),
  },
};

/**
 * Texts already fetched, by `<key>.<language>`: a page shows one at once, without suspending. Before a prerendered
 * policy page is hydrated, its text is fetched with the page's chunk (routes.tsx preloadPage): a part still
 * suspended while hydrating would be rendered again in the browser when the language's context changes.
 */
const fetched = new Map<string, PolicyText>();
export const fetchedPolicyText = (key: PolicyKey, language: Language) => fetched.get(`${key}.${language}`);
export const fetchPolicyText = (key: PolicyKey, language: Language) =>
  policyTexts[key][language]().then((text) => {
    fetched.set(`${key}.${language}`, text);
    return text;
  });
/** The text a path shows (`/policies/<key>`), fetched; resolves at once for any other path, and also on a failed fetch. */
export const preloadPolicyText = (pathname: string, language: Language): Promise<unknown> => {
  const key = /^\/policies\/([^/]+)$/.exec(pathname)?.[1];
  return isPolicyKey(key) ? fetchPolicyText(key, language).catch(() => undefined) : Promise.resolve();
};
