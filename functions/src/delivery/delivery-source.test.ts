import { expect, it } from 'vitest';
import { DELIVERY_FOLDERS_ENV, deliverySourceOf, DeliverySourceError } from './delivery-source.ts';

it('reads files from Storage deployed, where the local stack’s variable is absent', () => {
  expect(deliverySourceOf({ FUNCTIONS_EMULATOR: 'true' })).toEqual({ kind: 'storage' });
  expect(deliverySourceOf({})).toEqual({ kind: 'storage' });
});

it('reads them from the folders the local stack names, by site', () => {
  const folders = { default: '/work/site/delivery', 'nova-lane': 'C:\\sites\\nova-lane\\delivery' };
  expect(deliverySourceOf({ [DELIVERY_FOLDERS_ENV]: JSON.stringify(folders) })).toEqual({ kind: 'folders', folders });
  expect(deliverySourceOf({ [DELIVERY_FOLDERS_ENV]: '{}' })).toEqual({ kind: 'folders', folders: {} });
});

it('refuses a variable of another shape rather than guess', () => {
  for (const value of ['', 'delivery', '["/a"]', '{"default": 1}', 'null']) {
    expect(() => deliverySourceOf({ [DELIVERY_FOLDERS_ENV]: value }), value).toThrow(DeliverySourceError);
  }
});
