import { readFileSync } from 'node:fs';
import { assertFails, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

// Every refused request would otherwise print a PERMISSION_DENIED stack.
setLogLevel('silent');

// A project of its own: loading rules and clearing data must not touch the function's project.
const host = process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080';
const [hostname = '127.0.0.1', port = '8080'] = host.split(':');
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-cuesheet-rules',
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      host: hostname,
      port: Number(port),
    },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await context.firestore().doc('contactMessages/existing').set({ name: 'Ada' });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('firestore.rules', () => {
  for (const [who, context] of [
    ['a visitor', () => env.unauthenticatedContext()],
    ['a signed-in user', () => env.authenticatedContext('someone')],
  ] as const) {
    for (const collection of ['contactMessages', 'contactSenders', 'mail', 'rateLimits', 'anything']) {
      it(`refuses ${who} every read and write of ${collection}`, async () => {
        const db = context().firestore();
        await assertFails(db.doc(`${collection}/existing`).get());
        await assertFails(db.collection(collection).get());
        await assertFails(db.doc(`${collection}/new`).set({ name: 'Mallory' }));
        await assertFails(db.doc(`${collection}/existing`).update({ name: 'Mallory' }));
        await assertFails(db.doc(`${collection}/existing`).delete());
      });
    }
  }
});
