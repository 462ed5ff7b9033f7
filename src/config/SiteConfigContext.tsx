import { createContext, useContext, type ReactNode } from 'react';
import type { ClientSiteConfig } from './client-config';

const SiteConfigContext = createContext<ClientSiteConfig | null>(null);

export function SiteConfigProvider({ config, children }: { config: ClientSiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={config}>{children}</SiteConfigContext.Provider>;
}

/** The validated config as the browser has it, for site-wide strings and timings a section does not own. */
export function useSiteConfig(): ClientSiteConfig {
  const config = useContext(SiteConfigContext);
  if (!config) throw new Error('useSiteConfig must be used inside <SiteConfigProvider>');
  return config;
}
