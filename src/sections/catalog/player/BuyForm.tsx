import { useId, useState, type FormEvent } from 'react';
import { MAX_LENGTH } from '../../../../functions/src/contract/contact-message.ts';
import { ACCEPT_COMPANY_MAX, ACCEPT_NAME_MAX } from '../../../../functions/src/contract/licence-model.ts';
import { LICENCE_TEXT_MAX } from '../../../../functions/src/contract/licence-request.ts';
import type { BuyLicenceAnswer, BuyLicenceRequest } from '../../../../functions/src/contract/payment-model.ts';
import { PREFILL_ATTRIBUTE } from '../../../contact/prefill.ts';
import { Actions, Field, FieldError, Form, Input, InlineNotice, Label } from '../../../contact/form-styles.ts';
import { buyRefusal, type BuyField, type BuyRefusal } from '../../../payment/buy-refusal.ts';
import { rememberPaying } from '../../../payment/paying.ts';
import { call } from '../../../callable/callable.ts';
import { Button } from '../../../ui/Button.tsx';
import type { BuyOffer } from './buy-offer.ts';

type Values = Record<BuyField, string>;
const EMPTY: Values = { name: '', company: '', production: '', email: '' };
const INPUTS: Array<{ field: BuyField; type: 'text' | 'email'; autoComplete: string; max: number }> = [
  { field: 'name', type: 'text', autoComplete: 'name', max: ACCEPT_NAME_MAX },
  { field: 'company', type: 'text', autoComplete: 'organization', max: ACCEPT_COMPANY_MAX },
  { field: 'production', type: 'text', autoComplete: 'off', max: LICENCE_TEXT_MAX },
  { field: 'email', type: 'email', autoComplete: 'email', max: MAX_LENGTH.email },
];

/**
 * The buyer's details for one fixed-price licence: sent with the track, version and row (never an
 * amount) to buyLicence, whose answer is the quote page the buyer reads, accepts and pays on. As
 * the contact form: the browser checks what is required, a refusal is said beside its field or
 * under the form, and what was typed stays.
 */
export function BuyForm({
  offer,
  version,
  rate,
  quote,
  onCancel,
}: {
  offer: BuyOffer;
  version: string;
  rate: number;
  /** The licence request form for this track and version, where a buyer asks for a quote instead. */
  quote: { href: string; inPlace: boolean };
  onCancel: () => void;
}) {
  const id = useId();
  const { labels } = offer;
  const [values, setValues] = useState<Values>(EMPTY);
  const [sending, setSending] = useState(false);
  const [refused, setRefused] = useState<BuyRefusal | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setRefused(null);
    const request: BuyLicenceRequest = { track: offer.track, version, rate, ...values };
    try {
      const answer = await call<BuyLicenceAnswer>(offer.endpoint, request);
      if (answer.ok) {
        rememberPaying(answer.result.quote, location.pathname);
        location.assign(answer.result.quote);
        return;
      }
      console.warn('buyLicence refused', `${answer.status} ${answer.message}`);
      const why = buyRefusal(answer);
      setRefused(why);
      if (why.kind === 'field') requestAnimationFrame(() => document.getElementById(`${id}-${why.field}`)?.focus());
    } catch (error) {
      console.error('buyLicence failed', error);
      setRefused({ kind: 'failed' });
    }
    setSending(false);
  };

  const fieldRefused = refused?.kind === 'field' ? refused.field : null;
  return (
    <Form onSubmit={submit} aria-busy={sending}>
      {INPUTS.map(({ field, type, autoComplete, max }) => (
        <Field key={field}>
          <Label htmlFor={`${id}-${field}`}>{labels[field]}</Label>
          <Input
            id={`${id}-${field}`}
            name={field}
            type={type}
            // A person buying for themselves leaves the company blank.
            required={field !== 'company'}
            maxLength={max}
            autoComplete={autoComplete}
            value={values[field]}
            readOnly={sending}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            {...(fieldRefused === field && { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-refused` })}
          />
          {fieldRefused === field && <FieldError id={`${id}-${field}-refused`}>{labels.refusedField}</FieldError>}
        </Field>
      ))}
      <Actions>
        <Button type="submit" disabled={sending}>
          {sending ? labels.sending : labels.continue}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCancel} disabled={sending}>
          {labels.cancel}
        </Button>
      </Actions>
      <InlineNotice role="alert">
        {refused?.kind === 'failed' && (
          <>
            <strong>{labels.failureTitle}</strong> {labels.failure}
          </>
        )}
        {refused?.kind === 'busy' && labels.busy}
        {refused?.kind === 'off' && (
          <>
            {labels.off}{' '}
            <a href={quote.href} {...(quote.inPlace && { [PREFILL_ATTRIBUTE]: '' })}>
              {labels.askQuote}
            </a>
          </>
        )}
      </InlineNotice>
    </Form>
  );
}
