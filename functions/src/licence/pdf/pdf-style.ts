import type { SiteConfig } from '../../contract/site-config.generated.js';

/** What a site's config decides of its licence PDF's look: the face follows the site's body font. */
export interface LicencePdfStyle {
  /** The site's CSS body font stack: a serif stack prints in the serif. */
  bodyFont: string;
  lang: string;
  paper: 'A4' | 'Letter';
}

export const pdfStyleOf = (config: Pick<SiteConfig, 'theme' | 'site' | 'oneSheet'>): LicencePdfStyle => ({ bodyFont: config.theme.fonts.body, lang: config.site.lang, paper: config.oneSheet.paper });
