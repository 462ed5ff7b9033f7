/**
 * Writes the demo site's delivery folder (delivery/, beside site.config.yaml, never in git): the
 * masters and stems the demo catalog names, rendered by the demo's own synthesiser as 16-bit WAV,
 * so a quote of them records real files and the local stack hands them over. The same render
 * gives the same bytes; a file already there is kept, so a test setup may run it every time.
 *
 *   npm run make:demo-delivery [-- --force]
 */
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { wavFile } from '../../scripts/test/audio/wav-file.ts';
import { SAMPLE_RATE } from '../demo-audio/synth/dsp.ts';
import { DEMO_TRACKS, type Variant } from '../demo-audio/tracks.ts';
import { storedZip } from './stored-zip.ts';

export const DEMO_DELIVERY_FOLDER = resolve(dirname(fileURLToPath(import.meta.url)), '../../delivery');

const rendered = new Map<string, Float32Array>();
/** Each mix rendered once a run: the master and the stems share them, and a render takes seconds. */
function render(id: string, variant: Variant): Float32Array {
  const key = `${id} ${variant.vocal} ${variant.cut}`;
  const track = DEMO_TRACKS.find((candidate) => candidate.id === id);
  if (!track) throw new Error(`the demo has no track ${id}`);
  if (!rendered.has(key)) rendered.set(key, track.render(variant));
  return rendered.get(key)!;
}

const FULL_MIX: Variant = { vocal: true, cut: false };
const INSTRUMENTAL: Variant = { vocal: false, cut: false };

/** The vocal stem is what the instrumental leaves out of the mix: the two add back up to it. */
function goldenHourStems(): Buffer {
  const mix = render('golden-hour', FULL_MIX);
  const band = render('golden-hour', INSTRUMENTAL);
  const vocal = mix.map((sample, i) => sample - (band[i] ?? 0));
  return storedZip([
    { name: 'golden-hour-stems/golden-hour-band.wav', bytes: wavFile([band], SAMPLE_RATE) },
    { name: 'golden-hour-stems/golden-hour-vocal.wav', bytes: wavFile([vocal], SAMPLE_RATE) },
  ]);
}

/** Each file the demo's site.config.yaml names in its delivery folder, and how it is made. */
export const DEMO_DELIVERY: Readonly<Record<string, () => Buffer>> = {
  'golden-hour.wav': () => wavFile([render('golden-hour', FULL_MIX)], SAMPLE_RATE),
  'golden-hour-instrumental.wav': () => wavFile([render('golden-hour', INSTRUMENTAL)], SAMPLE_RATE),
  'golden-hour-stems.zip': goldenHourStems,
};

/** Writes the files that are not there yet (all with `force`); the names written. */
export function makeDemoDelivery(folder = DEMO_DELIVERY_FOLDER, force = false): string[] {
  mkdirSync(folder, { recursive: true });
  return Object.entries(DEMO_DELIVERY).flatMap(([name, make]) => {
    const file = join(folder, name);
    if (!force && existsSync(file)) return [];
    // Written aside and renamed, so a run stopped halfway never leaves half a master under its name.
    const partial = `${file}.partial`;
    writeFileSync(partial, make());
    renameSync(partial, file);
    return [name];
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const written = makeDemoDelivery(DEMO_DELIVERY_FOLDER, process.argv.includes('--force'));
  console.log(
    written.length
      ? `wrote ${written.join(', ')} in ${DEMO_DELIVERY_FOLDER}`
      : `the demo's delivery files are already in ${DEMO_DELIVERY_FOLDER}`,
  );
}
