/** The ID3 tag a preview carries: the track's entry as taggers and players read it. */
import type { AiDisclosure } from '../../functions/src/contract/site-config.generated.ts';
import { TRACK_FIELDS, valueOf, type TrackField } from '../../functions/src/contract/track-fields.ts';
import { aiStatement, aiText } from '../../functions/src/contract/ai-disclosure.ts';
import type { Id3Fields } from '../audio/preview/id3-tag.ts';
import { iso6392 } from './iso639-2.ts';
import type { PlannedEntry, PlannedFile } from './plan-model.ts';

export function previewTags(
  track: PlannedEntry,
  file: PlannedFile,
  artist: string | undefined,
  url: string | undefined,
  aiDefault: AiDisclosure | undefined,
): Id3Fields {
  const list = (values: string[] | undefined) => values?.join('; ');
  return {
    title: file.label ? `${track.title} (${file.label})` : track.title,
    artist,
    isrc: track.rights.isrc,
    composers: track.rights.writers.map((w) => w.name),
    publisher: track.rights.publishers?.map((p) => p.name).join(', '),
    bpm: track.bpm,
    key: track.key,
    genres: track.genres,
    mood: track.moods.join(', ') || undefined,
    url,
    lyrics: track.lyrics,
    ...(track.language && { language: iso6392(track.language) }),
    // What ID3 has no frame for travels in TXXX frames, named as taggers name them.
    extra: {
      ...Object.fromEntries(
        (TRACK_FIELDS as readonly TrackField[]).flatMap((field) => {
          const value = valueOf(track, field);
          return field.tag
            ? [
                [
                  field.tag,
                  Array.isArray(value) ? list(value as string[]) : value === undefined ? undefined : String(value),
                ],
              ]
            : [];
        }),
      ),
      'AI DISCLOSURE': aiText(aiStatement(track.ai, aiDefault)),
    },
  };
}
