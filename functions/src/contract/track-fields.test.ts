import { expect, it } from 'vitest';
import { TRACK_FIELDS, type TrackField } from './track-fields.ts';

const fields: readonly TrackField[] = TRACK_FIELDS;

it('names each field once, and a special field only by its name', () => {
  expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
  expect(
    fields.filter((field) => field.special && Object.keys(field).some((key) => key !== 'name' && key !== 'special')),
  ).toEqual([]);
  expect(fields.filter((field) => !field.special && !field.schema).map((field) => field.name)).toEqual([]);
});

it('gives every field shown to a visitor a label, and every licence fact a place in the shortlist copy quotes are made from', () => {
  expect(fields.filter((field) => (field.details || field.licence) && !field.label).map((field) => field.name)).toEqual(
    [],
  );
  expect(fields.filter((field) => field.licence && !field.shortlist).map((field) => field.name)).toEqual([]);
});

it('gives each searched field a place of its own in the index', () => {
  const places = fields.flatMap((field) => (field.search ? [field.search.place] : []));
  expect(new Set(places).size).toBe(places.length);
});
