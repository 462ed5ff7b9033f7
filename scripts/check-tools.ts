import { defineCommand } from './cli/command.ts';
import { machineProbe, missingReport, missingTools, TEST_TOOLS } from './check-tools/test-tools.ts';

/**
 * `npm run check:tools`: the first step of `npm test`. A fresh machine without poppler or the
 * emulator otherwise fails minutes in, on `spawnSync pdfinfo ENOENT` in the middle of the unit
 * tests; this names every missing tool and its install line before lint starts.
 */
export default defineCommand({
  name: 'check:tools',
  summary:
    'Checks that this machine has the programs the tests run (Chromium, Java, the Firestore emulator, poppler, zbar, ffmpeg, ps, lsof).',
  usage: [''],
  options: {},
  positionals: { max: 0 },
  site: 'none',
  async run() {
    const missing = missingTools(machineProbe);
    if (missing.length > 0) {
      process.stderr.write(missingReport(missing));
      return 1;
    }
    process.stdout.write(`check:tools: all ${TEST_TOOLS.length} found\n`);
    return 0;
  },
});
