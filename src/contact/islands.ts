import { defineIsland } from '../islands/define';
import type { ContactFormProps } from './ContactForm';

// Visible, not interaction: a draft to restore or a subject in the address must be in the
// form by the time the visitor reaches it, before any key is pressed.
export const contactFormIsland = defineIsland<ContactFormProps>('contact-form', 'visible', () => import('./ContactForm'));
