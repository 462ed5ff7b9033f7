import { Island } from '@11ty/is-land';
import { followPrefillLinks } from './contact/prefill';
import { keepNowhereLinksPut } from './layout/nowhere-links';
import { hydrateKeepingInput, rememberPresses } from './islands/early-input';
import { idPrefix } from './islands/markup';
import { islandsByName } from './islands/registry';

// The whole script of a first visit: is-land watches each island's trigger, and only then is
// React fetched, with that island's code.
rememberPresses();
followPrefillLinks();
keepNowhereLinksPut();
Island.addInitType('react', async (island: HTMLElement) => {
  const definition = islandsByName.get(island.dataset.island ?? '');
  if (!definition) throw new Error(`Unknown island "${island.dataset.island}"`);
  // React and the island's own code are fetched side by side, not one after the other.
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import('./islands/hydrate-island'), definition.load()]);
  hydrateKeepingInput(island, (afterHydration) => hydrateIsland(island, Component, idPrefix(island.dataset.key ?? ''), afterHydration));
});
