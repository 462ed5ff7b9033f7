import { rememberEarlyClicks } from './early-clicks';

rememberEarlyClicks();

/**
 * The prerendered page is complete without JavaScript. Let the browser paint it first, then
 * fetch and run the app: otherwise a phone that already holds the script evaluates ~300 kB
 * of it before the first paint. Two frames, so the parser's last chunk of the page has been
 * painted too, not only the first; the timeout runs just after that paint.
 */
requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => void import('./hydrate'))));
