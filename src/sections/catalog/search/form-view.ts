import { fill } from '../../../../functions/src/contract/fill.ts';
import { filtersChosen, OTHER_LENGTH, type Choice } from './choice.ts';
import { choiceOfFields, fieldsOfChoice, type FormFields } from './form-fields.ts';
import { localNumber } from './local-number.ts';
import type { CatalogSearchProps } from './search-props.ts';

export type FieldName = keyof FormFields | 'file' | 'part' | 'from';

/** The fields a choice is written to as text; `noAi` is a box ticked. */
const TEXT_FIELDS = [
  'q',
  'vocals',
  'mood',
  'genre',
  'energy',
  'fits',
  'fitsOther',
  'bpmFrom',
  'bpmTo',
  'like',
] as const;

/**
 * The search form the build drew (SearchForm.tsx), whose fields are the search's state: read as
 * a choice, written from one, with what they show besides themselves kept in step: the field
 * for a length of the buyer's own, and on a phone how many filters the Filters control hides.
 */
export function formView(form: HTMLFormElement, labels: Pick<CatalogSearchProps['labels'], 'filtersChosen'>) {
  const field = (name: FieldName) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement;
  const otherLength = field('fitsOther').closest('label')!;
  const filters = form.querySelector<HTMLElement>('details > summary');
  const noneChosen = filters?.textContent ?? '';

  const read = (): Choice =>
    choiceOfFields({
      q: field('q').value,
      vocals: field('vocals').value,
      mood: field('mood').value,
      genre: field('genre').value,
      energy: field('energy').value,
      fits: field('fits').value,
      fitsOther: field('fitsOther').value,
      bpmFrom: field('bpmFrom').value,
      bpmTo: field('bpmTo').value,
      noAi: (field('noAi') as HTMLInputElement).checked,
      like: field('like').value,
    });

  const refresh = () => {
    otherLength.hidden = field('fits').value !== OTHER_LENGTH;
    const chosen = filtersChosen(read());
    if (filters) filters.textContent = chosen ? fill(labels.filtersChosen, { count: localNumber(chosen) }) : noneChosen;
  };

  const write = (choice: Choice) => {
    const fields = fieldsOfChoice(choice);
    for (const name of TEXT_FIELDS) field(name).value = fields[name];
    // A mood or genre the catalog lacks (a link from an older catalog) reads as any.
    for (const name of ['mood', 'genre'] as const) if (field(name).value !== fields[name]) field(name).value = '';
    (field('noAi') as HTMLInputElement).checked = fields.noAi;
    refresh();
  };

  return {
    form,
    field,
    read,
    write,
    refresh,
    clear: form.querySelector<HTMLButtonElement>('button[type="button"]')!,
    status: form.querySelector<HTMLElement>('[role="status"]')!,
    byFile: form.querySelector<HTMLFieldSetElement>('[data-by-file]'),
  };
}

export type FormView = ReturnType<typeof formView>;
