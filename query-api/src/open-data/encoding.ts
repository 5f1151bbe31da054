/**
 * The content coding for a cached page: brotli when the client accepts it, else gzip, else none (RFC 9110
 * Accept-Encoding, q-values; `*` stands for any coding not named). The feed compresses each cached page once
 * and keeps it: compressing a 150 KB page on every answer cost as much as computing it anew (scripts/bench/open-data.ts).
 */
export type Coding = 'br' | 'gzip' | 'identity';

export const pickEncoding = (acceptEncoding: string | string[] | undefined): Coding => {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepted = (coding: string) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return 'identity';
};
