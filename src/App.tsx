import { ThemeProvider } from '@emotion/react';
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ClientSiteConfig } from './config/client-config';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { GlobalStyles } from './theme/GlobalStyles';
import { buildTheme } from './theme/theme';

/** The whole site; the entries wrap it in a browser or a static router. */
export function App({ config }: { config: ClientSiteConfig }) {
  const theme = useMemo(() => buildTheme(config.theme), [config.theme]);
  return (
    <SiteConfigProvider config={config}>
      <ThemeProvider theme={theme}>
        <GlobalStyles faces={config.theme.fonts.faces} />
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ThemeProvider>
    </SiteConfigProvider>
  );
}
