import { describe, expect, it } from 'vitest';
import { baseUrlOf } from './base-url';
import { escapeHtml, headTags, jsonForScript, summaryOf, textAsHtml, withHead } from './head';
import { opportunityHead, type PublicOpportunity } from './opportunity-page';
import { robotsTxt } from './robots';
import { sitemapIndex, urlset } from './sitemap';
import { SHELL } from './shell-fixtures';

const HOSTILE = `</script><script>alert(1)</script>"'&`;

const opportunity = (overrides: Partial<PublicOpportunity> = {}): PublicOpportunity => ({
  id: '5f0c3c1e-8d1a-4a6b-9a51-2f1f1e0c0a01',
  status: 'APPROVED',
  title: 'Beach clean-up',
  type: 'REGULAR',
  vioId: '0b7e2f55-1c7a-4d8e-8f00-6a3c2b1d0e99',
  vioName: 'Sarvodaya Beach Friends',
  data: {
    descriptionEnglish: 'Help us clean the beach.\n\nBring a hat.',
    descriptionSinhala: 'වෙරළ පිරිසිදු කරන්න.',
    descriptionTamil: '',
    district: 'Colombo',
    divisionalSecretariat: 'Dehiwala',
    location: 'Mount Lavinia beach',
    startDate: '2030-01-10',
    endDate: '2030-02-01',
    noOfVolunteers: 3,
  },
  createdAt: '2029-12-01T10:00:00.000Z',
  reviewedAt: '2029-12-02T10:00:00.000Z',
  ...overrides,
});

/** Every <script> element of a page: its attributes and text, as an HTML tokenizer ends it (at the first `</script`). */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)].map((m) => ({ attributes: m[1], text: m[2] }));

describe('escaping', () => {
  it('escapes the five characters of HTML text and attributes', () => {
    expect(escapeHtml(HOSTILE)).toBe('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;');
  });

  it('writes JSON for a script block with no `<` left, and it parses back to the same value', () => {
    const json = jsonForScript({ title: HOSTILE, line: 'a\u2028b' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ title: HOSTILE, line: 'a\u2028b' });
  });

  it('gives a description as HTML paragraphs, its text escaped', () => {
    expect(textAsHtml('One <b>\nline\n\nTwo')).toBe('<p>One &lt;b&gt;<br>line</p><p>Two</p>');
    expect(summaryOf('word '.repeat(100), 20).length).toBeLessThanOrEqual(20);
  });
});

describe('the head of an opportunity page', () => {
  const base = 'https://volunteer.gov.lk';

  it('a hostile title stays text: one script element (the data block), the title escaped everywhere', () => {
    const html = withHead(SHELL, 'en', headTags(base, opportunityHead(opportunity({ title: HOSTILE }), 'en', base)));
    const scripts = scriptsOf(html);
    expect(scripts.map((s) => s.attributes.trim())).toEqual(['type="application/ld+json"', 'type="module" crossorigin src="/assets/index-abc.js"']);
    expect(JSON.parse(scripts[0].text)).toMatchObject({ '@type': 'JobPosting', title: HOSTILE });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<meta property="og:title" content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;" />`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('is in the asked language, canonical in that language, with the other two as alternates', () => {
    const html = withHead(SHELL, 'si', headTags(base, opportunityHead(opportunity(), 'si', base)));
    expect(html).toContain('<html lang="si">');
    expect(html).toContain('<meta name="description" content="වෙරළ පිරිසිදු කරන්න." />');
    expect(html).toContain(`<link rel="canonical" href="${base}/viewOpportunity/${opportunity().id}?lang=si" />`);
    expect(html).toContain('<meta property="og:locale" content="si_LK" />');
    expect(html.match(/og:locale:alternate/g)).toHaveLength(2);
    expect(html.match(/hreflang=/g)).toHaveLength(4);
    // Tamil is empty: English stands in (spec §1).
    expect(headTags(base, opportunityHead(opportunity(), 'ta', base))).toContain('content="Help us clean the beach. Bring a hat."');
  });

  it('a JobPosting while open; an online one is telecommuting from Sri Lanka; a completed one has none', () => {
    const regular = opportunityHead(opportunity(), 'en', base).jsonLd as Record<string, any>;
    expect(regular).toMatchObject({
      employmentType: 'VOLUNTEER',
      datePosted: '2029-12-02',
      validThrough: '2030-02-01T23:59:59+05:30',
      hiringOrganization: { '@type': 'Organization', name: 'Sarvodaya Beach Friends', url: `${base}/vio/${opportunity().vioId}?lang=en` },
      jobLocation: { address: { streetAddress: 'Mount Lavinia beach', addressLocality: 'Dehiwala', addressRegion: 'Colombo', addressCountry: 'LK' } },
      description: '<p>Help us clean the beach.</p><p>Bring a hat.</p>',
    });
    const online = opportunityHead(opportunity({ type: 'ONLINE' }), 'en', base).jsonLd as Record<string, any>;
    expect(online).toMatchObject({ jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country' } });
    expect(online.jobLocation).toBeUndefined();
    expect(opportunityHead(opportunity({ status: 'COMPLETED' }), 'en', base).jsonLd).toBeUndefined();
  });

  it('a shell without a title or lang gets both', () => {
    const html = withHead('<html><head></head><body></body></html>', 'ta', '<title>x</title>');
    expect(html).toBe('<html lang="ta"><head>  <title>x</title>\n  </head><body></body></html>');
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt names the sitemap by its absolute address, keeps crawlers out of the API but for the open data feed', () => {
    const robots = robotsTxt('https://volunteer.gov.lk');
    expect(robots).toMatch(/^Sitemap: https:\/\/volunteer\.gov\.lk\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
    expect(robots).toMatch(/^Allow: \/api\/open-data\/$/m);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    // Public pages are not caught by a prefix.
    const disallowed = [...robots.matchAll(/^Disallow: (.*)$/gm)].map((m) => m[1]);
    for (const page of ['/', '/volunteer-opportunities', '/viewOpportunity/x', '/vio/x', '/profile/vio/x', '/volunteerHome', '/login', '/aboutus']) {
      expect(disallowed.filter((prefix) => page.startsWith(prefix)), page).toEqual([]);
    }
  });

  it('lists each item once per language, each naming every language version, its XML escaped', () => {
    const xml = [...urlset('https://x.lk', [{ path: '/vio/a&b', lastmod: new Date('2030-01-01T00:00:00.123Z') }])].join('');
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(12);
    expect(xml).toContain('<loc>https://x.lk/vio/a&amp;b?lang=si</loc><lastmod>2030-01-01T00:00:00Z</lastmod>');
    expect(sitemapIndex([{ loc: 'https://x.lk/sitemap-vios-1.xml' }])).toContain('<sitemap><loc>https://x.lk/sitemap-vios-1.xml</loc></sitemap>');
  });
});

describe('the address of the site', () => {
  it('is PUBLIC_URL when set, else where the request came to', () => {
    expect(baseUrlOf({ protocol: 'http', host: 'evil.example' }, 'https://volunteer.gov.lk/')).toBe('https://volunteer.gov.lk');
    expect(baseUrlOf({ protocol: 'http', host: 'localhost:8080' }, undefined)).toBe('http://localhost:8080');
  });
});
