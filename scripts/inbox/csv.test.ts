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
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csvCell('+cmd|\' /C calc\'!A0')).toBe("'+cmd|' /C calc'!A0");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1:A9)')).toBe("'@SUM(A1:A9)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    expect(csvCell('\r=1+1')).toBe('"\'\r=1+1"');
    expect(csvCell('a = b')).toBe('a = b');
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
