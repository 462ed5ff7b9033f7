import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { submitContact } from './submitContact.js';
export { getShortlist } from './shortlist/getShortlist.js';
export { recordListen } from './shortlist/recordListen.js';
export { shortlistDigest } from './shortlist/digest.js';
export { getLicenceQuote } from './licence/getLicenceQuote.js';
export { acceptLicence } from './licence/acceptLicence.js';
export { verifyLicence } from './licence/verifyLicence.js';
export { licencePdf } from './licence/licencePdf.js';
