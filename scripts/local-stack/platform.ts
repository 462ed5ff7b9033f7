// The stack leans on POSIX process groups, signals and the `ps` and `lsof` tools, which macOS and
// Linux share and Windows lacks; WSL 2 gives Windows users a Linux to run it in.
export const WINDOWS_MESSAGE =
  'The local stack runs on macOS and Linux. On Windows, run it inside WSL 2: https://learn.microsoft.com/windows/wsl/install';

export function unsupportedPlatform(platform: NodeJS.Platform = process.platform): string | undefined {
  return platform === 'win32' ? WINDOWS_MESSAGE : undefined;
}

/** Ends the process with one line when this platform can't run the stack. */
export function exitOnUnsupportedPlatform(): void {
  const message = unsupportedPlatform();
  if (message === undefined) return;
  console.error(message);
  process.exit(1);
}
