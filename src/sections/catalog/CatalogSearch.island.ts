import { fill } from '../../config/fill';
import { addressOf, choiceFromAddress, isEmpty, NO_CHOICE, OTHER_LENGTH, type Choice } from './search/choice';
import { drawResults } from './search/draw-results';
import { choiceOfFields, fieldsOfChoice, type FormFields } from './search/form-fields';
import { createCardSource, type CardSource } from './search/result-cards';
import type { CatalogSearchProps } from './search/search-props';
import { shardFile } from './search/search-shards';
import type { Found, Search } from './search/searcher';
import type { SearchBase } from './search/build-index';

/** Results are drawn this many at a time: the cards not on the page are fetched together, some 2 kB each. */
const RESULTS_AT_ONCE = 12;

async function fetchJson<T>(address: string): Promise<T> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The catalog's search, a script over the form the build drew (SearchForm.tsx): React stays
 * with the players, so the page's first load carries none of it. The form's fields are the
 * search's state and the address holds it (shared, reloaded, walked back). The search base is
 * fetched the first time the box is focused or a search arrives in the address, each part of
 * the index when a word first needs it. Results come from every page of the catalog, best first,
 * a dozen at a time: the page's own cards where they are, the build's card files for the others.
 */
export default function wakeSearch({ listId, pagerId, moreId, searchFile, searchFolder, cardFile, total, labels }: CatalogSearchProps, island: HTMLElement): void {
  const form = island.querySelector('form')!;
  const field = (name: keyof FormFields) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const otherLength = field('fitsOther').closest('label')!;
  const clear = form.querySelector<HTMLButtonElement>('button[type="button"]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const list = document.getElementById(listId);
  const pager = pagerId === null ? null : document.getElementById(pagerId);
  const more = document.getElementById(moreId) as HTMLButtonElement | null;
  if (!list) return;
  const pageCards = [...list.querySelectorAll<HTMLElement>(':scope > [data-track]')];
  const cards: CardSource = createCardSource(cardFile, pageCards);
  let searcher: Promise<Search> | null = null;
  let latest = 0;
  let results: { found: Found[]; drawn: number; asked: Choice } | null = null;

  const load = (): Promise<Search> => {
    searcher ??= Promise.all([import('./search/searcher'), fetchJson<SearchBase>(searchFile)]).then(([{ createSearcher }, base]) =>
      createSearcher(base, (shard) => fetchJson(shardFile(searchFolder, shard))),
    );
    // A failed load is tried again at the next change: the connection may be back.
    searcher.catch(() => (searcher = null));
    return searcher;
  };

  const read = (): Choice =>
    choiceOfFields({
      q: field('q').value,
      vocals: field('vocals').value,
      mood: field('mood').value,
      genre: field('genre').value,
      fits: field('fits').value,
      fitsOther: field('fitsOther').value,
      bpmFrom: field('bpmFrom').value,
      bpmTo: field('bpmTo').value,
      noAi: (field('noAi') as HTMLInputElement).checked,
    });

  const write = (choice: Choice) => {
    const fields = fieldsOfChoice(choice);
    for (const name of ['q', 'vocals', 'mood', 'genre', 'fits', 'fitsOther', 'bpmFrom', 'bpmTo'] as const) field(name).value = fields[name];
    // A mood or genre the catalog lacks (a link from an older catalog) reads as any.
    for (const name of ['mood', 'genre'] as const) if (field(name).value !== fields[name]) field(name).value = '';
    (field('noAi') as HTMLInputElement).checked = fields.noAi;
    otherLength.hidden = fields.fits !== OTHER_LENGTH;
  };

  // Numbers as the page's language writes them: 5,000 in English, 5 000 in French.
  const number = (n: number) => n.toLocaleString(document.documentElement.lang || undefined);
  const count = (shown: number | 'failed') => {
    status.textContent = shown === 'failed' ? labels.searchFailed : shown === 0 ? labels.noMatch : fill(labels.showing, { count: number(shown), total: number(total) });
  };

  /** Draws the first `upTo` results, or the page's own cards when nothing is asked. */
  const draw = async (found: Found[] | null, asked: Choice, upTo: number, ticket: number) => {
    const shown = found === null ? pageCards : await Promise.all(found.slice(0, upTo).map((result) => cards(result.id)));
    if (ticket !== latest) return;
    drawResults(list, shown, found ?? [], asked, labels.fitsNote);
    if (pager) pager.hidden = found !== null;
    results = found === null ? null : { found, drawn: shown.length, asked };
    const left = results ? results.found.length - results.drawn : 0;
    if (more) {
      more.hidden = left <= 0;
      more.textContent = fill(labels.moreResults, { count: number(Math.min(RESULTS_AT_ONCE, left)) });
    }
    count(found === null ? total : found.length);
  };

  const show = async (choice: Choice) => {
    const ticket = ++latest;
    clear.hidden = isEmpty(choice);
    // Busy until this search's cards are in: assistive technology waits, and so can a test or the bench.
    list.setAttribute('aria-busy', 'true');
    try {
      if (isEmpty(choice)) await draw(null, choice, 0, ticket);
      else {
        const found = await (await load())(choice);
        if (ticket === latest) await draw(found, choice, RESULTS_AT_ONCE, ticket);
      }
    } catch {
      if (ticket === latest) count('failed');
    } finally {
      if (ticket === latest) list.removeAttribute('aria-busy');
    }
  };

  const change = (choice: Choice, history: 'push' | 'replace') => {
    window.history[history === 'push' ? 'pushState' : 'replaceState'](null, '', `${location.pathname}${addressOf(choice)}${location.hash}`);
    void show(choice);
  };

  let asked = choiceFromAddress(location.search);
  form.addEventListener('submit', (event) => event.preventDefault());
  form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    otherLength.hidden = field('fits').value !== OTHER_LENGTH;
    const choice = read();
    // Typing refines one search, and a number is typed digit by digit: the back button goes to the
    // search before, not letter by letter. A choice from a list or a box ticked is a step of its own.
    const typed = target.name === 'q' ? asked.q !== '' : target.type === 'number';
    if (JSON.stringify(choice) !== JSON.stringify(asked)) change(choice, typed ? 'replace' : 'push');
    asked = choice;
  });
  field('q').addEventListener('focus', () => void load().catch(() => undefined));
  clear.addEventListener('click', () => {
    write(NO_CHOICE);
    asked = NO_CHOICE;
    change(NO_CHOICE, 'push');
    field('q').focus();
  });
  more?.addEventListener('click', () => {
    if (!results) return;
    const first = results.drawn;
    void draw(results.found, results.asked, first + RESULTS_AT_ONCE, latest).then(() => {
      // Keyboard and screen-reader users go on from the first card added, not from the top.
      list.children[first]?.querySelector<HTMLElement>('a[href], button')?.focus();
    });
  });
  window.addEventListener('popstate', () => {
    asked = choiceFromAddress(location.search);
    write(asked);
    void show(asked);
  });

  // What the address asks, else what was typed before the script came.
  const typedBefore = read();
  if (!isEmpty(asked) || isEmpty(typedBefore)) {
    write(asked);
    if (!isEmpty(asked)) void show(asked);
  } else {
    asked = typedBefore;
    change(typedBefore, 'replace');
  }
  if (document.activeElement === field('q')) void load().catch(() => undefined);
}
