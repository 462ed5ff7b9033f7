declare module 'virtual:site-config' {
  const config: import('./client-config').ClientSiteConfig;
  export default config;
}

/** The whole config, for the server render only (the plugin refuses it to the browser build). */
declare module 'virtual:site-config/server' {
  const config: import('./site-config.generated').SiteConfig;
  export default config;
}
