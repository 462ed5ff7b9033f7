import { createContext, useContext, useMemo, useRef, type ReactNode } from 'react';
import { useSiteConfig } from '../config/SiteConfigContext';

interface TooltipTiming {
  delayMs: number;
  skipDelayMs: number;
  /** When the last tooltip closed (ms since epoch), shared so a neighbour can skip the delay. */
  lastClosedAt: { current: number };
}

const TooltipContext = createContext<TooltipTiming | null>(null);

/** Holds the configured delays and the last-closed time for every tooltip inside it. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  const { delayMs, skipDelayMs } = useSiteConfig().behaviour.tooltip;
  const lastClosedAt = useRef(Number.NEGATIVE_INFINITY);
  const value = useMemo(() => ({ delayMs, skipDelayMs, lastClosedAt }), [delayMs, skipDelayMs]);
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}

export function useTooltipTiming(): TooltipTiming {
  const timing = useContext(TooltipContext);
  if (!timing) throw new Error('Tooltip must be used inside <TooltipProvider>');
  return timing;
}
