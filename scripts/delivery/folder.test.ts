import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { editShipped } from '../config/fixtures/shipped-edits.ts';
import { siteConfigFromSource } from '../config/load-config.ts';
import { deliveryFolderOf } from './folder.ts';

const withFolder = (folder: string) =>
  siteConfigFromSource(
    editShipped('delivery: { folder: delivery }', `delivery: { folder: ${folder} }`),
    '/x/site.yaml',
  );

describe('deliveryFolderOf', () => {
  it("takes the catalog's folder from the config file's own folder", () => {
    const config = withFolder('masters');
    expect(deliveryFolderOf(config, join('/sites', 'jane', 'site.yaml'))).toBe(resolve('/sites/jane/masters'));
    expect(deliveryFolderOf(withFolder('../shared/masters'), join('/sites', 'jane', 'site.yaml'))).toBe(
      resolve('/sites/shared/masters'),
    );
  });

  it('is null when no catalog names one', () => {
    const config = siteConfigFromSource(editShipped('    delivery: { folder: delivery }\n', ''), '/x/site.yaml');
    expect(deliveryFolderOf(config, '/repo/site.config.yaml')).toBeNull();
  });
});
