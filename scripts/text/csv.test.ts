import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV export', () => {
  it('quotes per RFC 4180: commas, quotes and line breaks in quotes, quotes doubled', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Hello, world')).toBe('"Hello, world"');
    expect(csvCell('He said "Night Drive"')).toBe('"He said ""Night Drive"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('crlf\r\nhere')).toBe('"crlf\r\nhere"');
    expect(csvCell(30)).toBe('30');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises every cell that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
    );
    expect(csvCell("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe(`"'\t'=1+1"`);
    expect(csvCell('\r=1+1')).toBe(`"'\r'=1+1"`);
    expect(csvCell('a = b')).toBe('a = b');
  });

  it('neutralises formulas after leading spaces or line breaks, and after a ";" or "," a spreadsheet may split at', () => {
    expect(csvCell('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvCell('x,=1+1')).toBe(`"x,'=1+1"`);
    expect(csvCell('x; -2+3')).toBe(`"x;' -2+3"`);
    expect(csvCell('x;"=1+1"')).toBe(`"x;'""=1+1"""`);
    expect(csvCell('\n=1+1')).toBe(`"'\n'=1+1"`);
    expect(csvCell('  =1+1')).toBe(`'  =1+1`);
    expect(csvCell('"=1+1"')).toBe(`"'""=1+1"""`);
    expect(csvCell('line one\n@SUM(A1)')).toBe(`"line one\n'@SUM(A1)"`);
    expect(csvCell('a; b, c')).toBe('"a; b, c"');
    // Read back the way a ";" locale splits a line: no piece starts a formula.
    const line = toCsv([['Ada', 'x;=1+1', 'y,@SUM(A1)', '\n=2']]).slice(1);
    for (const piece of line.split(/[;,\r\n]/)) expect(piece).not.toMatch(/^[\s"]*[=+\-@]/);
  });

  it('starts with a UTF-8 byte order mark and ends records with CRLF, accents kept', () => {
    const csv = toCsv([
      ['name', 'message'],
      ['Zoë Łukasz', 'Café, crème'],
    ]);
    expect(csv).toBe('\uFEFFname,message\r\nZoë Łukasz,"Café, crème"\r\n');
    expect(Buffer.from(csv, 'utf8').subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
