/**
 * The preview-cost bench's jobs, run in a worker thread for each kind (preview-cost.ts): one kind
 * of job over a batch of files, as an import worker runs its jobs one after the other, timed in
 * CPU seconds. A worker first warms up untimed on one file, encoded as well whatever the kind: the
 * MP3 encoder is compiled on first use, which no side should pay, and its memory then grows, after
 * which V8 checks every typed array access for a detached buffer, as it does in every import
 * worker (docs/performance.md).
 */
import { pcmBlocks } from '../../scripts/import/pcm.ts';
import { analyseMaster, encodePreview, encodeUnmeasured } from '../../scripts/import/preview.ts';
import type { MasterFormat } from '../../scripts/import/master-format.ts';

export type CostPassKind = 'unmeasured' | 'measured' | 'decoded' | 'analysed';

export interface CostPass {
  kind: CostPassKind;
  files: readonly string[];
  format: MasterFormat;
  /** Where the previews are written, over each other. */
  dest: string;
  /** The untimed warm-up on the first file. */
  warmUp?: boolean;
}

const tags = { title: 'Bench' };

const jobs: Record<CostPassKind, (file: string, pass: CostPass) => Promise<unknown>> = {
  unmeasured: (source, { format, dest }) => encodeUnmeasured({ source, format, dest, tags }),
  measured: (source, { format, dest }) => encodePreview({ source, format, dest, tags }),
  decoded: async (source, { format }) => {
    for await (const block of pcmBlocks(source, format)) void block;
  },
  analysed: async (source, { format }) => (await analyseMaster(source, format)).master.release(),
};

/** CPU seconds of the whole process (this worker's thread and V8's helpers; the thread that waits on it is idle). */
const cpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

export default async function runPass(pass: CostPass): Promise<number> {
  const job = jobs[pass.kind];
  if (pass.warmUp) {
    await jobs.unmeasured(pass.files[0]!, pass);
    await job(pass.files[0]!, pass);
    return 0;
  }
  const started = cpuSeconds();
  for (const file of pass.files) await job(file, pass);
  return cpuSeconds() - started;
}
