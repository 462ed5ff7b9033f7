import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAiff, writeFlac, writeMp3, writeWav } from '../test/audio/make-masters.ts';
import { readMasterTags } from './tags.ts';
import { timeoutFor } from '../test/timeout.ts';

describe('readMasterTags', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-tags-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const id3 = {
    title: 'Night Drive',
    artist: 'Marlowe Kane',
    bpm: 92,
    key: 'A minor',
    isrc: 'USMK12600001',
    composers: ['Marlowe Kane', 'Dana Ruiz'],
    publisher: 'Kane Sync Music',
    genres: ['Cinematic', 'Electronic'],
    mood: 'Tense',
    comment: 'Chases and heists',
  };

  it('reads every field from the id3 chunk of a 24-bit 48 kHz WAV, TPUB as the publisher', async () => {
    const file = join(dir, 'id3.wav');
    await writeWav(file, { seconds: 1.5, bits: 24, sampleRate: 48000 }, { id3 });
    expect(await readMasterTags(file)).toEqual({
      title: 'Night Drive',
      artist: 'Marlowe Kane',
      bpm: 92,
      key: 'A minor',
      isrc: 'USMK12600001',
      composers: ['Marlowe Kane', 'Dana Ruiz'],
      publisher: 'Kane Sync Music',
      genres: ['Cinematic', 'Electronic'],
      moods: ['Tense'],
      comment: 'Chases and heists',
      keywords: [],
      instruments: [],
      duration: 1.5,
      sampleRate: 48000,
      channels: 2,
      format: 'wav',
    });
  });

  it('falls back to RIFF INFO, then iXML, then BWF bext for what the others leave out', async () => {
    const file = join(dir, 'info.wav');
    await writeWav(
      file,
      { seconds: 1 },
      {
        info: { INAM: 'Golden Hour', IGNR: 'Pop; Advertising' },
        bext: { description: 'Bright piano for a reveal', originator: 'Marlowe Kane' },
        ixml: '<?xml version="1.0"?><BWFXML><USER><BPM>118</BPM><KEY>D major</KEY><MOOD>Uplifting, Hopeful</MOOD><ISRC>US-MK1-26-00002</ISRC><COMPOSER>Marlowe Kane</COMPOSER><PUBLISHER>Kane &amp; Co</PUBLISHER></USER></BWFXML>',
      },
    );
    expect(await readMasterTags(file)).toMatchObject({
      title: 'Golden Hour',
      artist: 'Marlowe Kane',
      bpm: 118,
      key: 'D major',
      isrc: 'US-MK1-26-00002',
      composers: ['Marlowe Kane'],
      publisher: 'Kane & Co',
      genres: ['Pop', 'Advertising'],
      moods: ['Uplifting', 'Hopeful'],
      comment: 'Bright piano for a reveal',
      duration: 1,
    });
  });

  it("decodes iXML's numeric references and names the file when one is no character, never a RangeError", async () => {
    const file = join(dir, 'refs.wav');
    await writeWav(file, { seconds: 1 }, { ixml: '<BWFXML><ARTIST>Ren&#233;e &#xC9;lan &amp; Co</ARTIST></BWFXML>' });
    expect((await readMasterTags(file)).artist).toBe('Renée Élan & Co');
    for (const [name, reference] of [
      ['beyond', '&#99999999;'],
      ['surrogate', '&#xD800;'],
      ['nul', '&#0;'],
    ]) {
      const bad = join(dir, `${name}.wav`);
      await writeWav(bad, { seconds: 1 }, { ixml: `<BWFXML><KEYWORDS>Dark, ${reference}</KEYWORDS></BWFXML>` });
      const read = readMasterTags(bad);
      await expect(read).rejects.toThrow(
        `${bad}: its iXML KEYWORDS holds ${reference}, which is no character (past Unicode's last, a surrogate half or NUL); correct the field in the tool that wrote it and export it again`,
      );
      await expect(read).rejects.toHaveProperty('name', 'TagReadError');
    }
  });

  // 40,000 took 13.5 s when each item was compared with every one kept; time grew with the
  // square of the count, so 200,000 would run for some six minutes, far past the time-out.
  it('reads a keywords tag of 200,000 items in one pass, each once whatever its case', async () => {
    const file = join(dir, 'keywords.wav');
    const items = Array.from({ length: 200_000 }, (_, i) => `k${i}`);
    await writeWav(
      file,
      { seconds: 1 },
      { ixml: `<BWFXML><KEYWORDS>Dark; dark,${items.join(',')}</KEYWORDS></BWFXML>` },
    );
    const { keywords } = await readMasterTags(file);
    expect(keywords).toEqual(['Dark', ...items]);
  });

  // The first to load music-metadata's AIFF, FLAC and MP3 parsers: 0.9 s idle, 5.1 s beside other work.
  it(
    'reads AIFF (ID3 chunk), FLAC (Vorbis comments, PUBLISHER) and MP3 (ID3v2)',
    { timeout: timeoutFor(0.9) },
    async () => {
      await writeAiff(
        join(dir, 'a.aiff'),
        { seconds: 1 },
        { title: 'Paper Moons', bpm: 84, publisher: 'Kane Sync Music' },
      );
      await writeFlac(
        join(dir, 'f.flac'),
        { seconds: 1 },
        { TITLE: 'Still Water', BPM: '70', PUBLISHER: 'Ruiz Songs', ISRC: 'USMK12600004', MOOD: 'Calm' },
      );
      await writeMp3(
        join(dir, 'm.mp3'),
        { seconds: 1 },
        { title: 'First Light', isrc: 'USMK12600005', composers: ['Theo Banks'] },
      );
      expect(await readMasterTags(join(dir, 'a.aiff'))).toMatchObject({
        title: 'Paper Moons',
        bpm: 84,
        publisher: 'Kane Sync Music',
        format: 'aiff',
        duration: 1,
      });
      expect(await readMasterTags(join(dir, 'f.flac'))).toMatchObject({
        title: 'Still Water',
        bpm: 70,
        publisher: 'Ruiz Songs',
        isrc: 'USMK12600004',
        moods: ['Calm'],
        format: 'flac',
        duration: 1,
      });
      const mp3 = await readMasterTags(join(dir, 'm.mp3'));
      expect(mp3).toMatchObject({
        title: 'First Light',
        isrc: 'USMK12600005',
        composers: ['Theo Banks'],
        format: 'mp3',
        channels: 1,
      });
      expect(mp3.duration).toBeCloseTo(1, 1);
    },
  );

  it('names the file and the problem when it is not audio', async () => {
    const { writeFile } = await import('node:fs/promises');
    const file = join(dir, 'text.wav');
    await writeFile(file, 'not a wave file at all');
    await expect(readMasterTags(file)).rejects.toThrow(/text\.wav: .*export it again from the DAW/);
    await expect(readMasterTags(join(dir, 'notes.txt'))).rejects.toThrow(/notes\.txt: not a master this import reads/);
  });
});
