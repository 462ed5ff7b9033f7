/** A catalog track as the import writes it into the YAML: the fields of the catalog schema, in its order. */
import type { AiDisclosure } from '../../src/config/site-config.generated.ts';

export interface Party {
  name: string;
  share: number;
  pro?: string;
  ipi?: string;
}

export interface TrackEntry {
  id: string;
  title: string;
  audio: string;
  bpm: number;
  key: string;
  moods: string[];
  genres: string[];
  vocals: 'instrumental' | 'vocal' | 'both';
  explicit?: boolean;
  description?: string;
  keywords?: string[];
  instruments?: string[];
  lyrics?: string;
  lyricThemes?: string[];
  language?: string;
  era?: string;
  soundsLike?: string[];
  ai?: AiDisclosure;
  versions?: { label: string; audio: string }[];
  stems?: boolean;
  download?: boolean;
  rights: {
    oneStop?: boolean;
    preCleared?: boolean;
    master?: string;
    isrc?: string;
    iswc?: string;
    writers: Party[];
    publishers?: Party[];
  };
}
