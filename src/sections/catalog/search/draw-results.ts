import { fill } from '../../../config/fill';
import { trackLength } from '../time';
import type { Choice } from './choice';
import type { Found } from './searcher';

/**
 * Puts `cards` in the list in their order, in place of what it showed, and writes on each the
 * version that fits the cut asked for (`found` holds it, by the cards' ids). The cards move
 * rather than hide, so reading and tabbing order follow.
 */
export function drawResults(list: HTMLElement, cards: readonly HTMLElement[], found: readonly Found[], asked: Choice, fitsNote: string): void {
  const fits = new Map(found.map((result) => [result.id, result.fits]));
  for (const card of cards) {
    card.querySelector('[data-fits-note]')?.remove();
    const version = fits.get(card.dataset.track ?? '');
    if (version) {
      const note = document.createElement('p');
      note.dataset.fitsNote = '';
      note.textContent = fill(fitsNote, { version: version.label, length: trackLength(version.seconds), seconds: String(asked.fits ?? '') });
      (card.querySelector('dl') ?? card.firstElementChild)?.after(note);
    }
  }
  if (cards.length !== list.children.length || cards.some((card, index) => list.children[index] !== card)) list.replaceChildren(...cards);
}
