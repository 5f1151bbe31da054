import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import QRCode from 'qrcode';
import { sdgGoals } from '@nvp/events';
import { woffToSfnt } from './woff';

/**
 * A certificate as a PDF (issue 29): A4, in the volunteer's language, every word shaped by HarfBuzz and drawn as the
 * glyphs' outlines (pdf-lib's own text cannot shape Sinhala or Tamil: conjuncts, vowel signs before their consonant,
 * the yansaya and rakaransaya need the fonts' GSUB/GPOS rules). Pure apart from loading the fonts and HarfBuzz's
 * wasm, once per process.
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
  /** Glyph outlines as SVG paths with y pointing down (pdf-lib's drawSvgPath flips y), by glyph id. */
  paths: Map<number, string>;
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
      return { font: new hb.Font(face), upem: face.upem, paths: new Map() };
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
/** Shapes text at `size` points: the glyphs placed from x = 0 on the baseline, and the advance width. */
export const shapeText = (e: Engine, text: string, size: number, weight: Weight = 400) => {
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

/** HarfBuzz's outline (font units, y up) with y negated: drawSvgPath draws SVG's y-down coordinates. */
const pathOf = (font: LoadedFont, glyphId: number) => {
  let path = font.paths.get(glyphId);
  if (path === undefined) {
    let coordinate = 0;
    path = font.font.glyphToPath(glyphId).replace(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g, (n) => (coordinate++ % 2 === 1 ? String(-Number(n)) : n));
    font.paths.set(glyphId, path);
  }
  return path;
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
const drawText = (page: PDFPage, e: Engine, text: string, x: number, y: number, style: TextStyle & { maxWidth?: number; leading?: number }) => {
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
    for (const g of shaped.glyphs) {
      const path = pathOf(g.font, g.glyphId);
      if (path) page.drawSvgPath(path, { x: left + g.x, y: baseline + g.y, scale: size / g.font.upem, color });
    }
    baseline -= style.leading ?? size * 1.45;
  }
  return baseline;
};

/** The platform's seal, drawn: a gold ring of beads around an eight-petalled green rosette. */
const drawSeal = (page: PDFPage, cx: number, cy: number, r: number) => {
  page.drawCircle({ x: cx, y: cy, size: r, color: rgb(1, 0.98, 0.92), borderColor: GOLD, borderWidth: 2.5 });
  page.drawCircle({ x: cx, y: cy, size: r * 0.8, borderColor: GREEN, borderWidth: 1 });
  for (let i = 0; i < 36; i++) {
    const a = (i / 36) * 2 * Math.PI;
    page.drawCircle({ x: cx + Math.cos(a) * r * 0.9, y: cy + Math.sin(a) * r * 0.9, size: r * 0.025, color: GOLD });
  }
  // A petal from the centre outwards, rotated eight times (SVG coordinates: y down, relative to the centre).
  const petal = (angle: number) => {
    const p = (x: number, y: number) => `${(x * Math.cos(angle) - y * Math.sin(angle)).toFixed(2)},${(x * Math.sin(angle) + y * Math.cos(angle)).toFixed(2)}`;
    const len = r * 0.68;
    return `M${p(0, 0)} C${p(len * 0.32, -len * 0.3)} ${p(len * 0.28, -len * 0.8)} ${p(0, -len)} C${p(-len * 0.28, -len * 0.8)} ${p(-len * 0.32, -len * 0.3)} ${p(0, 0)} Z`;
  };
  for (let i = 0; i < 8; i++) page.drawSvgPath(petal((i * Math.PI) / 4), { x: cx, y: cy, color: i % 2 ? GOLD : GREEN, opacity: 0.9 });
  page.drawCircle({ x: cx, y: cy, size: r * 0.14, color: rgb(1, 0.98, 0.92), borderColor: GREEN, borderWidth: 1.2 });
};

/** The QR code of `text` as one path of dark squares, `size` points wide, its top-left corner at (x, top). */
const drawQr = (page: PDFPage, text: string, x: number, top: number, size: number) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++) if (modules.get(row, col)) path += `M${col + quiet},${row + quiet}h1v1h-1z`;
  page.drawSvgPath(path, { x, y: top, scale: cell, color: rgb(0, 0, 0) });
};

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
  const [W, H] = A4;

  // A double frame.
  page.drawRectangle({ x: 20, y: 20, width: W - 40, height: H - 40, borderColor: GREEN, borderWidth: 3 });
  page.drawRectangle({ x: 28, y: 28, width: W - 56, height: H - 56, borderColor: GOLD, borderWidth: 1 });

  drawSeal(page, W / 2, H - 110, 48);
  let y = H - 190;
  y = drawText(page, e, t.platform, 0, y, { size: 13, weight: 700, color: GREEN, align: 'center' });
  y = drawText(page, e, t.title, 0, y - 14, { size: 26, weight: 700, align: 'center', leading: 36 });
  y = drawText(page, e, t.certifies, 0, y - 10, { size: 13, color: MUTED, align: 'center' });
  y = drawText(page, e, facts.name, 0, y - 8, { size: 24, weight: 700, color: GREEN, align: 'center', maxWidth: W - 120, leading: 32 });
  page.drawLine({ start: { x: W / 2 - 120, y: y + 18 }, end: { x: W / 2 + 120, y: y + 18 }, thickness: 0.8, color: GOLD });
  // An organisation whose name is gone (erased) is not left blank: the platform stands in.
  const line = facts.kind === 'ENGAGEMENT' ? t.engagement(facts.vio || t.platform) : t.annual(facts.year ?? 0);
  y = drawText(page, e, line, 0, y - 6, { size: 14, align: 'center', maxWidth: W - 140, leading: 21 });
  if (facts.kind === 'ENGAGEMENT' && facts.opportunity) {
    y = drawText(page, e, t.opportunity, 0, y - 8, { size: 11, color: MUTED, align: 'center' });
    y = drawText(page, e, facts.opportunity, 0, y, { size: 17, weight: 700, align: 'center', maxWidth: W - 140, leading: 24 });
  }
  y = drawText(page, e, t.period(dayInWords(facts.period.from, l), dayInWords(facts.period.to, l)), 0, y - 6, { size: 13, align: 'center' });
  y = drawText(page, e, t.hours(hoursInWords(facts.hours, l)), 0, y - 4, { size: 16, weight: 700, color: GREEN, align: 'center' });

  const goals = facts.sdgs.map((n) => ({ n, goal: sdgName(n, l) })).filter((g) => g.goal);
  if (goals.length) {
    y = drawText(page, e, t.sdgs, 0, y - 10, { size: 11, color: MUTED, align: 'center' });
    for (const { n, goal } of goals.slice(0, 6)) {
      const label = `${n}. ${goal!.name}`;
      const width = shapeText(e, label, 11).width;
      const left = (W - width - 16) / 2;
      page.drawRectangle({ x: left, y: y - 1, width: 10, height: 10, color: hex(goal!.colour) });
      drawText(page, e, label, left + 16, y, { size: 11, maxWidth: W });
      y -= 17;
    }
  }

  // The footer: when issued, the number, and where to verify it (also as a QR code).
  const qrSize = 104;
  drawQr(page, facts.verifyUrl, W - 60 - qrSize, 60 + qrSize, qrSize);
  let fy = 60 + qrSize - 12;
  fy = drawText(page, e, t.issued(dayInWords(facts.issuedAt, l)), 60, fy, { size: 11, maxWidth: W - 200 });
  fy = drawText(page, e, t.number(facts.id), 60, fy, { size: 10, color: MUTED, maxWidth: W - 200 });
  fy = drawText(page, e, t.verify, 60, fy - 6, { size: 10, color: MUTED, maxWidth: W - 200 });
  drawText(page, e, facts.verifyUrl, 60, fy, { size: 9, color: GREEN, maxWidth: W - 200 });

  return doc.save({ useObjectStreams: true });
};
