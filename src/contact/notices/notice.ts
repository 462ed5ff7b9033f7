import type { ClientSiteConfig } from '../../config/client-config.ts';

/** A notice in the page corner: the form's answer to a send. */
export interface Notice {
  kind: 'success' | 'error';
  title: string;
  description: string;
}

/** What the notice corner is drawn with: the theme, the page's direction, its own labels. */
export type NoticeCorner = Pick<ClientSiteConfig, 'theme' | 'site' | 'strings'>;
