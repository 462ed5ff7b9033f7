/** A length as sheets write it: `2:45`, `0:02:45`, `165`, `165.4`, `2'45"`; undefined when it is none. */
export function secondsOf(cell: string): number | undefined {
  const written = cell.trim().replace(/^(\d+)'(\d{1,2})"?$/, '$1:$2');
  if (/^\d+(\.\d+)?$/.test(written)) return Number(written);
  const parts = /^(?:(\d+):)?(\d{1,2}):([0-5]\d(?:\.\d+)?)$/.exec(written);
  if (!parts) return undefined;
  const [, hours = '0', minutes, seconds] = parts;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
