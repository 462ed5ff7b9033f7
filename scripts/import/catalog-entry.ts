/**
 * A catalog track as the import writes it into the YAML: the schema's own track type, with what
 * the schema fills in by default left optional, so the YAML says no more than the editor would.
 */
import type { Party } from '../../functions/src/contract/shortlist-model.ts';
import type { CatalogTrack } from '../../functions/src/contract/site-config.generated.ts';
import type { FieldsWith } from '../../functions/src/contract/track-fields.ts';

export type { Party };

/** What the schema requires (the special fields, and the track-field table's `required` ones); the rest may be left out. */
type Written = 'id' | 'title' | 'audio' | FieldsWith<{ required: true }>;
type Optional = Exclude<keyof CatalogTrack, Written | 'rights' | 'listed'>;

export type TrackEntry = Pick<CatalogTrack, Written> &
  Partial<Pick<CatalogTrack, Optional>> & {
    rights: Partial<Pick<CatalogTrack['rights'], 'oneStop' | 'preCleared' | 'master' | 'isrc' | 'iswc'>> & {
      writers: Party[];
      publishers?: Party[];
    };
  };
