/**
 * The accessibility audit every browser journey gets without asking for it (issue 14).
 *
 * `audited(page)` returns the page behind a thin proxy: before every user action (click, fill, press,
 * keyboard, goto, reload, screenshot, close …, on the page or on any locator made from it) it asks the page
 * for a cheap fingerprint of what is on screen (path, language, open dialogs, enabled fields in steps of 25,
 * errors shown or not). A fingerprint not audited yet in this test file means a new page or a new state of
 * one (a dialog opened, a form went into editing, errors appeared): the audit waits for the page to settle (rendered, no spinner, no running CSS transition, no
 * DOM change for 200 ms) and runs axe-core against WCAG 2.0/2.1/2.2 A and AA, plus a reflow check axe lacks (the page
 * must not scroll sideways, WCAG 1.4.10: at phone width that is the 320-CSS-pixel case). So a page is audited as the user
 * leaves it or acts on it, never half-loaded, and pages other engineers add are covered without them doing
 * anything. Serious and critical violations fail the journey with the rule, the element and the URL.
 *
 * E2E_A11Y=fail (default) | report (log and write test-artifacts/a11y-<viewport>.jsonl, never fail) | off.
 * E2E_VIEWPORT=desktop (1366×768, default) | phone (390×844): the width the journey's steps run at (the e2e config
 * picks one per file). E2E_ALSO_AUDIT=phone | desktop: every state audited is audited at that width too, in place
 * (the page is resized, settled and audited, then given back its width and scroll position), so the promise
 * "no serious violation at either width" holds while each journey's steps run once.
 */
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Keyboard, Locator, Page } from 'playwright-core';

/** The rule sets audited: every WCAG 2.0, 2.1 and 2.2 success criterion at level A and AA that axe-core automates. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
/** Impacts that fail a journey; moderate and minor ones are written to the report only. */
export const FAILING_IMPACTS = ['serious', 'critical'];

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** The width this run of the journeys uses (E2E_VIEWPORT, set per vitest project). */
export const viewportName = (): ViewportName => (process.env.E2E_VIEWPORT === 'phone' ? 'phone' : 'desktop');
export const viewport = () => VIEWPORTS[viewportName()];
/** The other width every state is audited at as well (E2E_ALSO_AUDIT), if any. */
export const alsoAuditedName = (): ViewportName | undefined => {
  const value = process.env.E2E_ALSO_AUDIT;
  return (value === 'phone' || value === 'desktop') && value !== viewportName() ? value : undefined;
};
const nameOfSize = (at: string): ViewportName =>
  (Object.keys(VIEWPORTS) as ViewportName[]).find((name) => at === `${VIEWPORTS[name].width}x${VIEWPORTS[name].height}`) ?? viewportName();

type Mode = 'fail' | 'report' | 'off';
const mode = (): Mode => {
  const value = process.env.E2E_A11Y;
  return value === 'off' || value === 'report' ? value : 'fail';
};

export interface Violation {
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
  summary: string;
  url: string;
  viewport: string;
}

export const describeViolation = (v: Violation) =>
  `[${v.impact}] ${v.rule} (${v.help})\n    element: ${v.target}  ${v.html}\n    page:    ${v.url} at ${v.viewport}\n    ${v.summary.replace(/\n/g, '\n    ')}`;

const REPORT_DIR = path.resolve('test-artifacts');

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
/** axe-core's browser bundle (the one @axe-core/playwright injects), read once per run. */
const axeScript = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core once on the page as it is now and returns every violation found. axe is injected once per
 * document (not per audit, as @axe-core/playwright's AxeBuilder does: 500 kB parsed again each time).
 */
export const auditNow = async (page: Page): Promise<Violation[]> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  const url = page.url();
  const size = page.viewportSize();
  const at = size ? `${size.width}x${size.height}` : 'unknown';
  const overflow = await sidewaysOverflow(page);
  const reflow: Violation[] = overflow
    ? [{ rule: 'reflow', impact: 'serious', help: 'Content must fit the width without scrolling the page sideways (WCAG 1.4.10)', target: overflow.target, html: overflow.html, summary: `The page is ${overflow.scrollWidth}px wide in a ${overflow.innerWidth}px window; this element ends at ${overflow.right}px. Wrap wide content in its own scrolling region.`, url, viewport: at }]
    : [];
  return reflow.concat(results.violations.flatMap((v) =>
    v.nodes.map((node) => ({
      rule: v.id,
      impact: node.impact ?? v.impact ?? 'unknown',
      help: v.help,
      target: node.target.map(String).join(' >> '),
      html: excerpt(node.html),
      summary: node.failureSummary ?? '',
      url,
      viewport: at,
    })),
  ));
};

/**
 * Reflow (WCAG 1.4.10, which axe does not check): whether the page itself scrolls sideways, and if so the
 * outermost element that sticks out past the window (not one inside a region that scrolls on its own).
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const limit = window.innerWidth + 1;
    if (root.scrollWidth <= limit) return null;
    const scrollsItself = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const culprit = Array.from(document.body.querySelectorAll('*')).find((el) => {
      if (el.getBoundingClientRect().right <= limit) return false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (up.getBoundingClientRect().right > limit || scrollsItself(up)) return false;
      }
      return true;
    });
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${Array.from(el.classList).map((c) => `.${c}`).join('')}${el.getAttribute('data-testid') ? `[data-testid="${el.getAttribute('data-testid')}"]` : ''}`;
    return {
      scrollWidth: root.scrollWidth,
      innerWidth: window.innerWidth,
      right: Math.round(culprit?.getBoundingClientRect().right ?? root.scrollWidth),
      target: culprit ? describe(culprit) : 'html',
      html: culprit?.outerHTML ?? '',
    };
  }).then((found) => found && { ...found, html: excerpt(found.html) });

/** The start of an element's HTML, enough to recognise it in a failure message. */
const excerpt = (html: string) => (html.length > 160 ? `${html.slice(0, 160)}…` : html);

/** Waits (at most 5 s) until the console has rendered and stopped changing, so the audit sees a finished page. */
const settle = (page: Page) =>
  page
    .evaluate(async () => {
      let last = performance.now();
      const observer = new MutationObserver(() => {
        last = performance.now();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const deadline = performance.now() + 5000;
      try {
        while (performance.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const rendered = (document.getElementById('root')?.childElementCount ?? 1) > 0;
          const loading = document.querySelector('.bp6-spinner, [aria-busy="true"]') !== null;
          // Transitions (a dialog fading in) change what axe measures; keyframe animations (spinners, the
          // landing page's slogan) are decoration that may run for ever.
          const moving = document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running');
          if (rendered && !loading && !moving && document.fonts.status === 'loaded' && performance.now() - last >= 200) return;
        }
      } finally {
        observer.disconnect();
      }
    })
    .catch(() => undefined);

/**
 * An audit of a page that stayed still while axe read it. A transition that starts during the audit (a toast
 * timing out and fading away) makes axe measure half-faded colours: such an audit that found serious violations
 * is redone once the page has settled again (at most twice more); a violation on a still page stands.
 */
const auditStill = async (page: Page): Promise<Violation[]> => {
  for (let attempt = 0; ; attempt++) {
    await page.evaluate(() => {
      const state = window as unknown as { __a11yMoved?: boolean; __a11yWatch?: () => void };
      state.__a11yMoved = false;
      state.__a11yWatch ??= () => void (state.__a11yMoved = true);
      document.addEventListener('transitionrun', state.__a11yWatch, true);
    });
    const violations = await auditNow(page);
    const moved = await page.evaluate(() => {
      const state = window as unknown as { __a11yMoved?: boolean; __a11yWatch?: () => void };
      if (state.__a11yWatch) document.removeEventListener('transitionrun', state.__a11yWatch, true);
      return state.__a11yMoved === true;
    });
    if (!moved || attempt >= 2 || !violations.some((v) => FAILING_IMPACTS.includes(v.impact))) return violations;
    await settle(page);
  }
};

/**
 * The page audited at another width as it is now: resized, settled, audited, then given back its own width and
 * scroll position (and settled again) so the journey goes on where it was.
 */
const auditAtWidth = async (page: Page, name: ViewportName): Promise<Violation[]> => {
  const own = page.viewportSize();
  const scroll = await page.evaluate(() => [window.scrollX, window.scrollY] as const);
  await page.setViewportSize(VIEWPORTS[name]);
  try {
    await settle(page);
    return await auditStill(page);
  } finally {
    if (own && !page.isClosed()) {
      await page.setViewportSize(own);
      await page.evaluate(([x, y]) => window.scrollTo(x, y), scroll).catch(() => undefined);
      await settle(page);
    }
  }
};

/** What is on screen, cheaply: a new value means a page or state not audited yet. */
const fingerprint = (page: Page): Promise<string | null> =>
  page
    .evaluate(() => {
      if (location.protocol === 'about:') return null;
      const dialogs = Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
        .map((d) => d.getAttribute('aria-labelledby') ?? d.className)
        .join(',');
      // Fields in steps of 25 (read-only vs editing, a large form growing its conditional parts) and whether
      // errors show: finer would audit the same form after every answer.
      const fields = Math.round(document.querySelectorAll('input:not(:disabled), select:not(:disabled), textarea:not(:disabled)').length / 25);
      const invalid = document.querySelector('[aria-invalid="true"], .bp6-intent-danger') !== null;
      return `${location.pathname}${location.search}|${document.documentElement.lang}|${dialogs}|${fields}|${invalid ? 'errors' : ''}`;
    })
    .catch(() => null);

/** Audited fingerprints: each state (same path, language, dialogs and controls) is audited once per run and width. */
const seen = new Set<string>();
/** Violations already reported in this run (the same one on the same element of the same path is reported once). */
const reported = new Set<string>();

/** Audits the page if what it shows has not been audited yet; throws (mode fail) on serious or critical violations. */
export const checkpoint = async (page: Page): Promise<void> => {
  if (mode() === 'off' || page.isClosed()) return;
  const key = await fingerprint(page);
  if (key === null) return;
  if (seen.has(key)) return;
  const started = Date.now();
  await settle(page);
  const settledKey = (await fingerprint(page)) ?? key;
  seen.add(key).add(settledKey);
  let violations: Violation[];
  try {
    const settled = Date.now();
    violations = await auditStill(page);
    const also = alsoAuditedName();
    if (also) violations = violations.concat(await auditAtWidth(page, also));
    if (process.env.E2E_A11Y_DEBUG) console.log(`[a11y] ${settledKey}: settled in ${settled - started} ms, audited in ${Date.now() - settled} ms`);
  } catch (error) {
    // The page navigated away while being audited: the next checkpoint audits where it went.
    if (/context was destroyed|Target.*closed|navigat/i.test(String(error))) return;
    throw error;
  }
  const fresh = violations.filter((v) => {
    const id = `${v.viewport}|${v.rule}|${v.target}|${new URL(v.url).pathname}`;
    if (reported.has(id)) return false;
    reported.add(id);
    return true;
  });
  if (fresh.length === 0) return;
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
    const atWidth = fresh.filter((v) => nameOfSize(v.viewport) === name);
    if (atWidth.length) appendFileSync(path.join(REPORT_DIR, `a11y-${name}.jsonl`), atWidth.map((v) => JSON.stringify(v)).join('\n') + '\n');
  }
  const failing = fresh.filter((v) => FAILING_IMPACTS.includes(v.impact));
  if (failing.length === 0) return;
  const text = `${failing.length} serious/critical accessibility violation(s):\n  ${failing.map(describeViolation).join('\n  ')}`;
  if (mode() === 'fail') throw new Error(text);
  console.warn(`[a11y] ${text}`);
};

/** Audits every open page of a context (before it closes, or at the end of a test). */
export const checkpointContext = async (context: BrowserContext | undefined) => {
  for (const page of context?.pages() ?? []) await checkpoint(page);
};

const PAGE_ACTIONS = new Set(['goto', 'reload', 'goBack', 'goForward', 'close', 'click', 'dblclick', 'fill', 'press', 'type', 'check', 'uncheck', 'selectOption', 'setInputFiles', 'tap', 'screenshot']);
const LOCATOR_ACTIONS = new Set(['click', 'dblclick', 'fill', 'press', 'pressSequentially', 'type', 'check', 'uncheck', 'setChecked', 'selectOption', 'setInputFiles', 'tap', 'clear', 'dragTo', 'selectText', 'screenshot']);
const KEYBOARD_ACTIONS = new Set(['press', 'type', 'insertText']);

const targets = new WeakMap<object, object>();
const unwrap = (value: unknown) => (value !== null && typeof value === 'object' && targets.has(value) ? targets.get(value) : value);
const isLocator = (value: unknown): value is Locator =>
  value !== null && typeof value === 'object' && typeof (value as Locator).page === 'function' && typeof (value as Locator).click === 'function';

/**
 * A proxy that runs `before` ahead of the listed methods and wraps any locator a method returns the same way,
 * so `page.getByTestId('x').first().click()` is audited like `page.click()`.
 */
const intercept = <T extends object>(target: T, actions: Set<string>, before: () => Promise<void>, extra: (prop: string | symbol, value: unknown) => unknown = (_, v) => v): T => {
  const proxy = new Proxy(target, {
    get(object, prop) {
      const value = Reflect.get(object, prop, object);
      if (typeof value !== 'function') return extra(prop, value);
      return (...args: unknown[]) => {
        const call = () => (value as (...a: unknown[]) => unknown).apply(object, args.map(unwrap));
        if (typeof prop === 'string' && actions.has(prop)) return before().then(call);
        const result = call();
        return isLocator(result) ? auditedLocator(result) : extra(prop, result);
      };
    },
  });
  targets.set(proxy, target);
  return proxy;
};

const auditedLocator = (locator: Locator): Locator =>
  intercept(locator, LOCATOR_ACTIONS, () => checkpoint(locator.page()), (prop, value) => (prop === 'page' && value ? audited(value as Page) : value));

const pages = new WeakMap<Page, Page>();

/** The page with the audit before every action (see the top of this file). */
export const audited = (page: Page): Page => {
  const known = pages.get(page);
  if (known) return known;
  const before = () => checkpoint(page);
  const proxy = intercept(page, PAGE_ACTIONS, before, (prop, value) => {
    if (prop === 'keyboard') return intercept(value as Keyboard, KEYBOARD_ACTIONS, before);
    if (prop === 'context' && value) {
      const context = value as BrowserContext;
      return intercept(context, new Set(['close']), () => checkpointContext(context));
    }
    return value;
  });
  pages.set(page, proxy);
  return proxy;
};
