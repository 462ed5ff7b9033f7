import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../scripts/test/compiled-schema.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { loadSiteConfig } from '../../scripts/config/load-config.ts';
import { stackFailure } from './functions-stack.ts';
import { benchTracks, openProblem, printedLinks, skipReason } from './shortlist-page.ts';

describe('the bench’s shortlist', () => {
  it('holds the first tracks the site offers to shortlists, at most five', async () => {
    const config = await loadSiteConfig(join(repoRoot, 'site.config.yaml'));
    expect(benchTracks(config)).toEqual(['night-drive', 'golden-hour', 'paper-moons', 'still-water', 'first-light']);
    expect(benchTracks(config, 2)).toEqual(['night-drive', 'golden-hour']);
  });

  it('reads the links `npm run shortlist -- create` prints, one per recipient, as paths', () => {
    const output = [
      'Shortlist 3chdyfth "Bench shortlist" created in demo-cuesheet (local emulator): 5 track(s), 2 recipient(s), open until 2026-12-23 18:00 UTC.',
      'One link per recipient; send each only to its person. They are shown this once and never stored.',
      '  Bench 1 <bench-1@bench.example>',
      '    http://127.0.0.1:5000/s/Ab3_x-9',
      '  Bench 2 <bench-2@bench.example>',
      '    http://127.0.0.1:5000/s/Zz0',
      '',
    ].join('\n');
    expect(printedLinks(output)).toEqual(['/s/Ab3_x-9', '/s/Zz0']);
    expect(printedLinks('No Firestore emulator answers on 127.0.0.1:8080.')).toEqual([]);
  });
});

describe('a load of the shortlist page counts only when getShortlist answered it', () => {
  const open = (status: number) => ({ functionId: 'getShortlist', status, bytes: 100 });
  const listen = (status: number) => ({ functionId: 'recordListen', status, bytes: 10 });

  it('accepts a load whose every open was answered, whatever the listen reports got', () => {
    expect(openProblem([open(200)])).toBeUndefined();
    expect(openProblem([open(200), listen(429)])).toBeUndefined();
  });

  it('refuses a load that never asked, or was refused (a limit reached, the emulator gone)', () => {
    expect(openProblem([])).toBe('the page never called getShortlist');
    expect(openProblem([listen(200)])).toBe('the page never called getShortlist');
    expect(openProblem([open(200), open(429)])).toBe('getShortlist answered 429');
    expect(openProblem([open(502)])).toBe('getShortlist answered 502');
  });
});

describe('stackFailure', () => {
  it('is the first line of what the local stack said last, not its progress or its stop', () => {
    const output = [
      '[local-stack] building the function',
      '> cuesheet-functions@0.1.0 build',
      '[local-stack] Java was not found, and the Firestore emulator runs on Java.',
      '  Install a JDK, e.g. on Debian/Ubuntu: sudo apt-get install openjdk-17-jre-headless',
      '[local-stack] stopped 2 processes in 0.3 s',
    ].join('\n');
    expect(stackFailure(output)).toBe('Java was not found, and the Firestore emulator runs on Java.');
    expect(stackFailure('node: bad option')).toBeUndefined();
  });
});

it('gives why the page was not measured on one line, the fix included', () => {
  const taken = new Error(
    'Port 5001 is already in use by pid 10888 (python3 -m http.server 5001).\n' +
      '  Another `npm start` or `npm run dev` may be running, or one that crashed left it behind.\n' +
      '  Stop it first: kill 10888',
  );
  expect(skipReason(taken)).toBe(
    'Port 5001 is already in use by pid 10888 (python3 -m http.server 5001). Another `npm start` or `npm run dev` may be running, or one that crashed left it behind. Stop it first: kill 10888',
  );
  expect(skipReason('no Java')).toBe('no Java');
});
