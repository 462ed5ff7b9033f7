/**
 * The tempo bench's figures: Acc1 (within 4 %) and Acc2 (the double, half, triple or third
 * allowed) for each tool over the files, each miss of ours and of Essentia with its style, the
 * tempo written and the one measured, and the table against the issue's targets.
 */
import { tempoAcc1, tempoAcc2 } from './detect-scores.ts';

export interface TempoFile {
  id: string;
  style: string;
  /** The tempo written: the beats a listener taps per minute. */
  bpm: number;
  ours: number | null;
  essentia?: { rhythm2013: number | null };
  aubio?: number | null;
}

type Tool = 'ours' | 'essentia' | 'aubio';
const TOOLS: Record<Tool, { label: string; tempo: (file: TempoFile) => number | null | undefined }> = {
  ours: { label: 'ours', tempo: (file) => file.ours },
  essentia: { label: 'Essentia RhythmExtractor2013 (multifeature)', tempo: (file) => file.essentia?.rhythm2013 },
  aubio: { label: 'aubio tempo', tempo: (file) => file.aubio },
};

export interface ToolScore {
  files: number;
  acc1: number;
  acc2: number;
}

export function toolScore(files: readonly TempoFile[], tool: Tool): ToolScore | undefined {
  const read = files.filter((file) => TOOLS[tool].tempo(file) !== undefined);
  if (read.length === 0) return undefined;
  const share = (hit: (measured: number | null, reference: number) => boolean) =>
    read.filter((file) => hit(TOOLS[tool].tempo(file)!, file.bpm)).length / read.length;
  return { files: read.length, acc1: share(tempoAcc1), acc2: share(tempoAcc2) };
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const ratio = (measured: number | null | undefined, written: number) =>
  measured ? ` (×${(measured / written).toFixed(2)})` : '';

/** The table, the misses, and the figures saved beside the files. */
export function tempoTable(files: readonly TempoFile[]): { text: string; figures: Partial<Record<Tool, ToolScore>> } {
  const figures: Partial<Record<Tool, ToolScore>> = {};
  for (const tool of Object.keys(TOOLS) as Tool[]) {
    const score = toolScore(files, tool);
    if (score) figures[tool] = score;
  }
  const essentiaAcc1 = figures.essentia?.acc1;
  const lines = [
    '| tempo, files | Acc1 (within 4 %) | Acc2 (octave errors allowed) | target |',
    '|---|---:|---:|---|',
    ...(Object.keys(figures) as Tool[]).map((tool) => {
      const score = figures[tool]!;
      const target =
        tool === 'ours'
          ? `Acc1 ≥ 95 %${essentiaAcc1 === undefined ? '' : ` and ≥ Essentia's ${percent(essentiaAcc1)}`}`
          : '';
      return `| ${TOOLS[tool].label}, ${score.files} | ${percent(score.acc1)} | ${percent(score.acc2)} | ${target} |`;
    }),
    '',
  ];
  for (const tool of ['ours', 'essentia'] as const) {
    const misses = files.filter(
      (file) => TOOLS[tool].tempo(file) !== undefined && !tempoAcc1(TOOLS[tool].tempo(file)!, file.bpm),
    );
    if (!figures[tool]) continue;
    lines.push(`Misses of ${TOOLS[tool].label}: ${misses.length}`);
    for (const file of misses) {
      const measured = TOOLS[tool].tempo(file);
      lines.push(
        `  ${file.style}: written ${file.bpm}, measured ${measured ?? 'none'}${ratio(measured, file.bpm)}  ${file.id}`,
      );
    }
  }
  return { text: lines.join('\n'), figures };
}

/** One seed's Acc1 for each tool, on a line: the pooled table follows the seeds'. */
export function seedSummary(seed: number, figures: Partial<Record<Tool, ToolScore>>): string {
  const read = (Object.keys(figures) as Tool[]).map((tool) => `${tool} ${percent(figures[tool]!.acc1)}`);
  return `seed ${seed}, ${figures.ours?.files ?? 0} files, within 4 %: ${read.join(', ')}`;
}
