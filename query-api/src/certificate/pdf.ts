import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, degrees, drawEllipse, drawLine, drawRectangle, drawSvgPath, rgb, setFillingColor, type PDFOperator, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { sdgGoals } from '@nvp/events';
import { woffToSfnt } from './woff';

/**
 * A certificate as a PDF (issue 29): A4, in the volunteer's language, every word shaped by HarfBuzz and drawn as the
 * glyphs' outlines (pdf-lib's own text cannot shape Sinhala or Tamil: conjuncts, vowel signs before their consonant,
 * the yansaya and rakaransaya need the fonts' GSUB/GPOS rules). Each distinct glyph is written once per document, as
 * a form XObject holding its outline as PDF path operators (font units, straight from HarfBuzz's outline: no SVG
 * string parsed), and every occurrence draws it with a transform (`q s 0 0 s x y cm /G Do Q`) in the fill colour
 * set around it. Pure apart from loading the fonts and HarfBuzz's wasm, once per process; the outlines and the
 * seal's drawing are kept for the process too.
 */
export type CertificateLanguage = 'en' | 'si' | 'ta';
export type Script = 'latin' | 'sinhala' | 'tamil';
type Weight = 400 | 700;

export interface CertificateFacts {
  id: string;
  kind: 'ENGAGEMENT' | 'ANNUAL';
  language: CertificateLanguage;
  name: string;
  vio?: string | null;
  opportunity?: string | null;
  year?: number | null;
  hours: number;
  period: { from: string; to: string };
  issuedAt: string;
  sdgs: number[];
  /** `<publicUrl>/verify/<id>`: the QR code's and the footer's address. */
  verifyUrl: string;
}

// ---- Fonts and shaping ----

type HarfBuzz = typeof import('harfbuzzjs');
interface LoadedFont {
  font: InstanceType<HarfBuzz['Font']>;
  upem: number;
  /** Glyph outlines as PDF path operators in font units (y up), filled (`f`), by glyph id; '' for a blank glyph. */
  outlines: Map<number, string>;
  /** The same deflated (a form XObject's stream as it is written), by glyph id; null for a blank glyph. */
  deflated: Map<number, Uint8Array | null>;
  /** The outlines' common box (font units), the form XObjects' BBox. */
  box: [number, number, number, number];
  /** A short name of the font (`s7`: Sinhala bold), in its glyphs' XObject names. */
  key: string;
}
interface Engine {
  hb: HarfBuzz;
  fonts: Record<`${Script}-${Weight}`, LoadedFont>;
}

const require = createRequire(import.meta.url);
/** The @fontsource Noto Sans file of a script's subset (Latin from the Sinhala family's latin subset). */
const fontFile = (script: Script, weight: Weight) => {
  const family = script === 'tamil' ? 'noto-sans-tamil' : 'noto-sans-sinhala';
  return require.resolve(`@fontsource/${family}/files/${family}-${script}-${weight}-normal.woff`);
};

let engine: Promise<Engine> | undefined;
/** HarfBuzz and the six fonts (three scripts × regular and bold), loaded on first use and kept for the process. */
export const loadEngine = () => {
  engine ??= (async () => {
    const hb = await import('harfbuzzjs');
    const load = async (script: Script, weight: Weight): Promise<LoadedFont> => {
      const face = new hb.Face(new hb.Blob(woffToSfnt(await readFile(fontFile(script, weight)))));
      const upem = face.upem;
      return { font: new hb.Font(face), upem, outlines: new Map(), deflated: new Map(), box: [-upem, -upem, 3 * upem, 2 * upem], key: `${script[0]}${weight / 100}` };
    };
    const scripts: Script[] = ['latin', 'sinhala', 'tamil'];
    const entries = await Promise.all(scripts.flatMap((s) => ([400, 700] as const).map(async (w) => [`${s}-${w}`, await load(s, w)] as const)));
    return { hb, fonts: Object.fromEntries(entries) as Engine['fonts'] };
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
};

const ZWJ_ZWNJ = /[\u200c\u200d]/;
/** The script of one character: Sinhala U+0D80–0DFF, Tamil U+0B80–0BFF, anything else Latin. */
export const scriptOf = (ch: string): Script => {
  const c = ch.codePointAt(0)!;
  if (c >= 0x0d80 && c <= 0x0dff) return 'sinhala';
  if (c >= 0x0b80 && c <= 0x0bff) return 'tamil';
  return 'latin';
};
/**
 * Text split into runs of one script. A zero-width joiner or non-joiner belongs to the Sinhala or Tamil run it sits
 * in (ශ්‍රී needs it there: the yansaya and rakaransaya are chosen with it); spaces, digits and punctuation are Latin
 * (the script subsets carry no space).
 */
export const runsOf = (text: string) => {
  const runs: { script: Script; text: string }[] = [];
  for (const ch of text) {
    const last = runs[runs.length - 1];
    const script = ZWJ_ZWNJ.test(ch) && last && last.script !== 'latin' ? last.script : scriptOf(ch);
    if (last && last.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  }
  return runs;
};

export interface PlacedGlyph {
  font: LoadedFont;
  script: Script;
  glyphId: number;
  /** In points from the run's start at the given size. */
  x: number;
  y: number;
}
type Shaped = { glyphs: PlacedGlyph[]; width: number };
const SHAPED_KEPT = 4000;
const shapedCache = new Map<string, Shaped>();
/**
 * Shapes text at `size` points: the glyphs placed from x = 0 on the baseline, and the advance width. Kept for the
 * process (a certificate's fixed words are the same on every one; wrapping measures a line, then draws it): at most
 * SHAPED_KEPT texts, then the cache starts again. Callers only read what it answers.
 */
export const shapeText = (e: Engine, text: string, size: number, weight: Weight = 400): Shaped => {
  const key = `${size}|${weight}|${text}`;
  let shaped = shapedCache.get(key);
  if (!shaped) {
    if (shapedCache.size >= SHAPED_KEPT) shapedCache.clear();
    shaped = shapeUncached(e, text, size, weight);
    shapedCache.set(key, shaped);
  }
  return shaped;
};
const shapeUncached = (e: Engine, text: string, size: number, weight: Weight): Shaped => {
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  for (const run of runsOf(text)) {
    const font = e.fonts[`${run.script}-${weight}`];
    const scale = size / font.upem;
    const buffer = new e.hb.Buffer();
    buffer.addText(run.text);
    buffer.guessSegmentProperties();
    e.hb.shape(font.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, i) => {
      const p = positions[i];
      glyphs.push({ font, script: run.script, glyphId: info.codepoint, x: pen + p.xOffset * scale, y: p.yOffset * scale });
      pen += p.xAdvance * scale;
    });
  }
  return { glyphs, width: pen };
};

/** A font-unit coordinate to a tenth of a unit (under 0.003 pt at 26 pt). */
const num = (n: number) => String(Math.round(n * 10) / 10);
/**
 * A glyph's outline as PDF path operators (font units, y up as in the font): HarfBuzz's moves, lines and cubic
 * curves as they are (m, l, c), its quadratic curves (TrueType) as the cubic curves equal to them, each contour
 * closed (h), the whole filled with the non-zero winding rule (f) as drawSvgPath filled it.
 */
export const outlineOf = (font: LoadedFont, glyphId: number) => {
  let ops = font.outlines.get(glyphId);
  if (ops === undefined) {
    const out: string[] = [];
    let [x, y] = [0, 0];
    for (const { type, values: v } of font.font.glyphToJson(glyphId)) {
      if (type === 'M' || type === 'L') {
        [x, y] = [v[0], v[1]];
        out.push(`${num(x)} ${num(y)} ${type === 'M' ? 'm' : 'l'}`);
      } else if (type === 'Q') {
        // A quadratic Bézier's control point q as a cubic's: c1 = p0 + 2/3 (q − p0), c2 = p + 2/3 (q − p).
        const [qx, qy, ex, ey] = v;
        out.push(`${num(x + (2 / 3) * (qx - x))} ${num(y + (2 / 3) * (qy - y))} ${num(ex + (2 / 3) * (qx - ex))} ${num(ey + (2 / 3) * (qy - ey))} ${num(ex)} ${num(ey)} c`);
        [x, y] = [ex, ey];
      } else if (type === 'C') {
        out.push(`${v.map(num).join(' ')} c`);
        [x, y] = [v[4], v[5]];
      } else if (type === 'Z') out.push('h');
    }
    ops = out.length ? `${out.join('\n')}\nf` : '';
    font.outlines.set(glyphId, ops);
  }
  return ops;
};

/**
 * One document's page, drawn as ONE content stream written here and deflated by node's zlib (pdf-lib would deflate
 * its own in pure JavaScript): pdf-lib's operator builders for the few shapes, raw operators for the glyphs and the
 * QR code. Each distinct glyph becomes one form XObject the first time the page draws it (its outline deflated
 * once per process); every occurrence draws it in the colour set around it.
 */
interface Canvas {
  page: PDFPage;
  /** Appends operators: pdf-lib's builders, or raw PDF operator text. */
  push: (...ops: (PDFOperator | string)[]) => void;
  /** The glyph's XObject name on this page (`/Gs7_123`: Sinhala bold, glyph 123), or undefined for a blank glyph (a space). */
  glyph: (font: LoadedFont, glyphId: number) => string | undefined;
  /** Registers an extended graphics state on the page under a fixed name. */
  graphicsState: (name: string, state: Record<string, number | string>) => void;
  /** Writes the content stream to the page: once, last. */
  finish: () => void;
}
const canvasOf = (doc: PDFDocument, page: PDFPage): Canvas => {
  const content: string[] = [];
  const names = new Map<LoadedFont, Map<number, string | undefined>>();
  return {
    page,
    push: (...ops) => {
      for (const op of ops) content.push(op.toString());
    },
    glyph(font, glyphId) {
      let ofFont = names.get(font);
      if (!ofFont) names.set(font, (ofFont = new Map()));
      if (ofFont.has(glyphId)) return ofFont.get(glyphId);
      let bytes = font.deflated.get(glyphId);
      if (bytes === undefined) {
        const outline = outlineOf(font, glyphId);
        bytes = outline ? new Uint8Array(deflateSync(outline)) : null;
        font.deflated.set(glyphId, bytes);
      }
      let name: string | undefined;
      if (bytes) {
        const key = PDFName.of(`G${font.key}_${glyphId}`);
        page.node.setXObject(key, doc.context.register(doc.context.stream(bytes, { Type: 'XObject', Subtype: 'Form', BBox: font.box, Filter: 'FlateDecode' })));
        name = key.toString();
      }
      ofFont.set(glyphId, name);
      return name;
    },
    graphicsState: (name, state) => page.node.setExtGState(PDFName.of(name), doc.context.obj(state)),
    finish: () => page.node.addContentStream(doc.context.register(doc.context.stream(new Uint8Array(deflateSync(content.join('\n'))), { Filter: 'FlateDecode' }))),
  };
};

// ---- Words ----

const texts: Record<
  CertificateLanguage,
  {
    platform: string;
    title: string;
    certifies: string;
    engagement: (vio: string) => string;
    annual: (year: number) => string;
    opportunity: string;
    period: (from: string, to: string) => string;
    hours: (hours: string) => string;
    sdgs: string;
    issued: (date: string) => string;
    verify: string;
    number: (id: string) => string;
  }
> = {
  en: {
    platform: 'National Volunteering Platform',
    title: 'Certificate of Volunteer Service',
    certifies: 'This certifies that',
    engagement: (vio) => `volunteered with ${vio}`,
    annual: (year) => `volunteered through the National Volunteering Platform in ${year}`,
    opportunity: 'Opportunity',
    period: (from, to) => (from === to ? `On ${from}` : `From ${from} to ${to}`),
    hours: (hours) => `Confirmed hours: ${hours}`,
    sdgs: 'Sustainable Development Goals',
    issued: (date) => `Issued on ${date}`,
    verify: 'Verify this certificate at',
    number: (id) => `Certificate ${id}`,
  },
  si: {
    platform: 'ජාතික ස්වේච්ඡා සේවා වේදිකාව',
    title: 'ස්වේච්ඡා සේවා සහතිකය',
    certifies: 'මෙයින් සහතික කරනු ලබන්නේ',
    engagement: (vio) => `${vio} සමඟ ස්වේච්ඡා සේවයේ නිරත වූ බවයි`,
    annual: (year) => `${year} වසරේ ජාතික ස්වේච්ඡා සේවා වේදිකාව හරහා ස්වේච්ඡා සේවයේ නිරත වූ බවයි`,
    opportunity: 'ස්වේච්ඡා අවස්ථාව',
    period: (from, to) => (from === to ? `${from} දින` : `${from} සිට ${to} දක්වා`),
    hours: (hours) => `තහවුරු කළ පැය ගණන: ${hours}`,
    sdgs: 'තිරසාර සංවර්ධන ඉලක්ක',
    issued: (date) => `නිකුත් කළ දිනය: ${date}`,
    verify: 'මෙම සහතිකය තහවුරු කර ගැනීමට',
    number: (id) => `සහතික අංකය: ${id}`,
  },
  ta: {
    platform: 'தேசிய தன்னார்வத் தொண்டு தளம்',
    title: 'தன்னார்வ சேவைச் சான்றிதழ்',
    certifies: 'இதன் மூலம் சான்றளிக்கப்படுவது',
    engagement: (vio) => `${vio} உடன் தன்னார்வத் தொண்டில் ஈடுபட்டார்`,
    annual: (year) => `${year} ஆம் ஆண்டில் தேசிய தன்னார்வத் தொண்டு தளத்தின் மூலம் தன்னார்வத் தொண்டில் ஈடுபட்டார்`,
    opportunity: 'தன்னார்வ வாய்ப்பு',
    period: (from, to) => (from === to ? `${from} அன்று` : `${from} முதல் ${to} வரை`),
    hours: (hours) => `உறுதிப்படுத்தப்பட்ட மணிநேரம்: ${hours}`,
    sdgs: 'நிலைபேறான அபிவிருத்தி இலக்குகள்',
    issued: (date) => `வழங்கப்பட்ட திகதி: ${date}`,
    verify: 'இந்தச் சான்றிதழைச் சரிபார்க்க',
    number: (id) => `சான்றிதழ் இலக்கம்: ${id}`,
  },
};
export const certificateTitle = (language: CertificateLanguage) => texts[language].title;

const locales: Record<CertificateLanguage, string> = { en: 'en-GB', si: 'si-LK', ta: 'ta-LK' };
/** A day (YYYY-MM-DD, or a moment's Colombo day) in the language's words: "5 June 2027". */
export const dayInWords = (day: string, language: CertificateLanguage) =>
  new Intl.DateTimeFormat(locales[language], { timeZone: day.length === 10 ? 'UTC' : 'Asia/Colombo', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(day.length === 10 ? `${day}T00:00:00Z` : day),
  );
const hoursInWords = (hours: number, language: CertificateLanguage) => new Intl.NumberFormat(locales[language], { maximumFractionDigits: 2 }).format(hours);
const sdgName = (n: number, language: CertificateLanguage) => {
  const goal = sdgGoals.find((g) => g.sdg_number === n);
  if (!goal) return undefined;
  return { name: language === 'si' ? goal.sinhala_name : language === 'ta' ? goal.tamil_name : goal.name, colour: goal.colour };
};

// ---- Drawing ----

const A4: [number, number] = [595.28, 841.89];
const INK = rgb(0.13, 0.16, 0.2);
const GREEN = rgb(0.05, 0.37, 0.3);
const GOLD = rgb(0.72, 0.55, 0.16);
const MUTED = rgb(0.35, 0.38, 0.42);
const hex = (colour: string) => rgb(parseInt(colour.slice(1, 3), 16) / 255, parseInt(colour.slice(3, 5), 16) / 255, parseInt(colour.slice(5, 7), 16) / 255);

interface TextStyle {
  size: number;
  weight?: Weight;
  color?: RGB;
  align?: 'left' | 'center';
}

/** Draws shaped text; long text wraps at spaces within `maxWidth`. Answers the y below the last line. */
const drawText = (canvas: Canvas, e: Engine, text: string, x: number, y: number, style: TextStyle & { maxWidth?: number; leading?: number }) => {
  const { page } = canvas;
  const { size, weight = 400, color = INK, align = 'left' } = style;
  const maxWidth = style.maxWidth ?? page.getWidth() - 2 * x;
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const line = lines.length ? `${lines[lines.length - 1]} ${word}` : word;
    if (lines.length && shapeText(e, line, size, weight).width > maxWidth) lines.push(word);
    else if (lines.length) lines[lines.length - 1] = line;
    else lines.push(word);
  }
  let baseline = y;
  for (const line of lines) {
    const shaped = shapeText(e, line, size, weight);
    const left = align === 'center' ? (page.getWidth() - shaped.width) / 2 : x;
    canvas.push('q', setFillingColor(color));
    for (const g of shaped.glyphs) {
      const name = canvas.glyph(g.font, g.glyphId);
      const scale = fixed(size / g.font.upem);
      if (name) canvas.push(`q ${scale} 0 0 ${scale} ${fixed(left + g.x)} ${fixed(baseline + g.y)} cm ${name} Do Q`);
    }
    canvas.push('Q');
    baseline -= style.leading ?? size * 1.45;
  }
  return baseline;
};

/** A number for a content stream: at most six decimals (so never in exponent notation: that starts below 1e-6). */
const fixed = (n: number) => String(Math.round(n * 1e6) / 1e6);

const SEAL_STATE = 'SealPetals';
const seals = new Map<number, string>();
/**
 * The platform's seal: a gold ring of beads around an eight-petalled green rosette, the petals at 90 % opacity (the
 * page's SEAL_STATE). The same on every certificate: its operators are built once per process (pdf-lib's builders),
 * around the origin; the page moves it into place.
 */
const sealOperators = (r: number) => {
  const ops: PDFOperator[] = [];
  const circle = (x: number, y: number, size: number, style: { color?: RGB; borderColor?: RGB; borderWidth?: number }) =>
    ops.push(...drawEllipse({ x, y, xScale: size, yScale: size, color: style.color, borderColor: style.borderColor, borderWidth: style.borderWidth ?? 0 }));
  circle(0, 0, r, { color: rgb(1, 0.98, 0.92), borderColor: GOLD, borderWidth: 2.5 });
  circle(0, 0, r * 0.8, { borderColor: GREEN, borderWidth: 1 });
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * 2 * Math.PI;
    circle(Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9, r * 0.025, { color: GOLD });
  }
  // A petal from the centre outwards, rotated eight times (SVG coordinates: y down, relative to the centre).
  const petal = (angle: number) => {
    const p = (x: number, y: number) => `${(x * Math.cos(angle) - y * Math.sin(angle)).toFixed(2)},${(x * Math.sin(angle) + y * Math.cos(angle)).toFixed(2)}`;
    const len = r * 0.68;
    return `M${p(0, 0)} C${p(len * 0.32, -len * 0.3)} ${p(len * 0.28, -len * 0.8)} ${p(0, -len)} C${p(-len * 0.28, -len * 0.8)} ${p(-len * 0.32, -len * 0.3)} ${p(0, 0)} Z`;
  };
  for (let i = 0; i < 8; i++)
    ops.push(...drawSvgPath(petal((i * Math.PI) / 4), { x: 0, y: 0, scale: undefined, color: i % 2 ? GOLD : GREEN, borderColor: undefined, borderWidth: 0, graphicsState: SEAL_STATE }));
  circle(0, 0, r * 0.14, { color: rgb(1, 0.98, 0.92), borderColor: GREEN, borderWidth: 1.2 });
  return ops.map(String).join('\n');
};
const drawSeal = (canvas: Canvas, cx: number, cy: number, r: number) => {
  let seal = seals.get(r);
  if (!seal) seals.set(r, (seal = sealOperators(r)));
  canvas.graphicsState(SEAL_STATE, { Type: 'ExtGState', ca: 0.9 });
  canvas.push(`q 1 0 0 1 ${fixed(cx)} ${fixed(cy)} cm`, seal, 'Q');
};

/** The QR code of `text` as one filled path of dark squares (one `re` each), `size` points wide, its top-left corner at (x, top). */
const drawQr = (canvas: Canvas, text: string, x: number, top: number, size: number) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  rectangle(canvas, { x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  // Module (col, row) counted from the top-left corner: y grows downwards in the cells' own coordinates.
  const squares: string[] = [];
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) squares.push(`${col + quiet} ${row + quiet} 1 1 re`);
  canvas.push(`q ${fixed(cell)} 0 0 ${fixed(-cell)} ${fixed(x)} ${fixed(top)} cm 0 0 0 rg`, squares.join('\n'), 'f Q');
};

const noTransform = { rotate: degrees(0), xSkew: degrees(0), ySkew: degrees(0) };
const rectangle = (canvas: Canvas, options: { x: number; y: number; width: number; height: number; color?: RGB; borderColor?: RGB; borderWidth?: number }) =>
  canvas.push(...drawRectangle({ ...noTransform, ...options, color: options.color, borderColor: options.borderColor, borderWidth: options.borderWidth ?? 0 }));

/** The certificate's PDF bytes. */
export const certificatePdf = async (facts: CertificateFacts): Promise<Uint8Array> => {
  const e = await loadEngine();
  const t = texts[facts.language];
  const l = facts.language;
  const doc = await PDFDocument.create();
  const subject = facts.kind === 'ENGAGEMENT' ? (facts.opportunity ?? '') : String(facts.year ?? '');
  doc.setTitle(`${t.title}: ${facts.name}${subject ? ` — ${subject}` : ''}`, { showInWindowTitleBar: true });
  doc.setAuthor(t.platform);
  doc.setSubject(t.number(facts.id));
  doc.setLanguage(locales[l]);
  doc.setCreator(t.platform);
  doc.setProducer(t.platform);
  doc.setCreationDate(new Date(facts.issuedAt));
  doc.setModificationDate(new Date(facts.issuedAt));
  const page = doc.addPage(A4);
  const canvas = canvasOf(doc, page);
  const [W, H] = A4;

  // A double frame.
  rectangle(canvas, { x: 20, y: 20, width: W - 40, height: H - 40, borderColor: GREEN, borderWidth: 3 });
  rectangle(canvas, { x: 28, y: 28, width: W - 56, height: H - 56, borderColor: GOLD, borderWidth: 1 });

  drawSeal(canvas, W / 2, H - 110, 48);
  let y = H - 190;
  y = drawText(canvas, e, t.platform, 0, y, { size: 13, weight: 700, color: GREEN, align: 'center' });
  y = drawText(canvas, e, t.title, 0, y - 14, { size: 26, weight: 700, align: 'center', leading: 36 });
  y = drawText(canvas, e, t.certifies, 0, y - 10, { size: 13, color: MUTED, align: 'center' });
  y = drawText(canvas, e, facts.name, 0, y - 8, { size: 24, weight: 700, color: GREEN, align: 'center', maxWidth: W - 120, leading: 32 });
  canvas.push(...drawLine({ start: { x: W / 2 - 120, y: y + 18 }, end: { x: W / 2 + 120, y: y + 18 }, thickness: 0.8, color: GOLD }));
  // An organisation whose name is gone (erased) is not left blank: the platform stands in.
  const line = facts.kind === 'ENGAGEMENT' ? t.engagement(facts.vio || t.platform) : t.annual(facts.year ?? 0);
  y = drawText(canvas, e, line, 0, y - 6, { size: 14, align: 'center', maxWidth: W - 140, leading: 21 });
  if (facts.kind === 'ENGAGEMENT' && facts.opportunity) {
    y = drawText(canvas, e, t.opportunity, 0, y - 8, { size: 11, color: MUTED, align: 'center' });
    y = drawText(canvas, e, facts.opportunity, 0, y, { size: 17, weight: 700, align: 'center', maxWidth: W - 140, leading: 24 });
  }
  y = drawText(canvas, e, t.period(dayInWords(facts.period.from, l), dayInWords(facts.period.to, l)), 0, y - 6, { size: 13, align: 'center' });
  y = drawText(canvas, e, t.hours(hoursInWords(facts.hours, l)), 0, y - 4, { size: 16, weight: 700, color: GREEN, align: 'center' });

  const goals = facts.sdgs.map((n) => ({ n, goal: sdgName(n, l) })).filter((g) => g.goal);
  if (goals.length) {
    y = drawText(canvas, e, t.sdgs, 0, y - 10, { size: 11, color: MUTED, align: 'center' });
    for (const { n, goal } of goals.slice(0, 6)) {
      const label = `${n}. ${goal!.name}`;
      const width = shapeText(e, label, 11).width;
      const left = (W - width - 16) / 2;
      rectangle(canvas, { x: left, y: y - 1, width: 10, height: 10, color: hex(goal!.colour) });
      drawText(canvas, e, label, left + 16, y, { size: 11, maxWidth: W });
      y -= 17;
    }
  }

  // The footer: when issued, the number, and where to verify it (also as a QR code).
  const qrSize = 104;
  drawQr(canvas, facts.verifyUrl, W - 60 - qrSize, 60 + qrSize, qrSize);
  let fy = 60 + qrSize - 12;
  fy = drawText(canvas, e, t.issued(dayInWords(facts.issuedAt, l)), 60, fy, { size: 11, maxWidth: W - 200 });
  fy = drawText(canvas, e, t.number(facts.id), 60, fy, { size: 10, color: MUTED, maxWidth: W - 200 });
  fy = drawText(canvas, e, t.verify, 60, fy - 6, { size: 10, color: MUTED, maxWidth: W - 200 });
  drawText(canvas, e, facts.verifyUrl, 60, fy, { size: 9, color: GREEN, maxWidth: W - 200 });
  canvas.finish();

  return doc.save({ useObjectStreams: true });
};
