import type { PolicyText } from '../policy-text';

/** Copyright and terms of use in English (draft). The same sections and anchors in every language. */
export const text: PolicyText = {
  summary: 'Who owns what is published on the National Volunteering Platform, and how the site and its data may be used.',
  sections: [
    {
      id: 'ownership',
      heading: '1. Copyright',
      blocks: [
        'The texts, design, logos and news of this site are © [[Legal name of the copyright holder — to be completed by the secretariat]]. You may read, print and share them for personal and non-commercial use, naming the National Volunteering Platform as the source.',
      ],
    },
    {
      id: 'your-content',
      heading: '2. What you publish',
      blocks: [
        'Organisations keep the rights to the opportunity texts and pictures they publish, and volunteers to their profile pictures. By publishing them you allow the secretariat to show them on the platform and in its open data, for as long as they are published. You must have the right to publish what you upload. Pictures are re-encoded and their hidden data (such as the place a photo was taken) removed.',
      ],
    },
    {
      id: 'open-data',
      heading: '3. Open data and statistics',
      blocks: [
        'Open opportunities are published as open data in the volunteering data standard, and the national statistics on the site contain no personal data. [[The licence of the open data (for example CC BY 4.0 or the government\'s open data licence) — to be chosen by the secretariat]].',
      ],
    },
    {
      id: 'third-party',
      heading: '4. Material of others',
      blocks: [
        'The sustainable development goal icons belong to the United Nations. The lists of districts, divisional secretariats and Grama Niladhari divisions come from the Department of Census and Statistics and the Ministry of Home Affairs, through open-source data sets named in the platform\'s notice file.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: '5. Using the site',
      blocks: [
        'Do not copy the personal data of volunteers or organisations from the site, collect it automatically, or use it for anything other than volunteering through the platform. Do not overload the site or try to get past its security. Search engines may index the public pages; volunteer profiles ask not to be indexed.',
      ],
    },
    {
      id: 'links',
      heading: '6. Links',
      blocks: [
        'Links to other websites (for example an organisation\'s own site) are given for convenience; the secretariat is not responsible for their content.',
      ],
    },
    {
      id: 'changes',
      heading: '7. Changes',
      blocks: ['Each version of these terms has a number and a date at the top of the page.'],
    },
  ],
};
