import { fill } from '../../../ui/fill';
import { trackLength } from '../time';
import type { Choice } from './choice';
import type { Found } from './searcher';

/**
 * Shows the build's cards that answer a search and hides the rest, best first when words were
 * asked (the cards themselves move, so reading and tabbing order follow), and writes on each
 * card the version that fits the cut asked for. `cards` are the list's cards in the catalog's
 * order; `found` null shows them all, in that order.
 */
export function drawResults(list: HTMLElement, cards: readonly HTMLElement[], found: Found[] | null, asked: Choice, fitsNote: string): void {
  const byId = new Map(found?.map((result, rank) => [result.id, { ...result, rank }]));
  for (const card of cards) {
    const result = byId.get(card.dataset.track ?? '');
    card.hidden = found !== null && result === undefined;
    card.querySelector('[data-fits-note]')?.remove();
    if (result?.fits) {
      const note = document.createElement('p');
      note.dataset.fitsNote = '';
      note.textContent = fill(fitsNote, { version: result.fits.label, length: trackLength(result.fits.seconds), seconds: String(asked.fits ?? '') });
      (card.querySelector('dl') ?? card.firstElementChild)?.after(note);
    }
  }
  const rank = (card: HTMLElement) => byId.get(card.dataset.track ?? '')?.rank ?? Infinity;
  const order = asked.q.trim() !== '' ? [...cards].sort((a, b) => rank(a) - rank(b)) : cards;
  if (order.some((card, index) => list.children[index] !== card)) list.append(...order);
}
