import { CacheProvider } from '@emotion/react';
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import config from 'virtual:site-config';
import { App } from './App';
import { replayEarlyClick, stopRememberingEarlyClicks } from './early-clicks';
import { createEmotionCache } from './emotion-cache';

/** Renders no markup of its own, so the tree still matches the prerendered one. */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(replayEarlyClick, []);
  return children;
}

stopRememberingEarlyClicks();
// React 19 hydrates a default-priority root in one uninterrupted task, which on a phone is a
// long task over the whole page. As a transition it hydrates in slices of a few milliseconds,
// yielding to the browser between them; the prerendered page is already on screen meanwhile.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <AfterHydration>
          <App config={config} />
        </AfterHydration>
      </BrowserRouter>
    </CacheProvider>,
  );
});
