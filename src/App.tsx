import { ThemeProvider } from '@emotion/react';
import { Route, Routes } from 'react-router-dom';
import type { SiteConfig } from './config/site-config.generated';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { routeElement, siteRoutes } from './routes';
import { GlobalStyles } from './theme/GlobalStyles';
import { buildTheme } from './theme/theme';

/** The whole site, rendered at build time inside a static router; the browser gets only islands. */
export function App({ config }: { config: SiteConfig }) {
  return (
    <SiteConfigProvider config={config}>
      <ThemeProvider theme={buildTheme(config.theme)}>
        <GlobalStyles faces={config.theme.fonts.faces} />
        <Routes>
          {siteRoutes(config).map(routeElement).map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </ThemeProvider>
    </SiteConfigProvider>
  );
}
