/** m:ss, as a cue sheet and a spoken slider say a length: 0:05, 2:00, 12:34. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A file's length as players list it: 49.96 s is 0:50, where a playhead at 49.96 s reads 0:49. */
export function trackLength(seconds: number): string {
  return clock(Math.round(seconds));
}

/** ISO 8601 duration for schema.org: PT2M5S. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `PT${minutes ? `${minutes}M` : ''}${whole % 60}S`;
}
