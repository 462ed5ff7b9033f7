import { join } from 'node:path';
import { expect, it } from 'vitest';
import { DELIVERY_FOLDERS_ENV, deliverySourceOf } from '../../functions/src/delivery/delivery-source.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { deliveryFoldersEnv } from './delivery-folders.ts';

const catalog = (folder?: string) =>
  ({ sections: [{ type: 'catalog', ...(folder && { delivery: { folder } }) }] }) as unknown as Pick<
    SiteConfig,
    'sections'
  >;

it('names each served site’s delivery folder by its key, taken from its config’s folder, so the function streams from it', () => {
  const root = join('/', 'work', 'sites');
  const env = deliveryFoldersEnv([
    { key: 'default', config: catalog('delivery'), configPath: join(root, 'site.config.yaml') },
    { key: 'nova-lane', config: catalog('../masters'), configPath: join(root, 'sites/nova-lane/site.yaml') },
    { key: 'no-files', config: catalog(), configPath: join(root, 'sites/no-files/site.yaml') },
  ]);
  expect(deliverySourceOf(env)).toEqual({
    kind: 'folders',
    folders: { default: join(root, 'delivery'), 'nova-lane': join(root, 'sites/masters') },
  });
});

it('is set even when no site has a folder: the local stack never signs a Storage address', () => {
  expect(deliveryFoldersEnv([{ key: 'default', config: catalog(), configPath: '/a/site.config.yaml' }])).toEqual({
    [DELIVERY_FOLDERS_ENV]: '{}',
  });
  expect(deliverySourceOf(deliveryFoldersEnv([]))).toEqual({ kind: 'folders', folders: {} });
});
