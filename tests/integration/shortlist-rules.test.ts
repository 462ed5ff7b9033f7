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

const paths = [
  'shortlists/existing',
  'shortlists/existing/activity/r1',
  'shortlists/existing/view/cards',
  'shortlistTokens/existing',
];

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-cuesheet-shortlist-rules',
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      host: hostname,
      port: Number(port),
    },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    for (const path of paths) await context.firestore().doc(path).set({ title: 'Pitch' });
  });
});

afterAll(async () => {
  await env.cleanup();
});

describe('firestore.rules for shortlists', () => {
  for (const [who, context] of [
    ['a visitor', () => env.unauthenticatedContext()],
    ['a signed-in user', () => env.authenticatedContext('someone')],
  ] as const) {
    for (const path of paths) {
      it(`refuses ${who} every read and write of ${path}`, async () => {
        const db = context().firestore();
        const collection = path.slice(0, path.lastIndexOf('/'));
        await assertFails(db.doc(path).get());
        await assertFails(db.collection(collection).get());
        await assertFails(db.collectionGroup('activity').get());
        await assertFails(db.doc(`${collection}/new`).set({ title: 'Mallory' }));
        await assertFails(db.doc(path).update({ title: 'Mallory' }));
        await assertFails(db.doc(path).delete());
      });
    }
  }
});
