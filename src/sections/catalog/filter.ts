/** What a track card carries for the filters, as data-* attributes of the static markup. */
export interface TrackFacets {
  vocals: 'instrumental' | 'vocal' | 'both';
  moods: string[];
  genres: string[];
  bpm: number;
}

export interface FilterChoice {
  vocals: '' | 'instrumental' | 'vocal';
  mood: string;
  genre: string;
  bpmFrom: number;
  bpmTo: number;
}

/** A track with both versions suits a buyer who wants either. */
export function matches(track: TrackFacets, choice: FilterChoice): boolean {
  return (
    (choice.vocals === '' || track.vocals === choice.vocals || track.vocals === 'both') &&
    (choice.mood === '' || track.moods.includes(choice.mood)) &&
    (choice.genre === '' || track.genres.includes(choice.genre)) &&
    track.bpm >= choice.bpmFrom &&
    track.bpm <= choice.bpmTo
  );
}

/** The schema keeps each mood and genre on one line, so a line break can join them and never splits one. */
export const LIST_SEPARATOR = '\n';

/** The facets as written on a card. */
export function facetAttributes(track: TrackFacets): Record<string, string> {
  return {
    'data-vocals': track.vocals,
    'data-moods': track.moods.join(LIST_SEPARATOR),
    'data-genres': track.genres.join(LIST_SEPARATOR),
    'data-bpm': String(track.bpm),
  };
}

export function facetsOf(element: HTMLElement): TrackFacets {
  const list = (value: string | undefined) => (value ? value.split(LIST_SEPARATOR) : []);
  return {
    vocals: element.dataset.vocals as TrackFacets['vocals'],
    moods: list(element.dataset.moods),
    genres: list(element.dataset.genres),
    bpm: Number(element.dataset.bpm),
  };
}
