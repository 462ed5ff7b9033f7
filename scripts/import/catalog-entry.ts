/**
 * A catalog track as the import writes it into the YAML: the schema's own track type, with what
 * the schema fills in by default left optional, so the YAML says no more than the editor would.
 */
import type { Party } from '../../functions/src/contract/shortlist-model.ts';
import type { CatalogTrack } from '../../functions/src/contract/site-config.generated.ts';

export type { Party };

type Written = 'id' | 'title' | 'audio' | 'bpm' | 'key' | 'moods' | 'genres' | 'vocals';
type Optional = 'explicit' | 'description' | 'keywords' | 'instruments' | 'lyrics' | 'lyricThemes' | 'language' | 'era' | 'soundsLike' | 'ai' | 'versions' | 'stems' | 'download';

export type TrackEntry = Pick<CatalogTrack, Written> &
  Partial<Pick<CatalogTrack, Optional>> & {
    rights: Partial<Pick<CatalogTrack['rights'], 'oneStop' | 'preCleared' | 'master' | 'isrc' | 'iswc'>> & { writers: Party[]; publishers?: Party[] };
  };
