import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';

interface TooltipTiming {
  delayMs: number;
  /** True when some tooltip closed within the skip delay, so the next one opens at once. */
  closedRecently: () => boolean;
  markClosed: () => void;
}

const TooltipContext = createContext<TooltipTiming | null>(null);

// Module-wide, not per provider: every island is a root of its own, and the skip delay spans
// tooltips of different islands (the menu button's, then the scroll-to-top button's).
let lastClosedAt = Number.NEGATIVE_INFINITY;

/** Holds the configured delays for every tooltip inside it. */
export function TooltipProvider({
  timing,
  children,
}: {
  timing: SiteConfig['behaviour']['tooltip'];
  children: ReactNode;
}) {
  const { delayMs, skipDelayMs } = timing;
  const value = useMemo<TooltipTiming>(
    () => ({
      delayMs,
      closedRecently: () => Date.now() - lastClosedAt < skipDelayMs,
      markClosed: () => {
        lastClosedAt = Date.now();
      },
    }),
    [delayMs, skipDelayMs],
  );
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}

export function useTooltipTiming(): TooltipTiming {
  const timing = useContext(TooltipContext);
  if (!timing) throw new Error('Tooltip must be used inside <TooltipProvider>');
  return timing;
}
