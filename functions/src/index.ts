import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { submitContact } from './submitContact.js';
export { getShortlist } from './shortlist/getShortlist.js';
export { recordListen } from './shortlist/recordListen.js';
export { shortlistDigest } from './shortlist/digest.js';
