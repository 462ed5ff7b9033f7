/**
 * How much longer than on an idle machine a test may take before it counts as hung. `npm test`
 * must pass on a laptop whose every core runs other work beside Vitest's workers: there a test
 * gets about half the CPU it gets idle, a test's first call pays its modules' compilation
 * again, and the laptop may be slower than CI's 2 cores. A test measured at 2 s idle gets 12 s.
 */
const BUSY_MARGIN = 6;

/**
 * The timeout (ms) of a test or hook whose work is heavy, from its cost measured on an idle
 * 2-core machine (the Vitest JSON report's duration). Light tests keep Vitest's defaults (5 s a
 * test, 10 s a hook): a timeout is raised only where a measured cost asks for it.
 */
export function timeoutFor(idleSeconds: number): number {
  return Math.ceil(idleSeconds * BUSY_MARGIN) * 1000;
}
