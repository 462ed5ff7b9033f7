// A worker thread does not inherit tsx's loader on Node 20, so this plain module loads the pass
// through tsx's API (as scripts/import/preview-worker.mjs does).
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const { default: runPass } = await tsImport('./preview-cost-pass.ts', import.meta.url);
parentPort.postMessage(await runPass(workerData));
