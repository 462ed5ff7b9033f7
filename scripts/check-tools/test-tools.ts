/**
 * What `npm test` needs beyond `npm install`, and how to install each on Debian/Ubuntu and on
 * macOS (Homebrew). One list: the check that runs first in `npm test`, the README and
 * docs/getting-started.md name the same tools (a test holds the docs to it).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { systemChromium } from '../chromium.ts';
import { cloudSdkLauncher, FIREBASE_TOOLS_MIN_JAVA, javaMajorVersion } from '../local-stack/firestore.ts';
import { findExecutable } from './find-executable.ts';

/** What the machine has, asked once per tool; a test hands in another machine's answers. */
export interface Probe {
  onPath: (command: string) => boolean;
  /** Debian's Chromium (or CHROME_PATH), else the browser `npx playwright install chromium` downloaded. */
  chromium: () => boolean;
  javaMajor: () => number | undefined;
  /** The Google Cloud CLI's Firestore emulator beside `gcloud`. */
  cloudSdkEmulator: () => boolean;
}

/** How to install a tool: packages for one command line per system, so the report gives one line, not six. */
export interface Install {
  apt?: readonly string[];
  /** Debian/Ubuntu: what apt alone can't give. */
  debianNote?: string;
  brew?: readonly string[];
  cask?: readonly string[];
  /** macOS: a command of its own, or what to know. */
  macosNote?: string;
}

export interface TestTool extends Install {
  name: string;
  /** What the tests use it for, in a few words. */
  usedFor: string;
  present: (probe: Probe) => boolean;
}

const JAVA_MIN = 17;
// Temurin as a cask: Homebrew's openjdk formula is keg-only, so `java` would not be on the PATH.
const MACOS_JAVA = `temurin@${FIREBASE_TOOLS_MIN_JAVA}`;
const commands = (names: readonly string[]) => (probe: Probe) => names.every((name) => probe.onPath(name));

export const TEST_TOOLS: readonly TestTool[] = [
  {
    name: 'Chromium',
    usedFor: 'the browser tests (Playwright)',
    present: (probe) => probe.chromium(),
    apt: ['chromium'],
    macosNote: 'npx playwright install chromium',
  },
  {
    name: `Java ${JAVA_MIN}+`,
    usedFor: 'the Firestore emulator',
    present: (probe) => (probe.javaMajor() ?? 0) >= JAVA_MIN,
    apt: ['openjdk-17-jre-headless'],
    cask: [MACOS_JAVA],
  },
  {
    name: 'the Firestore emulator',
    usedFor: 'the integration and browser tests',
    // firebase-tools brings its own, which runs on Java 21+; on Java 17 only the Cloud SDK's does.
    present: (probe) => probe.cloudSdkEmulator() || (probe.javaMajor() ?? 0) >= FIREBASE_TOOLS_MIN_JAVA,
    debianNote: `the Google Cloud CLI's google-cloud-cli-firestore-emulator (Google's apt source), or Java ${FIREBASE_TOOLS_MIN_JAVA}+ for firebase-tools' own`,
    cask: [MACOS_JAVA],
  },
  {
    name: 'poppler (pdfinfo, pdffonts, pdftotext, pdftoppm)',
    usedFor: 'reading back the one-sheet and licence PDFs',
    present: commands(['pdfinfo', 'pdffonts', 'pdftotext', 'pdftoppm']),
    apt: ['poppler-utils'],
    brew: ['poppler'],
  },
  {
    name: 'zbar (zbarimg)',
    usedFor: 'reading the QR codes the PDFs print',
    present: commands(['zbarimg']),
    apt: ['zbar-tools'],
    brew: ['zbar'],
  },
  {
    name: 'ffmpeg',
    usedFor: 'writing a recording with no length in its header for the find-by-sound test',
    present: commands(['ffmpeg']),
    apt: ['ffmpeg'],
    brew: ['ffmpeg'],
  },
  {
    name: 'ps and lsof',
    usedFor: 'the local stack finding its processes and ports',
    present: commands(['ps', 'lsof']),
    apt: ['procps', 'lsof'],
    macosNote: 'ps and lsof ship with macOS: check your PATH',
  },
];

export const machineProbe: Probe = {
  onPath: (command) => findExecutable(command) !== undefined,
  chromium: () => systemChromium !== undefined || existsSync(chromium.executablePath()),
  javaMajor: javaMajorVersion,
  cloudSdkEmulator: () => cloudSdkLauncher() !== undefined,
};

/** The tools this machine lacks, or none. */
export function missingTools(probe: Probe): TestTool[] {
  return TEST_TOOLS.filter((tool) => !tool.present(probe));
}

const joined = (missing: readonly Install[], key: 'apt' | 'brew' | 'cask') =>
  [...new Set(missing.flatMap((tool) => tool[key] ?? []))].join(' ');
const notes = (missing: readonly Install[], key: 'debianNote' | 'macosNote') => [
  ...new Set(missing.flatMap((tool) => tool[key] ?? [])),
];

/** A few lines: what is missing, then one install line per system and what a package manager can't do. */
export function missingReport(missing: readonly TestTool[]): string {
  if (missing.length === 0) return '';
  const apt = joined(missing, 'apt');
  const brew = joined(missing, 'brew');
  const cask = joined(missing, 'cask');
  return [
    `npm test needs what this machine lacks:`,
    ...missing.map((tool) => `  ${tool.name}, for ${tool.usedFor}`),
    'Debian/Ubuntu:',
    ...(apt ? [`  sudo apt-get install ${apt}`] : []),
    ...notes(missing, 'debianNote').map((note) => `  and ${note}`),
    'macOS (Homebrew):',
    ...(brew ? [`  brew install ${brew}`] : []),
    ...(cask ? [`  brew install --cask ${cask}`] : []),
    ...notes(missing, 'macosNote').map((note) => `  ${note}`),
    'Then run npm test again (docs/getting-started.md lists what each is for).',
    '',
  ].join('\n');
}
