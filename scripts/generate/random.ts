/**
 * A seeded PRNG (sfc32, seeded through cyrb128), never Math.random: the same seed gives the same history.
 * Every generated thing (a volunteer, a VIO, an opportunity) draws from its own child generator,
 * `rng.child('volunteer', i)`, so it can be generated again from its index alone: the national plan is streamed,
 * never held in memory, and reordering the writing never changes what is written.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One of `items`, chosen with the matching relative weight. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `n` distinct items (fewer when there are not that many). */
  sample<T>(items: readonly T[], n: number): T[];
  /** A version-4-shaped UUID from this generator (ids are derived from the seed too). */
  uuid(): string;
  /** `bytes` random bytes as base64url (mailed secrets). */
  token(bytes: number): string;
  digits(n: number): string;
  child(...path: (string | number)[]): Random;
}

/** cyrb128: a string hash with four 32-bit outputs, the usual seed for sfc32. */
const cyrb128 = (text: string): [number, number, number, number] => {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
};

export const createRandom = (seed: string | number): Random => {
  const key = String(seed);
  let [a, b, c, d] = cyrb128(key);
  const next = () => {
    a >>>= 0; b >>>= 0; c >>>= 0; d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 are correlated with the seed.
  for (let i = 0; i < 12; i++) next();
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const byte = () => Math.floor(next() * 256);
  const rng: Random = {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items, weights) => {
      const total = weights.reduce((s, w) => s + w, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i];
        if (r < 0) return items[i];
      }
      return items[items.length - 1];
    },
    sample: (items, n) => {
      const copy = [...items];
      const out = [];
      while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
      return out;
    },
    uuid: () => {
      // Four 32-bit draws, version and variant bits set: one UUID per four calls of `next`.
      const w = [next(), next(), next(), next()].map((x) => Math.floor(x * 4294967296));
      w[1] = (w[1] & 0xffff0fff) | 0x00004000;
      w[2] = (w[2] & 0x3fffffff) | 0x80000000;
      const h = w.map((x) => (x >>> 0).toString(16).padStart(8, '0')).join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
    token: (bytes) => Buffer.from(Array.from({ length: bytes }, byte)).toString('base64url'),
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
    child: (...path) => createRandom(`${key}/${path.join('/')}`),
  };
  return rng;
};
