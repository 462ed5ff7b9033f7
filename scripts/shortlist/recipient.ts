/** A shortlist's recipient as the command line names one: `--for "Name <email>"`. */
import { hidesNothing } from '../../functions/src/contract/visible-text.ts';
import { UsageError } from '../cli/command.ts';

export interface RecipientArg {
  name: string;
  email: string;
}

// As the contact form accepts an address: something@domain.tld, no spaces.
const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** "Anna Lee, Northlight <anna@northlight.tv>": a name (anything readable) and an address in angle brackets. */
export function parseRecipient(text: string): RecipientArg {
  const match = /^\s*(.*?)\s*<([^<>]*)>\s*$/.exec(text);
  const name = match?.[1] ?? '';
  const email = (match?.[2] ?? '').trim();
  if (!match || !name || !EMAIL.test(email)) {
    throw new UsageError(
      `--for "${text}": write a name and an address in angle brackets, e.g. --for "Anna Lee, Northlight <anna@northlight.tv>"`,
    );
  }
  if (!hidesNothing(name, 'line') || name.length > 100)
    throw new UsageError(`--for "${text}": the name must be at most 100 visible characters on one line`);
  return { name, email };
}
