import { useHydrated } from '../ui/useHydrated';

/**
 * The build year on the server and while hydrating (so the markup matches), then the
 * visitor's own year: React re-renders with the client value right after hydration.
 */
export function useCurrentYear(): number {
  return useHydrated() ? new Date().getFullYear() : __BUILD_YEAR__;
}
