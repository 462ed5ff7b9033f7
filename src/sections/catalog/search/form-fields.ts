import { BPM_RANGE, COMMON_CUTS, energyOf, FITS_RANGE, OTHER_LENGTH, whole, type Choice } from './choice.ts';

/** The search form's fields by name, as text (SearchForm.tsx names them as the address does); `noAi` is the box ticked, `like` a hidden field. */
export interface FormFields {
  q: string;
  vocals: string;
  mood: string;
  genre: string;
  energy: string;
  fits: string;
  fitsOther: string;
  bpmFrom: string;
  bpmTo: string;
  noAi: boolean;
  like: string;
}

/** What the form asks: a number field not yet a whole number asks nothing. */
export function choiceOfFields(fields: FormFields): Choice {
  return {
    q: fields.q,
    vocals: fields.vocals === 'instrumental' || fields.vocals === 'vocal' ? fields.vocals : '',
    mood: fields.mood,
    genre: fields.genre,
    energy: energyOf(fields.energy),
    bpmFrom: whole(fields.bpmFrom, ...BPM_RANGE),
    bpmTo: whole(fields.bpmTo, ...BPM_RANGE),
    fits: whole(fields.fits === OTHER_LENGTH ? fields.fitsOther : fields.fits, ...FITS_RANGE),
    noAi: fields.noAi,
    like: fields.like,
  };
}

/** The fields that show a choice: a cut not among the common ones goes in the field of its own. */
export function fieldsOfChoice(choice: Choice): FormFields {
  const common = choice.fits === null || (COMMON_CUTS as readonly number[]).includes(choice.fits);
  const text = (value: number | null) => (value === null ? '' : String(value));
  return {
    q: choice.q,
    vocals: choice.vocals,
    mood: choice.mood,
    genre: choice.genre,
    energy: choice.energy,
    fits: common ? text(choice.fits) : OTHER_LENGTH,
    fitsOther: common ? '' : text(choice.fits),
    bpmFrom: text(choice.bpmFrom),
    bpmTo: text(choice.bpmTo),
    noAi: choice.noAi,
    like: choice.like,
  };
}
