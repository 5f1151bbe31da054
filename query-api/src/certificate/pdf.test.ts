import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFDocument, PDFName } from 'pdf-lib';
import { certificatePdf, certificateTitle, loadEngine, runsOf, shapeText } from './pdf';
import { woffToSfnt } from './woff';

const require = createRequire(import.meta.url);
const woffOf = (file: string) => new Uint8Array(readFileSync(require.resolve(`@fontsource/noto-sans-sinhala/files/${file}`)));
const tag = (s: string) => s.split('').reduce((n, c) => n * 256 + c.charCodeAt(0), 0) >>> 0;

/** A WOFF 1.0 file written by hand: tables given out of tag order, one stored as it is, one compressed. */
const handMadeWoff = () => {
  const stored = new Uint8Array([1, 2, 3, 4, 5]); // 5 bytes: padded to 8 in the sfnt
  const plain = new Uint8Array(64).fill(7);
  const compressed = new Uint8Array(deflateSync(plain));
  const tables = [
    { tag: tag('zzzz'), data: stored, origLength: stored.length, checksum: 0x11111111 },
    { tag: tag('aaaa'), data: compressed, origLength: plain.length, checksum: 0x22222222 },
  ];
  const header = 44 + tables.length * 20;
  let offset = header;
  const placed = tables.map((t) => {
    const at = offset;
    offset += (t.data.length + 3) & ~3;
    return { ...t, at };
  });
  const out = new Uint8Array(offset);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x774f4646);
  view.setUint32(4, 0x00010000);
  view.setUint32(8, offset);
  view.setUint16(12, tables.length);
  placed.forEach((t, i) => {
    const at = 44 + i * 20;
    view.setUint32(at, t.tag);
    view.setUint32(at + 4, t.at);
    view.setUint32(at + 8, t.data.length);
    view.setUint32(at + 12, t.origLength);
    view.setUint32(at + 16, t.checksum);
    out.set(t.data, t.at);
  });
  return { woff: out, plain, stored };
};

describe('WOFF 1.0 → sfnt', () => {
  it('inflates compressed tables, copies stored ones, and lays them out sorted by tag and 4-byte aligned', () => {
    const { woff, plain, stored } = handMadeWoff();
    const sfnt = woffToSfnt(woff);
    const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    expect(view.getUint32(0)).toBe(0x00010000);
    expect(view.getUint16(4)).toBe(2);
    expect([view.getUint16(6), view.getUint16(8), view.getUint16(10)]).toEqual([32, 1, 0]); // searchRange, entrySelector, rangeShift
    const record = (i: number) => ({ tag: view.getUint32(12 + i * 16), checksum: view.getUint32(16 + i * 16), offset: view.getUint32(20 + i * 16), length: view.getUint32(24 + i * 16) });
    const [a, z] = [record(0), record(1)];
    expect([a.tag, z.tag]).toEqual([tag('aaaa'), tag('zzzz')]);
    expect([a.checksum, z.checksum]).toEqual([0x22222222, 0x11111111]);
    expect(a.offset).toBe(12 + 2 * 16);
    expect([...sfnt.subarray(a.offset, a.offset + a.length)]).toEqual([...plain]);
    expect(z.offset).toBe(a.offset + 64);
    expect([...sfnt.subarray(z.offset, z.offset + z.length)]).toEqual([...stored]);
    expect(sfnt.byteLength).toBe(z.offset + 8);
  });

  it('gives a real font whose tables match their recorded checksums (every table but head, which holds the adjustment)', () => {
    const sfnt = woffToSfnt(woffOf('noto-sans-sinhala-sinhala-400-normal.woff'));
    const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
    const tables = view.getUint16(4);
    expect(tables).toBeGreaterThan(8);
    const names: string[] = [];
    for (let i = 0; i < tables; i++) {
      const at = 12 + i * 16;
      const name = String.fromCharCode(...sfnt.subarray(at, at + 4));
      names.push(name);
      const [checksum, offset, length] = [view.getUint32(at + 4), view.getUint32(at + 8), view.getUint32(at + 12)];
      expect(offset % 4).toBe(0);
      if (name === 'head') continue;
      let sum = 0;
      for (let p = offset; p < offset + ((length + 3) & ~3); p += 4) sum = (sum + (p + 4 <= sfnt.byteLength ? view.getUint32(p) : 0)) >>> 0;
      expect(sum, name).toBe(checksum);
    }
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(expect.arrayContaining(['GSUB', 'cmap', 'glyf', 'head']));
  });

  it('refuses what is not WOFF 1.0, and a file cut short', () => {
    expect(() => woffToSfnt(new Uint8Array(60))).toThrow('Not a WOFF 1.0 font');
    const { woff } = handMadeWoff();
    expect(() => woffToSfnt(woff.subarray(0, 70))).toThrow();
  });
});

describe('shaping', () => {
  it('splits text into runs by script, a zero-width joiner staying in its Sinhala run', () => {
    expect(runsOf('ශ්‍රී ලංකා, Sri Lanka இலங்கை')).toEqual([
      { script: 'sinhala', text: 'ශ්‍රී' },
      { script: 'latin', text: ' ' },
      { script: 'sinhala', text: 'ලංකා' },
      { script: 'latin', text: ', Sri Lanka ' },
      { script: 'tamil', text: 'இலங்கை' },
    ]);
  });

  it('really shapes Sinhala and Tamil: glyphs reordered and joined, not one per code point', async () => {
    const e = await loadEngine();
    const nominal = (script: 'sinhala' | 'tamil', text: string) => [...text].map((c) => e.fonts[`${script}-400`].font.nominalGlyph(c.codePointAt(0)!));
    const shaped = (text: string) => shapeText(e, text, 12).glyphs.map((g) => g.glyphId);
    // කෙ: the kombuva (U+0DD9) is written before the consonant it follows in the text.
    expect(shaped('කෙ')).toEqual([...nominal('sinhala', 'කෙ')].reverse());
    // ශ්‍රී (Sri): the consonant, virama, joiner, ra and vowel become the conjunct with its rakaransaya: two glyphs, not five.
    expect(nominal('sinhala', 'ශ්‍රී')).toHaveLength(5);
    expect(shaped('ශ්‍රී')).toHaveLength(2);
    expect(shaped('ශ්‍රී')).not.toEqual(expect.arrayContaining(nominal('sinhala', 'ශ්‍රී') as number[]));
    // கொ: the two-part vowel sign is split around the consonant.
    const ko = shaped('கொ');
    expect(ko).toHaveLength(3);
    expect(ko[1]).toBe(nominal('tamil', 'க')[0]);
  });
});

describe('the certificate PDF', () => {
  const facts = {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    kind: 'ENGAGEMENT' as const,
    name: 'නිමල් පෙරේරා',
    vio: 'Green Lanka Foundation',
    opportunity: 'Beach clean-up',
    hours: 12.5,
    period: { from: '2027-06-05', to: '2027-06-12' },
    issuedAt: '2027-06-20T04:00:00.000Z',
    sdgs: [14, 13],
    verifyUrl: 'https://volunteer.example.lk/verify/AbCdEfGhIjKlMnOpQrStUv',
  };
  it('is one A4 page named in the volunteer’s language', async () => {
    for (const language of ['si', 'ta', 'en'] as const) {
      const bytes = await certificatePdf({ ...facts, language });
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBe(1);
      const { width, height } = doc.getPage(0).getSize();
      expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
      expect(doc.getTitle()).toBe(`${certificateTitle(language)}: නිමල් පෙරේරා — Beach clean-up`);
      expect(doc.catalog.get(PDFName.of('Lang'))?.toString()).toContain({ si: 'si-LK', ta: 'ta-LK', en: 'en-GB' }[language]);
    }
    expect(certificateTitle('si')).toBe('ස්වේච්ඡා සේවා සහතිකය');
  });
});
