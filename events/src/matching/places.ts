import { readFileSync } from 'node:fs';
import { lkAdmin, lkAdminDataDir } from '../reference/lk-admin';
import type { LatLon } from './rank';

/**
 * Where a place is, for the matching's distances (issue 29): the centre of its divisional secretariat from the
 * reference data's `ds-centroids.tsv` (339 DS polygons' centres), else the centre of its district
 * (`district-centroids.tsv`). No GN centroids exist in the data: a GN division is placed at its DS's centre. A few DS
 * codes differ between the CSVs and the polygons (README): those fall back by English name within the district,
 * then to the district's centre. Read once, on first use.
 */
interface Centroids {
  ds: Map<string, LatLon>;
  dsByName: Map<string, LatLon>;
  district: Map<string, LatLon>;
}

const readTsv = (file: string) => {
  const [header, ...lines] = readFileSync(`${lkAdminDataDir}${file}`, 'utf8').split(/\r?\n/).filter(Boolean);
  const columns = header.split('\t');
  return lines.map((line) => Object.fromEntries(line.split('\t').map((value, i) => [columns[i], value])) as Record<string, string>);
};

let cached: Centroids | undefined;
const centroids = (): Centroids => {
  if (cached) return cached;
  const point = (r: Record<string, string>): LatLon => ({ lat: Number(r.center_lat), lon: Number(r.center_lon) });
  const ds = new Map<string, LatLon>();
  const dsByName = new Map<string, LatLon>();
  for (const r of readTsv('ds-centroids.tsv')) {
    const code = r.id.replace(/^LK-/, '');
    ds.set(code, point(r));
    // Keyed by district code and English name: English DS names repeat across districts.
    dsByName.set(`${code.slice(0, 2)}\u0000${r.name.trim().toLowerCase()}`, point(r));
  }
  const district = new Map(readTsv('district-centroids.tsv').map((r) => [r.id.replace(/^LK-/, ''), point(r)]));
  cached = { ds, dsByName, district };
  return cached;
};

/** The centre of a DS division (English names, as profiles and opportunities record them), else of its district; undefined when neither is known. */
export const locate = (district: string | undefined, divisionalSecretariat: string | undefined): LatLon | undefined => {
  if (!district) return undefined;
  const c = centroids();
  const d = lkAdmin.district(district);
  if (!d) return undefined;
  if (divisionalSecretariat) {
    const found = lkAdmin.findDivisionalSecretariats(divisionalSecretariat, d.code)[0];
    const at = (found && c.ds.get(found.code)) ?? c.dsByName.get(`${d.code}\u0000${divisionalSecretariat.trim().toLowerCase()}`);
    if (at) return at;
  }
  return c.district.get(d.code);
};
