import { stringify } from 'csv-stringify/browser/esm/sync';

/**
 * The one CSV writer of the platform (console downloads today; any server export tomorrow). csv-stringify's
 * self-contained ESM build, so the same code runs in the Vite console bundle and in Node.
 *
 * - UTF-8 byte-order mark first: Excel then reads Sinhala and Tamil as UTF-8 instead of the ANSI code page.
 * - RFC 4180 quoting (comma, quote, line break), CRLF record ends as Excel writes them.
 * - Formula injection (OWASP "CSV Injection"): a text cell starting with `=`, `+`, `-`, `@`, tab or carriage
 *   return (or their full-width forms) is prefixed with `'`, so a spreadsheet shows it as text instead of
 *   running it (`=HYPERLINK(...)` typed as a volunteer's name). A cell that is a JS number is data, never a
 *   formula: -5 stays -5 so sums and sorting keep working; the text "-5" is prefixed like any other text.
 */
export type CsvCell = string | number | bigint | boolean | Date | null | undefined;

export const CSV_BOM = '\uFEFF';

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  stringify([[...header], ...rows.map((row) => [...row])], {
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    // The library quotes only the record delimiter (CRLF); a lone LF or CR breaks a record in Excel just the same.
    quoted_match: /[\r\n]/,
    cast: {
      // The library's defaults write true as "1" and false as "", and a date as epoch milliseconds.
      boolean: (value) => String(value),
      date: (value) => value.toISOString(),
    },
  });
