import { TRACK_FIELDS, type TrackField } from '../../../functions/src/contract/track-fields.ts';
import type { SchemaFragment } from '../define.ts';

type Node = Record<string, unknown>;

/**
 * The catalog's schema fragment with its track's plain fields from the track-field table, every
 * field in the table's order: schema.json keeps only the special ones, and must keep exactly those.
 */
export function withTrackFields(
  fragment: SchemaFragment,
  fields: readonly TrackField[] = TRACK_FIELDS,
): SchemaFragment {
  const track = fragment.$defs?.catalogTrack;
  if (!track) throw new Error('src/sections/catalog/schema.json: $defs.catalogTrack is missing');
  const own = (track.properties ?? {}) as Record<string, Node>;
  const special = fields.filter((field) => field.special).map((field) => field.name);
  const mismatch = [
    ...special.filter((name) => !(name in own)),
    ...Object.keys(own).filter((name) => !special.includes(name)),
  ];
  if (mismatch.length)
    throw new Error(
      `src/sections/catalog/schema.json: $defs.catalogTrack's properties must be the track-field table's special fields; ${mismatch.join(', ')} differ`,
    );
  const required = new Set((track.required ?? []) as string[]);
  const catalogTrack = {
    ...track,
    required: fields
      .filter((field) => (field.special ? required.has(field.name) : field.required))
      .map((field) => field.name),
    properties: Object.fromEntries(
      fields.map((field) => [field.name, field.special ? own[field.name]! : { ...field.schema }]),
    ),
  };
  return { ...fragment, $defs: { ...fragment.$defs, catalogTrack } };
}
