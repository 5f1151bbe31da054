/**
 * The certificate PDF (issue 29, GET /api/certificate/:id/pdf): one engagement certificate rendered in English,
 * Sinhala and Tamil — every word shaped by HarfBuzz and drawn as the glyphs' outlines — beside a peer doing the
 * least PDF work there is for the same page: pdf-lib writing the same English lines at the same sizes, centred, in
 * its standard Helvetica (no shaping, no outlines, no seal, no QR code), with the same frame and metadata. No
 * database: the route's own work is the rendering. Every call renders another certificate (its number, address,
 * QR code and hours differ; the name, organisation and opportunity stay). The first call (fonts and HarfBuzz loaded) is printed apart, then
 * a warm-up, then rounds of the four, each printed; the medians on the CERT and SUMMARY lines.
 * Run alone: `npx tsx scripts/bench/certificate-pdf.ts`.
 *
 *   BENCH_CERT_ROUNDS (default 9)
 */
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { certificatePdf, type CertificateFacts, type CertificateLanguage } from '../../query-api/src/certificate/pdf';
import { envInt, runMain } from './lib';

const ROUNDS = envInt('BENCH_CERT_ROUNDS', 9);
const LANGUAGES: CertificateLanguage[] = ['en', 'si', 'ta'];

const base = {
  id: 'AbCdEfGhIjKlMnOpQrStUv',
  kind: 'ENGAGEMENT' as const,
  hours: 12.5,
  period: { from: '2027-06-05', to: '2027-06-12' },
  issuedAt: '2027-06-20T04:00:00.000Z',
  sdgs: [14, 13, 6],
  verifyUrl: 'https://volunteer.example.lk/verify/AbCdEfGhIjKlMnOpQrStUv',
};
/** A certificate as a volunteer of each language gets it: their name, the organisation's and the opportunity's in their script. */
export const benchFacts: Record<CertificateLanguage, CertificateFacts> = {
  en: { ...base, language: 'en', name: 'Nimal Perera', vio: 'Green Lanka Foundation', opportunity: 'Beach clean-up at Mount Lavinia' },
  si: { ...base, language: 'si', name: 'නිමල් පෙරේරා', vio: 'හරිත ලංකා පදනම', opportunity: 'ගල්කිස්ස වෙරළ පිරිසිදු කිරීම' },
  ta: { ...base, language: 'ta', name: 'நிமல் பெரேரா', vio: 'பசுமை இலங்கை அறக்கட்டளை', opportunity: 'கல்கிசை கடற்கரை சுத்தம் செய்தல்' },
};

/** The same English page with the least work: Helvetica text (no shaping), the frame, the metadata. */
const peerPdf = async () => {
  const doc = await PDFDocument.create();
  doc.setTitle('Certificate of Volunteer Service: Nimal Perera — Beach clean-up at Mount Lavinia');
  doc.setAuthor('National Volunteering Platform');
  doc.setLanguage('en-GB');
  const page = doc.addPage([595.28, 841.89]);
  const [W, H] = [595.28, 841.89];
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawRectangle({ x: 20, y: 20, width: W - 40, height: H - 40, borderColor: rgb(0.05, 0.37, 0.3), borderWidth: 3 });
  page.drawRectangle({ x: 28, y: 28, width: W - 56, height: H - 56, borderColor: rgb(0.72, 0.55, 0.16), borderWidth: 1 });
  const lines: [string, number, boolean][] = [
    ['National Volunteering Platform', 13, true],
    ['Certificate of Volunteer Service', 26, true],
    ['This certifies that', 13, false],
    ['Nimal Perera', 24, true],
    ['volunteered with Green Lanka Foundation', 14, false],
    ['Opportunity', 11, false],
    ['Beach clean-up at Mount Lavinia', 17, true],
    ['From 5 June 2027 to 12 June 2027', 13, false],
    ['Confirmed hours: 12.5', 16, true],
    ['Sustainable Development Goals', 11, false],
    ['14. Life Below Water', 11, false],
    ['13. Climate Action', 11, false],
    ['6. Clean Water and Sanitation', 11, false],
  ];
  let y = H - 190;
  for (const [text, size, isBold] of lines) {
    const font = isBold ? bold : regular;
    page.drawText(text, { x: (W - font.widthOfTextAtSize(text, size)) / 2, y, size, font });
    y -= size * 1.6;
  }
  let fy = 152;
  for (const [text, size] of [['Issued on 20 June 2027', 11], [`Certificate ${base.id}`, 10], ['Verify this certificate at', 10], [base.verifyUrl, 9]] as const) {
    page.drawText(text, { x: 60, y: fy, size, font: regular });
    fy -= size * 1.5;
  }
  return doc.save({ useObjectStreams: true });
};

/**
 * The n-th call's certificate: its own number (so its own QR code, number and address lines) and hours, as
 * successive requests differ; the fixed words are the same on every certificate of a language, as in production.
 */
let calls = 0;
const factsOf = (language: CertificateLanguage): CertificateFacts => {
  const n = ++calls;
  const id = `Bench${String(n).padStart(17, '0')}`;
  return { ...benchFacts[language], id, verifyUrl: `https://volunteer.example.lk/verify/${id}`, hours: 2 + (n % 97) / 2 };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const timed = async (work: () => Promise<Uint8Array>) => {
  const t = performance.now();
  const bytes = await work();
  return { ms: performance.now() - t, bytes: bytes.byteLength };
};

/** Runs the rounds, prints each, the CERT line and a SUMMARY line (npm run bench gathers those); answers the medians (ms). */
export const runCertificatePdfBench = async (rounds = ROUNDS) => {
  const cold = await timed(() => certificatePdf(factsOf('si')));
  console.log(`  first call (HarfBuzz and six fonts loaded, then a Sinhala certificate): ${cold.ms.toFixed(1)} ms`);
  // Warm-up: the JIT compiles both, the glyph caches fill.
  for (let i = 0; i < 3; i++) {
    for (const l of LANGUAGES) await certificatePdf(factsOf(l));
    await peerPdf();
  }
  const samples: Record<CertificateLanguage | 'peer', number[]> = { en: [], si: [], ta: [], peer: [] };
  const sizes: Partial<Record<CertificateLanguage | 'peer', number>> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const l of LANGUAGES) {
      const r = await timed(() => certificatePdf(factsOf(l)));
      samples[l].push(r.ms);
      sizes[l] = r.bytes;
    }
    const p = await timed(peerPdf);
    samples.peer.push(p.ms);
    sizes.peer = p.bytes;
    console.log(
      `  cert round ${round}: en ${samples.en[round - 1].toFixed(1)} ms, si ${samples.si[round - 1].toFixed(1)} ms, ta ${samples.ta[round - 1].toFixed(1)} ms | peer (Helvetica, unshaped) ${p.ms.toFixed(1)} ms`,
    );
  }
  const result = { en: median(samples.en), si: median(samples.si), ta: median(samples.ta), peer: median(samples.peer), cold: cold.ms, sizes };
  const kb = (n = 0) => `${(n / 1024).toFixed(0)} KB`;
  console.log(
    `CERT certificate PDF (A4, HarfBuzz-shaped outlines, seal, QR): en median ${result.en.toFixed(1)} ms (${kb(sizes.en)}), si ${result.si.toFixed(1)} ms (${kb(sizes.si)}), ` +
      `ta ${result.ta.toFixed(1)} ms (${kb(sizes.ta)}) | peer pdf-lib Helvetica, same English text unshaped, median ${result.peer.toFixed(1)} ms (${kb(sizes.peer)}) | ` +
      `ratio si/peer ${(result.si / result.peer).toFixed(2)}x (${rounds} rounds; first call ${result.cold.toFixed(0)} ms)`,
  );
  const slowest = Math.max(result.en, result.si, result.ta);
  console.log(`SUMMARY certificate-pdf: a certificate PDF in ${result.en.toFixed(1)} / ${result.si.toFixed(1)} / ${result.ta.toFixed(1)} ms (en/si/ta median), ${(slowest / result.peer).toFixed(2)}x at most an unshaped Helvetica page`);
  return result;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  runMain(async () => {
    console.log(`# certificate PDF: en, si and ta beside an unshaped Helvetica page, ${ROUNDS} rounds`);
    await runCertificatePdfBench();
  });
}
