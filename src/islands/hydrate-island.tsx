import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import config from 'virtual:site-config';
import { createEmotionCache } from '../emotion-cache';
import type { IslandComponent, IslandProps } from './define';
import { IslandProviders } from './IslandProviders';
import { idPrefix } from './markup';
import { markLive, replayPending, typedFields } from './early-input';

// One cache for every island: created once, it takes over the page's prerendered style tags.
const cache = createEmotionCache();

/** Renders no markup of its own, so the tree still matches the prerendered one. */
function AfterHydration({ island, typed, children }: { island: HTMLElement; typed: Map<HTMLInputElement | HTMLTextAreaElement, string>; children: ReactNode }) {
  useEffect(() => {
    island.setAttribute('live', '');
    replayPending(island, typed);
  }, [island, typed]);
  return children;
}

/** Hydrates an island's prerendered markup with its component, as a root of its own. */
export function hydrateIsland(island: HTMLElement, Component: IslandComponent<IslandProps>): void {
  const { key = '', props = '{}' } = island.dataset;
  markLive(island);
  const typed = typedFields(island);
  hydrateRoot(
    island,
    <IslandProviders config={config} cache={cache}>
      <AfterHydration island={island} typed={typed}>
        <Component {...(JSON.parse(props) as IslandProps)} />
      </AfterHydration>
    </IslandProviders>,
    { identifierPrefix: idPrefix(key) },
  );
}
