import type { RetryPolicy } from './retry';

export type AppCheckProvider = 'recaptcha-enterprise' | 'recaptcha-v3';

/** The parts of the site config the contact client reads (structural, so any config type fits). */
export interface ContactConfig {
  contact: {
    region?: string;
    appCheck?: { provider: AppCheckProvider; siteKey: string };
  };
  firebase?: { projectId?: string; apiKey?: string; appId?: string };
  behaviour?: { retry?: Partial<RetryPolicy> };
}

export interface ContactSettings {
  firebase: { projectId: string; apiKey?: string; appId?: string };
  region: string;
  retry: RetryPolicy;
  appCheck?: { provider: AppCheckProvider; siteKey: string };
}

/**
 * Picks the contact client's settings out of the validated config. The schema's defaults have
 * already been applied by then, so a missing value here means the config skipped validation.
 */
export function contactSettings(config: ContactConfig): ContactSettings {
  const { projectId, apiKey, appId } = config.firebase ?? {};
  const retry = config.behaviour?.retry;
  const { region } = config.contact;
  if (!projectId || !region || retry?.retries === undefined || retry.baseDelayMs === undefined || retry.maxDelayMs === undefined) {
    throw new Error('contactSettings: the site config was not validated (firebase.projectId, contact.region or behaviour.retry missing)');
  }
  return {
    firebase: { projectId, ...(apiKey && { apiKey }), ...(appId && { appId }) },
    region,
    retry: { retries: retry.retries, baseDelayMs: retry.baseDelayMs, maxDelayMs: retry.maxDelayMs },
    ...(config.contact.appCheck && { appCheck: config.contact.appCheck }),
  };
}
