import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import type { ReactElement } from 'react';
import { HomePage } from './pages/HomePage.tsx';
import { LicencePage } from './pages/LicencePage.tsx';
import { LicencePaidPage } from './pages/LicencePaidPage.tsx';
import { LicenceVerifyPage } from './pages/LicenceVerifyPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { SectionPage } from './pages/SectionPage.tsx';
import { ShortlistPage } from './pages/ShortlistPage.tsx';
import type { SiteRoute } from './routes.ts';
import { SiteProviders } from './SiteProviders.tsx';
import { GlobalStyles } from './theme/GlobalStyles.tsx';

/** The page a route shows. */
function routeElement(route: SiteRoute): ReactElement {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'section':
      return <SectionPage section={route.section} item={route.item} page={route.number?.page} />;
    case 'shortlist':
      return <ShortlistPage section={route.section} />;
    case 'licence':
      return <LicencePage />;
    case 'licence-verify':
      return <LicenceVerifyPage />;
    case 'licence-paid':
      return <LicencePaidPage />;
    case 'not-found':
      return <NotFoundPage />;
  }
}

/**
 * The whole site's page for one route, rendered at build time; the browser gets only islands.
 * The route is looked up once in the routes table (routes.ts), not matched by the render: a
 * library's catalog has thousands of pages, and matching among them on every page cost more than
 * drawing it.
 */
export function App({ config, route }: { config: SiteConfig; route: SiteRoute }) {
  return (
    <SiteProviders config={config}>
      <GlobalStyles faces={config.theme.fonts.faces} />
      {routeElement(route)}
    </SiteProviders>
  );
}
