import { SoundAnalyser } from '../../../audio/sound/sound-features.ts';
import { queryPrintOf, type QueryPrint } from '../../../audio/sound/sound-print.ts';

/** A decoded file's samples, handed over rather than copied. */
export interface SoundJob {
  left: Float32Array;
  right: Float32Array;
  sampleRate: number;
}

/** What a file sounds like: as a whole, and its print to match the catalog's with. */
export interface Heard {
  sound: number[];
  query: QueryPrint;
}

/** The worker's side of a message port: the page's DOM types do not describe it. */
const scope = globalThis as unknown as {
  onmessage: (event: MessageEvent<SoundJob>) => void;
  postMessage: (heard: Heard) => void;
};

// The description runs here, off the page's thread: the page stays responsive while a long file is read.
scope.onmessage = ({ data: { left, right, sampleRate } }) => {
  const analyser = new SoundAnalyser(sampleRate);
  analyser.push(left, right);
  scope.postMessage({ sound: analyser.finish(), query: queryPrintOf(analyser.timeline()) });
};
