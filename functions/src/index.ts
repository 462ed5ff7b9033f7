import { initializeApp } from 'firebase-admin/app';

initializeApp();

export { submitContact } from './submitContact.js';
