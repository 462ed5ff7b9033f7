/**
 * Between the first paint and hydration the page is on screen but its buttons have no handlers
 * yet (links work natively; buttons do not), so a tap on "Play" or the menu button would be lost
 * on a slow phone. The entry script remembers the last button pressed in that window, and the app
 * presses it again once it is live. From `hydrateRoot` on, React queues and replays events
 * itself, so remembering stops there and nothing is pressed twice.
 */
let pending: HTMLButtonElement | null = null;

function remember(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) pending = button;
}

export function rememberEarlyClicks() {
  document.addEventListener('click', remember, true);
}

export function stopRememberingEarlyClicks() {
  document.removeEventListener('click', remember, true);
}

/** Presses the remembered button, if hydration kept it (a mismatch re-render would replace it). */
export function replayEarlyClick() {
  const button = pending;
  pending = null;
  if (button?.isConnected && !button.disabled) button.click();
}
