/** One pool worker's job: measure one master and encode its preview (see preview.ts). */
import { encodePreview, type PreviewResult, type PreviewSettings } from './preview.ts';

export interface PreviewJob extends PreviewSettings {
  /** The catalog's `previewLoudness`; the schema's defaults (-14 LUFS, -1 dBTP) when absent. */
  target?: NonNullable<PreviewSettings['target']>;
}

export default async function encode(job: PreviewJob): Promise<PreviewResult> {
  const { seconds, bytes, loudness, previewLoudness, tempo, key, energy } = await encodePreview(job);
  return {
    seconds,
    bytes,
    loudness,
    previewLoudness,
    ...(tempo && { tempo }),
    ...(key && { key }),
    ...(energy && { energy }),
  };
}
