import { join } from 'node:path';
import { LineCounter, parseDocument } from 'yaml';
import type { AudioFactsMap } from '../../src/audio/AudioFactsContext.tsx';
import { rawEntries } from '../../src/sections/define.ts';
import { definitionOf } from '../../src/sections/registry.ts';
import { AudioFactsError, audioFactsOfFiles, type AudioFacts } from '../audio/facts/audio-facts.ts';
import { ConfigLoadError, type ConfigError, type ConfigPath } from './config-error.ts';
import { repoRoot, resolvePublicDir } from './config-path.ts';
import { codeFrame, count, displayPath, formatConfigErrors } from './format-errors.ts';
import { locateIssue } from './locate.ts';
import { valueAt } from './value-at.ts';

/** Bars in a drawn waveform: enough for a phone-wide bar, few enough for 500 tracks on a page. */
export const WAVEFORM_BARS = 100;

export interface AudioCheckOptions {
  /** The folder the config's /addresses point into (default: SITE_PUBLIC_DIR or public/). */
  publicDir?: string;
  /** Colour the reports, for a terminal. */
  color?: boolean;
}

export interface AudioCheck {
  facts: AudioFactsMap;
  /** Files that play but were damaged, located at the line naming each; never fatal. */
  warnings: ConfigError[];
  /** The warnings as the CLI, the dev server and the build print them; empty when there are none. */
  warningsReport: string;
}

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

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** What a damaged file costs, where to look, and how long it still plays: the editor decides whether to re-export. */
function damageWarning(facts: AudioFacts, first: AudioFacts['damage'][number], src: string): string {
  const skipped = facts.damage.reduce((sum, d) => sum + d.bytes, 0);
  const where =
    facts.damage.length === 1
      ? `${count(first.bytes, 'byte')} at byte ${first.offset} ${first.bytes === 1 ? 'is' : 'are'} not MP3 audio (junk or a damaged frame)`
      : `${facts.damage.length} stretches (${count(skipped, 'byte')}, the first at byte ${first.offset}) are not MP3 audio (junk or damaged frames)`;
  return `audio file ${src}: ${where}; ${first.bytes === 1 && facts.damage.length === 1 ? 'it was' : 'they were'} skipped and the track plays ${minutes(facts.duration)} (${facts.duration.toFixed(1)} s). Export the file again for a clean copy`;
}

/** `file:line:col: warning: message` with a code frame, as config warnings are printed. */
export function formatWarnings(warnings: readonly ConfigError[], source: string, color = false): string {
  return warnings
    .map((w) => `${displayPath(w.file)}:${w.line}:${w.column}: warning: ${w.message}\n${codeFrame(source, w, color)}`)
    .join('\n\n');
}

/**
 * Reads every local audio file the config's sections play (each type says which through its
 * `audioFiles` hook): its length and waveform for the render. A file that is missing or does not
 * decode is a located config error, reported with all the others at once; a file that decodes
 * around damage is a located warning.
 */
export async function collectAudioFacts(
  config: unknown,
  source: string,
  file: string,
  options: AudioCheckOptions = {},
): Promise<AudioCheck> {
  const publicDir = options.publicDir ?? resolvePublicDir();
  const wanted = rawEntries(valueAt(config, ['sections'])).flatMap((section, s) =>
    (definitionOf(section.type)?.audioFiles?.(section) ?? []).map(({ path, src }) => ({
      path: ['sections', s, ...path] as ConfigPath,
      src,
    })),
  );
  // https addresses are played as given; the build does not fetch them. Each file is read once, reported at its first mention.
  const local = new Map<string, ConfigPath>();
  for (const { path, src } of wanted) if (src.startsWith('/') && !local.has(src)) local.set(src, path);
  const onDisk = (src: string) => join(publicDir, decodeURIComponent(src));
  const results = await audioFactsOfFiles([...local.keys()].map(onDisk), { bars: WAVEFORM_BARS });
  const facts: Record<string, AudioFactsMap[string]> = {};
  const problems: { path: ConfigPath; message: string }[] = [];
  const damaged: { path: ConfigPath; message: string }[] = [];
  for (const [src, path] of local) {
    const result = results.get(onDisk(src))!;
    if (result instanceof AudioFactsError) {
      problems.push({ path, message: hint(result, src, displayPath(onDisk(src), repoRoot)) });
      continue;
    }
    facts[src] = {
      duration: result.duration,
      peaks: result.peaks,
      sound: result.sound,
      ...(result.print && { print: result.print }),
      tempo: result.tempo,
      key: result.key,
      ...(result.energy && { energy: result.energy }),
    };
    const [firstDamage] = result.damage;
    if (firstDamage) damaged.push({ path, message: damageWarning(result, firstDamage, src) });
  }
  const lineCounter = new LineCounter();
  const doc = problems.length || damaged.length ? parseDocument(source, { lineCounter }) : undefined;
  const locate = (found: typeof problems): ConfigError[] =>
    found
      .map(({ path, message }) => ({ file, ...locateIssue(doc!, source, lineCounter, { path, at: 'value' }), message }))
      .sort((a, b) => a.line - b.line || a.column - b.column);
  const warnings = locate(damaged);
  const warningsReport = formatWarnings(warnings, source, options.color);
  if (problems.length) {
    const errors = locate(problems);
    // Warnings first, as the errors' count closes the report.
    const report = [warningsReport, formatConfigErrors(errors, source, { color: options.color ?? false })]
      .filter(Boolean)
      .join('\n\n');
    throw new ConfigLoadError('invalid', file, errors, report);
  }
  return { facts, warnings, warningsReport };
}
