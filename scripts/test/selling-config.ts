import { readFile } from 'node:fs/promises';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { resolveConfigPath } from '../config/config-path.ts';
import { siteConfigFromSource } from '../config/load-config.ts';

/** The shipped rate card's online-video row, which a selling site prices. */
export const PRICED_ROW = '{ media: online-video, term: perpetuity, territory: worldwide, min: 150, max: 600 }';

/** The YAML of `source` (the shipped site's, read from `file`) with licensing.payment on and its online-video row at `price`. */
export function sellingSource(source: string, file: string, price = '149', currency = 'USD'): string {
  if (!source.includes(PRICED_ROW) || !/^licensing:\n/m.test(source))
    throw new Error(`${file} no longer has the row ${PRICED_ROW} or a licensing block: update sellingSource`);
  return source
    .replace(PRICED_ROW, PRICED_ROW.replace(' }', `, price: ${price} }`))
    .replace('currency: USD', `currency: ${currency}`)
    .replace(/^licensing:\n/m, 'licensing:\n  payment: { provider: stripe }\n');
}

/**
 * The shipped site with licensing.payment on and its online-video row at a fixed `price` in
 * `currency`, loaded as `check:config` loads a config: the schema's defaults applied, its rules run.
 */
export async function sellingConfig(price = '149', currency = 'USD'): Promise<SiteConfig> {
  const file = resolveConfigPath();
  return siteConfigFromSource(sellingSource(await readFile(file, 'utf8'), file, price, currency), file);
}
