import type { HttpsCallable } from 'firebase/functions';
import type { ContactRequest } from '../../functions/src/contract/contact-message.ts';
import type { ContactSettings } from './settings.ts';

type SubmitCallable = HttpsCallable<ContactRequest, { ok: true }>;

// Long enough for a cold start; short enough that the retries still end within a few minutes.
const CALL_TIMEOUT_MS = 30_000;

let callable: Promise<SubmitCallable> | undefined;

/**
 * The Firebase SDK is loaded on the first send, never with the page: most visitors don't write,
 * and the SDK is bigger than the rest of the site.
 */
export function submitCallable(settings: ContactSettings): Promise<SubmitCallable> {
  callable ??= load(settings).catch((error: unknown) => {
    callable = undefined; // a failed chunk download may succeed on the next attempt
    throw error;
  });
  return callable;
}

async function load(settings: ContactSettings): Promise<SubmitCallable> {
  const [{ initializeApp }, { getFunctions, httpsCallable, connectFunctionsEmulator }] = await Promise.all([
    import('firebase/app'),
    import('firebase/functions'),
  ]);
  const app = initializeApp(settings.firebase, 'cuesheet-contact');
  const functions = getFunctions(app, settings.region);
  const emulator = import.meta.env.VITE_FUNCTIONS_EMULATOR;
  if (emulator) {
    const { hostname, port } = new URL(`http://${emulator}`);
    connectFunctionsEmulator(functions, hostname, Number(port));
  } else if (settings.appCheck) {
    // Only outside the emulator: no App Check token can be had offline, and it isn't enforced there.
    const { startAppCheck } = await import('./app-check.ts');
    await startAppCheck(app, settings.appCheck);
  }
  // With App Check on, the function consumes each token (replay protection), so every call needs
  // a fresh limited-use token rather than the reusable session token.
  return httpsCallable<ContactRequest, { ok: true }>(functions, 'submitContact', {
    timeout: CALL_TIMEOUT_MS,
    limitedUseAppCheckTokens: Boolean(settings.appCheck) && !emulator,
  });
}
