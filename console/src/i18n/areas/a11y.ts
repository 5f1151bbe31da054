/** Messages of the accessibility plumbing shared by every page (skip link, Blueprint's close buttons, the landing page's slogan pause), keyed 'a11y.*'. */
export const a11yEn = {
  'a11y.skipToContent': 'Skip to main content',
  'a11y.close': 'Close',
  'a11y.slogansPause': 'Pause the slogans',
  'a11y.slogansPlay': 'Play the slogans',
} as const satisfies Record<string, string>;
