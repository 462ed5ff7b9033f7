import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useSiteConfig } from '../config/SiteConfigContext';

interface TooltipTiming {
  delayMs: number;
  /** True when some tooltip closed within the skip delay, so the next one opens at once. */
  closedRecently: () => boolean;
  markClosed: () => void;
}

const TooltipContext = createContext<TooltipTiming | null>(null);

/** Holds the configured delay and the last-closed time shared by every tooltip inside it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const { delayMs, skipDelayMs } = useSiteConfig().behaviour.tooltip;
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const timing = useMemo<TooltipTiming>(
    () => ({
      delayMs,
      closedRecently: () => Date.now() - lastClosedAt.current < skipDelayMs,
      markClosed: () => {
        lastClosedAt.current = Date.now();
      },
    }),
    [delayMs, skipDelayMs],
  );
  return <TooltipContext.Provider value={timing}>{children}</TooltipContext.Provider>;
}

export function useTooltipTiming(): TooltipTiming {
  const timing = useContext(TooltipContext);
  if (!timing) throw new Error('Tooltip must be used inside <TooltipProvider>');
  return timing;
}
