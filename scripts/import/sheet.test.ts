import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { parseSheet, SheetError } from './sheet.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);
const problemsOf = (bytes: Uint8Array) => {
  try {
    parseSheet(bytes, 'sheet.csv');
  } catch (error) {
    if (error instanceof SheetError) return error.message;
    throw error;
  }
  return '';
};

const HEADER =
  'File,Title,Version,BPM,Key,Moods,Genres,Vocals,Description,One-stop,Pre-cleared,Master Owner,ISRC,ISWC,Writer 1 Name,Writer 1 Share,Writer 1 PRO,Writer 1 IPI,Writer 2 Name,Writer 2 Share,Writer 2 PRO,Writer 2 IPI,Publisher 1 Name,Publisher 1 Share,Publisher 1 PRO,Publisher 1 IPI';

describe('parseSheet', () => {
  it('reads every column, with repeating writers and publishers, quoted cells and lists', () => {
    const { rows } = parseSheet(
      utf8(
        `${HEADER}\nNight Drive.wav,Night Drive,,92,A minor,"Tense; Dark",Cinematic,instrumental,"Chases, heists, ""city"" lights",yes,Y,Marlowe Kane,us-mk1-26-00001,T-034.524.680-1,Marlowe Kane,60%,ASCAP,00123456789,Dana Ruiz,"40,0",BMI,00987654321,Kane Sync Music,100,ASCAP,00555666777\n`,
      ),
      'sheet.csv',
    );
    expect(rows).toEqual([
      {
        file: 'sheet.csv',
        line: 2,
        fileName: 'Night Drive.wav',
        title: 'Night Drive',
        bpm: 92,
        key: 'A minor',
        moods: ['Tense', 'Dark'],
        genres: ['Cinematic'],
        vocals: 'instrumental',
        description: 'Chases, heists, "city" lights',
        oneStop: true,
        preCleared: true,
        master: 'Marlowe Kane',
        isrc: 'US-MK1-26-00001',
        iswc: 'T-034.524.680-1',
        writers: [
          { name: 'Marlowe Kane', share: 60, pro: 'ASCAP', ipi: '00123456789' },
          { name: 'Dana Ruiz', share: 40, pro: 'BMI', ipi: '00987654321' },
        ],
        publishers: [{ name: 'Kane Sync Music', share: 100, pro: 'ASCAP', ipi: '00555666777' }],
      },
    ]);
  });

  it("reads Excel's UTF-16 with a BOM, tab-separated, and semicolon CSV with a UTF-8 BOM", () => {
    const text =
      'Title\tBPM\tWriter 1 First Name\tWriter 1 Last Name\tWriter 1 Share\r\nNuit Étoilée\t100\tRenée\tÇelik\t100\r\n';
    const utf16 = new Uint8Array(2 + text.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) new DataView(utf16.buffer).setUint16(2 + i * 2, text.charCodeAt(i), true);
    expect(parseSheet(utf16, 's.csv').rows).toEqual([
      { file: 's.csv', line: 2, title: 'Nuit Étoilée', bpm: 100, writers: [{ name: 'Renée Çelik', share: 100 }] },
    ]);
    expect(
      parseSheet(utf8('\uFEFFTitle;BPM;Writer 1 Name;Writer 1 Share\nA;90;X;100,0\n'), 's.csv').rows[0],
    ).toMatchObject({
      title: 'A',
      bpm: 90,
      writers: [{ name: 'X', share: 100 }],
    });
  });

  it('locates each bad cell by line, naming the column and the value, all at once', () => {
    const sheet = [
      'Title,BPM,Vocals,One-stop,Writer 1 Name,Writer 1 Share,Writer 2 Name,Writer 2 Share,Writer 2 IPI',
      'Good,90,vocal,no,A,50,B,50,',
      '"Multi',
      'line",90,,,A,100,,,',
      'Bad,fast,sometimes,maybe,A,60,B,forty,12ab',
      'Sum,90,,,A,60,B,30,',
    ].join('\n');
    expect(problemsOf(utf8(sheet))).toBe(
      [
        "sheet.csv:5: BPM 'fast' is not a number",
        "sheet.csv:5: Vocals 'sometimes' is not instrumental, vocal or both",
        "sheet.csv:5: One-stop 'maybe' is not yes or no",
        "sheet.csv:5: Writer 2 Share 'forty' is not a number",
        "sheet.csv:5: Writer 2 IPI '12ab' is not an IPI number (9 to 11 digits)",
        'sheet.csv:6: writer shares add up to 90, not 100',
      ].join('\n'),
    );
  });

  it('leaves out a column it does not read, once, suggesting the one meant only when one is close; refuses a sheet with no File or Title', () => {
    expect(
      parseSheet(
        utf8('Title,Writer 1 Shaer,Album,Mood Board,Custom: Internal ID,ALBUM: Title\nA,100,X,Y,1,Z\n'),
        'sheet.csv',
      ).ignored,
    ).toEqual([
      { header: 'Writer 1 Shaer', hint: 'Writer 1 Share' },
      { header: 'Album' },
      { header: 'Mood Board' },
      { header: 'Custom: Internal ID' },
      { header: 'ALBUM: Title' },
    ]);
    expect(problemsOf(utf8('BPM\n90\n'))).toBe(
      'sheet.csv:1: the sheet needs a File or a Title column to match its rows to the audio files',
    );
    expect(problemsOf(utf8('Title,Writer 1 Share\nA,100\n'))).toBe(
      'sheet.csv:2: Writer 1 has a share, PRO or IPI but no name',
    );
  });

  // The cell that took 25 s to split: refused by its length, located, before anything reads it.
  it('refuses a cell longer than its column takes, naming the row, the column, the length and the limit', () => {
    const keywords = `"Dark${' '.repeat(200_000)}Night"`;
    const lyrics = 'la '.repeat(20_000);
    expect(
      problemsOf(
        utf8(`Title,Lyrics,Writer 1 Name,Writer 1 Share,Keywords\nA,${lyrics},${'B'.repeat(10_001)},100,${keywords}\n`),
      ),
    ).toBe(
      [
        'sheet.csv:2: Writer 1 Name (column C) is 10,001 characters long, more than the 10,000 this column takes; a whole column pasted into one cell?',
        'sheet.csv:2: Keywords (column E) is 200,009 characters long, more than the 10,000 this column takes; a whole column pasted into one cell?',
      ].join('\n'),
    );
    expect(parseSheet(utf8(`Title,Lyrics\nA,${lyrics}\n`), 'sheet.csv').rows[0]!.lyrics).toBe(lyrics.trim());
  });

  it("shows a cell's terminal escapes as visible codes, never as escapes", () => {
    expect(problemsOf(utf8('Title,BPM\nA,"\u001b[2J\u001b]0;pwned\u0007"\n'))).toBe(
      "sheet.csv:2: BPM '\\u{1b}[2J\\u{1b}]0;pwned\\u{7}' is not a number",
    );
  });

  it('reads the example sheet shipped in examples/ without a problem', () => {
    const { rows, ignored } = parseSheet(
      readFileSync(join(repoRoot, 'examples/catalog-sheet.csv')),
      'examples/catalog-sheet.csv',
    );
    expect(ignored).toEqual([]);
    expect(
      rows.map((r) => [r.fileName ?? r.title, r.version ?? '', r.writers?.length ?? 0, r.publishers?.length ?? 0]),
    ).toEqual([
      ['Blue Hour.wav', '', 1, 1],
      ['Blue Hour (Instrumental).wav', 'Instrumental', 0, 0],
      ['Red Sky', '', 2, 2],
      ['Red Sky', '30 s cut', 0, 0],
    ]);
  });
});
