import type { SiteConfig } from '../../contract/site-config.generated.ts';

/** What a site's config decides of its licence PDF: the face follows the site's body font, the words and direction its own. */
export interface LicencePdfStyle {
  /** The site's CSS body font stack: a serif stack prints in the serif. */
  bodyFont: string;
  lang: string;
  dir: 'ltr' | 'rtl';
  paper: 'A4' | 'Letter';
  labels: SiteConfig['licensing']['labels'];
}

export const pdfStyleOf = (config: Pick<SiteConfig, 'theme' | 'site' | 'oneSheet' | 'licensing'>): LicencePdfStyle => ({
  bodyFont: config.theme.fonts.body,
  lang: config.site.lang,
  dir: config.site.dir,
  paper: config.oneSheet.paper,
  labels: config.licensing.labels,
});
