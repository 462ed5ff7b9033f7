// A worker thread does not inherit tsx's loader on Node 20, so this plain module loads the passes
// through tsx's API (as scripts/import/preview-worker.mjs does), then runs each one it is sent.
import { parentPort } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { default: runPass } = await tsImport('./preview-cost-pass.ts', import.meta.url);
parentPort.on('message', async (pass) => parentPort.postMessage(await runPass(pass)));
