import { defineArea } from './define';

/** Messages of the accessibility plumbing shared by every page (skip link, Blueprint's close buttons, the landing page's slogan pause), keyed 'a11y.*'. */
export const a11yMessages = defineArea({
  en: {
    'a11y.skipToContent': 'Skip to main content',
    'a11y.close': 'Close',
    'a11y.slogansPause': 'Pause the slogans',
    'a11y.slogansPlay': 'Play the slogans',
  },
  si: {
    'a11y.skipToContent': 'ප්‍රධාන අන්තර්ගතයට යන්න',
    'a11y.close': 'වසන්න',
    'a11y.slogansPause': 'සටන් පාඨ නවත්වන්න',
    'a11y.slogansPlay': 'සටන් පාඨ ධාවනය කරන්න',
  },
  ta: {
    'a11y.skipToContent': 'முதன்மை உள்ளடக்கத்திற்குச் செல்க',
    'a11y.close': 'மூடு',
    'a11y.slogansPause': 'வாசகங்களை இடைநிறுத்து',
    'a11y.slogansPlay': 'வாசகங்களை இயக்கு',
  },
});
