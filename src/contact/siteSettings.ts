import config from 'virtual:site-config';
import { contactSettings } from './settings';

// The only module that reads the virtual config, so the rest of the client is testable without Vite.
export const siteContactSettings = contactSettings(config);
