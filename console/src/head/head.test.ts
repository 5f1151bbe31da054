import { describe, expect, it } from 'vitest';
import { applyHead, canonicalPath, languageUrl, pageTitle, summary, type HeadDocument, type HeadElement } from './head';

/** A head with just what applyHead uses: elements by tag with attributes. */
const fakeDocument = (initial: { tag: string; attributes: Record<string, string> }[] = []) => {
  const elements: { tag: string; attributes: Map<string, string> }[] = [];
  const make = (tag: string, attributes: Record<string, string> = {}) => {
    const element = { tag, attributes: new Map(Object.entries(attributes)) };
    return Object.assign(element, {
      getAttribute: (name: string) => element.attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => void element.attributes.set(name, value),
    });
  };
  for (const e of initial) elements.push(make(e.tag, e.attributes));
  const doc: HeadDocument & { elements: typeof elements } = {
    title: 'National Volunteering Platform',
    elements,
    head: {
      getElementsByTagName: (tag: string) => elements.filter((e) => e.tag === tag) as unknown as HeadElement[],
      appendChild: (element: never) => elements.push(element),
    },
    createElement: (tag: string) => make(tag),
  };
  return doc;
};
const attributesOf = (doc: ReturnType<typeof fakeDocument>, tag: string) => doc.elements.filter((e) => e.tag === tag).map((e) => Object.fromEntries(e.attributes));

const head = { title: 'Beach clean-up · National Volunteering Platform', description: 'Help us clean the beach.', origin: 'https://volunteer.gov.lk', pathname: '/viewOpportunity/abc', language: 'si' as const };

describe('page titles and descriptions', () => {
  it('titles a page "<page> · <site>", the site alone when the page has no name', () => {
    expect(pageTitle('About Us', 'National Volunteering Platform')).toBe('About Us · National Volunteering Platform');
    expect(pageTitle('  Beach\n clean-up ', 'NVP')).toBe('Beach clean-up · NVP');
    expect(pageTitle(undefined, 'NVP')).toBe('NVP');
    expect(pageTitle('', 'NVP')).toBe('NVP');
    expect(pageTitle('NVP', 'NVP')).toBe('NVP');
  });

  it('cuts a description at a word, on one line, with an ellipsis', () => {
    expect(summary('Short  text\nhere.')).toBe('Short text here.');
    const long = 'We clean the beach and sort the plastic for recycling. '.repeat(10);
    const cut = summary(long, 160);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut.at(-2)).not.toBe(' ');
    // One unbroken word is cut where it must be.
    expect(summary('x'.repeat(300), 20)).toBe(`${'x'.repeat(19)}…`);
  });

  it("gives a page one address: the profiles' two paths are one, no trailing slash", () => {
    expect(canonicalPath('/profile/vio/42')).toBe('/vio/42');
    expect(canonicalPath('/profile/volunteer/7')).toBe('/volunteer/7');
    expect(canonicalPath('/aboutus/')).toBe('/aboutus');
    expect(canonicalPath('/')).toBe('/');
    expect(languageUrl('https://volunteer.gov.lk', '/aboutus', 'ta')).toBe('https://volunteer.gov.lk/aboutus?lang=ta');
    expect(languageUrl('https://volunteer.gov.lk', '/aboutus')).toBe('https://volunteer.gov.lk/aboutus');
  });
});

describe('applyHead', () => {
  it('writes the title, the description, the canonical address and the four hreflang alternates', () => {
    const doc = fakeDocument();
    applyHead(doc, head);
    expect(doc.title).toBe(head.title);
    expect(attributesOf(doc, 'meta')).toEqual([{ name: 'description', content: 'Help us clean the beach.' }]);
    expect(attributesOf(doc, 'link')).toEqual([
      { rel: 'canonical', href: 'https://volunteer.gov.lk/viewOpportunity/abc?lang=si' },
      { rel: 'alternate', hreflang: 'en', href: 'https://volunteer.gov.lk/viewOpportunity/abc?lang=en' },
      { rel: 'alternate', hreflang: 'si', href: 'https://volunteer.gov.lk/viewOpportunity/abc?lang=si' },
      { rel: 'alternate', hreflang: 'ta', href: 'https://volunteer.gov.lk/viewOpportunity/abc?lang=ta' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://volunteer.gov.lk/viewOpportunity/abc' },
    ]);
  });

  it('updates the tags the server wrote instead of adding a second copy, and keeps Open Graph in step', () => {
    const doc = fakeDocument([
      { tag: 'meta', attributes: { name: 'description', content: 'from the server' } },
      { tag: 'link', attributes: { rel: 'canonical', href: 'https://volunteer.gov.lk/viewOpportunity/abc' } },
      { tag: 'link', attributes: { rel: 'alternate', hreflang: 'en', href: 'old' } },
      { tag: 'meta', attributes: { property: 'og:title', content: 'old title' } },
      { tag: 'link', attributes: { rel: 'icon', href: '/favicon.svg' } },
    ]);
    applyHead(doc, head);
    applyHead(doc, { ...head, pathname: '/aboutus', title: 'About Us · NVP', name: 'About Us', description: 'About.' });
    expect(attributesOf(doc, 'meta')).toEqual([
      { name: 'description', content: 'About.' },
      { property: 'og:title', content: 'About Us' },
    ]);
    const links = attributesOf(doc, 'link');
    expect(links.filter((l) => l.rel === 'canonical')).toEqual([{ rel: 'canonical', href: 'https://volunteer.gov.lk/aboutus?lang=si' }]);
    expect(links.filter((l) => l.rel === 'alternate').map((l) => l.hreflang)).toEqual(['en', 'si', 'ta', 'x-default']);
    expect(links.find((l) => l.hreflang === 'en')?.href).toBe('https://volunteer.gov.lk/aboutus?lang=en');
    expect(links.find((l) => l.rel === 'icon')).toEqual({ rel: 'icon', href: '/favicon.svg' });
    // No og:description was written by the server: none is added.
    expect(attributesOf(doc, 'meta').some((m) => m.property === 'og:description')).toBe(false);
  });
});

describe('the meta descriptions (fetched after the first paint, per language)', () => {
  it('exist in the three languages, none blank, with the same placeholders', async () => {
    const { descriptionsEn } = await import('./descriptions.en');
    const { descriptionsSi } = await import('./descriptions.si');
    const { descriptionsTa } = await import('./descriptions.ta');
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const other of [descriptionsSi, descriptionsTa]) {
      expect(Object.keys(other).sort()).toEqual(Object.keys(descriptionsEn).sort());
      for (const [id, text] of Object.entries(descriptionsEn)) {
        expect(other[id as keyof typeof descriptionsEn].trim(), id).not.toBe('');
        expect(placeholders(other[id as keyof typeof descriptionsEn]), id).toEqual(placeholders(text));
      }
    }
  });

  it("a page's own text wins; else its description with the values filled in; else the site's", async () => {
    const { describePage } = await import('./head');
    const { descriptionsEn, descriptionsTa } = { ...(await import('./descriptions.en')), ...(await import('./descriptions.ta')) };
    expect(describePage(descriptionsEn, 'Help us clean the beach.')).toBe('Help us clean the beach.');
    expect(describePage(descriptionsEn, '  ')).toBe(descriptionsEn.site);
    expect(describePage(descriptionsEn, undefined)).toBe(descriptionsEn.site);
    expect(describePage(descriptionsEn, { id: 'aboutus' })).toBe(descriptionsEn.aboutus);
    const named = describePage(descriptionsTa, { id: 'vioProfile', values: { name: 'Coastal Care' } });
    expect(named).toContain('Coastal Care');
    expect(named).not.toContain('{name}');
  });
});
