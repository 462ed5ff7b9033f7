import { ThemeProvider } from '@emotion/react';
import type { ReactNode } from 'react';
import type { SiteConfig } from '../functions/src/contract/site-config.generated.ts';
import { SiteConfigProvider } from './config/SiteConfigContext.tsx';
import { buildTheme } from './theme/theme.ts';

/** What the build's render of any of the site's markup reads: the config and the theme made from it. */
export function SiteProviders({ config, children }: { config: SiteConfig; children: ReactNode }) {
  return (
    <SiteConfigProvider config={config}>
      <ThemeProvider theme={buildTheme(config.theme)}>{children}</ThemeProvider>
    </SiteConfigProvider>
  );
}
