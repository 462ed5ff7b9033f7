import { DELIVERY_FOLDERS_ENV } from '../../functions/src/delivery/delivery-source.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { deliveryFolderOf } from '../delivery/folder.ts';

/**
 * What tells the deliveryFile function, on the local stack, where each served site's delivery
 * folder is (by the key its quotes are stored under), so it reads files from there: Storage's
 * emulator cannot start offline. Always set on the stack, even with no folder, so a local
 * download never tries to sign a Storage address; deployed, the variable is absent.
 */
export function deliveryFoldersEnv(
  sites: ReadonlyArray<{ key: string; config: Pick<SiteConfig, 'sections'>; configPath: string }>,
): Record<string, string> {
  const folders: Record<string, string> = {};
  for (const { key, config, configPath } of sites) {
    const folder = deliveryFolderOf(config, configPath);
    if (folder !== null) folders[key] = folder;
  }
  return { [DELIVERY_FOLDERS_ENV]: JSON.stringify(folders) };
}
