import { useSyncExternalStore } from 'react';

const noUpdates = () => () => {};
const browserYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

/**
 * The build year on the server and while hydrating (so the markup matches), then the
 * visitor's own year: React re-renders with the client value right after hydration.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(noUpdates, browserYear, buildYear);
}
