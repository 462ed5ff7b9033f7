import createCache from '@emotion/cache';

/** Server and browser must use the same key, or hydration re-inserts every style. */
export const createEmotionCache = () => createCache({ key: 'cs' });
