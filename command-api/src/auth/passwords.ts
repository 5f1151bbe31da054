import argon2 from 'argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes) keeps login fast enough on a 2-core server.
const options = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, options);
export const verifyPassword = (hash: string, password: string) => argon2.verify(hash, password).catch(() => false);
