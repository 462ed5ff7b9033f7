import { defineSecret } from 'firebase-functions/params';
import { settings } from '../generated/settings.js';
import { corsOrigins } from '../origins.js';

export const ipHashSalt = defineSecret('IP_HASH_SALT');

export const emulated = process.env.FUNCTIONS_EMULATOR === 'true';

// The same pages as the contact form's: the site's own and, in the emulator, the local Hosting
// and Vite dev servers.
const LOCAL_ORIGINS = ['http://127.0.0.1:5000', 'http://localhost:5000', 'http://127.0.0.1:5173', 'http://localhost:5173'];
export const origins = corsOrigins({ origins: [...settings.origins, ...(emulated ? LOCAL_ORIGINS : [])], previewSite: settings.previewSite });

/** What both shortlist callables run with: small answers from one or two documents, so small instances. */
export const callableOptions = {
  region: settings.region,
  cors: origins,
  memory: '256MiB',
  concurrency: 16,
  timeoutSeconds: 30,
  maxInstances: 10,
} as const;
