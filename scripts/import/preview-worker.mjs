// A worker thread does not inherit tsx's loader on Node 20 (--import hooks are not applied
// in workers), so this plain module loads the TypeScript job through tsx's API.
import { tsImport } from 'tsx/esm/api';

const job = await tsImport('./preview-worker.ts', import.meta.url);

export default job.default;
