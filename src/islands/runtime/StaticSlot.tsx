import { createElement, type ReactNode } from 'react';

/**
 * A plain element, not a custom one: is-land renames undefined custom elements inside a sleeping
 * island (its fallback mechanism) and swaps them back only after hydration, which would move the
 * markup under React's feet and drop the focus of a link inside.
 */
const SLOT_TAG = 'div';

/**
 * Markup inside an island that never changes: the build renders `children`; the browser keeps
 * that markup as it is (React leaves an element with inner HTML alone while hydrating) so the
 * text in it is not sent a second time as props. Events from inside still reach the island's
 * handlers, which React finds on the nearest element it manages.
 */
export function StaticSlot({ children }: { children?: ReactNode }) {
  if (children === undefined) {
    return createElement(SLOT_TAG, {
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: '' },
      style: { display: 'contents' },
    });
  }
  return createElement(SLOT_TAG, { style: { display: 'contents' } }, children);
}
