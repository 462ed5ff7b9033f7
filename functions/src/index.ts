import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { submitContact } from './submitContact.ts';
export { getShortlist } from './shortlist/getShortlist.ts';
export { recordListen } from './shortlist/recordListen.ts';
export { shortlistDigest } from './shortlist/digest.ts';
export { getLicenceQuote } from './licence/getLicenceQuote.ts';
export { acceptLicence } from './licence/acceptLicence.ts';
export { verifyLicence } from './licence/verifyLicence.ts';
export { licencePdf } from './licence/licencePdf.ts';
export { deliveryFile } from './delivery/deliveryFile.ts';
export { payLicenceQuote } from './payment/payLicenceQuote.ts';
export { buyLicence } from './payment/buyLicence.ts';
export { stripeWebhook } from './payment/stripeWebhook.ts';
