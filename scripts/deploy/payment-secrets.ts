import { CommandError } from '../cli/command.ts';

/** The secrets a site that takes payment needs (functions/src/payment/stripe-client.ts). */
export const PAYMENT_SECRETS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/** Whether a secret is set (its latest version enabled), not set, or could not be asked (why). */
export type SecretState = { set: boolean } | { unknown: string };

/**
 * What `firebase functions:secrets:get NAME --json` answers, which lists a secret's versions and
 * their states, never a value: set when its newest version is enabled (the one a deploy binds). A
 * secret Secret Manager does not have is a 404; any other failure (no login, no network) leaves
 * it unknown.
 */
export function readSecretState(stdout: string): SecretState {
  let answer: { status?: string; error?: string; result?: { secrets?: Array<{ versionId?: string; state?: string }> } };
  try {
    answer = JSON.parse(stdout) as typeof answer;
  } catch {
    return { unknown: `firebase-tools answered no JSON: ${stdout.trim().split('\n')[0] || 'nothing'}` };
  }
  if (answer.status === 'success') {
    const versions = [...(answer.result?.secrets ?? [])].sort((a, b) => Number(b.versionId) - Number(a.versionId));
    return { set: versions[0]?.state === 'ENABLED' };
  }
  const error = answer.error ?? 'no reason given';
  return /HTTP Error: 404\b/.test(error) ? { set: false } : { unknown: error.split('\n')[0]! };
}

/**
 * Stops the deploy of a project whose sites take payment (`licensing.payment`) when a Stripe secret
 * is not set, naming the command that sets it: without them the site offers no payment. A dry run
 * that could not ask says so and goes on, as it does for the licensed files.
 */
export function checkPaymentSecrets(
  project: string,
  ask: (name: string) => SecretState,
  dryRun: boolean,
  out: (line: string) => void = console.log,
): void {
  const states = PAYMENT_SECRETS.map((name) => ({ name, state: ask(name) }));
  const missing = states.filter(({ state }) => 'set' in state && !state.set).map(({ name }) => name);
  const unknown = states.flatMap(({ name, state }) => ('unknown' in state ? [`${name}: ${state.unknown}`] : []));
  const lines = [`Stripe secrets of ${project} (licensing.payment is on):`];
  if (missing.length > 0) {
    const commands = missing.map((name) => `  npx firebase functions:secrets:set ${name} --project ${project}`);
    const message = `${project} takes payment (licensing.payment) but ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set ${missing.length > 1 ? 'them' : 'it'} with\n${commands.join('\n')}\nand deploy again (docs/licensing.md, Payment)`;
    if (!dryRun) throw new CommandError(`${message}; nothing was deployed.`);
    out([...lines, ...message.split('\n').map((line) => `  ${line}`)].join('\n'));
    return;
  }
  if (unknown.length > 0) {
    if (!dryRun)
      throw new CommandError(
        `could not check whether ${project}'s Stripe secrets are set (${unknown.join('; ')}); nothing was deployed.`,
      );
    out(
      [
        ...lines,
        '  could not check whether they are set, so a deploy checks them first:',
        ...unknown.map((why) => `  ${why}`),
      ].join('\n'),
    );
    return;
  }
  out(`${lines[0]} ${PAYMENT_SECRETS.join(' and ')} are set`);
}
