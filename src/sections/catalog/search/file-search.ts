import { fill } from '../../../../functions/src/contract/fill.ts';
import { putInAddress } from './address.ts';
import type { FormView } from './form-view.ts';
import type { ResultsView } from './results-view.ts';
import type { SearchFiles } from './search-files.ts';
import type { SearchSession } from './search-session.ts';
import type { CatalogSearchProps } from './search-props.ts';
import type { Excerpt, FileProblem } from '../sound/reference-file.ts';

/** The message that says what to do with a file the page does not compare. */
export const PROBLEM_LABELS = {
  unreadable: 'fileUnreadable',
  tooLarge: 'fileTooLarge',
  tooLong: 'fileTooLong',
  tooManyChannels: 'fileChannels',
  tooShort: 'fileTooShort',
} as const satisfies Record<FileProblem, keyof CatalogSearchProps['labels']>;

/**
 * Find by a file: the box the build drew hidden (only this script can read a file) is shown, and
 * a file chosen or dropped on it is heard in the browser, placed in the catalog's sound, and the
 * search's results are ordered by nearness to it. Nothing of the file leaves the page.
 */
export function wakeFileSearch(
  box: HTMLFieldSetElement,
  {
    form,
    view,
    session,
    files,
    labels,
  }: {
    form: FormView;
    view: ResultsView;
    session: SearchSession;
    files: SearchFiles;
    labels: CatalogSearchProps['labels'];
  },
): void {
  const input = form.field('file') as HTMLInputElement;
  let file: File | null = null;
  const excerpt = (): Excerpt => ({
    from: Number(form.field('from').value) || 0,
    seconds: Number(form.field('part').value) || null,
  });

  const listen = async () => {
    if (!file) return;
    const { name } = file;
    const ticket = session.ticket();
    view.busy(true);
    view.say(fill(labels.fileListening, { name }));
    try {
      const [{ listenTo, LIMITS_IN_WORDS }, { space }, { placeSound }] = await Promise.all([
        import('../sound/reference-file.ts'),
        files.sounds(),
        import('../sound/sound-space.ts'),
      ]);
      const heard = await listenTo(file, excerpt());
      if (!session.isLatest(ticket)) return;
      if (!heard.ok) {
        view.say(fill(labels[PROBLEM_LABELS[heard.problem]], { name, ...LIMITS_IN_WORDS }));
        view.busy(false);
        return;
      }
      session.compareWith({ name, z: placeSound(space, heard.sound), query: heard.query });
      // A file replaces a track asked from: one reference at a time.
      form.field('like').value = '';
      const choice = form.read();
      putInAddress(choice, 'replace');
      await session.show(choice);
    } catch {
      if (session.isLatest(ticket)) {
        await view.count('failed', session.asked, null);
        view.busy(false);
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
  for (const name of ['part', 'from'] as const) form.field(name).addEventListener('change', () => void listen());
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
