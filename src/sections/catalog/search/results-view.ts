import { fill } from '../../../../functions/src/contract/fill.ts';
import { drawResults } from './draw-results.ts';
import { localNumber } from './local-number.ts';
import type { Choice } from './choice.ts';
import type { CardSource } from './result-cards.ts';
import type { Found } from './searcher.ts';
import type { CatalogSearchProps } from './search-props.ts';

/** Results are drawn this many at a time: the cards not on the page are fetched together, some 2 kB each. */
export const RESULTS_AT_ONCE = 12;

interface Parts {
  list: HTMLElement;
  /** The page's own cards, shown when nothing is asked. */
  pageCards: HTMLElement[];
  cards: CardSource;
  pager: HTMLElement | null;
  more: HTMLButtonElement | null;
  /** The form's Clear button, offered while something is asked. */
  clear: HTMLButtonElement;
  status: HTMLElement;
  total: number;
  labels: CatalogSearchProps['labels'];
}

/** The page's parts a search shows itself in: the list of cards, the numbered pages, the buttons for more and to clear, and the status that counts them. */
export function resultsView({ list, pageCards, cards, pager, more, clear, status, total, labels }: Parts) {
  /** The heading of a track's card, on this page or fetched: the track named in "nearest to". */
  const titleOf = async (id: string) => (await cards(id)).querySelector('h2, h3')?.textContent ?? id;

  return {
    total,
    /** Busy until a search's cards are in: assistive technology waits, and so can a test or the bench. */
    busy(on: boolean) {
      if (on) list.setAttribute('aria-busy', 'true');
      else list.removeAttribute('aria-busy');
    },
    say(text: string) {
      status.textContent = text;
    },
    /** Says how many are shown and what they are ordered by: a file's sound (`fileName`), a track's, or none. */
    async count(shown: number | 'failed', asked: Choice, fileName: string | null) {
      if (shown === 'failed') status.textContent = labels.searchFailed;
      else if (shown === 0) status.textContent = labels.noMatch;
      else if (fileName !== null)
        status.textContent = fill(labels.fileShowing, { count: localNumber(shown), name: fileName });
      else if (asked.like)
        status.textContent = fill(labels.likeShowing, { count: localNumber(shown), title: await titleOf(asked.like) });
      else status.textContent = fill(labels.showing, { count: localNumber(shown), total: localNumber(total) });
    },
    /**
     * Draws the first `upTo` results, or the page's own cards (and its numbered pages) when `found`
     * is null; how many it drew, or null when `stale` says a newer search came while cards were fetched.
     */
    async draw(found: Found[] | null, asked: Choice, upTo: number, stale: () => boolean): Promise<number | null> {
      const shown =
        found === null ? pageCards : await Promise.all(found.slice(0, upTo).map((result) => cards(result.id)));
      if (stale()) return null;
      drawResults(list, shown, found ?? [], asked, labels);
      if (pager) pager.hidden = found !== null;
      return shown.length;
    },
    offerClear(on: boolean) {
      clear.hidden = !on;
    },
    /** Offers the next results, as many as are left up to a dozen. */
    offerMore(left: number) {
      if (!more) return;
      more.hidden = left <= 0;
      more.textContent = fill(labels.moreResults, { count: localNumber(Math.min(RESULTS_AT_ONCE, left)) });
    },
    /** Keyboard and screen-reader users go on from the first card added, not from the top. */
    focusCard(index: number) {
      list.children[index]?.querySelector<HTMLElement>('a[href], button')?.focus();
    },
  };
}

export type ResultsView = ReturnType<typeof resultsView>;
