import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const functionsDir = `${root}functions`;
const json = <T>(path: string): T => JSON.parse(readFileSync(`${root}${path}`, 'utf8')) as T;
const require = createRequire(import.meta.url);
const semver = require('semver') as { satisfies: (version: string, range: string) => boolean };

interface PackageJson {
  engines: { node: string };
  dependencies: Record<string, string>;
}
const firebaseJson = json<{ functions: Array<{ source: string; runtime?: string; ignore: string[] }> }>(
  'firebase.json',
);
const functionsPackage = json<PackageJson>('functions/package.json');
const lock = json<{
  packages: Record<
    string,
    { version?: string; dependencies?: Record<string, string>; engines?: Record<string, string> }
  >;
}>('functions/package-lock.json');

describe('the function deploys on Node 22 and installs quietly on the Node versions the README names', () => {
  it('firebase-tools takes the runtime from firebase.json, whatever package.json engines say', () => {
    const [codebase] = firebaseJson.functions;
    expect(codebase?.runtime).toBe('nodejs22');
    // The same function firebase-tools' deploy calls (lib/deploy/functions/runtimes/node/index.js).
    const { getRuntimeChoice } =
      require('firebase-tools/lib/deploy/functions/runtimes/node/parseRuntimeAndValidateSDK.js') as {
        getRuntimeChoice: (sourceDir: string, fromConfig?: string) => string;
      };
    expect(getRuntimeChoice(functionsDir, codebase?.runtime)).toBe('nodejs22');
  });

  it('asks for the Node versions the root package does, so npm install prints no EBADENGINE', () => {
    const rootEngines = json<PackageJson>('package.json').engines.node;
    expect(functionsPackage.engines.node).toBe(rootEngines);
    for (const version of ['20.19.0', '22.12.0', process.version])
      expect(semver.satisfies(version, functionsPackage.engines.node)).toBe(true);
  });
});

describe("the function's own lockfile, for Cloud Build's npm ci", () => {
  it('is in step with functions/package.json and deployed with it', () => {
    expect(lock.packages['']?.dependencies).toEqual(functionsPackage.dependencies);
    expect(lock.packages['']?.engines).toEqual(functionsPackage.engines);
    expect(firebaseJson.functions[0]?.ignore).not.toContain('package-lock.json');
  });

  it('pins each direct dependency to the version the tests run against (decodeGuard relies on the decoder as it is)', () => {
    for (const [name, range] of Object.entries(functionsPackage.dependencies)) {
      const locked = lock.packages[`node_modules/${name}`]?.version ?? '';
      // Where Node resolves it from functions/: its own node_modules first, then the workspace root's.
      const where = [`functions/node_modules/${name}`, `node_modules/${name}`].find((dir) =>
        existsSync(`${root}${dir}/package.json`),
      );
      const installed = json<{ version: string }>(`${where}/package.json`).version;
      expect(semver.satisfies(locked, range), `${name}@${locked} within ${range}`).toBe(true);
      expect(locked, name).toBe(installed);
    }
  });
});
