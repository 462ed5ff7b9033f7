import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import { loadSiteConfig } from '../config/load-config.ts';
import { decideDatabase, deploysFirestore, readDatabaseState, withFirestoreLocation } from './firestore-database.ts';
import { firestoreLocation } from './firestore-location.ts';

describe('the Firestore location', () => {
  it('is the function region where Firestore offers it, else the continent multi-region, else the config must say', () => {
    expect(firestoreLocation({ region: 'europe-west1' })).toBe('europe-west1');
    expect(firestoreLocation({ region: 'us-central1' })).toBe('us-central1');
    expect(firestoreLocation({ region: 'europe-west99' })).toBe('eur3');
    expect(firestoreLocation({ region: 'us-north9' })).toBe('nam5');
    expect(firestoreLocation({ region: 'europe-west1', firestoreLocation: 'eur3' })).toBe('eur3');
    expect(() => firestoreLocation({ region: 'mars-base1' })).toThrow(/set contact.firestoreLocation/);
  });

  it("is written in firebase.json as the shipped config chooses it (never left to firebase-tools' nam5)", async () => {
    const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
      firestore: { location?: string };
    };
    expect(firebaseJson.firestore.location).toBe(firestoreLocation((await loadSiteConfig()).contact));
    expect(withFirestoreLocation({ firestore: { rules: 'r' }, hosting: {} }, 'eur3')).toEqual({
      firestore: { rules: 'r', location: 'eur3' },
      hosting: {},
    });
  });
});

describe('deploy and the Firestore database', () => {
  const missing = readDatabaseState(
    JSON.stringify({
      status: 'error',
      error:
        "Request to https://firestore.googleapis.com/v1/projects/p/databases/(default) had HTTP Error: 404, Project 'p' or database '(default)' does not exist.",
    }),
  );

  it("reads firebase-tools' answer", () => {
    expect(
      readDatabaseState(
        JSON.stringify({ status: 'success', result: { name: 'projects/p/databases/(default)', locationId: 'eur3' } }),
      ),
    ).toEqual({
      kind: 'exists',
      location: 'eur3',
    });
    expect(missing).toEqual({ kind: 'missing' });
    expect(
      readDatabaseState(
        JSON.stringify({ status: 'error', error: 'Failed to authenticate, have you run firebase login?' }),
      ),
    ).toEqual({
      kind: 'unknown',
      reason: 'Failed to authenticate, have you run firebase login?',
    });
    expect(readDatabaseState('')).toMatchObject({ kind: 'unknown' });
  });

  it('refuses to let a missing database be created silently, and creates it only when asked, protected, where configured', () => {
    expect(decideDatabase(missing, 'europe-west1', false)).toMatchObject({
      action: 'refuse',
      message: expect.stringMatching(/in europe-west1 for good.*--create-database/),
    });
    expect(decideDatabase(missing, 'europe-west1', true)).toEqual({
      action: 'create',
      args: ['firestore:databases:create', '(default)', '--location', 'europe-west1', '--delete-protection', 'ENABLED'],
    });
    expect(decideDatabase({ kind: 'unknown', reason: 'offline' }, 'eur3', true)).toMatchObject({ action: 'refuse' });
  });

  it('deploys to an existing database, saying so when it is not where the config now asks', () => {
    expect(decideDatabase({ kind: 'exists', location: 'eur3' }, 'eur3', false)).toEqual({ action: 'deploy' });
    expect(decideDatabase({ kind: 'exists', location: 'nam5' }, 'eur3', false)).toMatchObject({
      action: 'deploy',
      note: expect.stringMatching(/in nam5, not eur3/),
    });
  });

  it('checks only when the deploy includes Firestore', () => {
    expect(deploysFirestore([])).toBe(true);
    expect(deploysFirestore(['--only', 'hosting,functions'])).toBe(false);
    expect(deploysFirestore(['--only', 'hosting,firestore:rules'])).toBe(true);
    expect(deploysFirestore(['--only=firestore'])).toBe(true);
  });
});
