/** One pool worker's job: encode one master's preview (see preview.ts). */
import type { Id3Fields } from './id3-tag.ts';
import { encodePreview, type PreviewResult } from './preview.ts';
import type { MasterFormat } from './tags.ts';

export interface PreviewJob {
  source: string;
  format: MasterFormat;
  dest: string;
  tags: Id3Fields;
}

export default function encode(job: PreviewJob): Promise<PreviewResult> {
  return encodePreview(job.source, job.format, job.dest, job.tags);
}
