// The entry of a bench worker. A worker thread starts without the TypeScript loader of the
// process that made it, so it loads the job with tsx, as the build's facts pool does.
import { tsImport } from 'tsx/esm/api';

const { runTrackJob } = await tsImport('./track-job.ts', import.meta.url);

export default runTrackJob;
