import { getFirestore } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callerIp, hashIp } from './callerIp.js';
import { guardDecoding } from './decodeGuard.js';
import { settings } from './generated/settings.js';
import { storeMessage } from './store.js';
import { validateContactRequest } from './validation.js';

const ipHashSalt = defineSecret('IP_HASH_SALT');

// The emulator can't mint App Check tokens, so enforcing there would reject every local call.
const enforceAppCheck = settings.appCheck && process.env.FUNCTIONS_EMULATOR !== 'true';

const MAX_USER_AGENT = 512;

const callable = onCall(
  { region: settings.region, secrets: [ipHashSalt], enforceAppCheck, maxInstances: 10 },
  async (request): Promise<{ ok: true }> => {
    const validation = validateContactRequest(request.data);
    if (!validation.ok) throw new HttpsError('invalid-argument', validation.message);
    const contact = validation.value;
    // A bot gets the same answer as a person, so it has no reason to try harder.
    if (contact.website) return { ok: true };
    const sender = {
      ipHash: hashIp(callerIp(request.rawRequest), ipHashSalt.value()),
      userAgent: (request.rawRequest.headers['user-agent'] ?? '').slice(0, MAX_USER_AGENT),
    };
    await storeMessage(getFirestore(), contact, sender, settings);
    return { ok: true };
  },
);

export const submitContact = guardDecoding(callable);
