// `npm test`'s last step: e2e/payment.spec.ts on a stack whose site sells (licensing.payment on,
// one priced rate row) and whose functions hold a Stripe test key, so a buyer pays through the
// real `stripe` library and the Stripe double. The other specs test the shipped site, which sells
// nothing, on the stack before. The environment is set here, in node, so the same line runs from
// every shell npm uses:
//   node --import tsx tools/test/selling-stack.ts "playwright test e2e/payment.spec.ts"
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { makeDemoDelivery } from '../demo-delivery/make-demo-delivery.ts';
import { repoRoot, resolveConfigPath } from '../../scripts/config/config-path.ts';
import { e2eStripeEnv } from '../../scripts/test/e2e-stripe.ts';
import { sellingSource } from '../../scripts/test/selling-config.ts';

/** The shipped site's delivery folder, named from the config's own folder. */
const DELIVERY = 'delivery: { folder: delivery }';

/** Writes the selling site's YAML under .out/ (never in git) and answers its path. */
function writeSellingSite(source = resolveConfigPath()): string {
  const text = readFileSync(source, 'utf8');
  if (!text.includes(DELIVERY)) throw new Error(`${source} no longer has "${DELIVERY}": update selling-stack.ts`);
  // The copy lives elsewhere, so its delivery folder is named in full: the demo's masters stay where they are.
  const selling = sellingSource(text, source).replace(
    DELIVERY,
    `delivery: { folder: ${JSON.stringify(join(dirname(source), 'delivery'))} }`,
  );
  const dir = join(repoRoot, '.out', 'selling-site');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'site.yaml');
  writeFileSync(file, selling);
  return file;
}

/** Runs one command line in the repo with `env` added, resolving with its exit code. */
function run(line: string, env: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(line, { cwd: repoRoot, env: { ...process.env, ...env }, shell: true, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(127));
  });
}

async function main(exec: string | undefined): Promise<number> {
  if (!exec || process.argv.length !== 3) {
    console.error(
      'usage: node --import tsx tools/test/selling-stack.ts "CMD" (CMD runs on the stack, as start --exec)',
    );
    return 2;
  }
  // The functions' build reads the folder to price what it sells at once (scripts/build/instant-offers.ts).
  makeDemoDelivery();
  const env = { SITE_CONFIG: writeSellingSite(), ...e2eStripeEnv() };
  for (const line of [
    'npm run build:functions',
    'npm run build -- --mode emulators',
    `node --import tsx scripts/cli.ts start --skip-build --exec ${JSON.stringify(exec)}`,
  ]) {
    const code = await run(line, env);
    if (code !== 0) return code;
  }
  return 0;
}

process.exitCode = await main(process.argv[2]);
