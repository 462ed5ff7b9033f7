import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { findExecutable } from '../check-tools/find-executable.ts';

export type FirestoreSource = { kind: 'cloud-sdk'; launcher: string } | { kind: 'firebase-tools' };

export const FIREBASE_TOOLS_MIN_JAVA = 21;

/**
 * The Cloud SDK's emulator runs on Java 17; firebase-tools' own needs Java 21. Prefer the first,
 * and when neither can run say exactly what to install.
 */
export function findFirestoreEmulator(): FirestoreSource {
  const java = javaMajorVersion();
  if (java === undefined) {
    throw new Error(
      'Java was not found, and the Firestore emulator runs on Java.\n' +
        '  Install a JDK, e.g. on Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless\n' +
        '  plus the Google Cloud CLI Firestore emulator: sudo apt-get install google-cloud-cli-firestore-emulator\n' +
        '  (or Java 21+ alone, which firebase-tools can use instead).',
    );
  }
  const launcher = cloudSdkLauncher();
  if (launcher) return { kind: 'cloud-sdk', launcher };
  if (java >= FIREBASE_TOOLS_MIN_JAVA) return { kind: 'firebase-tools' };
  throw new Error(
    `Java ${java} is installed, but firebase-tools' Firestore emulator needs Java ${FIREBASE_TOOLS_MIN_JAVA}+ ` +
      'and the Google Cloud CLI Firestore emulator was not found. Install either:\n' +
      '  the Google Cloud CLI with its emulator: sudo apt-get install google-cloud-cli google-cloud-cli-firestore-emulator\n' +
      '    (or: gcloud components install cloud-firestore-emulator)\n' +
      `  or Java ${FIREBASE_TOOLS_MIN_JAVA}+, e.g.: sudo apt-get install openjdk-21-jre-headless`,
  );
}

/** The Cloud SDK's Firestore emulator launcher beside `gcloud` on the PATH, if installed. */
export function cloudSdkLauncher(): string | undefined {
  const gcloud = findExecutable('gcloud');
  if (!gcloud) return undefined;
  const sdk = dirname(dirname(realpathSync(gcloud)));
  const launcher = join(sdk, 'platform/cloud-firestore-emulator/cloud_firestore_emulator');
  return existsSync(launcher) ? launcher : undefined;
}

export function javaMajorVersion(): number | undefined {
  // `java -version` writes to stderr, e.g. 'openjdk version "17.0.15"' or 'java version "1.8.0_392"'.
  const java = spawnSync(process.env.JAVA ?? 'java', ['-version'], { encoding: 'utf8' });
  return java.error ? undefined : parseJavaVersion(`${java.stderr}${java.stdout}`);
}

export function parseJavaVersion(text: string): number | undefined {
  const match = /version "(\d+)(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  const major = Number(match[1]);
  return major === 1 ? Number(match[2]) : major;
}
