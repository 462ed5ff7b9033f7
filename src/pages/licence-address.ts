import { LICENCE_PATH, VERIFY_PATH } from '../../functions/src/contract/licence-model.ts';

/** The token of a quote's link `/l/<token>`, or null when the address holds none (or is a verification page's). */
export function licenceTokenOf(pathname: string): string | null {
  const match = new RegExp(`^${LICENCE_PATH}/([^/]+)/?$`).exec(pathname);
  return match && match[1] !== 'verify' ? decodeURIComponent(match[1]!) : null;
}

/** The licence number and code of a verification page's address `/l/verify/<number>/<code>` (no code: a licence issued before codes), or null. */
export function verifiedLicenceOf(pathname: string): { number: string; code: string | null } | null {
  const match = new RegExp(`^${VERIFY_PATH}/([^/]+)(?:/([^/]+))?/?$`).exec(pathname);
  return match
    ? { number: decodeURIComponent(match[1]!), code: match[2] === undefined ? null : decodeURIComponent(match[2]) }
    : null;
}
