/**
 * Which props an Emotion `styled` DOM element passes on to the DOM. Vite resolves
 * `@emotion/is-prop-valid` to this module (see vite.config.ts): its allow-list of every known
 * HTML/SVG attribute is about 2 kB of first-load JavaScript, spent only to drop our own style
 * props. Instead, style props are transient, named with a leading `$` as in styled-components,
 * and everything else reaches the element as it would in plain JSX. `theme` and `as` stay
 * Emotion's own, as with the allow-list.
 */
export default function forwardProp(prop: string): boolean {
  return prop[0] !== '$' && prop !== 'theme' && prop !== 'as';
}
