import { ISLAND_TAG } from './markup.ts';

/**
 * What a visitor does in an island before it is live must not be lost.
 * - A press: its buttons have no handlers yet (the press only woke the island). The entry script
 *   remembers the last button pressed in each sleeping island; the island presses it again right
 *   after `hydrateRoot`, and React, seeing a press on markup it has not hydrated yet, hydrates the
 *   island at once and hands the press to its handler: a tap that woke the island is answered in
 *   one task rather than after a hydration spread over frames. From `hydrateRoot` on, React
 *   queues and replays events itself, so an island stops being watched there and nothing is
 *   pressed twice. Links work natively and are not remembered.
 * - Typing: hydrating a controlled field sets it back to its rendered value, so the fields are
 *   read just before and typed into again, as input events its handlers hear, once live.
 * - Hover and keyboard focus that began while it slept are announced again, for tooltips.
 */
const pending = new WeakMap<Element, HTMLButtonElement>();
const live = new WeakSet<Element>();

function remember(event: MouseEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const island = target?.closest(ISLAND_TAG);
  if (!island || live.has(island)) return;
  const button = target!.closest('button');
  if (button && island.contains(button)) pending.set(island, button);
}

export function rememberPresses(): void {
  document.addEventListener('click', remember, true);
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The fields whose text differs from what the build rendered in them: the visitor typed it. */
function typedFields(island: Element): Map<Field, string> {
  const fields = island.querySelectorAll<Field>('input:not([type=hidden]), textarea');
  return new Map(
    [...fields].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]),
  );
}

function typeAgain(field: Field, text: string) {
  if (!field.isConnected) return;
  // Hydration keeps the typed text on screen but not in the island's state, and React tracks
  // the value it last saw through the field's own setter: clear it through that one, then type
  // through the prototype's, so the input event reads as the visitor's change.
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once hydrated: types again what was typed and, when there was no press, re-announces the
 * hover and keyboard focus that began while the island slept.
 */
function replayPending(island: Element, typed: Map<Field, string>, pressed: boolean): void {
  for (const [field, text] of typed) typeAgain(field, text);
  if (pressed) return;
  const focused = document.activeElement;
  if (focused && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  const hovered = [...island.querySelectorAll(':hover')].at(-1);
  hovered?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
}

/**
 * Wakes an island with `hydrate` (which calls `afterHydration` once the island is live) and
 * hands it what the visitor did while it slept.
 */
export function hydrateKeepingInput(island: HTMLElement, hydrate: (afterHydration: () => void) => void): void {
  live.add(island);
  const typed = typedFields(island);
  const press = pending.get(island);
  pending.delete(island);
  hydrate(() => {
    island.setAttribute('live', '');
    replayPending(island, typed, press !== undefined);
  });
  if (press?.isConnected && !press.disabled) press.click();
}
