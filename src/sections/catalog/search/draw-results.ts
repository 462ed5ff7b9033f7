import { fill } from '../../../../functions/src/contract/fill.ts';
import { trackLength } from '../time.ts';
import type { SimilarReason } from '../sound/similar.ts';
import type { Choice } from './choice.ts';
import type { Found } from './searcher.ts';
import type { CatalogSearchProps } from './search-props.ts';

type Labels = CatalogSearchProps['labels'];

/** The notes a result carries: the version that fits the cut asked for, and why it sounds near the track asked from. */
function notesOf(result: Found | undefined, asked: Choice, labels: Labels): Array<['fitsNote' | 'likeNote', string]> {
  const notes: Array<['fitsNote' | 'likeNote', string]> = [];
  if (result?.fits)
    notes.push([
      'fitsNote',
      fill(labels.fitsNote, {
        version: result.fits.label,
        length: trackLength(result.fits.seconds),
        seconds: String(asked.fits ?? ''),
      }),
    ]);
  if (result?.reasons?.length)
    notes.push(['likeNote', result.reasons.map((reason: SimilarReason) => labels[reason]).join(', ')]);
  return notes;
}

/**
 * Puts `cards` in the list in their order, in place of what it showed, and writes on each what
 * `found` says of it (by the cards' ids). The cards move rather than hide, so reading and tabbing
 * order follow.
 */
export function drawResults(
  list: HTMLElement,
  cards: readonly HTMLElement[],
  found: readonly Found[],
  asked: Choice,
  labels: Labels,
): void {
  const results = new Map(found.map((result) => [result.id, result]));
  for (const card of cards) {
    card.querySelectorAll('[data-note]').forEach((note) => note.remove());
    let after = card.querySelector('dl') ?? card.firstElementChild;
    for (const [kind, text] of notesOf(results.get(card.dataset.track ?? ''), asked, labels)) {
      const note = document.createElement('p');
      note.dataset.note = '';
      note.dataset[kind] = '';
      note.textContent = text;
      after?.after(note);
      after = note;
    }
  }
  if (cards.length !== list.children.length || cards.some((card, index) => list.children[index] !== card))
    list.replaceChildren(...cards);
}
