/**
 * The import's read stage: the site's YAML (valid, or the import stops), the sheet's rows and the
 * masters with their tags. Nothing is written here, and what fails stops the import before any work.
 */
import { readFile } from 'node:fs/promises';
import { ConfigLoadError } from '../config/config-error.ts';
import { displayPath, formatConfigErrors } from '../config/format-errors.ts';
import { readConfigSnapshot, validateConfigSource, type ConfigSnapshot } from '../config/load-config.ts';
import type { CatalogSection, SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { catalogsOf } from '../../src/sections/catalog/catalogs-of.ts';
import { ImportError, type Failed, type ImportOptions } from './import-result.ts';
import type { Master } from './plan-model.ts';
import { findMasters, readMasters } from './read-masters.ts';
import { parseSheet, type SheetRow } from './sheet.ts';

export interface ImportInput {
  /** The YAML as read, to be replaced only if no one changed it meanwhile. */
  read: ConfigSnapshot;
  config: SiteConfig;
  /** The catalog the tracks go to: the site's first. */
  catalog: CatalogSection | undefined;
  rows: SheetRow[];
  /** The sheet's columns the catalog has no place for, as the report names them. */
  ignoredColumns: string[];
  masters: Master[];
  /** The masters whose tags could not be read. */
  failed: Failed;
}

export async function readImportInput(options: ImportOptions): Promise<ImportInput> {
  const { configFile } = options;
  const read = await readConfigSnapshot(configFile);
  const before = validateConfigSource(read.source, configFile);
  if (!before.ok) {
    throw new ConfigLoadError(
      'invalid',
      configFile,
      before.errors,
      `${formatConfigErrors(before.errors, read.source, { color: false })}\nFix these first (npm run check:config); the import adds to a valid file only.`,
    );
  }
  const sheet = options.sheet
    ? parseSheet(await readFile(options.sheet), displayPath(options.sheet))
    : { rows: [], ignored: [] };
  const ignoredColumns = sheet.ignored.map(
    (column) => `'${column.header}'${column.hint ? ` (did you mean '${column.hint}'?)` : ''}`,
  );
  const files = await findMasters(options.paths);
  if (files.length === 0) throw new ImportError(`no WAV, AIFF, FLAC, MP3 or M4A files in ${options.paths.join(', ')}`);
  const failed: Failed = [];
  const masters = await readMasters(files, failed);
  const config = before.config;
  return { read, config, catalog: catalogsOf(config)[0], rows: sheet.rows, ignoredColumns, masters, failed };
}
