import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';

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
  firebase: Omit<SiteConfig['firebase'], 'hostingSite'>;
  contact: Pick<SiteConfig['contact'], 'region' | 'appCheck'>;
}

export function clientConfig(config: SiteConfig): ClientSiteConfig {
  const { site, theme, strings, behaviour, contact } = config;
  // Which Hosting site serves the page is the deploy's business, not the browser's; left out, a
  // roster's sites that share a theme share the islands' runtime file byte for byte too.
  const { hostingSite: _hostingSite, ...firebase } = config.firebase;
  return {
    site: { lang: site.lang, dir: site.dir },
    theme,
    strings: { noticesLabel: strings.noticesLabel, dismissNotice: strings.dismissNotice },
    behaviour: { tooltip: behaviour.tooltip, retry: behaviour.retry },
    firebase,
    contact: { region: contact.region, ...(contact.appCheck && { appCheck: contact.appCheck }) },
  };
}
