import type { IslandTrigger } from './define.ts';

export const ISLAND_TAG = 'is-land';

/**
 * The events that wake an `interaction` island. Pointer-over and focus come before the press
 * itself (a mouse hovers, a finger touches, a keyboard tabs in), so the code is usually live by
 * the time the press lands; a press that still arrives first is replayed (early-input.ts).
 */
const INTERACTION_EVENTS = 'touchstart,pointerover,focusin,click';

/** The `<is-land>` attributes that hold an island until its trigger. */
export function triggerAttributes(when: IslandTrigger): Record<string, string> {
  return { [`on:${when}`]: when === 'interaction' ? INTERACTION_EVENTS : '' };
}

/**
 * React's `useId` counts from the root it renders in; each island is a root of its own on both
 * sides, so a prefix per island keeps two islands' ids apart and each island's equal on both sides.
 */
export const idPrefix = (key: string) => `i${key}-`;
