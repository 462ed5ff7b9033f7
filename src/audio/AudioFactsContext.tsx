import { createContext, useContext, type ReactNode } from 'react';
import type { EnergyFacts } from './energy/energy-facts.ts';
import type { SoundPrint } from './sound/sound-print.ts';

/** What the build read from one audio file: its length, its waveform, bar by bar (0 to 1), and what it sounds like (sound/sound-features.ts). */
export interface AudioFileFacts {
  duration: number;
  peaks: number[];
  sound?: number[];
  /** What it sounds like over time (sound/sound-print.ts), to find the track a visitor's excerpt is of. */
  print?: SoundPrint;
  /** Its tempo measured from the audio (scripts/audio/measure/tempo.ts); `bpm: null` where it has no steady pulse. */
  tempo?: { bpm: number | null; confidence: number };
  /** Its key measured from the audio (scripts/audio/measure/key.ts), in the catalog's spelling; `key: null` where none is clear. */
  key?: { key: string | null; confidence: number };
  /** How it builds and where it peaks (energy/energy-facts.ts). */
  energy?: EnergyFacts;
}

/** Facts of every audio file the config's sections play, by the address written in the config. */
export type AudioFactsMap = Readonly<Record<string, AudioFileFacts>>;

const AudioFactsContext = createContext<AudioFactsMap>({});

export function AudioFactsProvider({ facts, children }: { facts: AudioFactsMap; children: ReactNode }) {
  return <AudioFactsContext.Provider value={facts}>{children}</AudioFactsContext.Provider>;
}

/** Facts by address; an https address has none, as the build does not fetch it. */
export function useAudioFacts(): AudioFactsMap {
  return useContext(AudioFactsContext);
}
