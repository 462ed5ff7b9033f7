import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { CLI } from '../cli/command-line.ts';
import { findExecutable } from './find-executable.ts';
import { missingReport, missingTools, TEST_TOOLS, type Probe } from './test-tools.ts';

const machine = (overrides: Partial<Probe> = {}): Probe => ({
  onPath: () => true,
  chromium: () => true,
  javaMajor: () => 17,
  cloudSdkEmulator: () => true,
  ...overrides,
});

describe('the tools npm test needs', () => {
  it('finds nothing missing on a machine that has them all', () => {
    expect(missingTools(machine())).toEqual([]);
    expect(missingReport([])).toBe('');
  });

  it('names what is missing, with one apt line and the Homebrew lines', () => {
    const missing = missingTools(machine({ onPath: (command) => !['pdfinfo', 'zbarimg'].includes(command) }));
    expect(missing.map((tool) => tool.name)).toEqual([
      'poppler (pdfinfo, pdffonts, pdftotext, pdftoppm)',
      'zbar (zbarimg)',
    ]);
    const report = missingReport(missing);
    expect(report).toContain('sudo apt-get install poppler-utils zbar-tools\n');
    expect(report).toContain('brew install poppler zbar\n');
    expect(report.split('\n').length).toBeLessThan(12);
  });

  it('takes Java 21 alone for the emulator (firebase-tools brings its own) but not Java 17 alone', () => {
    const names = (probe: Probe) => missingTools(probe).map((tool) => tool.name);
    expect(names(machine({ cloudSdkEmulator: () => false, javaMajor: () => 21 }))).toEqual([]);
    expect(names(machine({ cloudSdkEmulator: () => false }))).toEqual(['the Firestore emulator']);
    expect(names(machine({ javaMajor: () => undefined }))).toEqual(['Java 17+']);
  });

  it('looks a command up on the PATH as macOS, Linux and Windows do', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'path-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(path.join(dir, 'pdfinfo'), '#!/bin/sh\n');
    chmodSync(path.join(dir, 'pdfinfo'), 0o755);
    writeFileSync(path.join(dir, 'zbarimg.EXE'), '');
    expect(findExecutable('pdfinfo', { PATH: `/nowhere${path.delimiter}${dir}` }, 'darwin')).toBe(
      path.join(dir, 'pdfinfo'),
    );
    expect(findExecutable('zbarimg', { PATH: `C:\\nowhere;${dir}`, PATHEXT: '.COM;.EXE' }, 'win32')).toBe(
      path.join(dir, 'zbarimg.EXE'),
    );
    expect(findExecutable('zbarimg', { PATH: dir }, 'linux')).toBeUndefined();
    expect(findExecutable(path.basename(dir), { PATH: tmpdir() }, 'linux')).toBeUndefined();
  });

  it('runs first in npm test and exits 1 before lint when a tool is missing', { timeout: 60_000 }, async () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.test).toMatch(/^node --import tsx scripts\/cli\.ts check:tools && npm run lint && /);
    const empty = mkdtempSync(path.join(tmpdir(), 'bare-path-'));
    onTestFinished(() => rmSync(empty, { recursive: true, force: true }));
    const run = promisify(execFile);
    const failed = await run(process.execPath, ['--import', 'tsx', CLI, 'check:tools'], {
      cwd: repoRoot,
      env: { ...process.env, PATH: empty },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    const { stderr } = failed as { stderr: string };
    for (const named of ['pdfinfo', 'zbarimg', 'lsof', 'Java 17+', 'sudo apt-get install', 'brew install'])
      expect(stderr).toContain(named);
  });

  it('every tool is named in the README and in docs/getting-started.md', () => {
    for (const doc of ['README.md', 'docs/getting-started.md']) {
      const text = readFileSync(path.join(repoRoot, doc), 'utf8').replace(/\s+/g, ' ');
      for (const word of ['Chromium', 'Java 17', 'Firestore emulator', 'poppler', 'zbar', 'ffmpeg', 'lsof'])
        expect(text, `${doc} names ${word}`).toContain(word);
    }
    expect(TEST_TOOLS.length).toBe(7);
  });
});
