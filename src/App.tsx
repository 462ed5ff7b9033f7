import { Route, Routes } from 'react-router-dom';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import type { ReactElement } from 'react';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SectionPage } from './pages/SectionPage';
import { ShortlistPage } from './pages/ShortlistPage';
import { siteRoutes, type SiteRoute } from './routes';
import { SiteProviders } from './SiteProviders';
import { GlobalStyles } from './theme/GlobalStyles';

/** The page a route shows, and where react-router matches it. */
function routeElement(route: SiteRoute): { path: string; element: ReactElement } {
  switch (route.kind) {
    case 'home':
      return { path: route.path, element: <HomePage /> };
    case 'section':
      return { path: route.path, element: <SectionPage section={route.section} item={route.item} /> };
    case 'shortlist':
      // One shell answers every link under its address.
      return { path: `${route.path}/*`, element: <ShortlistPage section={route.section} /> };
    case 'not-found':
      return { path: '*', element: <NotFoundPage /> };
  }
}

/** The whole site, rendered at build time inside a static router; the browser gets only islands. */
export function App({ config }: { config: SiteConfig }) {
  return (
    <SiteProviders config={config}>
      <GlobalStyles faces={config.theme.fonts.faces} />
      <Routes>
        {siteRoutes(config).map(routeElement).map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Routes>
    </SiteProviders>
  );
}
