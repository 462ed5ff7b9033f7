/**
 * The import's `--writer` and `--publisher` notation: `"Mia Park:50:ASCAP:00123456789"`, a name
 * and then, in any order, a share in percent, a performing rights organisation and an IPI
 * number, each told by its shape. One party alone may leave its share out (it holds 100 %);
 * several give theirs, adding up to 100, as a track's rights must.
 */
import { UsageError } from '../cli/command.ts';
import type { Party } from './catalog-entry.ts';

const IPI = /^\d{9,11}$/;
const SHARE = /^\d{1,3}(?:[.,]\d{1,2})?%?$/;
const PRO = /^[A-Za-z][A-Za-z0-9 .&-]{1,39}$/;

type Given = Omit<Party, 'share'> & { share?: number };

function readParty(text: string, flag: string): Given {
  const [name, ...facts] = text.split(':').map((part) => part.trim());
  if (!name || name.length > 120)
    throw new UsageError(
      `--${flag} takes a name (up to 120 characters), then :share, :PRO and :IPI if you have them, not '${text}'`,
    );
  const party: Given = { name };
  for (const fact of facts) {
    const kind = IPI.test(fact) ? 'ipi' : SHARE.test(fact) ? 'share' : PRO.test(fact) ? 'pro' : undefined;
    if (!kind)
      throw new UsageError(
        `--${flag} '${text}': '${fact}' is not a share (50), a PRO (ASCAP) or an IPI (9 to 11 digits); write "Name:50:ASCAP:00123456789"`,
      );
    if (kind in party)
      throw new UsageError(
        `--${flag} '${text}' gives its ${kind === 'ipi' ? 'IPI' : kind === 'pro' ? 'PRO' : 'share'} twice`,
      );
    if (kind === 'share') {
      const share = Number(fact.replace('%', '').replace(',', '.'));
      if (!(share > 0 && share <= 100))
        throw new UsageError(`--${flag} '${text}': a share is a percentage above 0 and up to 100, not ${fact}`);
      party.share = share;
    } else party[kind] = fact;
  }
  return party;
}

/** The parties the flag was given, in order; undefined when it was not given. */
export function partiesOf(values: readonly string[] | undefined, flag: 'writer' | 'publisher'): Party[] | undefined {
  if (!values?.length) return undefined;
  const parties = values.map((value) => readParty(value, flag));
  // values is not empty (checked above), so neither is parties.
  const first = parties[0]!;
  if (parties.length === 1) return [{ ...first, share: first.share ?? 100 }];
  const unshared = parties.filter((party) => party.share === undefined);
  if (unshared.length)
    throw new UsageError(
      `--${flag}: with ${parties.length} ${flag}s each gives its share, e.g. --${flag} "${first.name}:50"; ${unshared.map((p) => p.name).join(', ')} ${unshared.length === 1 ? 'gives' : 'give'} none`,
    );
  const total = Math.round(parties.reduce((sum, party) => sum + party.share!, 0) * 100) / 100;
  if (total !== 100) throw new UsageError(`--${flag}: the shares add up to ${total}, not 100`);
  return parties as Party[];
}
