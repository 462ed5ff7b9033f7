import { ThemeProvider } from '@emotion/react';
import { Route, Routes } from 'react-router-dom';
import type { SiteConfig } from './config/site-config.generated';
import { SiteConfigProvider } from './config/SiteConfigContext';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { SectionPage } from './pages/SectionPage';
import { sectionPages } from './sections/pages';
import { GlobalStyles } from './theme/GlobalStyles';
import { buildTheme } from './theme/theme';

/** The whole site, rendered at build time inside a static router; the browser gets only islands. */
export function App({ config }: { config: SiteConfig }) {
  return (
    <SiteConfigProvider config={config}>
      <ThemeProvider theme={buildTheme(config.theme)}>
        <GlobalStyles faces={config.theme.fonts.faces} />
        <Routes>
          <Route path="/" element={<HomePage />} />
          {sectionPages(config.sections).map(({ path, section }) => (
            <Route key={path} path={path} element={<SectionPage section={section} />} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ThemeProvider>
    </SiteConfigProvider>
  );
}
