import { createConnection } from 'node:net';

/** Polls `ready` until it answers true; fails early when `failed` settles (the process died). */
export async function waitUntil(
  what: string,
  ready: () => Promise<boolean>,
  { timeoutMs, failed }: { timeoutMs: number; failed?: Promise<unknown> },
): Promise<void> {
  let died = false;
  void failed?.then(() => (died = true));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (died) throw new Error(`${what} exited before it was ready`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
}

export async function httpAnswers(
  url: string,
  accept: (status: number, body: string) => boolean,
  timeoutMs = 2000,
): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    return accept(response.status, await response.text());
  } catch {
    return false;
  }
}

export function portInUse(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
