import { askedInAddress, onAddressWalked } from './search/address.ts';
import { isEmpty, NO_CHOICE } from './search/choice.ts';
import { wakeFileSearch } from './search/file-search.ts';
import { formView } from './search/form-view.ts';
import { createCardSource } from './search/result-cards.ts';
import { resultsView } from './search/results-view.ts';
import { searchFiles } from './search/search-files.ts';
import { searchSession } from './search/search-session.ts';
import type { CatalogSearchProps } from './search/search-props.ts';

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
export default function wakeSearch(
  { listId, pagerId, moreId, searchFile, searchFolder, cardFile, soundFile, total, labels }: CatalogSearchProps,
  island: HTMLElement,
): void {
  const list = document.getElementById(listId);
  if (!list) return;
  const form = formView(island.querySelector('form')!, labels);
  const more = document.getElementById(moreId) as HTMLButtonElement | null;
  const pageCards = [...list.querySelectorAll<HTMLElement>(':scope > [data-track]')];
  const view = resultsView({
    list,
    pageCards,
    cards: createCardSource(cardFile, pageCards),
    pager: pagerId === null ? null : document.getElementById(pagerId),
    more,
    clear: form.clear,
    status: form.status,
    total,
    labels,
  });
  const files = searchFiles({ searchFile, searchFolder, soundFile });
  const session = searchSession(files, view);
  const load = () => void files.search().catch(() => undefined);

  form.form.addEventListener('submit', (event) => event.preventDefault());
  form.form.addEventListener('input', (event) => {
    const target = event.target as HTMLInputElement | HTMLSelectElement;
    form.refresh();
    const choice = form.read();
    // Typing refines one search, and a number is typed digit by digit: the back button goes to the
    // search before, not letter by letter. A choice from a list or a box ticked is a step of its own.
    const typed = target.name === 'q' ? session.asked.q !== '' : target.type === 'number';
    if (JSON.stringify(choice) !== JSON.stringify(session.asked)) session.change(choice, typed ? 'replace' : 'push');
  });
  form.field('q').addEventListener('focus', load);
  form.clear.addEventListener('click', () => {
    session.compareWith(null);
    if (form.byFile) (form.field('file') as HTMLInputElement).value = '';
    form.write(NO_CHOICE);
    session.change(NO_CHOICE, 'push');
    form.field('q').focus();
  });
  more?.addEventListener('click', () => {
    void session.more().then((first) => {
      if (first !== null) view.focusCard(first);
    });
  });
  // "More like this" on a card: the whole catalog, as searched and filtered, nearest in sound first.
  list.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-like]');
    if (!link || soundFile === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    session.compareWith(null);
    form.field('like').value = link.dataset.like ?? '';
    session.change(form.read(), 'push');
    form.status.scrollIntoView({ block: 'center' });
  });
  if (form.byFile && soundFile !== null) wakeFileSearch(form.byFile, { form, view, session, files, labels });
  onAddressWalked((choice) => {
    // Back to a track asked from: the address says what the results are ordered by, not a file picked since.
    if (choice.like) session.compareWith(null);
    form.write(choice);
    void session.show(choice);
  });

  // What the address asks, else what was typed before the script came.
  const inAddress = askedInAddress();
  const typedBefore = form.read();
  if (!isEmpty(inAddress) || isEmpty(typedBefore)) {
    form.write(inAddress);
    if (!isEmpty(inAddress)) void session.show(inAddress);
  } else session.change(typedBefore, 'replace');
  if (document.activeElement === form.field('q')) load();
}
