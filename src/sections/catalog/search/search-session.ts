import { putInAddress } from './address.ts';
import { isEmpty, NO_CHOICE, type Choice } from './choice.ts';
import { RESULTS_AT_ONCE, type ResultsView } from './results-view.ts';
import type { SearchFiles } from './search-files.ts';
import type { Found } from './searcher.ts';
import type { QueryPrint } from '../../../audio/sound/sound-print.ts';

/** What the results are ordered by when a visitor's file was compared: its name, where its sound sits in the catalog's, and its print. */
export interface Reference {
  name: string;
  z: Float64Array;
  query: QueryPrint;
}

/**
 * The search's state: the choice shown (`asked`, as the address holds it), the file compared
 * with, and the results drawn so far. Every search takes a ticket, and only the latest draws:
 * an answer that comes late for a choice since changed is dropped.
 */
export function searchSession(files: SearchFiles, view: ResultsView) {
  let latest = 0;
  let asked: Choice = NO_CHOICE;
  let reference: Reference | null = null;
  let results: { found: Found[]; drawn: number; asked: Choice } | null = null;

  /** Draws the first `upTo` results, or the page's own cards when nothing is asked. */
  const draw = async (found: Found[] | null, choice: Choice, upTo: number, ticket: number) => {
    const drawn = await view.draw(found, choice, upTo, () => ticket !== latest);
    if (drawn === null) return;
    results = found === null ? null : { found, drawn, asked: choice };
    view.offerMore(results ? results.found.length - results.drawn : 0);
    await view.count(found === null ? view.total : found.length, choice, reference?.name ?? null);
  };

  /** What the search finds, ordered by sound when a track or a file is asked from. */
  const find = async (choice: Choice): Promise<Found[]> => {
    const { search, tracks } = await files.search();
    const found = await search(choice);
    if (!reference && !choice.like) return found;
    const { space, order } = await files.sounds();
    return order.orderBySound(
      found,
      tracks,
      space,
      reference ? { z: reference.z, query: reference.query } : { like: choice.like },
    );
  };

  const session = {
    get asked() {
      return asked;
    },
    /** A file compared with, or none: the results are ordered by its sound until a track asked from or Clear replaces it. */
    compareWith(file: Reference | null) {
      reference = file;
    },
    /** A search starting: any answer to an earlier one will be dropped. */
    ticket: () => ++latest,
    isLatest: (ticket: number) => ticket === latest,
    /** Shows what `choice` asks, as the choice shown, without touching the address. */
    async show(choice: Choice) {
      asked = choice;
      const ticket = ++latest;
      view.offerClear(!isEmpty(choice) || reference !== null);
      view.busy(true);
      try {
        if (isEmpty(choice) && !reference) await draw(null, choice, 0, ticket);
        else {
          const found = await find(choice);
          if (ticket === latest) await draw(found, choice, RESULTS_AT_ONCE, ticket);
        }
      } catch {
        if (ticket === latest) await view.count('failed', choice, null);
      } finally {
        if (ticket === latest) view.busy(false);
      }
    },
    /** Shows `choice` and puts it in the address, as a step of its own or in place of the last. */
    change(choice: Choice, history: 'push' | 'replace') {
      putInAddress(choice, history);
      void session.show(choice);
    },
    /** Draws a dozen more of the results shown; the place of the first added, or null when there was nothing to add. */
    async more(): Promise<number | null> {
      if (!results) return null;
      const first = results.drawn;
      await draw(results.found, results.asked, first + RESULTS_AT_ONCE, latest);
      return first;
    },
  };
  return session;
}

export type SearchSession = ReturnType<typeof searchSession>;
