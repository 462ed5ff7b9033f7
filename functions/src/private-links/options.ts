import { defineSecret } from 'firebase-functions/params';
import { settings } from '../generated/settings.ts';
import { callableOrigins } from '../site-for-origin.ts';

export const ipHashSalt = defineSecret('IP_HASH_SALT');

// The same pages as the contact form's: every site's own and, in the emulator, their local addresses.
export const origins = callableOrigins;

/** What every private link's callable runs with: small answers from one or two documents, so small instances. */
export const callableOptions = {
  region: settings.region,
  cors: origins,
  memory: '256MiB',
  concurrency: 16,
  timeoutSeconds: 30,
  maxInstances: 10,
} as const;
