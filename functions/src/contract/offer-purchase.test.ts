import { describe, expect, it } from 'vitest';
import { buyProblem } from './offer-purchase.ts';

const sent = {
  track: 'night-drive',
  version: 'main',
  rate: 9,
  name: 'Anna Lee',
  company: '',
  production: 'Tour diary',
  email: 'anna@example.com',
};

describe('a purchase as the page sends it', () => {
  it('passes with a blank company: a person buys for themselves', () => {
    expect(buyProblem(sent)).toBeNull();
  });

  it('names the field that is wrong', () => {
    expect(buyProblem({ ...sent, name: ' ' })).toEqual({ field: 'name', message: 'name: type your full name' });
    expect(buyProblem({ ...sent, production: 'Tour\ndiary' })).toEqual({
      field: 'production',
      message: 'production must be one line of visible characters',
    });
    expect(buyProblem({ ...sent, company: 'x'.repeat(201) })?.field).toBe('company');
    expect(buyProblem({ ...sent, track: 7 })).toEqual({ field: 'track', message: 'track must be a string' });
    expect(buyProblem({ ...sent, rate: 1.5 })?.field).toBe('rate');
    expect(buyProblem({ ...sent, rate: '9' })?.field).toBe('rate');
    expect(buyProblem({ ...sent, email: 'anna at example' })).toEqual({
      field: 'email',
      message: 'email must be an e-mail address (name@example.com)',
    });
    expect(buyProblem({ ...sent, amount: 1 })).toEqual({ field: 'data', message: '"amount" is not an accepted field' });
  });
});
