declare module 'virtual:site-config' {
  const config: import('./client-config.ts').ClientSiteConfig;
  export default config;
}

/** The whole config, for the server render only (the plugin refuses it to the browser build). */
declare module 'virtual:site-config/server' {
  const config: import('../../functions/src/contract/site-config.generated.ts').SiteConfig;
  export default config;
}

/** Length and waveform of every local audio file the config plays, read by the build (server render only). */
declare module 'virtual:site-config/audio-facts' {
  const facts: import('../audio/AudioFactsContext.tsx').AudioFactsMap;
  export default facts;
}
