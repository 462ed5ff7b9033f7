import type { CatalogSection, SiteConfig } from '../../../functions/src/contract/site-config.generated.ts';

/**
 * The catalog sections of a config, in their order: how every command that works on the catalog
 * (the import, the delivery folder and its check, the benches) finds it, so the dispatch on a
 * section's type stays in the catalog's own folder.
 */
export const catalogsOf = (config: Pick<SiteConfig, 'sections'>): CatalogSection[] =>
  config.sections.filter((section): section is CatalogSection => section.type === 'catalog');
