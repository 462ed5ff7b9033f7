import { dirname, resolve } from 'node:path';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { catalogsOf } from '../../src/sections/catalog/catalogs-of.ts';

/**
 * The absolute delivery folder of a site: the catalog's `delivery.folder`, taken from the config
 * file's own folder (so a roster site's sits beside its site.yaml), or null when no catalog sets one.
 * check:config refuses two catalogs that name different folders, so the first one set is the site's.
 */
export function deliveryFolderOf(config: Pick<SiteConfig, 'sections'>, configPath: string): string | null {
  const folder = catalogsOf(config).find((section) => section.delivery)?.delivery?.folder;
  return folder === undefined ? null : resolve(dirname(configPath), folder);
}
