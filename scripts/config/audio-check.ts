import { join, relative } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { AudioFactsMap } from '../../src/audio/AudioFactsContext.tsx';
import { rawEntries } from '../../src/sections/define.ts';
import { definitionOf } from '../../src/sections/registry.ts';
import { AudioFactsError, audioFacts } from '../audio/audio-facts.ts';
import { ConfigLoadError, type ConfigError } from './config-error.ts';
import { repoRoot, resolvePublicDir } from './config-path.ts';
import { formatConfigErrors } from './format-errors.ts';
import { locateIssue } from './locate.ts';
import { valueAt } from './value-at.ts';

/** Bars in a drawn waveform: enough for a phone-wide bar, few enough for 500 tracks on a page. */
export const WAVEFORM_BARS = 100;

function hint(error: AudioFactsError, src: string, onDisk: string): string {
  switch (error.code) {
    case 'missing':
      return `audio file ${src} does not exist (looked for ${onDisk}); put the MP3 there or fix the path`;
    case 'unsupported':
      return `audio file ${src} is not an MP3; export the track as MP3 and point to that file`;
    default:
      return `audio file ${src}: ${error.message.replaceAll(error.file, onDisk)}`;
  }
}

/**
 * Reads every local audio file the config's sections play (each type says which through its
 * `audioFiles` hook): its length and waveform for the render. A file that is missing or does not
 * decode is a located config error, reported with all the others at once.
 */
export async function collectAudioFacts(config: unknown, source: string, file: string, publicDir = resolvePublicDir()): Promise<AudioFactsMap> {
  const wanted = rawEntries(valueAt(config, ['sections'])).flatMap((section, s) =>
    (definitionOf(section.type)?.audioFiles?.(section) ?? []).map(({ path, src }) => ({ path: ['sections', s, ...path], src })),
  );
  const facts: Record<string, { duration: number; peaks: number[] }> = {};
  const problems: { path: (string | number)[]; message: string }[] = [];
  for (const { path, src } of wanted) {
    // https addresses are played as given; the build does not fetch them.
    if (!src.startsWith('/') || src in facts) continue;
    const onDisk = join(publicDir, decodeURIComponent(src));
    try {
      const { duration, peaks } = await audioFacts(onDisk, { bars: WAVEFORM_BARS });
      facts[src] = { duration, peaks };
    } catch (error) {
      if (!(error instanceof AudioFactsError)) throw error;
      problems.push({ path, message: hint(error, src, relative(repoRoot, onDisk) || onDisk) });
    }
  }
  if (problems.length === 0) return facts;
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  const errors: ConfigError[] = problems
    .map(({ path, message }) => ({ file, ...locateIssue(doc, source, lineCounter, { path, at: 'value' }), message }))
    .sort((a, b) => a.line - b.line || a.column - b.column);
  throw new ConfigLoadError('invalid', file, errors, formatConfigErrors(errors, source, { color: false }));
}
