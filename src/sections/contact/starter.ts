import { type StarterEntry, type StarterOptions } from '../define.ts';

/** The contact form of a new site, with its four fields' labels. */
export function starter(_options: StarterOptions): StarterEntry {
  return {
    id: 'contact',
    label: 'Contact',
    yaml: `  # The contact form. Messages are stored in Firestore and emailed to contact.notifyEmail below.
  - type: contact
    id: contact
    eyebrow: Contact
    heading: Let's work together
    fields:
      name: { label: Name, placeholder: Your name }
      email: { label: Email, placeholder: you@studio.com }
      subject: { label: Subject, placeholder: What's the project? }
      message: { label: Message, placeholder: "Tell us about the project, timeline and budget" }
`,
  };
}
