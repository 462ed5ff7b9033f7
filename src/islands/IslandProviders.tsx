import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ClientSiteConfig } from '../config/client-config';
import { buildTheme } from '../theme/theme';
import { TooltipProvider } from '../ui/TooltipProvider';

interface IslandProvidersProps {
  config: Pick<ClientSiteConfig, 'theme' | 'behaviour'>;
  cache: EmotionCache;
  children: ReactNode;
}

/** What every island renders inside, the same at build time and in the browser. */
export function IslandProviders({ config, cache, children }: IslandProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={buildTheme(config.theme)}>
        <TooltipProvider timing={config.behaviour.tooltip}>{children}</TooltipProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
