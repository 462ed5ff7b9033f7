import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import config from 'virtual:site-config';
import { createBrowserEmotionCache } from '../../emotion-cache.ts';
import type { IslandComponent, IslandProps } from '../define.ts';
import { IslandProviders } from './IslandProviders.tsx';

// One cache for every island, created once: it knows the page's prerendered styles by name.
const cache = createBrowserEmotionCache();

/** Renders no markup of its own, so the tree still matches the prerendered one. */
function AfterHydration({ then, children }: { then: () => void; children: ReactNode }) {
  useEffect(then, [then]);
  return children;
}

/**
 * Hydrates an island's prerendered markup with its component and its JSON props, as a root of
 * its own. It imports nothing the entry script does, so it travels with React in one file.
 */
export function hydrateIsland(
  island: HTMLElement,
  Component: IslandComponent<IslandProps>,
  identifierPrefix: string,
  afterHydration: () => void,
): void {
  hydrateRoot(
    island,
    <IslandProviders config={config} cache={cache}>
      <AfterHydration then={afterHydration}>
        <Component {...(JSON.parse(island.dataset.props ?? '{}') as IslandProps)} />
      </AfterHydration>
    </IslandProviders>,
    { identifierPrefix },
  );
}
