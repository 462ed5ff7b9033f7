import { describe, expect, it } from 'vitest';
import { CommandError } from '../cli/command.ts';
import { checkPaymentSecrets, readSecretState, type SecretState } from './payment-secrets.ts';

// What `firebase functions:secrets:get NAME --project P --json` prints (firebase-tools 15: command.js
// writes {status, result} or {status: 'error', error}; a Secret Manager 404 reads as below).
const versions = (...states: Array<[string, string]>) =>
  JSON.stringify({
    status: 'success',
    result: {
      secrets: states.map(([versionId, state]) => ({ projectId: 'p', name: 'STRIPE_SECRET_KEY', versionId, state })),
    },
  });
const failed = (error: string) => JSON.stringify({ status: 'error', error }, null, 2);
const NOT_FOUND = failed(
  'Request to https://secretmanager.googleapis.com/v1/projects/p/secrets/STRIPE_SECRET_KEY/versions had HTTP Error: 404, Secret [projects/1234/secrets/STRIPE_SECRET_KEY] not found or has no versions.',
);

describe("whether a Stripe secret is set, from firebase-tools' answer", () => {
  it('is set when its newest version is enabled, by number (10 after 9)', () => {
    expect(readSecretState(versions(['9', 'DESTROYED'], ['10', 'ENABLED']))).toEqual({ set: true });
    expect(readSecretState(versions(['10', 'DISABLED'], ['9', 'ENABLED']))).toEqual({ set: false });
    expect(readSecretState(versions())).toEqual({ set: false });
  });

  it('is not set when Secret Manager has no such secret, and unknown when it could not be asked', () => {
    expect(readSecretState(NOT_FOUND)).toEqual({ set: false });
    expect(readSecretState(failed('Failed to authenticate, have you run firebase login?'))).toEqual({
      unknown: 'Failed to authenticate, have you run firebase login?',
    });
    expect(readSecretState('')).toEqual({ unknown: 'firebase-tools answered no JSON: nothing' });
  });
});

describe('the deploy of a project that takes payment', () => {
  const asked = (states: Record<string, SecretState>) => (name: string) => states[name]!;
  const lines: string[] = [];
  const out = (line: string) => void lines.push(line);

  it('stops, naming the command that sets each missing secret', () => {
    const ask = asked({ STRIPE_SECRET_KEY: { set: false }, STRIPE_WEBHOOK_SECRET: { set: true } });
    expect(() => checkPaymentSecrets('agency-roster', ask, false, out)).toThrow(
      new CommandError(
        'agency-roster takes payment (licensing.payment) but STRIPE_SECRET_KEY is not set. Set it with\n' +
          '  npx firebase functions:secrets:set STRIPE_SECRET_KEY --project agency-roster\n' +
          'and deploy again (docs/licensing.md, Payment); nothing was deployed.',
      ),
    );
    const neither = asked({ STRIPE_SECRET_KEY: { set: false }, STRIPE_WEBHOOK_SECRET: { set: false } });
    expect(() => checkPaymentSecrets('p', neither, false, out)).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are not set\. Set them with\n {2}npx firebase functions:secrets:set STRIPE_SECRET_KEY --project p\n {2}npx firebase functions:secrets:set STRIPE_WEBHOOK_SECRET --project p\n/,
    );
  });

  it('stops when it could not ask, and goes on when both are set', () => {
    const offline = asked({
      STRIPE_SECRET_KEY: { unknown: 'no login' },
      STRIPE_WEBHOOK_SECRET: { unknown: 'no login' },
    });
    expect(() => checkPaymentSecrets('p', offline, false, out)).toThrow(
      "could not check whether p's Stripe secrets are set (STRIPE_SECRET_KEY: no login; STRIPE_WEBHOOK_SECRET: no login); nothing was deployed.",
    );
    lines.length = 0;
    checkPaymentSecrets(
      'p',
      asked({ STRIPE_SECRET_KEY: { set: true }, STRIPE_WEBHOOK_SECRET: { set: true } }),
      false,
      out,
    );
    expect(lines).toEqual([
      'Stripe secrets of p (licensing.payment is on): STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set',
    ]);
  });

  it('in a dry run, says what is missing or that it could not check, and goes on', () => {
    lines.length = 0;
    checkPaymentSecrets(
      'p',
      asked({ STRIPE_SECRET_KEY: { set: true }, STRIPE_WEBHOOK_SECRET: { set: false } }),
      true,
      out,
    );
    checkPaymentSecrets(
      'p',
      asked({ STRIPE_SECRET_KEY: { unknown: 'no login' }, STRIPE_WEBHOOK_SECRET: { set: true } }),
      true,
      out,
    );
    expect(lines.join('\n').split('\n')).toEqual([
      'Stripe secrets of p (licensing.payment is on):',
      '  p takes payment (licensing.payment) but STRIPE_WEBHOOK_SECRET is not set. Set it with',
      '    npx firebase functions:secrets:set STRIPE_WEBHOOK_SECRET --project p',
      '  and deploy again (docs/licensing.md, Payment)',
      'Stripe secrets of p (licensing.payment is on):',
      '  could not check whether they are set, so a deploy checks them first:',
      '  STRIPE_SECRET_KEY: no login',
    ]);
  });
});
