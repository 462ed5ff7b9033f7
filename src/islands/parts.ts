/**
 * A script island's parts: the elements of the shell the build drew that the island fills, each
 * marked `data-part` with a name from one map the page's TSX and the island share. A part renamed
 * on one side is a type error; one the shell lacks stops the island as it wakes, with its name,
 * rather than as a null met halfway through filling the page.
 */
export type PartNames = Readonly<Record<string, string>>;

type ElementClass = abstract new () => HTMLElement;

/** The element class a part must be where the island needs more than an HTMLElement (a form, a link). */
export type PartKinds<M extends PartNames> = { readonly [K in keyof M]?: ElementClass };

export type Parts<M extends PartNames, T extends PartKinds<M>> = {
  readonly [K in keyof M]: K extends keyof T
    ? T[K] extends abstract new () => infer E
      ? E
      : HTMLElement
    : HTMLElement;
};

/** The `data-part` attribute that marks a part in the shell's markup. */
export const partSelector = (name: string) => `[data-part="${name}"]`;

/** The element `selector` finds in `root`, checked to be a `kind`; throws naming the selector when it is not there or not one. */
export function one<E extends HTMLElement>(root: ParentNode, selector: string, kind: abstract new () => E): E {
  const element = root.querySelector(selector);
  if (element === null) throw new Error(`The page's shell has no ${selector}: its TSX must draw it`);
  if (!(element instanceof kind))
    throw new Error(`The page's ${selector} is a <${element.localName}>, not a ${kind.name}`);
  return element;
}

/** Every part of `names` inside `root`, found once as the island wakes; throws naming the first one missing or of the wrong kind. */
export function parts<M extends PartNames, T extends PartKinds<M> = Record<never, never>>(
  root: ParentNode,
  names: M,
  kinds?: T,
): Parts<M, T> {
  const found: Record<string, HTMLElement> = {};
  for (const [key, name] of Object.entries(names))
    found[key] = one(root, partSelector(name), kinds?.[key] ?? HTMLElement);
  return found as Parts<M, T>;
}
