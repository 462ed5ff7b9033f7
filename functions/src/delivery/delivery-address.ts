import { DELIVERY_PATH } from '../contract/delivery.ts';
import { fileNameProblem } from '../contract/file-name.ts';
import { isTokenShaped } from '../private-links/token.ts';

/** What a download's address names: the quote's token and one file's name. */
export interface DeliveryAddress {
  token: string;
  name: string;
}

const ADDRESS = new RegExp(`${DELIVERY_PATH.replace(/\//g, '\\/')}\\/([^/]+)\\/([^/]+)$`);

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A base name, as the quote records a file by: one the file-name rule takes, as the import and the quote do. */
export const isFileNameShaped = (name: string): boolean => fileNameProblem(name) === undefined;

/**
 * The token and file name of `/l/file/<token>/<name>`, as Hosting's rewrite (or the emulator, after
 * the function's own prefix) hands the path on; null for anything no quote could answer, which is
 * then refused before Firestore is asked anything.
 */
export function deliveryAddressOf(path: string): DeliveryAddress | null {
  const [, token, segment] = ADDRESS.exec(path) ?? [];
  if (token === undefined || segment === undefined || !isTokenShaped(token)) return null;
  const name = decoded(segment);
  return name !== null && isFileNameShaped(name) ? { token, name } : null;
}
