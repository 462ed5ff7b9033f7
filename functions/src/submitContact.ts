import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { busy, callableFailure } from './failure.ts';
import { HONEYPOT_FIELD } from './contract/contact-message.ts';
import { settings } from './generated/settings.ts';
import { guardRequest } from './requestGuard.ts';
import { hashKey, viewSender } from './sender.ts';
import { callableOrigins, siteForOrigin } from './site-for-origin.ts';
import { storeMessage } from './store.ts';
import { unknownField, validateContactRequest } from './validation.ts';

const ipHashSalt = defineSecret('IP_HASH_SALT');

const emulated = process.env.FUNCTIONS_EMULATOR === 'true';
// The emulator can't mint App Check tokens, so enforcing there would reject every local call.
const appCheck = settings.appCheck && !emulated;

const MAX_USER_AGENT = 512;

// The platform ends a call at timeoutSeconds with a bare 5xx the form can't tell from a bug;
// answering `unavailable` first keeps it a retry. A transaction still running may yet commit:
// the retry reuses the message id, so the message is stored once either way.
const STORE_DEADLINE_MS = 20_000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(busy()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const callable = onCall(
  {
    region: settings.region,
    secrets: [ipHashSalt],
    cors: callableOrigins,
    enforceAppCheck: appCheck,
    // Each token works once (the client asks for limited-use tokens), so a captured request
    // can't be replayed; a replay reaches the handler marked alreadyConsumed and is refused there.
    consumeAppCheckToken: appCheck,
    // A message needs one Firestore transaction and a few kB: after the request guard no request
    // holds more than its 32 KiB body, so the smallest size is plenty for the handler. What can
    // take memory is the platform parsing a hostile body before any of our code runs (up to
    // 32 MiB on HTTP/1): few requests per instance (the default is 80) limit how many messages
    // share an instance with such a body. 8 × maxInstances is far more than a form ever needs.
    memory: '256MiB',
    concurrency: 8,
    // A message is stored in well under a second; under contention the store step is cut off at
    // STORE_DEADLINE_MS with a retryable answer, so 30 s (not the default 60) only bounds how long
    // a caller trickling a body can hold a slot.
    timeoutSeconds: 30,
    // Bounds the cost of a flood together with the daily cap: at most 10 × 8 requests at once.
    maxInstances: 10,
  },
  async (request): Promise<{ ok: true }> => {
    if (request.app?.alreadyConsumed) throw new HttpsError('unauthenticated', 'This request was already sent once.');
    // The guard refused every call no site owns; this finds the same site it let through.
    const site = siteForOrigin(request.rawRequest.headers.origin);
    if (site === undefined)
      throw new HttpsError('permission-denied', 'calls are accepted only from the sites’ own pages');
    const validation = validateContactRequest(request.data, site.licence);
    // The field travels in the error's details, so the form can name it beside the field in the site's language.
    if (!validation.ok)
      throw new HttpsError(
        'invalid-argument',
        validation.message,
        validation.field ? { field: validation.field } : undefined,
      );
    const contact = validation.value;
    // A bot gets the same answer as a person, so it has no reason to try harder.
    if (contact[HONEYPOT_FIELD]) return { ok: true };
    const view = viewSender(request.rawRequest, settings.sender);
    const sender = {
      ipHash: hashKey(view.key, ipHashSalt.value()),
      networkHash: view.networkKey === null ? null : hashKey(view.networkKey, ipHashSalt.value()),
      userAgent: (request.rawRequest.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
    };
    await withDeadline(storeMessage(getFirestore(), contact, sender, site), STORE_DEADLINE_MS).catch(
      (error: unknown) => {
        throw callableFailure(error, 'submitContact');
      },
    );
    return { ok: true };
  },
);

export const submitContact = guardRequest(callable, {
  allowOrigin: (origin) => siteForOrigin(origin) !== undefined,
  unknownField,
  sender: { settings: settings.sender, route: 'direct' },
});
