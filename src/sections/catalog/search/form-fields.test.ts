import { describe, expect, it } from 'vitest';
import { NO_CHOICE, type Choice } from './choice.ts';
import { choiceOfFields, fieldsOfChoice } from './form-fields.ts';

describe('the search form’s fields', () => {
  it('round-trip every choice, a cut of its own in the field of its own', () => {
    const choices: Choice[] = [
      NO_CHOICE,
      {
        q: 'tense synth',
        vocals: 'instrumental',
        mood: 'Dark',
        genre: 'Electronic',
        energy: 'medium',
        bpmFrom: 90,
        bpmTo: 120,
        fits: 30,
        noAi: true,
        like: 'night-drive',
      },
      { ...NO_CHOICE, fits: 48 },
    ];
    for (const choice of choices) expect(choiceOfFields(fieldsOfChoice(choice))).toEqual(choice);
    expect(fieldsOfChoice({ ...NO_CHOICE, fits: 48 })).toMatchObject({ fits: 'other', fitsOther: '48' });
    expect(fieldsOfChoice({ ...NO_CHOICE, fits: 15 })).toMatchObject({ fits: '15', fitsOther: '' });
  });

  it('asks nothing of a number not yet typed whole, nor of an unknown vocals or energy value', () => {
    const fields = fieldsOfChoice(NO_CHOICE);
    expect(
      choiceOfFields({
        ...fields,
        bpmFrom: '9.5',
        bpmTo: '-',
        fits: 'other',
        fitsOther: '',
        vocals: 'both',
        energy: 'max',
      }),
    ).toEqual(NO_CHOICE);
  });
});
