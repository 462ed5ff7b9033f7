import { stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import { leadsOut } from '../../functions/src/delivery/leads-out.ts';
import { MAIN_VERSION } from '../../functions/src/contract/offered-track.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import type { ConfigError, ConfigPath } from '../config/config-error.ts';
import { resolvePublicDir } from '../config/config-path.ts';
import { count, displayPath } from '../config/format-errors.ts';
import { locateIssue } from '../config/locate.ts';
import { catalogsOf } from '../../src/sections/catalog/catalogs-of.ts';
import { deliveryFolderOf } from './folder.ts';
import { namedFiles, type NamedFile } from './named-files.ts';

export interface DeliveryFolderCheck {
  /** A folder the build would publish: every master in it would be on the site. */
  errors: ConfigError[];
  /** Named files that are not in the folder, located where the YAML names them; never fatal. */
  warnings: ConfigError[];
  /** What the editor may want to know: no folder, or no file named. */
  notes: string[];
}

const which = (file: NamedFile) =>
  `'${file.trackId}'${file.version === null ? '' : file.version === MAIN_VERSION ? '' : ` (${file.version})`}`;

/**
 * The files the catalog names for delivery, looked for in its folder. A missing one is a warning,
 * not an error: the folder stays out of git, so a fresh clone has none of them and must still build
 * and start; `npm run licence -- quote` refuses a track whose file is missing, and the deploy uploads
 * what is there.
 */
export async function checkDeliveryFolder(
  config: Pick<SiteConfig, 'sections'>,
  source: string,
  file: string,
  publicDir = resolvePublicDir(),
): Promise<DeliveryFolderCheck> {
  const named = namedFiles(config);
  const folder = deliveryFolderOf(config, file);
  const lineCounter = new LineCounter();
  // Parsed again only when there is something to locate: a config with nothing to say costs no second parse.
  let doc: ReturnType<typeof parseDocument> | undefined;
  const located = (path: ConfigPath, message: string): ConfigError => {
    doc ??= parseDocument(source, { lineCounter });
    return { file, ...locateIssue(doc, source, lineCounter, { path, at: 'value' }), message };
  };
  const delivering = catalogsOf(config).find((catalog) => catalog.delivery);
  const folderPath: ConfigPath = [
    'sections',
    delivering ? config.sections.indexOf(delivering) : -1,
    'delivery',
    'folder',
  ];
  const inPublic = folder === null ? undefined : relative(publicDir, folder);
  if (inPublic !== undefined && !leadsOut(inPublic))
    return {
      errors: [
        located(
          folderPath,
          `the delivery folder ${displayPath(folder!)} is inside the public folder ${displayPath(publicDir)}, which the build publishes whole: every master in it would be on the site for anyone to download. Move it out (e.g. beside the config) and name it here`,
        ),
      ],
      warnings: [],
      notes: [],
    };
  if (named.length === 0)
    return {
      errors: [],
      warnings: [],
      notes: [
        folder === null
          ? 'no track names a file to deliver, so an accepted licence gives no download; docs/catalog.md (Delivery) says how to name masters and stems'
          : `the delivery folder ${displayPath(folder)} is set, but no track names a file in it: give a track delivery: { master: … } (npm run import writes it)`,
      ],
    };
  if (folder === null)
    return {
      errors: [],
      warnings: [],
      notes: [
        `${count(named.length, 'file')} ${named.length === 1 ? 'is' : 'are'} named for delivery, but no catalog names the folder they are in: add delivery: { folder: … } to the catalog section; until then a quote of those tracks is refused`,
      ],
    };
  const found = await stat(folder).catch(() => null);
  if (!found?.isDirectory())
    return {
      errors: [],
      warnings: [
        located(
          folderPath,
          `the delivery folder ${displayPath(folder)} does not exist, so none of the ${count(named.length, 'file')} named in it can be delivered and a quote of their tracks is refused: create it and put the masters and stems there (the demo site's own: npm run make:demo-delivery)`,
        ),
      ],
      notes: [],
    };
  const missing: ConfigError[] = [];
  for (const each of named) {
    const onDisk = join(folder, each.path);
    if ((await stat(onDisk).catch(() => null))?.isFile()) continue;
    missing.push(
      located(
        each.at,
        `delivery file ${each.path} of ${which(each)} is not in the delivery folder (looked for ${displayPath(onDisk)}); put it there or fix the path: a quote of it is refused until then`,
      ),
    );
  }
  return { errors: [], warnings: missing, notes: [] };
}
