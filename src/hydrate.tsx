import { CacheProvider } from '@emotion/react';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import config from 'virtual:site-config';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';

// React 19 hydrates a default-priority root in one uninterrupted task, which on a phone is a
// long task over the whole page. As a transition it hydrates in slices of a few milliseconds,
// yielding to the browser between them; the prerendered page is already on screen meanwhile.
startTransition(() => {
  hydrateRoot(
    document.getElementById('root')!,
    <CacheProvider value={createEmotionCache()}>
      <BrowserRouter>
        <App config={config} />
      </BrowserRouter>
    </CacheProvider>,
  );
});
