/**
 * Strings only the lazily loaded libraries' code contains: how the bench and the e2e tests tell
 * a Firebase or toast chunk from the app's own, whatever the bundler names the file.
 */
export const LAZY_LIBRARY_MARKERS = {
  firebase: /FirebaseError|@firebase\//,
  sonner: /data-sonner-toast/,
} as const;

export type LazyLibrary = keyof typeof LAZY_LIBRARY_MARKERS;

export function librariesIn(code: string): LazyLibrary[] {
  return (Object.keys(LAZY_LIBRARY_MARKERS) as LazyLibrary[]).filter((name) => LAZY_LIBRARY_MARKERS[name].test(code));
}
