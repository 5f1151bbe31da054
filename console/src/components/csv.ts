/**
 * Downloads of tables and exports, made in the browser (no server round trip). The CSV text itself comes from
 * the platform's one CSV writer, `toCsv` of @nvp/events/browser (BOM, RFC 4180 quoting, formula injection
 * neutralised); nothing here writes CSV by hand.
 */
export const downloadFile = (file: string, text: string, type: string) => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file });
  document.body.append(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Starts a download of CSV `text` (from `toCsv`) as `file`. */
export const downloadCsv = (file: string, text: string) => downloadFile(file, text, 'text/csv;charset=utf-8');
