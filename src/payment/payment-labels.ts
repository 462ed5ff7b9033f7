import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';

/** The words of buying (`licensing.payment.labels`): the track's offer, the quote's pay button, the return and verification pages. */
export type PaymentLabels = NonNullable<SiteConfig['licensing']['payment']>['labels'];
