import { createElement, type ReactNode } from 'react';

/**
 * Markup inside an island that never changes: the build renders `children`; the browser keeps
 * that markup as it is (React leaves an element with inner HTML alone while hydrating) so the
 * text in it is not sent a second time as props. Events from inside still reach the island's
 * handlers, which React finds on the nearest element it manages.
 */
export function StaticSlot({ children }: { children?: ReactNode }) {
  if (children === undefined) {
    return createElement('island-slot', { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' }, style: { display: 'contents' } });
  }
  return createElement('island-slot', { style: { display: 'contents' } }, children);
}
