import sharp from 'sharp';
import { assetUrlOf, contentStreams, partnerRequest, sniffImageType, streams } from '@nvp/events';
import { partnerDecider } from '../../command-api/src/content/decider';
import { namesFor, reencodeImage, writeImages } from '../../command-api/src/content/assets';
import { createAggregate, newEvent, type Act, type Append } from './write';
import type { Random } from './random';
import { type Generation, count } from './context';

/**
 * The landing's partner organisations (the same handful at every scale). Generic names, no real organisation's:
 * each logo is drawn here (initials on a coloured rounded square), never a real trademark.
 */
export const PARTNER_NAMES = [
  'District Secretariat Volunteer Network',
  'Island Youth Corps',
  'Coastal Clean-Up Collective',
  'Hill Country Health Volunteers',
  'Lanka Literacy Circle',
  'Monsoon Relief Alliance',
  'Global Skills Exchange',
  'Green Villages Foundation',
] as const;
/** Added once and taken down again (a one-season appeal), so the log holds a PartnerDeleted too. */
const SEASONAL_PARTNER = 'Northern Flood Appeal Desk';
/** Renamed a year after it was added (PartnerUpdated with the same logo). */
const RENAMED = { from: 'Lanka Literacy Circle', to: 'Lanka Literacy and Learning Circle' };
/** Given a new logo (a new upload, then PartnerUpdated pointing to it). */
const RELOGOED = 'Island Youth Corps';

const PALETTE = ['#0f766e', '#1d4ed8', '#b45309', '#be123c', '#4d7c0f', '#7c3aed', '#0e7490', '#9a3412', '#334155', '#a21caf'];

/**
 * A 5×7 block font for the initials: the logo's SVG then needs no installed font, so its pixels (and the file
 * name, a hash of them) depend only on the sharp build, not on the machine's fonts.
 */
const GLYPHS: Record<string, string> = {
  A: '.###./#...#/#...#/#####/#...#/#...#/#...#',
  B: '####./#...#/#...#/####./#...#/#...#/####.',
  C: '.###./#...#/#..../#..../#..../#...#/.###.',
  D: '####./#...#/#...#/#...#/#...#/#...#/####.',
  E: '#####/#..../#..../####./#..../#..../#####',
  F: '#####/#..../#..../####./#..../#..../#....',
  G: '.###./#...#/#..../#.###/#...#/#...#/.####',
  H: '#...#/#...#/#...#/#####/#...#/#...#/#...#',
  I: '.###./..#../..#../..#../..#../..#../.###.',
  J: '..###/...#./...#./...#./...#./#..#./.##..',
  K: '#...#/#..#./#.#../##.../#.#../#..#./#...#',
  L: '#..../#..../#..../#..../#..../#..../#####',
  M: '#...#/##.##/#.#.#/#.#.#/#...#/#...#/#...#',
  N: '#...#/#...#/##..#/#.#.#/#..##/#...#/#...#',
  O: '.###./#...#/#...#/#...#/#...#/#...#/.###.',
  P: '####./#...#/#...#/####./#..../#..../#....',
  Q: '.###./#...#/#...#/#...#/#.#.#/#..#./.##.#',
  R: '####./#...#/#...#/####./#.#../#..#./#...#',
  S: '.####/#..../#..../.###./....#/....#/####.',
  T: '#####/..#../..#../..#../..#../..#../..#..',
  U: '#...#/#...#/#...#/#...#/#...#/#...#/.###.',
  V: '#...#/#...#/#...#/#...#/#...#/.#.#./..#..',
  W: '#...#/#...#/#...#/#.#.#/#.#.#/#.#.#/.#.#.',
  X: '#...#/#...#/.#.#./..#../.#.#./#...#/#...#',
  Y: '#...#/#...#/.#.#./..#../..#../..#../..#..',
  Z: '#####/....#/...#./..#../.#.../#..../#####',
};

/** Up to three initials of the name's main words ("Island Youth Corps" → IYC). */
export const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((w) => w && !['of', 'and', 'the', 'for', 'up'].includes(w.toLowerCase()))
    .map((w) => w[0].toUpperCase())
    .filter((c) => c in GLYPHS)
    .slice(0, 3)
    .join('');

const LOGO_SIZE = 256;

/** The logo as SVG: a rounded square in the given colour, a lighter ring, the initials in white blocks. */
export const logoSvg = (name: string, colour: string, rng: Random) => {
  const letters = [...initialsOf(name)];
  const columns = letters.length * 6 - 1;
  const cell = Math.min(18, Math.floor(164 / columns));
  // Whole pixels, drawn crisp: no seams between the blocks.
  const left = Math.round((LOGO_SIZE - columns * cell) / 2);
  const top = Math.round((LOGO_SIZE - 7 * cell) / 2);
  const blocks = letters.flatMap((letter, l) =>
    GLYPHS[letter].split('/').flatMap((row, y) =>
      [...row].flatMap((on, x) => (on === '#' ? [`<rect x="${left + (l * 6 + x) * cell}" y="${top + y * cell}" width="${cell}" height="${cell}"/>`] : [])),
    ),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 ${LOGO_SIZE} ${LOGO_SIZE}">` +
    `<rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="44" fill="${colour}"/>` +
    `<circle cx="128" cy="128" r="${rng.int(100, 116)}" fill="none" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${rng.int(6, 14)}"/>` +
    `<g fill="#ffffff" shape-rendering="crispEdges">${blocks.join('')}</g></svg>`
  );
};

/** The history's partners: who is added when (spread over the three years), renamed, re-logoed or taken down. */
export const partnerPlan = (g: Pick<Generation, 'plan'>) => {
  const { plan } = g;
  const yearMs = 365 * 86_400_000;
  const names = [...PARTNER_NAMES.slice(0, 5), SEASONAL_PARTNER, ...PARTNER_NAMES.slice(5)];
  // Neighbours in the strip get different colours: the palette walked from a seeded start.
  const shift = plan.root.child('partners').int(0, PALETTE.length - 1);
  return names.map((name, k) => {
    const rng = plan.root.child('partner', k);
    const id = rng.uuid();
    // Spread over the first two and a half years, in office hours (plan.endMs is a Colombo midnight).
    const day = Math.floor(((k + rng.next()) / names.length) * 2.5 * 365);
    const addedAt = new Date(plan.endMs - 3 * yearMs + day * 86_400_000 + rng.int(8 * 60, 18 * 60) * 60_000);
    const laterAt = new Date(addedAt.getTime() + rng.int(200, 360) * 86_400_000);
    const change =
      name === SEASONAL_PARTNER ? ({ kind: 'deleted', at: laterAt } as const)
      : name === RENAMED.from ? ({ kind: 'renamed', at: laterAt, name: RENAMED.to } as const)
      : name === RELOGOED ? ({ kind: 'relogoed', at: laterAt } as const)
      : undefined;
    const colour = (n: number) => PALETTE[(shift + k + n) % PALETTE.length];
    return { index: k, id, name, addedAt, rng, colour, change: change && plan.before(change.at) ? change : undefined };
  });
};

/**
 * Partners, added by the generated core admin: each logo is rendered from its SVG and stored exactly as the
 * admin's upload would be (PUT /api/asset/image: sniffed, re-encoded by `reencodeImage`, named by `namesFor`,
 * `ImageUploaded` on the admin's uploads stream, files written by `writeImages`), then `AddPartner` through
 * `partnerDecider` with the form parsed by `partnerRequest`. Without a data directory the events are written but
 * not the files (the summary says so).
 */
export const writePartners = async (g: Generation) => {
  const { writer, summary, adminId, byAdmin, dataDir } = g;
  const planned = partnerPlan(g).filter((p) => g.plan.before(p.addedAt));
  const uploads: { at: Date; event: Append['events'][number]; write: () => Promise<void> }[] = [];
  const upload = async (name: string, colour: string, rng: Random, act: Act) => {
    const rendered = await sharp(Buffer.from(logoSvg(name, colour, rng))).png().toBuffer();
    const type = sniffImageType(rendered)!;
    const images = await reencodeImage(rendered, type);
    const stored = namesFor(adminId, images, type);
    const event = newEvent(rng, 'ImageUploaded', { subjectId: adminId, ...stored }, { actorId: act.actorId, actorRole: act.actorRole, correlationId: rng.uuid(), occurredAt: act.at.toISOString() });
    uploads.push({ at: act.at, event, write: () => writeImages(dataDir!, stored, images) });
    count(summary.partners, 'logos uploaded');
    return assetUrlOf(stored.fileName);
  };
  const partners: Append[] = [];
  for (const p of planned) {
    // The upload a few minutes before the partner is saved, as the console's form does it.
    const imageURL = await upload(p.name, p.colour(0), p.rng, byAdmin(new Date(p.addedAt.getTime() - p.rng.int(2, 15) * 60_000)));
    const agg = createAggregate(contentStreams.partner(p.id), partnerDecider, p.rng);
    const form = partnerRequest.parse({ name: p.name, imageURL });
    agg.run({ type: 'AddPartner', partnerId: p.id, ...form, adminId }, byAdmin(p.addedAt));
    count(summary.partners, 'partners added');
    if (p.change?.kind === 'deleted') {
      agg.run({ type: 'DeletePartner', partnerId: p.id, adminId }, byAdmin(p.change.at));
      count(summary.partners, 'partners deleted');
    } else if (p.change) {
      const newURL = p.change.kind === 'relogoed' ? await upload(p.name, p.colour(5), p.rng, byAdmin(new Date(p.change.at.getTime() - 5 * 60_000))) : imageURL;
      const changed = partnerRequest.parse({ name: p.change.kind === 'renamed' ? p.change.name : p.name, imageURL: newURL });
      agg.run({ type: 'UpdatePartner', partnerId: p.id, ...changed, adminId }, byAdmin(p.change.at));
      count(summary.partners, 'partners updated');
    }
    partners.push(agg.take());
  }
  // As the upload route: the owner on record first (so an erasure would find every file), then the files; and
  // every upload is on record, its file on disk, before a partner points to it.
  uploads.sort((a, b) => a.at.getTime() - b.at.getTime());
  await writer.append({ stream: streams.uploads(adminId), events: uploads.map((u) => u.event), expected: 'no_stream' });
  await writer.flush();
  if (dataDir) for (const u of uploads) await u.write();
  else count(summary.partners, 'logo files not stored (no data directory)', 2 * uploads.length);
  await writer.appendAll(partners);
  await writer.flush();
  count(summary.partners, 'partners shown', planned.length - (summary.partners['partners deleted'] ?? 0));
};
