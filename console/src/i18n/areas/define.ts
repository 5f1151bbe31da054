/**
 * An area's messages in another language: exactly the English file's keys (a missing or extra key fails the
 * type check, not the user). English lives in `<area>.ts`, Sinhala in `<area>.si.ts`, Tamil in `<area>.ta.ts`:
 * a browser fetches only the language it shows (see ../index.tsx).
 */
export type Translation<E> = { -readonly [K in keyof E]: string };
