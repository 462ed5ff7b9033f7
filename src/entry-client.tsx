import { CacheProvider } from '@emotion/react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import config from 'virtual:site-config';
import { App } from './App';
import { createEmotionCache } from './emotion-cache';

hydrateRoot(
  document.getElementById('root')!,
  <CacheProvider value={createEmotionCache()}>
    <BrowserRouter>
      <App config={config} />
    </BrowserRouter>
  </CacheProvider>,
);
