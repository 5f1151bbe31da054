import { inflateSync } from 'node:zlib';

/** WOFF 1.0's signature, 'wOFF'. */
const WOFF_SIGNATURE = 0x774f4646;
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const pad4 = (n: number) => (n + 3) & ~3;

/**
 * A WOFF 1.0 font (W3C WOFF File Format 1.0) back to the sfnt (TrueType/OpenType) it wraps, for HarfBuzz, which
 * does not read WOFF: each table is inflated (zlib) when its compressed length is below its original length, then
 * laid out after an sfnt offset table with the directory's tags and checksums, each table 4-byte aligned.
 * Throws on anything that is not a well-formed WOFF 1.0 file.
 */
export const woffToSfnt = (woff: Uint8Array): Uint8Array => {
  const input = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (woff.byteLength < WOFF_HEADER || input.getUint32(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF 1.0 font');
  const flavor = input.getUint32(4);
  const numTables = input.getUint16(12);
  if (WOFF_HEADER + numTables * WOFF_ENTRY > woff.byteLength) throw new Error('WOFF table directory is cut short');
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = WOFF_HEADER + i * WOFF_ENTRY;
    const tag = input.getUint32(at);
    const offset = input.getUint32(at + 4);
    const compLength = input.getUint32(at + 8);
    const origLength = input.getUint32(at + 12);
    const checksum = input.getUint32(at + 16);
    if (offset + compLength > woff.byteLength || compLength > origLength) throw new Error('WOFF table out of bounds');
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored;
    if (data.byteLength !== origLength) throw new Error('WOFF table does not inflate to its original length');
    return { tag, checksum, data };
  });
  // The sfnt's table records are sorted by tag; the tables follow in the same order.
  tables.sort((a, b) => a.tag - b.tag);
  const size = SFNT_HEADER + numTables * SFNT_ENTRY + tables.reduce((sum, t) => sum + pad4(t.data.byteLength), 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  const entrySelector = numTables ? Math.floor(Math.log2(numTables)) : 0;
  const searchRange = 2 ** entrySelector * 16;
  view.setUint32(0, flavor);
  view.setUint16(4, numTables);
  view.setUint16(6, searchRange);
  view.setUint16(8, entrySelector);
  view.setUint16(10, numTables * 16 - searchRange);
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  tables.forEach((t, i) => {
    const at = SFNT_HEADER + i * SFNT_ENTRY;
    view.setUint32(at, t.tag);
    view.setUint32(at + 4, t.checksum);
    view.setUint32(at + 8, offset);
    view.setUint32(at + 12, t.data.byteLength);
    out.set(t.data, offset);
    offset += pad4(t.data.byteLength);
  });
  return out;
};
