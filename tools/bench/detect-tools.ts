/**
 * The programs the detect bench runs, found before it starts: fluidsynth and a General MIDI
 * soundfont make the set and sox sets its level, aubio is the tempo tool it is compared with, ffmpeg's EBU R128 meter
 * reads the previews' loudness; keyfinder-cli (libkeyfinder) is the key tool, which Debian and
 * Homebrew do not package, so without it the key is scored against the truth alone.
 * All GPL programs run as programs; nothing of theirs is imported.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { findExecutable } from '../../scripts/check-tools/find-executable.ts';
import type { Install } from '../../scripts/check-tools/test-tools.ts';

export const DEFAULT_SOUNDFONT = '/usr/share/sounds/sf2/FluidR3_GM.sf2';

/** The options of every bench that renders MIDI through fluidsynth and runs tools on the files. */
export const RENDER_OPTIONS = {
  jobs: {
    type: 'string',
    default: String(availableParallelism()),
    value: 'N',
    help: 'files rendered and external tools run at once',
  },
  soundfont: {
    type: 'string',
    default: DEFAULT_SOUNDFONT,
    value: 'FILE.sf2',
    help: 'the General MIDI soundfont fluidsynth plays',
  },
} as const;

const KEYFINDER_SOURCE =
  'build libkeyfinder (github.com/mixxxdj/libkeyfinder, needs cmake and FFTW) and keyfinder-cli (github.com/evanpurkhiser/keyfinder-cli, needs the ffmpeg libraries): cmake -S . -B build && cmake --build build && cmake --install build, in each';

interface BenchTool extends Install {
  name: string;
  usedFor: string;
  present: (soundfont: string) => boolean;
}

const onPath = (command: string) => () => findExecutable(command) !== undefined;

export const REQUIRED_TOOLS: readonly BenchTool[] = [
  {
    name: 'fluidsynth',
    usedFor: 'playing the MIDI set',
    present: onPath('fluidsynth'),
    apt: ['fluidsynth'],
    brew: ['fluid-synth'],
  },
  {
    name: 'a General MIDI soundfont',
    usedFor: 'the instruments fluidsynth plays',
    present: (soundfont) => existsSync(soundfont),
    apt: ['fluid-soundfont-gm'],
    macosNote: `download FluidR3_GM.sf2 (MIT licence) and pass --soundfont PATH; the default is ${DEFAULT_SOUNDFONT}`,
  },
  {
    name: 'aubio',
    usedFor: 'the external tempo estimate',
    present: onPath('aubio'),
    apt: ['aubio-tools'],
    brew: ['aubio'],
  },
  {
    name: 'sox',
    usedFor: "bringing each file to its master's level",
    present: onPath('sox'),
    apt: ['sox'],
    brew: ['sox'],
  },
  {
    name: 'ffmpeg',
    usedFor: "the previews' loudness (its ebur128 filter)",
    present: onPath('ffmpeg'),
    apt: ['ffmpeg'],
    brew: ['ffmpeg'],
  },
];

export const KEY_TOOL: BenchTool = {
  name: 'keyfinder-cli',
  usedFor: 'the external key estimate',
  present: onPath('keyfinder-cli'),
  apt: [
    'cmake',
    'g++',
    'pkg-config',
    'libfftw3-dev',
    'libavformat-dev',
    'libavcodec-dev',
    'libswresample-dev',
    'libavutil-dev',
  ],
  debianNote: KEYFINDER_SOURCE,
  brew: ['cmake', 'fftw', 'ffmpeg'],
  macosNote: `then ${KEYFINDER_SOURCE}`,
};

/** How to install these, one line per system. */
export function installLines(tools: readonly BenchTool[]): string[] {
  const joined = (key: 'apt' | 'brew') => [...new Set(tools.flatMap((tool) => tool[key] ?? []))].join(' ');
  const apt = joined('apt');
  const brew = joined('brew');
  return [
    ...tools.map((tool) => `  ${tool.name}, for ${tool.usedFor}`),
    'Debian/Ubuntu:',
    ...(apt ? [`  sudo apt-get install ${apt}`] : []),
    ...tools.flatMap((tool) => (tool.debianNote ? [`  and ${tool.debianNote}`] : [])),
    'macOS (Homebrew):',
    ...(brew ? [`  brew install ${brew}`] : []),
    ...tools.flatMap((tool) => (tool.macosNote ? [`  ${tool.macosNote}`] : [])),
  ];
}

export const missingOf = (tools: readonly BenchTool[], soundfont: string) =>
  tools.filter((tool) => !tool.present(soundfont));
