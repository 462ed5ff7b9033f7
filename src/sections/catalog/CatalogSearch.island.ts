import { fill } from '../../../functions/src/contract/fill.ts';
import { addressOf, choiceFromAddress, isEmpty, NO_CHOICE, OTHER_LENGTH, type Choice } from './search/choice';
import { drawResults } from './search/draw-results';
import { choiceOfFields, fieldsOfChoice, type FormFields } from './search/form-fields';
import { createCardSource, type CardSource } from './search/result-cards';
import type { CatalogSearchProps } from './search/search-props';
import { shardFile } from './search/search-shards';
import type { Found, Search } from './search/searcher';
import type { SearchBase } from './search/build-index';
import type { SearchTrack } from './search/search-track';
import type { SoundFile } from './sound/sound-file';
import type { SoundSpace } from './sound/sound-space';
import type { QueryPrint } from '../../audio/sound/sound-print';
import type { Excerpt } from './sound/reference-file';

/** What the results are ordered by when a visitor's file was compared: its name, where its sound sits in the catalog's, and its print. */
interface Reference {
  name: string;
  z: Float64Array;
  query: QueryPrint;
}

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
 * "More like this" on a card, or a file the visitor drops, orders what the search finds by sound,
 * from the catalog's sound file, fetched the first time either is asked for.
 */
export default function wakeSearch({ listId, pagerId, moreId, searchFile, searchFolder, cardFile, soundFile, total, labels }: CatalogSearchProps, island: HTMLElement): void {
  const form = island.querySelector('form')!;
  const field = (name: keyof FormFields | 'file' | 'part' | 'from') => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const otherLength = field('fitsOther').closest('label')!;
  const clear = form.querySelector<HTMLButtonElement>('button[type="button"]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const list = document.getElementById(listId);
  const pager = pagerId === null ? null : document.getElementById(pagerId);
  const more = document.getElementById(moreId) as HTMLButtonElement | null;
  if (!list) return;
  const pageCards = [...list.querySelectorAll<HTMLElement>(':scope > [data-track]')];
  const cards: CardSource = createCardSource(cardFile, pageCards);
  const byFile = form.querySelector<HTMLFieldSetElement>('[data-by-file]');
  let searcher: Promise<{ search: Search; tracks: SearchTrack[] }> | null = null;
  let sounds: Promise<{ space: SoundSpace; order: typeof import('./sound/order-by-sound') }> | null = null;
  let reference: Reference | null = null;
  let latest = 0;
  let results: { found: Found[]; drawn: number; asked: Choice } | null = null;

  const load = () => {
    searcher ??= Promise.all([import('./search/searcher'), fetchJson<SearchBase>(searchFile)]).then(([{ createSearcher }, base]) => ({
      search: createSearcher(base, (shard) => fetchJson(shardFile(searchFolder, shard))),
      tracks: base.tracks,
    }));
    // A failed load is tried again at the next change: the connection may be back.
    searcher.catch(() => (searcher = null));
    return searcher;
  };

  const loadSounds = () => {
    sounds ??= Promise.all([import('./sound/sound-file'), import('./sound/order-by-sound'), fetchJson<SoundFile>(soundFile ?? '')]).then(([{ spaceOfFile }, order, file]) => ({
      space: spaceOfFile(file),
      order,
    }));
    sounds.catch(() => (sounds = null));
    return sounds;
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
      like: field('like').value,
    });

  const write = (choice: Choice) => {
    const fields = fieldsOfChoice(choice);
    for (const name of ['q', 'vocals', 'mood', 'genre', 'fits', 'fitsOther', 'bpmFrom', 'bpmTo', 'like'] as const) field(name).value = fields[name];
    // A mood or genre the catalog lacks (a link from an older catalog) reads as any.
    for (const name of ['mood', 'genre'] as const) if (field(name).value !== fields[name]) field(name).value = '';
    (field('noAi') as HTMLInputElement).checked = fields.noAi;
    otherLength.hidden = fields.fits !== OTHER_LENGTH;
  };

  // Numbers as the page's language writes them: 5,000 in English, 5 000 in French.
  const number = (n: number) => n.toLocaleString(document.documentElement.lang || undefined);
  /** The heading of a track's card, on this page or fetched: the track named in "nearest to". */
  const titleOf = async (id: string) => (await cards(id)).querySelector('h2, h3')?.textContent ?? id;

  const count = async (shown: number | 'failed', asked: Choice) => {
    if (shown === 'failed') status.textContent = labels.searchFailed;
    else if (shown === 0) status.textContent = labels.noMatch;
    else if (reference) status.textContent = fill(labels.fileShowing, { count: number(shown), name: reference.name });
    else if (asked.like) status.textContent = fill(labels.likeShowing, { count: number(shown), title: await titleOf(asked.like) });
    else status.textContent = fill(labels.showing, { count: number(shown), total: number(total) });
  };

  /** Draws the first `upTo` results, or the page's own cards when nothing is asked. */
  const draw = async (found: Found[] | null, asked: Choice, upTo: number, ticket: number) => {
    const shown = found === null ? pageCards : await Promise.all(found.slice(0, upTo).map((result) => cards(result.id)));
    if (ticket !== latest) return;
    drawResults(list, shown, found ?? [], asked, labels);
    if (pager) pager.hidden = found !== null;
    results = found === null ? null : { found, drawn: shown.length, asked };
    const left = results ? results.found.length - results.drawn : 0;
    if (more) {
      more.hidden = left <= 0;
      more.textContent = fill(labels.moreResults, { count: number(Math.min(RESULTS_AT_ONCE, left)) });
    }
    await count(found === null ? total : found.length, asked);
  };

  /** What the search finds, ordered by sound when a track or a file is asked from. */
  const find = async (choice: Choice): Promise<Found[]> => {
    const { search, tracks } = await load();
    const found = await search(choice);
    if (!reference && !choice.like) return found;
    const { space, order } = await loadSounds();
    return order.orderBySound(found, tracks, space, reference ? { z: reference.z, query: reference.query } : { like: choice.like });
  };

  const show = async (choice: Choice) => {
    const ticket = ++latest;
    clear.hidden = isEmpty(choice) && !reference;
    // Busy until this search's cards are in: assistive technology waits, and so can a test or the bench.
    list.setAttribute('aria-busy', 'true');
    try {
      if (isEmpty(choice) && !reference) await draw(null, choice, 0, ticket);
      else {
        const found = await find(choice);
        if (ticket === latest) await draw(found, choice, RESULTS_AT_ONCE, ticket);
      }
    } catch {
      if (ticket === latest) await count('failed', choice);
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
    reference = null;
    if (byFile) (field('file') as HTMLInputElement).value = '';
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
  // "More like this" on a card: the whole catalog, as searched and filtered, nearest in sound first.
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-like]');
    if (!link || soundFile === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    reference = null;
    field('like').value = link.dataset.like ?? '';
    asked = read();
    change(asked, 'push');
    status.scrollIntoView({ block: 'center' });
  });

  if (byFile && soundFile !== null) wakeFileSearch(byFile, list);

  function wakeFileSearch(box: HTMLFieldSetElement, list: HTMLElement) {
    const input = field('file') as HTMLInputElement;
    let file: File | null = null;
    const excerpt = (): Excerpt => ({ from: Number(field('from').value) || 0, seconds: Number(field('part').value) || null });
    const listen = async () => {
      if (!file) return;
      const { name } = file;
      const ticket = ++latest;
      list.setAttribute('aria-busy', 'true');
      status.textContent = fill(labels.fileListening, { name });
      try {
        const [{ listenTo, LONGEST_MINUTES, SHORTEST_SECONDS }, { space }, { placeSound }] = await Promise.all([import('./sound/reference-file'), loadSounds(), import('./sound/sound-space')]);
        const heard = await listenTo(file, excerpt());
        if (ticket !== latest) return;
        if (!heard.ok) {
          const problem = { unreadable: labels.fileUnreadable, tooLong: labels.fileTooLong, tooShort: labels.fileTooShort }[heard.problem];
          status.textContent = fill(problem, { name, minutes: String(LONGEST_MINUTES), seconds: String(SHORTEST_SECONDS) });
          list.removeAttribute('aria-busy');
          return;
        }
        reference = { name, z: placeSound(space, heard.sound), query: heard.query };
        // A file replaces a track asked from: one reference at a time.
        field('like').value = '';
        asked = read();
        window.history.replaceState(null, '', `${location.pathname}${addressOf(asked)}${location.hash}`);
        await show(asked);
      } catch {
        if (ticket === latest) {
          await count('failed', asked);
          list.removeAttribute('aria-busy');
        }
      }
    };
    const take = (chosen: File | undefined) => {
      if (!chosen) return;
      file = chosen;
      void listen();
    };
    box.hidden = false;
    input.addEventListener('change', () => take(input.files?.[0]));
    for (const name of ['part', 'from'] as const) field(name).addEventListener('change', () => void listen());
    box.addEventListener('dragover', (event) => {
      event.preventDefault();
      box.dataset.over = '';
    });
    box.addEventListener('dragleave', () => delete box.dataset.over);
    box.addEventListener('drop', (event) => {
      event.preventDefault();
      delete box.dataset.over;
      take(event.dataTransfer?.files[0]);
    });
  }

  window.addEventListener('popstate', () => {
    asked = choiceFromAddress(location.search);
    // Back to a track asked from: the address says what the results are ordered by, not a file picked since.
    if (asked.like) reference = null;
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
