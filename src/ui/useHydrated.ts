import { useSyncExternalStore } from 'react';

const noUpdates = () => () => {};

/**
 * False on the server and while hydrating (so the markup matches), true once React runs the
 * page in the browser: for controls that only work with the app, like sending the form.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noUpdates,
    () => true,
    () => false,
  );
}
