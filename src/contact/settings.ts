import type { ClientSiteConfig } from '../config/client-config.ts';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import type { RetryPolicy } from './retry.ts';

export type AppCheckSettings = NonNullable<SiteConfig['contact']['appCheck']>;

export interface ContactSettings {
  firebase: SiteConfig['firebase'];
  region: string;
  retry: RetryPolicy;
  appCheck?: AppCheckSettings;
}

/** The contact client's settings, picked out of the validated config (defaults already applied). */
export function contactSettings(config: Pick<ClientSiteConfig, 'contact' | 'firebase' | 'behaviour'>): ContactSettings {
  return {
    firebase: config.firebase,
    region: config.contact.region,
    retry: config.behaviour.retry,
    ...(config.contact.appCheck && { appCheck: config.contact.appCheck }),
  };
}
