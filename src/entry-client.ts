import { Island as IsLand } from '@11ty/is-land';
import { followPrefillLinks } from './contact/prefill.ts';
import type { IslandComponent, IslandProps, ScriptIsland } from './islands/define.ts';
import { keepNowhereLinksPut } from './layout/nowhere-links.ts';
import { hydrateKeepingInput, rememberPresses } from './islands/early-input.ts';
import { idPrefix } from './islands/markup.ts';
import { islandLoaders } from './islands/registry.ts';

// The whole script of a first visit: is-land watches each island's trigger, and only then is
// the island's code fetched (with React, for a React island).
rememberPresses();
followPrefillLinks();
keepNowhereLinksPut();

function loaderOf(island: HTMLElement) {
  const found = islandLoaders.get(island.dataset.island ?? '');
  if (!found) throw new Error(`Unknown island "${island.dataset.island}"`);
  return found;
}

IsLand.addInitType('react', async (island: HTMLElement) => {
  // React and the island's own code are fetched side by side, not one after the other.
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([
    import('./islands/runtime/hydrate-island.tsx'),
    loaderOf(island)(),
  ]);
  hydrateKeepingInput(island, (afterHydration) =>
    hydrateIsland(
      island,
      Component as IslandComponent<IslandProps>,
      idPrefix(island.dataset.key ?? ''),
      afterHydration,
    ),
  );
});

IsLand.addInitType('script', async (island: HTMLElement) => {
  const { default: wake } = await loaderOf(island)();
  (wake as ScriptIsland<IslandProps>)(JSON.parse(island.dataset.props ?? '{}') as IslandProps, island);
  island.setAttribute('live', '');
});
