import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { count, displayPath } from '../config/format-errors.ts';
import { fileFacts } from '../delivery/file-facts.ts';
import { deliveryFolderOf } from '../delivery/folder.ts';
import { namedFiles } from '../delivery/named-files.ts';
import type { SiteFile } from './delivery-plan.ts';

export interface DeliverySite {
  name: string;
  config: Pick<SiteConfig, 'sections'>;
  configFile: string;
}

export interface SiteFiles {
  files: SiteFile[];
  /** Why a named file was left out: not on this machine. */
  notes: string[];
  /** Every named file was read: only then does the deploy know every file a site still names, as --prune must. */
  complete: boolean;
}

/** Each file the sites name, hashed from their folders; one this machine lacks is noted and left out, as a deploy from a clone without the folder must still deploy the site. */
export async function siteFiles(sites: readonly DeliverySite[]): Promise<SiteFiles> {
  const files: SiteFile[] = [];
  const notes: string[] = [];
  for (const site of sites) {
    const named = namedFiles(site.config);
    if (named.length === 0) continue;
    const folder = deliveryFolderOf(site.config, site.configFile);
    if (folder === null) {
      notes.push(
        `[${site.name}] ${count(named.length, 'file')} named for delivery, but no delivery folder is set: none uploaded`,
      );
      continue;
    }
    if (!(await stat(folder).catch(() => null))?.isDirectory()) {
      notes.push(
        `[${site.name}] the delivery folder ${displayPath(folder)} is not on this machine: none of its files uploaded (deploy from the machine that has it)`,
      );
      continue;
    }
    // A file named twice (a track's stems serve every version) is read once.
    for (const path of new Set(named.map((file) => file.path))) {
      const onDisk = join(folder, path);
      if (!(await stat(onDisk).catch(() => null))?.isFile()) {
        notes.push(
          `[${site.name}] ${path} is not in ${displayPath(folder)}: not uploaded (check:config says where the YAML names it)`,
        );
        continue;
      }
      files.push({ site: site.name, path, onDisk, ...(await fileFacts(onDisk)) });
    }
  }
  return { files, notes, complete: notes.length === 0 };
}
