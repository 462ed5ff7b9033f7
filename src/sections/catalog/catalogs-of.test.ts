import { expect, it } from 'vitest';
import type { SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';
import { catalogsOf } from './catalogs-of.ts';

const section = (type: string, id: string) => ({ type, id }) as unknown as SiteConfig['sections'][number];

it('finds every catalog section, in order, and no section of another type', () => {
  const sections: SiteConfig['sections'] = [
    section('hero', 'top'),
    section('catalog', 'music'),
    section('contact', 'c'),
    section('catalog', 'b-sides'),
  ];
  expect(catalogsOf({ sections }).map((s) => s.id)).toEqual(['music', 'b-sides']);
});

it('finds none in a site without a catalog', () => {
  expect(catalogsOf({ sections: [section('hero', 'top')] })).toEqual([]);
});
