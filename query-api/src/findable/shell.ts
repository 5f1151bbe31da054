import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** Served when no console build is present (a query-api without it): the head alone still makes a link preview. */
export const FALLBACK_SHELL = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title></title>\n  </head>\n  <body></body>\n</html>\n';

/**
 * The console's built index.html, read again only when the file changed (a new build or deployment names new
 * hashed assets in it): one stat per page, no parse.
 */
export const createShell = (consoleDir: string) => {
  const file = path.join(consoleDir, 'index.html');
  let cached: { mtimeMs: number; size: number; html: string } | undefined;
  return async () => {
    try {
      const { mtimeMs, size } = await stat(file);
      if (cached?.mtimeMs !== mtimeMs || cached.size !== size) cached = { mtimeMs, size, html: await readFile(file, 'utf8') };
      return cached.html;
    } catch {
      return FALLBACK_SHELL;
    }
  };
};
