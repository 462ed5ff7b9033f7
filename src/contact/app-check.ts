import type { FirebaseApp } from 'firebase/app';
import type { AppCheckSettings } from './settings.ts';

/** Once started, App Check attaches a token to every callable request of this app. */
export async function startAppCheck(app: FirebaseApp, { provider, siteKey }: AppCheckSettings): Promise<void> {
  const { initializeAppCheck, ReCaptchaEnterpriseProvider, ReCaptchaV3Provider } = await import('firebase/app-check');
  initializeAppCheck(app, {
    provider:
      provider === 'recaptcha-enterprise' ? new ReCaptchaEnterpriseProvider(siteKey) : new ReCaptchaV3Provider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}
