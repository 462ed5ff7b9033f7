import type { CallAnswer } from '../callable/callable.ts';

/** The fields of "License now" the buyer types; the company may be blank. */
export const BUY_FIELDS = ['name', 'company', 'production', 'email'] as const;
export type BuyField = (typeof BUY_FIELDS)[number];

/** Why buyLicence made no offer, as the page words it. */
export type BuyRefusal =
  | { kind: 'field'; field: BuyField }
  | { kind: 'busy' }
  /** Payment is off (no Stripe key, or the site takes none): ask for a quote instead. */
  | { kind: 'off' }
  | { kind: 'failed' };

type Refused = Extract<CallAnswer<unknown>, { ok: false }>;

const isBuyField = (value: unknown): value is BuyField => BUY_FIELDS.includes(value as BuyField);

export function buyRefusal(answer: Refused): BuyRefusal {
  const details = (typeof answer.details === 'object' && answer.details !== null ? answer.details : {}) as {
    field?: unknown;
  };
  if (answer.status === 'RESOURCE_EXHAUSTED') return { kind: 'busy' };
  if (answer.status === 'FAILED_PRECONDITION') return { kind: 'off' };
  if (answer.status === 'INVALID_ARGUMENT' && isBuyField(details.field)) return { kind: 'field', field: details.field };
  return { kind: 'failed' };
}
