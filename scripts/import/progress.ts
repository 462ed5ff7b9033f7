/** The import's progress line: files done, minutes of audio, speed and time left. */

export interface Progress {
  filesDone: number;
  filesTotal: number;
  secondsDone: number;
  secondsTotal: number;
  elapsedMs: number;
}

export function minutes(seconds: number): string {
  return `${(seconds / 60).toFixed(1)} min`;
}

export function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
}

export function progressLine(p: Progress): string {
  const elapsed = p.elapsedMs / 1000;
  const speed = elapsed > 0 ? p.secondsDone / elapsed : 0;
  const left = speed > 0 ? (p.secondsTotal - p.secondsDone) / speed : NaN;
  return [
    `${p.filesDone}/${p.filesTotal} files`,
    `${minutes(p.secondsDone)} of ${minutes(p.secondsTotal)} of audio`,
    ...(speed > 0 ? [`${Math.round(speed)}x realtime`, `about ${clock(left)} left`] : []),
  ].join(' · ');
}
