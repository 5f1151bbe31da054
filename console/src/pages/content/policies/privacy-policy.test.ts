import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminPermissions, catalogue, PRERENDERED_PAGES, sealedSchema, volunteerBioProfileFields, type Language } from '@nvp/events';
import { policyKeys, policyPath, policyTexts, policyVersions, type PolicyBlock, type PolicySection, type PolicyText } from './policy';
import { clearBioFields, describedPermissions, sealedParts, storedDataCategories } from './privacy-data';

/**
 * The privacy policy kept honest against the code (issue 27): what the event catalogue seals, what the bio keeps
 * readable and which admin permissions exist must each be in the policy; its three languages must be the same
 * document (sections, anchors, lists) and really written in Sinhala and Tamil.
 */
const LANGUAGES: Language[] = ['en', 'si', 'ta'];

/** The paths of every sealed part of a zod schema (the vault's `{ $sealed: 'v1', … }` objects), at any depth. */
export const sealedPaths = (schema: z.ZodType, at = ''): string[] => {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const join = (key: string) => (at ? `${at}.${key}` : key);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      if ('$sealed' in shape) return [at];
      return Object.entries(shape).flatMap(([key, value]) => sealedPaths(value, join(key)));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sealedPaths(def.innerType as z.ZodType, at);
    case 'array':
      return sealedPaths(def.element as z.ZodType, `${at}[]`);
    case 'record':
      return sealedPaths(def.valueType as z.ZodType, `${at}{}`);
    case 'union':
      return [...new Set((def.options as z.ZodType[]).flatMap((option) => sealedPaths(option, at)))];
    case 'intersection':
      return [...sealedPaths(def.left as z.ZodType, at), ...sealedPaths(def.right as z.ZodType, at)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, i) => sealedPaths(item, join(String(i))));
    case 'pipe':
      return sealedPaths(def.in as z.ZodType, at);
    case 'lazy':
      return sealedPaths((def.getter as () => z.ZodType)(), at);
    default:
      return [];
  }
};

/** Every sealed part of the platform's event catalogue, as `<event type>.<path>`. */
const catalogueSealedParts = () => catalogue.definitions.flatMap((d) => sealedPaths(d.schema as z.ZodType).map((path) => `${d.type}.${path}`));

const load = (key: (typeof policyKeys)[number], language: Language) => policyTexts[key][language]();

/** Every text of a document (summary, headings, paragraphs, list items), for the script checks. */
const textsOf = (text: PolicyText): string[] => {
  const ofBlock = (block: PolicyBlock): string[] => (typeof block === 'string' ? [block] : block.list.flatMap((item) => (typeof item === 'string' ? [item] : [...item])));
  const ofSection = (section: PolicySection): string[] => [section.heading, ...section.blocks.flatMap(ofBlock), ...(section.sections ?? []).flatMap(ofSection)];
  return [text.summary, ...text.sections.flatMap(ofSection)];
};

/** A document's shape without its words: anchors, kinds of block, list lengths and which items have a term. */
const shapeOf = (text: PolicyText) => {
  const ofBlock = (block: PolicyBlock) => (typeof block === 'string' ? 'p' : block.list.map((item) => (typeof item === 'string' ? 'item' : 'term')));
  const ofSection = (section: PolicySection): unknown => ({ id: section.id, blocks: section.blocks.map(ofBlock), sections: (section.sections ?? []).map(ofSection) });
  return text.sections.map(ofSection);
};

/** Letters of a script, and Latin letters, outside the secretariat's blanks' English product names (HTTPS, SMS…). */
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
const SCRIPT = { si: /[\u0D80-\u0DFF]/g, ta: /[\u0B80-\u0BFF]/g } as const;

describe('the sealed-part finder', () => {
  it('finds sealed parts at any depth: nested, optional, in arrays and unions; none in a schema without them', () => {
    const schema = z.object({
      id: z.string(),
      personal: sealedSchema,
      notify: z.object({ volunteer: sealedSchema.optional(), others: z.array(z.union([z.string(), sealedSchema])) }),
      profile: z.object({ gender: z.string() }),
    });
    expect(sealedPaths(schema)).toEqual(['personal', 'notify.volunteer', 'notify.others[]']);
    expect(sealedPaths(z.object({ id: z.string(), profile: z.object({ gender: z.string() }) }))).toEqual([]);
  });
  it('finds the known sealed parts of the platform catalogue', () => {
    const found = catalogueSealedParts();
    expect(found).toContain('VolunteerBioSubmitted.personal');
    expect(found).toContain('ApplicationSubmitted.vioContact');
    expect(found).toContain('ApplicationApproved.notify.volunteer');
    expect(found.length).toBeGreaterThan(30);
  });
});

describe('the privacy policy says what the platform stores', () => {
  it('every sealed part of the event catalogue belongs to exactly one category of "What we store", and no listed part is gone', () => {
    const found = catalogueSealedParts();
    const listed = Object.values(sealedParts).flat();
    // A new sealed field needs its category in privacy-data.ts (and the policy's text for that category to say so).
    expect(found.filter((part) => !listed.includes(part)), 'sealed parts the policy does not place').toEqual([]);
    expect(listed.filter((part) => !found.includes(part)), 'parts the policy places that the catalogue no longer seals').toEqual([]);
    expect(listed.filter((part, i) => listed.indexOf(part) !== i), 'parts placed twice').toEqual([]);
  });

  it('each category has its own subsection of "What we store", in every language, in the same order', async () => {
    for (const language of LANGUAGES) {
      const text = await load('privacy-policy', language);
      const store = text.sections.find((section) => section.id === 'what-we-store');
      expect(store, language).toBeDefined();
      expect(store!.sections?.map((section) => section.id), language).toEqual(storedDataCategories.map((category) => `store-${category}`));
      for (const section of store!.sections ?? []) expect(section.blocks.join('').length, `${language} ${section.id}`).toBeGreaterThan(80);
    }
  });

  it("the bio's answers it says are kept readable are exactly those the catalogue keeps outside the seal", () => {
    expect([...clearBioFields].sort()).toEqual([...volunteerBioProfileFields].sort());
  });

  it('"Who sees what" describes every administrator permission, one item each, in every language', async () => {
    expect([...describedPermissions].sort()).toEqual([...adminPermissions].sort());
    for (const language of LANGUAGES) {
      const text = await load('privacy-policy', language);
      const lists = text.sections.find((section) => section.id === 'who-sees')!.blocks.filter((block) => typeof block !== 'string');
      expect(lists.map((list) => list.list.length), language).toEqual([5, describedPermissions.length]);
    }
  });

  it('has the sections the Personal Data Protection Act asks for, erasure included', async () => {
    const text = await load('privacy-policy', 'en');
    expect(text.sections.map((section) => section.id)).toEqual(['controller', 'what-we-store', 'purposes', 'who-sees', 'retention', 'erasure', 'rights', 'security', 'cross-border', 'authority', 'changes']);
    expect(textsOf(text).join(' ')).toMatch(/Personal Data Protection Act No\. 9 of 2022/);
  });
});

describe('every policy document', () => {
  it('is the same document in English, Sinhala and Tamil: sections, anchors, paragraphs and lists', async () => {
    for (const key of policyKeys) {
      const english = shapeOf(await load(key, 'en'));
      expect(english.length, key).toBeGreaterThan(5);
      for (const language of ['si', 'ta'] as const) expect(shapeOf(await load(key, language)), `${key} ${language}`).toEqual(english);
    }
  });

  it('is written in Sinhala and in Tamil, every heading, paragraph and item, not left in English', async () => {
    for (const key of policyKeys) {
      for (const language of ['si', 'ta'] as const) {
        for (const text of textsOf(await load(key, language))) {
          expect(count(text, SCRIPT[language]), `${key} ${language}: ${text.slice(0, 60)}`).toBeGreaterThan(count(text, /[A-Za-z]/g));
        }
      }
    }
  });

  it('marks the same blanks for the secretariat in every language', async () => {
    for (const key of policyKeys) {
      const blanks = async (language: Language) => textsOf(await load(key, language)).join(' ').match(/\[\[.+?\]\]/g)?.length ?? 0;
      const english = await blanks('en');
      expect(await blanks('si'), key).toBe(english);
      expect(await blanks('ta'), key).toBe(english);
    }
  });

  it('is a dated, versioned draft, prerendered as a public page', () => {
    for (const key of policyKeys) {
      expect(policyVersions[key].version, key).toMatch(/^\d+\.\d+$/);
      expect(policyVersions[key].date, key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(PRERENDERED_PAGES as readonly string[], key).toContain(policyPath(key));
    }
  });
});
