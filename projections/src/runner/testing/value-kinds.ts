/**
 * Every kind of value a projection handler writes (uuid, int, bigint, boolean, text with quotes, backslashes, tabs
 * and newlines, timestamps as Date and as text, date, arrays, jsonb as text and as an object, bytea, numeric):
 * the tests of the buffered client and of COPY write them once bound and once their way, and compare.
 */
export const valueKindsTable = (name: string) => `
  CREATE TABLE ${name} (id uuid PRIMARY KEY, n int, big bigint, ok boolean, txt text, at timestamptz, day date, nums int[], ids uuid[], doc jsonb, bytes bytea, score numeric);`;

export const valueKindsColumns = ['id', 'n', 'big', 'ok', 'txt', 'at', 'day', 'nums', 'ids', 'doc', 'bytes', 'score'] as const;

export const valueKindsRows: unknown[][] = [
  ['00000000-0000-4000-8000-000000000001', 1, 9007199254740993n, true, "O'Brien \\ back\\slash $1 \n newline \t tab \r\n \\N", new Date('2026-03-01T10:20:30.123Z'), '2026-03-01', [1, 2, 3], ['00000000-0000-4000-8000-00000000000a'], JSON.stringify({ a: "it's", b: [1, null], c: '\\', d: 'tab\there' }), Buffer.from([0, 255, 39, 92, 9, 10]), 12.5],
  ['00000000-0000-4000-8000-000000000002', null, null, false, '', '2026-03-01T10:20:30+05:30', null, [], [], JSON.stringify([]), null, '0.1'],
  ['00000000-0000-4000-8000-000000000003', -7, 0, null, 'සිංහල தமிழ் 🙂', null, null, null, null, { nested: { k: 'v' } }, Buffer.alloc(0), null],
  ['00000000-0000-4000-8000-000000000004', 0, -1, true, '\\.', new Date('1999-12-31T23:59:59.999Z'), new Date('2026-07-04T00:00:00Z'), [null, 4], ['00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c'], '"just a string"', Buffer.from('\\x41'), -0.5],
];

export const valueKindsInsert = (t: string) => `INSERT INTO ${t} (${valueKindsColumns.join(', ')}) VALUES (${valueKindsColumns.map((_, i) => `$${i + 1}`).join(', ')})`;
