import { LICENCE_PATH, VERIFY_PATH } from '../../functions/src/contract/licence-model';

/** The token of a quote's link `/l/<token>`, or null when the address holds none (or is a verification page's). */
export function licenceTokenOf(pathname: string): string | null {
  const match = new RegExp(`^${LICENCE_PATH}/([^/]+)/?$`).exec(pathname);
  return match && match[1] !== 'verify' ? decodeURIComponent(match[1]!) : null;
}

/** The licence number of a verification page's address `/l/verify/<number>`, or null. */
export function verifiedNumberOf(pathname: string): string | null {
  const match = new RegExp(`^${VERIFY_PATH}/([^/]+)/?$`).exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}
