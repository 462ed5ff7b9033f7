/**
 * What a master's own tags say about it: ID3 (in MP3, WAV `id3 ` and AIFF `ID3 ` chunks),
 * RIFF INFO, BWF `bext`, iXML, FLAC Vorbis comments and MP4 atoms, read with music-metadata,
 * plus the duration and audio format.
 */
import { extname } from 'node:path';
import { parseFile, type IAudioMetadata } from 'music-metadata';
import { plainLines } from '../text/plain-text.ts';
import { readIxml, ixmlField, IxmlError } from './ixml.ts';
import { listItems } from './list-items.ts';
import type { MasterFormat } from './master-format.ts';
import { masterHeaderRefusal } from './master-header.ts';

export const MASTER_EXTENSIONS: Record<string, MasterFormat> = {
  '.wav': 'wav',
  '.wave': 'wav',
  '.bwf': 'wav',
  '.aif': 'aiff',
  '.aiff': 'aiff',
  '.aifc': 'aiff',
  '.flac': 'flac',
  '.mp3': 'mp3',
  '.m4a': 'm4a',
  '.mp4': 'm4a',
};

/** What a master's tags say; undefined where no tag says it. */
export interface MasterTags {
  title?: string | undefined;
  artist?: string | undefined;
  bpm?: number | undefined;
  key?: string | undefined;
  isrc?: string | undefined;
  composers: string[];
  publisher?: string | undefined;
  genres: string[];
  moods: string[];
  comment?: string | undefined;
  keywords: string[];
  instruments: string[];
  lyrics?: string | undefined;
  /** As the tag wrote it: ISO 639-2 (`eng`) in ID3, anything in Vorbis comments. */
  language?: string | undefined;
  /** Seconds. */
  duration: number;
  sampleRate: number;
  channels: number;
  format: MasterFormat;
}

export class TagReadError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(plainLines(message));
    this.name = 'TagReadError';
  }
}

const clean = (s: string | undefined | null): string | undefined => {
  const t = s?.replace(/\0+$/, '').trim();
  return t ? t : undefined;
};

/** Genre and mood tags often hold several values in one string ("Tense; Dark", "Pop/Rock" stays one). */
function splitList(values: readonly (string | undefined)[]): string[] {
  const out: string[] = [];
  // Looked up, not compared with each kept: a tag of 40,000 keywords took 13.5 s that way.
  const seen = new Set<string>();
  for (const value of values) {
    for (const item of listItems(value ?? '', ';,\0')) {
      const key = item.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(item);
    }
  }
  return out;
}

/** A native tag's first text value by id, in any of the file's tag formats. */
function nativeText(meta: IAudioMetadata, ids: readonly string[]): string | undefined {
  for (const tags of Object.values(meta.native)) {
    for (const tag of tags) {
      if (!ids.includes(tag.id.toUpperCase())) continue;
      const v = tag.value;
      const text =
        typeof v === 'string'
          ? v
          : typeof v === 'number'
            ? String(v)
            : v && typeof v === 'object' && 'text' in v
              ? String(v.text)
              : undefined;
      if (clean(text)) return clean(text);
    }
  }
  return undefined;
}

/** `128`, `128.00`, `128,5` or `128 BPM`, as taggers write TBPM and BPM comments. */
function bpmOf(text: string | number | undefined): number | undefined {
  const n = typeof text === 'number' ? text : Number.parseFloat(String(text ?? '').replace(',', '.'));
  return Number.isFinite(n) && n > 0 ? Math.round(n * 100) / 100 : undefined;
}

/** Lyrics as ID3 USLT or Vorbis LYRICS/UNSYNCEDLYRICS arrive: text, or an object holding it. */
function lyricsOf(meta: IAudioMetadata): string | undefined {
  const found = meta.common.lyrics?.map((l) => (typeof l === 'string' ? l : l.text)).find((t) => clean(t));
  return clean(found) ?? nativeText(meta, ['LYRICS', 'UNSYNCEDLYRICS', 'UNSYNCED LYRICS']);
}

export async function readMasterTags(file: string): Promise<MasterTags> {
  const format = MASTER_EXTENSIONS[extname(file).toLowerCase()];
  if (!format) throw new TagReadError(file, `${file}: not a master this import reads (WAV, AIFF, FLAC, MP3 or M4A)`);
  // Before any reader trusts the header: a rate, channel count or length no master has is refused here.
  const refused = await masterHeaderRefusal(file, format);
  if (refused) throw new TagReadError(file, `${file}: ${refused}`);
  let meta: IAudioMetadata;
  try {
    meta = await parseFile(file, { duration: true, skipCovers: true });
  } catch (error) {
    throw new TagReadError(
      file,
      `${file}: cannot read its tags (${error instanceof Error ? error.message : String(error)}); export it again from the DAW`,
    );
  }
  const { common, format: audio } = meta;
  const ixml = format === 'wav' ? await readIxml(file) : null;
  const fromIxml = (names: string[]) => {
    try {
      return ixml ? ixmlField(ixml, names) : undefined;
    } catch (error) {
      if (error instanceof IxmlError)
        throw new TagReadError(
          file,
          `${file}: ${error.message}; correct the field in the tool that wrote it and export it again`,
        );
      throw error;
    }
  };
  const duration = audio.duration ?? 0;
  if (!(duration > 0))
    throw new TagReadError(
      file,
      `${file}: holds no audio this import can read (its length reads as 0 s); export it again from the DAW`,
    );
  const comment =
    clean(common.comment?.map((c) => c.text).find((t) => clean(t))) ??
    clean(common.description?.[0]) ??
    fromIxml(['DESCRIPTION', 'NOTE']) ??
    nativeText(meta, ['BEXT.DESCRIPTION']);
  return {
    title: clean(common.title) ?? fromIxml(['TRACKTITLE', 'TITLE']),
    artist: clean(common.artist) ?? fromIxml(['ARTIST']) ?? nativeText(meta, ['BEXT.ORIGINATOR']),
    bpm:
      bpmOf(common.bpm) ??
      bpmOf(nativeText(meta, ['TBPM', 'BPM', 'TMPO', 'TXXX:BPM'])) ??
      bpmOf(fromIxml(['BPM', 'TEMPO'])),
    // TKEY, or the INITIALKEY frame or comment DJ and key-detection tools write.
    key:
      clean(common.key) ??
      nativeText(meta, ['TXXX:INITIALKEY', 'INITIALKEY', 'INITIAL KEY', 'KEY', '----:COM.APPLE.ITUNES:INITIALKEY']) ??
      fromIxml(['KEY', 'MUSICAL_KEY']),
    isrc: clean(common.isrc?.[0]) ?? fromIxml(['ISRC']),
    composers: splitList(common.composer?.length ? common.composer : [fromIxml(['COMPOSER'])]),
    // ID3's TPUB arrives as `label`; Vorbis comments' PUBLISHER/ORGANIZATION only as native tags.
    publisher:
      clean(common.label?.[0]) ??
      clean(common.publisher?.[0]) ??
      nativeText(meta, ['PUBLISHER', 'ORGANIZATION', 'TPUB']) ??
      fromIxml(['PUBLISHER']),
    genres: splitList(common.genre?.length ? common.genre : [fromIxml(['GENRE', 'CATEGORY'])]),
    moods: splitList([clean(common.mood) ?? fromIxml(['MOOD'])]),
    comment,
    // Apple's grouping (©grp, ID3 TIT1/GRP1) is where many producers put search words.
    keywords: splitList([
      nativeText(meta, ['TXXX:KEYWORDS', 'KEYWORDS', 'TXXX:TAGS', '----:COM.APPLE.ITUNES:KEYWORDS']) ??
        fromIxml(['KEYWORDS']) ??
        clean(common.grouping),
    ]),
    instruments: splitList([
      nativeText(meta, ['TXXX:INSTRUMENTS', 'TXXX:INSTRUMENTATION', 'INSTRUMENTS', 'INSTRUMENTATION']) ??
        fromIxml(['INSTRUMENTS', 'INSTRUMENTATION']),
    ]),
    lyrics: lyricsOf(meta),
    language: clean(common.language) ?? nativeText(meta, ['LANGUAGE', 'TLAN']),
    duration,
    sampleRate: audio.sampleRate ?? 44100,
    channels: audio.numberOfChannels ?? 2,
    format,
  };
}
