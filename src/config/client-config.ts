import type { SiteConfig } from './site-config.generated';

/**
 * What the browser's islands read from the config besides their own props: the theme they
 * style with, site-wide timings and strings, and where the contact function lives. No section
 * content: the page's text arrives once, as HTML, so its JavaScript does not grow with it.
 */
export interface ClientSiteConfig {
  site: Pick<SiteConfig['site'], 'lang' | 'dir'>;
  theme: SiteConfig['theme'];
  strings: Pick<SiteConfig['strings'], 'noticesLabel' | 'dismissNotice'>;
  behaviour: Pick<SiteConfig['behaviour'], 'tooltip' | 'retry'>;
  firebase: SiteConfig['firebase'];
  contact: Pick<SiteConfig['contact'], 'region' | 'appCheck'>;
}

export function clientConfig(config: SiteConfig): ClientSiteConfig {
  const { site, theme, strings, behaviour, firebase, contact } = config;
  return {
    site: { lang: site.lang, dir: site.dir },
    theme,
    strings: { noticesLabel: strings.noticesLabel, dismissNotice: strings.dismissNotice },
    behaviour: { tooltip: behaviour.tooltip, retry: behaviour.retry },
    firebase,
    contact: { region: contact.region, ...(contact.appCheck && { appCheck: contact.appCheck }) },
  };
}
