/** The import's report: what it added or would add, what it measured, and every finding, a line each. */
import { count, displayPath } from '../config/format-errors.ts';
import type { ImportOptions, ImportResult } from './import-result.ts';
import type { Measured } from './measured.ts';
import type { ImportPlan } from './plan-model.ts';
import type { PreviewTarget } from './preview.ts';
import { clock, minutes } from './progress.ts';
import { suggestionLines } from '../suggest/suggestion-lines.ts';

const sure = (confidence: number) => confidence.toFixed(2);

/** `Night Drive: 92 BPM (measured, sure 0.91), A minor (measured, sure 0.74)`; `Haze: no steady tempo: left without a BPM (give one if it has a pulse)` */
function measuredLine(m: Measured): string {
  const parts = [
    ...(m.bpm ? [`${m.bpm.value} BPM (measured, sure ${sure(m.bpm.confidence)})`] : []),
    ...(m.key ? [`${m.key.value} (measured, sure ${sure(m.key.confidence)})`] : []),
    ...(m.energy ? [`${m.energy.value} energy (measured, sure ${sure(m.energy.confidence)})`] : []),
  ];
  return `${m.track}: ${[...(parts.length ? [parts.join(', ')] : []), ...m.without].join('; ')}`;
}

/** `Drum Wall: its preview plays at -11.5 LUFS, 3.5 LU under the catalog's -8 LUFS: …` */
function offTargetLine({ preview, integrated }: ImportResult['offTarget'][number], target: PreviewTarget): string {
  const miss = integrated - target.integrated;
  return `${preview}: its preview plays at ${integrated.toFixed(1)} LUFS, ${Math.abs(miss).toFixed(1)} LU ${miss < 0 ? 'under' : 'over'} the catalog's ${target.integrated} LUFS: its peaks stand too far above its loudness to go higher under ${target.truePeak} dBTP (a lower previewLoudness, or a master compressed further)`;
}

export function report(plan: ImportPlan, result: ImportResult, { log, dryRun }: ImportOptions): void {
  const adding = dryRun ? plan.add.map((t) => t.entry) : result.added;
  for (const entry of adding) {
    const labels = ['main', ...(entry.versions ?? []).map((v) => v.label)];
    const measure = dryRun ? (plan.add.find((t) => t.entry === entry)?.measure ?? []) : [];
    const toMeasure = measure.length
      ? `; ${measure.map((fact) => (fact === 'bpm' ? 'BPM' : 'key')).join(' and ')} to be measured`
      : '';
    log(`+ ${entry.id}: ${entry.title} (${labels.join(', ')})${toMeasure}`);
  }
  for (const m of result.measured) log(`  ${measuredLine(m)}`);
  for (const [id, suggestion] of result.suggested ?? [])
    for (const line of suggestionLines(id, suggestion)) log(`  ${line}`);
  for (const o of result.offTarget) log(`  ${offTargetLine(o, result.target)}`);
  if (plan.present.length)
    log(`Already in the catalog, left as they are: ${plan.present.map((p) => p.title).join(', ')}`);
  for (const c of plan.conflicts) {
    const values = c.values
      .map((v) => `${v.from} says ${c.field === 'BPM' ? '' : "'"}${v.value}${c.field === 'BPM' ? '' : "'"}`)
      .join('; ');
    log(
      `! ${c.track}: ${c.field} differs: ${values}; ${c.chosen ? `kept ${c.chosen}` : 'not imported: make them agree, or choose with --prefer sheet or --prefer file'}`,
    );
  }
  for (const n of plan.needs) log(`! ${n.track} (${n.source}) is not imported yet; it needs ${n.missing.join(', ')}`);
  for (const i of result.invalid) log(`! ${i.track} is not imported: ${i.messages.join('; ')}`);
  for (const r of plan.unmatchedRows)
    log(
      `! ${r.file}:${r.line}: no file matches this row (${r.fileName ?? r.title}${r.version ? `, version ${r.version}` : ''})`,
    );
  for (const f of result.failed) log(`! ${f.message}`);
  for (const note of plan.notes) log(`  ${note}`);
}

/** Where the added tracks' masters stand with the delivery folder: none set, or masters outside it. */
export function deliveryLine(
  added: number,
  folder: string | null,
  outsideFolder: readonly string[],
  configFile: string,
): string | undefined {
  if (added && folder === null)
    return `  No master is named for delivery: add delivery: { folder: … } to the catalog section (the folder of the masters, relative to ${displayPath(configFile)}), then give each track delivery: { master: … } or import into a fresh catalog again (docs/catalog.md, Delivery).`;
  if (!outsideFolder.length) return undefined;
  const one = outsideFolder.length === 1;
  return `  ${count(outsideFolder.length, 'master')} outside the delivery folder ${displayPath(folder!)} ${one ? 'is' : 'are'} not named for delivery (${outsideFolder.map((path) => displayPath(path)).join(', ')}): move ${one ? 'it' : 'them'} into the folder and give ${one ? 'its track' : 'their tracks'} delivery: { master: … }.`;
}

/** The last line: what was added, with its versions, and how fast the previews were encoded. */
export function addedLine(result: ImportResult, versions: number, configFile: string, audioDir: string): string {
  const n = result.added.length;
  if (!n) return `Nothing added to ${displayPath(configFile)}.`;
  const speed =
    result.encodeMs > 0 && result.encodedSeconds > 0
      ? `, encoded at ${Math.round(result.encodedSeconds / (result.encodeMs / 1000))}x realtime`
      : '';
  return `Added ${n} track${n === 1 ? '' : 's'}${versions ? ` with ${versions} more version${versions === 1 ? '' : 's'}` : ''} to ${displayPath(configFile)}; previews in ${audioDir}/ (${minutes(result.encodedSeconds)} of audio encoded in ${clock(result.encodeMs / 1000)}${speed}).`;
}
