import { ISLAND_TAG } from './markup';

/**
 * What a visitor does in an island before it is live must not be lost.
 * - A press: its buttons have no handlers yet (the press only woke the island). The entry script
 *   remembers the last button pressed in each sleeping island; the island presses it again once
 *   hydrated. From `hydrateRoot` on, React queues and replays events itself, so an island stops
 *   being watched there and nothing is pressed twice. Links work natively and are not remembered.
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

export function markLive(island: Element): void {
  live.add(island);
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The fields whose text differs from what the build rendered in them: the visitor typed it. */
export function typedFields(island: Element): Map<Field, string> {
  const fields = island.querySelectorAll<Field>('input:not([type=hidden]), textarea');
  return new Map([...fields].filter((field) => field.value !== field.defaultValue).map((field) => [field, field.value]));
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
 * Once hydrated: types again what was typed, then presses the remembered button or, when there
 * was no press, re-announces the hover and keyboard focus that began while the island slept.
 */
export function replayPending(island: Element, typed: Map<Field, string>): void {
  for (const [field, text] of typed) typeAgain(field, text);
  const button = pending.get(island);
  pending.delete(island);
  if (button) {
    if (button.isConnected && !button.disabled) button.click();
    return;
  }
  const focused = document.activeElement;
  if (focused && island.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  const hovered = [...island.querySelectorAll(':hover')].at(-1);
  hovered?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
}
