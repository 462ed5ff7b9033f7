/** How the import and npm run suggest report a suggestion: a line a field, with how sure and where from. */
import type { SuggestedField } from '../../src/sections/catalog/sound/suggest-tags.ts';
import type { TrackSuggestions } from './write-suggestions.ts';

/** `bounce-1: moods Tense, Dark (suggested, sure 0.72, from night-drive, rain-city)` */
export function suggestionLines(id: string, suggestion: TrackSuggestions): string[] {
  return (Object.entries(suggestion) as [SuggestedField, NonNullable<TrackSuggestions[SuggestedField]>][]).map(
    ([field, { values, confidence, from }]) =>
      `${id}: ${field} ${values.map((v) => v.value).join(', ')} (suggested, sure ${confidence.toFixed(2)}, from ${from.join(', ')})`,
  );
}
