import { CacheProvider, ThemeProvider, type EmotionCache } from '@emotion/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { ClientSiteConfig } from '../../config/client-config.ts';
import { buildTheme } from '../../theme/theme.ts';
import { TooltipProvider } from '../../ui/TooltipProvider.tsx';

const ClientConfigContext = createContext<ClientSiteConfig | null>(null);

/** The site-wide part of the config an island may read: theme, timings, strings, the contact endpoint. */
export function useClientConfig(): ClientSiteConfig {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig must be used inside an island');
  return config;
}

interface IslandProvidersProps {
  config: ClientSiteConfig;
  cache: EmotionCache;
  children: ReactNode;
}

/** What every island renders inside, the same at build time and in the browser. */
export function IslandProviders({ config, cache, children }: IslandProvidersProps) {
  return (
    <CacheProvider value={cache}>
      <ClientConfigContext.Provider value={config}>
        <ThemeProvider theme={buildTheme(config.theme)}>
          <TooltipProvider timing={config.behaviour.tooltip}>{children}</TooltipProvider>
        </ThemeProvider>
      </ClientConfigContext.Provider>
    </CacheProvider>
  );
}
