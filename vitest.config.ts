import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { define } from './scripts/build/vite-settings.ts';

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine, so the fuzz file (over half
    // of the unit run) ran alone while the other files waited: measured 169 s there, 135 s with 2.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        // Components render in tests as in the build: same build-time constants.
        define,
        test: {
          name: 'unit',
          globalSetup: ['scripts/test/function-inputs.setup.ts', 'tools/demo-delivery/demo-delivery.setup.ts'],
          include: [
            'src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'tools/**/*.test.ts',
            'functions/src/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          // Starts and stops `npm start` itself, so it needs the stack's ports free: it runs on
          // its own, before `npm test` starts the stack for the integration project.
          name: 'stack',
          include: ['tests/stack/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tools/demo-delivery/demo-delivery.setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // The tests share one emulator database; files must not clear it under each other.
          fileParallelism: false,
        },
      },
    ],
  },
});
