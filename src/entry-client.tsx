/**
 * The prerendered page is complete without JavaScript. Let the browser paint it first, then
 * fetch and run the app: otherwise a phone that already holds the script evaluates ~300 kB
 * of it before the first paint. (rAF runs just before a paint; the timeout, just after it.)
 */
requestAnimationFrame(() => setTimeout(() => void import('./hydrate')));
