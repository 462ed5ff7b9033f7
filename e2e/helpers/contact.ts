import { expect, type Page } from '@playwright/test';
import { openHydrated, wakeIsland } from './page.ts';

/** Where the browser calls the contact function, locally and deployed alike. */
export const CALLABLE = '**/submitContact';

// The shipped config's label for the send button.
const SUBMIT = 'Send Message';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

export type ContactFields = Record<(typeof FIELDS)[number], string>;

export function contactForm(page: Page) {
  const contact = page.locator('#contact');
  return {
    contact,
    name: contact.getByLabel('Name', { exact: true }),
    email: contact.getByLabel('Email', { exact: true }),
    subject: contact.getByLabel('Subject', { exact: true }),
    message: contact.getByLabel('Message', { exact: true }),
    submit: contact.getByRole('button', { name: SUBMIT }),
    element: contact.locator('form'),
  };
}

export type ContactForm = ReturnType<typeof contactForm>;

export async function fillContact(form: ContactForm, values: Partial<ContactFields>) {
  for (const [field, value] of Object.entries(values) as [keyof ContactFields, string][]) await form[field].fill(value);
}

export async function expectContactValues(form: ContactForm, values: ContactFields) {
  for (const field of FIELDS) await expect(form[field]).toHaveValue(values[field]);
}

/** Opens `path` with the contact form live, for tests of what the form does. */
export async function openForm(page: Page, path = '/') {
  await openHydrated(page, path);
  await wakeIsland(page, 'ContactForm');
}
