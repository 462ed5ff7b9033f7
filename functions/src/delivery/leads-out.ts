import { isAbsolute, sep } from 'node:path';

/**
 * Whether a path as node's `relative(folder, path)` gives it leads out of the folder: up (`..` as
 * its whole first part, where `..foo.wav` is a name inside) or elsewhere (absolute: another drive
 * on Windows). The empty path, the folder itself, does not.
 */
export const leadsOut = (relativePath: string): boolean =>
  relativePath === '..' || relativePath.startsWith(`..${sep}`) || isAbsolute(relativePath);
