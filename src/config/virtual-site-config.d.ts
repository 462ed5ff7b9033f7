declare module 'virtual:site-config' {
  const config: import('./site-config.generated').SiteConfig;
  export default config;
}
