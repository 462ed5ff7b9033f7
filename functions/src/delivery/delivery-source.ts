/**
 * Where the function finds the files it delivers. Deployed, they are objects in the project's
 * Cloud Storage bucket, handed out by signed address. On the local stack, where Storage's emulator
 * cannot start offline, they are read from each site's delivery folder: the stack (and only the
 * stack) names those folders in this variable, a JSON map of site key to absolute folder.
 */
export const DELIVERY_FOLDERS_ENV = 'CUESHEET_DELIVERY_FOLDERS';

export type DeliverySource = { kind: 'storage' } | { kind: 'folders'; folders: Readonly<Record<string, string>> };

export class DeliverySourceError extends Error {}

export function deliverySourceOf(env: Readonly<Record<string, string | undefined>>): DeliverySource {
  const value = env[DELIVERY_FOLDERS_ENV];
  if (value === undefined) return { kind: 'storage' };
  let folders: unknown;
  try {
    folders = JSON.parse(value);
  } catch {
    folders = null;
  }
  const valid =
    typeof folders === 'object' &&
    folders !== null &&
    !Array.isArray(folders) &&
    Object.values(folders).every((folder) => typeof folder === 'string');
  if (!valid)
    throw new DeliverySourceError(
      `${DELIVERY_FOLDERS_ENV} must be a JSON object of site keys to folders, not ${value.slice(0, 80)}`,
    );
  return { kind: 'folders', folders: folders as Record<string, string> };
}
