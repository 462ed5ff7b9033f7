import { addressOf, choiceFromAddress, type Choice } from './choice.ts';

/** The search the address holds, shared or reloaded. */
export const askedInAddress = (): Choice => choiceFromAddress(location.search);

/** Puts a search in the address: a step of its own the back button returns to (`push`), or in place of the last (`replace`). */
export function putInAddress(choice: Choice, history: 'push' | 'replace'): void {
  window.history[history === 'push' ? 'pushState' : 'replaceState'](
    null,
    '',
    `${location.pathname}${addressOf(choice)}${location.hash}`,
  );
}

/** Calls `then` with the address's search when the visitor walks back or forward through the history. */
export function onAddressWalked(then: (choice: Choice) => void): void {
  window.addEventListener('popstate', () => then(askedInAddress()));
}
