/**
 * Issue 27: text made comparable for a search, in SQL, written once for the read model that stores it and the
 * query that looks in it (both must make it the same way): Unicode NFC (a Tamil vowel sign typed in two code points
 * equals the one-code-point form), without zero-width joiners and non-joiners (ශ්‍රී typed with or without its joiner),
 * lower-cased by PostgreSQL's lower(). Every function here is immutable, so a stored generated column may use it.
 */
export const searchable = (sql: string) => `lower(translate(normalize(${sql}, NFC), E'\\u200C\\u200D', ''))`;
