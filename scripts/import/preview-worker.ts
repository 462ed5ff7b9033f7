/** One pool worker's job: encode one master's preview (see preview.ts). */
import type { Id3Fields } from './id3-tag.ts';
import { encodePreview, type PreviewResult, type PreviewTarget } from './preview.ts';
import type { MasterFormat } from './tags.ts';

export interface PreviewJob {
  source: string;
  format: MasterFormat;
  dest: string;
  tags: Id3Fields;
  /** The catalog's `previewLoudness`; the schema's defaults (-14 LUFS, -1 dBTP) when absent. */
  target?: PreviewTarget;
}

export default function encode(job: PreviewJob): Promise<Pick<PreviewResult, 'seconds' | 'bytes'>> {
  return encodePreview(job.source, job.format, job.dest, job.tags);
}
