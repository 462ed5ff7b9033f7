import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, systemChromium } from '../../scripts/chromium.ts';
import { ProcessSet } from '../../scripts/local-stack/processes.ts';

export interface Chrome {
  port: number;
  kill(): Promise<void>;
}

const FLAGS = [
  '--headless=new',
  ...CHROMIUM_FLAGS,
  // Offline machines may take a long time to fail a DNS lookup; make every non-loopback host
  // fail at once instead. The bench counts any such request, so nothing is hidden by this.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/** Debian's Chromium or CHROME_PATH, else the one `npx playwright install chromium` put on a laptop. */
function chromePath(): string {
  const downloaded = chromium.executablePath();
  const found = systemChromium ?? (existsSync(downloaded) ? downloaded : undefined);
  if (!found)
    throw new Error(
      'no Chrome or Chromium found: run `npx playwright install chromium`, install chromium, or set CHROME_PATH',
    );
  return found;
}

/**
 * Starts headless Chromium with a throwaway profile and a DevTools port for Lighthouse. A few
 * lines instead of chrome-launcher, which is only a transitive dependency here.
 */
export async function launchChrome(): Promise<Chrome> {
  const profile = await mkdtemp(path.join(tmpdir(), 'cuesheet-bench-'));
  // Its own process group, so its helper processes end with it.
  const processes = new ProcessSet();
  const chrome = processes.start(
    'Chromium',
    chromePath(),
    [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const stderr = chrome.process.stderr!;
  const kill = async () => {
    await processes.stop(5_000);
    await rm(profile, { recursive: true, force: true });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start within 30 s:\n${output}`)), 30_000);
    stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    void chrome.exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code} before opening its DevTools port:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    // A Chromium that never opened its port may still be running: end it and drop its profile.
    await kill();
    throw error;
  });
  stderr.removeAllListeners('data').resume();
  return { port, kill };
}
