/** m:ss, as a cue sheet and a spoken slider say a length: 0:05, 2:00, 12:34. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** ISO 8601 duration for schema.org: PT2M5S. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `PT${minutes ? `${minutes}M` : ''}${whole % 60}S`;
}
