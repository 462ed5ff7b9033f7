// The entry of a facts pool worker. A worker thread starts without the TypeScript loader of
// the process that made it (vitest's, or Vite's bundled config), so it loads the job with tsx.
import { tsImport } from 'tsx/esm/api';

const { decodeFile } = await tsImport('./decode-file.ts', import.meta.url);

export default decodeFile;
