/**
 * `npx tsx tools/bench/inspector-cost.ts` (after `npm run build`): how long importing the
 * islands' runtime (React, Emotion) takes in Chromium with no inspector attached, as a visitor's
 * browser runs it, with DevTools' domains on (Runtime and Debugger), and with Runtime alone, as
 * Playwright leaves every page it drives. Why the bench's tap timing enables the Debugger.
 * Raw DevTools protocol over a WebSocket: any client library would enable Runtime itself.
 *   --runs N   imports per state and CPU rate (default 7)
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { launchChrome } from './chrome.ts';
import { median } from './median.ts';
import { readSite, serveStatic, withFile } from './static-server.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Number(values.runs);

const STATES = {
  'no inspector (a visitor)': [],
  'Runtime + Debugger (DevTools open)': ['Runtime', 'Debugger'],
  'Runtime alone (Playwright)': ['Runtime'],
};
const RATES = [1, 4];

/** Fetches and compiles the runtime first (modulepreload), then times its evaluation alone; the title reports it. */
const probePage = (runtime: string) => `<!doctype html><title>probe</title><script type="module">
const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: '/assets/${runtime}' });
document.head.append(link);
await new Promise((resolve) => (link.onload = resolve));
await new Promise((resolve) => setTimeout(resolve, 300));
const start = performance.now();
await import('/assets/${runtime}');
document.title = 'ms:' + (performance.now() - start).toFixed(1);
</script>`;

interface Target {
  id: string;
  title: string;
  webSocketDebuggerUrl: string;
}

async function devtools<T>(port: number, route: string, method = 'GET'): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/json/${route}`, { method });
  return (await response.json()) as T;
}

function session(url: string) {
  const socket = new WebSocket(url);
  let id = 0;
  const waiting = new Map<number, () => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number };
    if (message.id === undefined) return;
    waiting.get(message.id)?.();
    waiting.delete(message.id);
  });
  return {
    opened: new Promise((resolve) => socket.once('open', resolve)),
    send: (method: string, params: object = {}) =>
      new Promise<void>((resolve) => {
        id += 1;
        waiting.set(id, resolve);
        socket.send(JSON.stringify({ id, method, params }));
      }),
    close: () => socket.close(),
  };
}

async function importOnce(port: number, url: string, domains: string[], rate: number): Promise<number> {
  const target = await devtools<Target>(port, 'new?about:blank', 'PUT');
  const cdp = session(target.webSocketDebuggerUrl);
  await cdp.opened;
  try {
    for (const domain of domains) await cdp.send(`${domain}.enable`);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Page.navigate', { url });
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const title =
        (await devtools<Target[]>(port, 'list')).find((candidate) => candidate.id === target.id)?.title ?? '';
      if (title.startsWith('ms:')) return Number(title.slice(3));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the probe page did not report within 30 s');
  } finally {
    cdp.close();
    await devtools(port, `close/${target.id}`).catch(() => undefined);
  }
}

const dist = path.join(repoRoot, 'dist');
const runtime = (await readdir(path.join(dist, 'assets'))).find((file) => file.startsWith('island-runtime-'));
if (!runtime) throw new Error('no island-runtime chunk in dist/assets: run npm run build first');
const site = await serveStatic(withFile(await readSite(dist), 'inspector-cost.html', Buffer.from(probePage(runtime))));
const chrome = await launchChrome();
try {
  console.log(`Importing ${runtime} after it is fetched and compiled, median of ${runs} (ms):\n`);
  console.log(
    `| Inspector | ${RATES.map((rate) => `${rate}x CPU`).join(' | ')} |\n|---|${RATES.map(() => '---:').join('|')}|`,
  );
  for (const [state, domains] of Object.entries(STATES)) {
    const cells: string[] = [];
    for (const rate of RATES) {
      const timings: number[] = [];
      for (let run = 0; run < runs; run += 1)
        timings.push(await importOnce(chrome.port, `${site.url}/inspector-cost.html`, domains, rate));
      cells.push(`${median(timings)}`);
    }
    console.log(`| ${state} | ${cells.join(' | ')} |`);
  }
} finally {
  await chrome.kill();
  await site.close();
}
