import { Island } from '@11ty/is-land';
import { followPrefillLinks } from './contact/prefill';
import { keepNowhereLinksPut } from './layout/nowhere-links';
import { rememberPresses } from './islands/early-input';

// The whole script of a first visit: is-land watches each island's trigger, and only then is
// React fetched, with that island's code.
rememberPresses();
followPrefillLinks();
keepNowhereLinksPut();
Island.addInitType('react', async (island: HTMLElement) => {
  const { hydrateIsland } = await import('./islands/hydrate-island');
  await hydrateIsland(island);
});
