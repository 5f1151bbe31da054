/**
 * CSV downloads of tables. UTF-8 with a byte-order mark so Excel opens Sinhala and Tamil text correctly; fields
 * quoted when they hold a comma, quote or line break (RFC 4180); CRLF line ends, as Excel writes them.
 */
const field = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

export const toCsv = (header: readonly string[], rows: readonly (readonly unknown[])[]) =>
  `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;

/** Starts a download of `text` as `file` (no server round trip). */
export const downloadCsv = (file: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};
