/** public/audio/tracks.md: the demo catalogue as a table for the config's authors. */
import { trackLength } from '../../src/sections/catalog/time.ts';
import type { DemoTrack } from './tracks.ts';

export interface ManifestEntry {
  file: string;
  track: string;
  version: string;
  samples: number;
  sampleRate: number;
  seconds: number;
  bytes: number;
}

export interface Encoding {
  sampleRate: number;
  kbps: number;
}

type Listed = Pick<
  DemoTrack,
  'id' | 'title' | 'bpm' | 'key' | 'moods' | 'genres' | 'vocals' | 'description' | 'versions'
>;

export function tracksMarkdown(
  tracks: readonly Listed[],
  manifest: readonly ManifestEntry[],
  { sampleRate, kbps }: Encoding,
): string {
  const total = manifest.reduce((n, m) => n + m.bytes, 0);
  const rows = tracks.map((t) => {
    const main = manifest.find((m) => m.file === `${t.id}.mp3`);
    if (!main) throw new Error(`No main file for ${t.id} in the manifest`);
    const versions = t.versions.map((v) => `${v.label}: \`/audio/${t.id}-${v.suffix}.mp3\``).join('<br>') || '–';
    return `| \`${t.id}\` | ${t.title} | \`/audio/${t.id}.mp3\` | ${trackLength(main.seconds)} | ${t.bpm} | ${t.key} | ${t.moods.join(', ')} | ${t.genres.join(', ')} | ${t.vocals} | ${versions} |`;
  });
  return [
    '# Demo audio',
    '',
    'Synthesised by `tools/demo-audio/make-demo-tracks.ts` (`npm run make:demo-audio`), deterministic:',
    `mono, ${sampleRate / 1000} kHz, ${kbps} kb/s constant-bitrate MP3. Fictional producer: Marlowe Kane.`,
    `${manifest.length} files, ${total.toLocaleString('en')} bytes in all.`,
    '',
    '| id | title | audio | length | BPM | key | moods | genres | vocals | versions |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    '## Descriptions',
    '',
    ...tracks.map((t) => `- **${t.title}**: ${t.description}`),
    '',
  ].join('\n');
}
