import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DeliveredFile } from '../../functions/src/contract/delivery.ts';
import { deliveredName, deliveryPathProblem } from '../../functions/src/contract/file-name.ts';
import { invisibleShown } from '../../functions/src/contract/invisible-text.ts';
import { MAIN_VERSION } from '../../functions/src/contract/offered-track.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { CommandError } from '../cli/command.ts';
import { displayPath } from '../config/format-errors.ts';
import { fileFacts } from './file-facts.ts';
import { catalogsOf } from '../../src/sections/catalog/catalogs-of.ts';
import { deliveryFolderOf } from './folder.ts';
import { licensedFiles } from './named-files.ts';

/**
 * The files a licence of the track's version delivers, read now (size and SHA-256) so the quote
 * names the exact bytes; none when the track names none. A file that is named and cannot be read
 * refuses the quote: a buyer would accept terms promising a file the site cannot hand over.
 */
export async function deliveredFiles(
  config: Pick<SiteConfig, 'sections'>,
  configPath: string,
  trackId: string,
  versionKey: string,
): Promise<DeliveredFile[]> {
  const track = catalogsOf(config)
    .flatMap((section) => section.tracks)
    .find((candidate) => candidate.id === trackId);
  const named = track ? licensedFiles(track, versionKey) : [];
  if (!track || named.length === 0) return [];
  const which = `"${track.title}"${versionKey === MAIN_VERSION ? '' : ` (${versionKey})`}`;
  const folder = deliveryFolderOf(config, configPath);
  if (folder === null)
    throw new CommandError(
      `${which} names files to deliver (${named.map((file) => file.path).join(', ')}), but no catalog of ${displayPath(configPath)} names the folder they are in: add delivery: { folder: … } to the catalog section; nothing was stored`,
    );
  const files: DeliveredFile[] = [];
  for (const { kind, path } of named) {
    const problem = deliveryPathProblem(path);
    if (problem)
      throw new CommandError(
        `the ${kind} file '${invisibleShown(path, 'terminal')}' of ${which}: ${problem}; nothing was stored`,
      );
    const onDisk = join(folder, path);
    const found = await stat(onDisk).catch(() => null);
    if (!found?.isFile())
      throw new CommandError(
        `the ${kind === 'master' ? 'master' : 'stems'} file '${path}' of ${which} is not in the delivery folder (looked for ${displayPath(onDisk)}): put it there or fix the path in ${displayPath(configPath)}, then quote again; nothing was stored`,
      );
    files.push({ name: deliveredName(path), kind, path, ...(await fileFacts(onDisk)) });
  }
  return files;
}
