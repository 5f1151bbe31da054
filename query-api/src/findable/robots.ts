/**
 * robots.txt (issue 25). Everything public may be crawled; the API is not a page, except the open data feed (made
 * for machines) and the public reads the public pages are drawn from: a search engine renders the console with
 * robots.txt applied to its fetches too, so blocking those would leave the rendered pages empty. Not crawled: the
 * admin area and development helpers; volunteers' profiles (personal data: see the sitemap); and the paths of mailed
 * links, whose last segment is a secret (a crawler that came by one must not open it and run its verification).
 * /volunteerHome and the other signed-in pages stay crawlable: they show a login prompt, and a page blocked here
 * counts against it in the audits the issue sets targets for. Prefix rules: `/volunteer/` is not `/volunteer-opportunities`.
 */
export const ROBOTS_ALLOWED_API = [
  '/api/open-data/',
  '/api/opportunity/getOpportunities',
  '/api/opportunity/getHomeOpportunities',
  '/api/opportunity/get/',
  '/api/vio/public-view/',
  '/api/news/home/list',
  '/api/report/home',
  '/api/document/',
  '/api/asset/file/',
  '/api/formData/',
  '/api/data/',
];

export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/dev/',
  '/volunteer/',
  '/profile/volunteer/',
  '/verifyEmail/',
  '/verifyVioEmail/',
  '/verifyMobile/',
  '/forgetPassword/',
  '/refereeFeedback/',
  '/emergency/',
  '/subvio/',
];

export const robotsTxt = (base: string) =>
  [
    '# National Volunteering Platform: what crawlers may read.',
    'User-agent: *',
    ...ROBOTS_ALLOWED_API.map((path) => `Allow: ${path}`),
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
