/** The token of a link `/s/<token>`, or null when the address holds none. */
export function tokenOf(pathname: string): string | null {
  const match = /^\/s\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeURIComponent(match[1]!) : null;
}
