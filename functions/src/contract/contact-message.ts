/**
 * The contact message, defined once: what a visitor writes, what the browser adds, and what the
 * function accepts. The form takes its fields and caps from here, the client its request shape,
 * and the function its validation: one file of the contract both import.
 */
import { MISLEADING, VISIBLE } from './visible-text.ts';

/** No control characters (a line break would forge mail headers), no unpaired surrogates, nothing misleading. */
const ONE_LINE = { type: 'string', pattern: `[\\u0000-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF${MISLEADING}]` } as const;
/** The message body may hold line breaks and tabs. */
const BODY_TEXT = {
  type: 'string',
  pattern: `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F\\uD800-\\uDFFF${MISLEADING}]`,
} as const;
/**
 * An email address as browsers' `<input type=email>` accepts it (the HTML standard's "valid email
 * address"), so the form and the function hold one rule and the browser's own is the floor: what
 * a visitor could type and submit is never refused later. Real carrier addresses such as
 * `taro..yamada@docomo.ne.jp` and `taro.@ezweb.ne.jp` pass, as they do in the browser.
 */
export const EMAIL_PATTERN =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$";

export const contactMessageSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://cuesheet.dev/schema/contact-message.schema.json',
  title: 'Contact message',
  description:
    'What a visitor sends through the contact form. Generated from functions/src/contract/contact-message.ts, the one definition the form, the client and the submitContact function share.',
  type: 'object',
  properties: {
    name: {
      description:
        "The sender's name, as they typed it: one line with at least one visible character, no control or bidi-override characters.",
      type: 'string',
      minLength: 1,
      maxLength: 100,
      pattern: VISIBLE,
      not: ONE_LINE,
    },
    email: {
      description: "The sender's email address; replies go here.",
      type: 'string',
      pattern: EMAIL_PATTERN,
      maxLength: 254,
      not: ONE_LINE,
    },
    subject: {
      description: 'What the message is about, e.g. a licensing inquiry: one line, no control characters.',
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: VISIBLE,
      not: ONE_LINE,
    },
    message: {
      description:
        'The message body (line breaks and tabs allowed), kept exactly as sent and only ever shown as plain text.',
      type: 'string',
      minLength: 1,
      maxLength: 5000,
      pattern: VISIBLE,
      not: BODY_TEXT,
    },
    licence: {
      description:
        "A licence request's fields (track, media, territory, term, dates…): short one-line texts and a length in seconds. Which fields and options a site accepts is its config's (functions/src/contract/licence-request.ts checks them).",
      type: 'object',
      maxProperties: 20,
      propertyNames: { pattern: '^[a-zA-Z]{1,20}$' },
      additionalProperties: {
        anyOf: [
          { type: 'string', maxLength: 200, not: ONE_LINE },
          { type: 'integer', minimum: 1, maximum: 36000 },
        ],
      },
    },
  },
  // A licence request's fields say what it is about; its message is optional.
  required: ['name', 'email', 'subject'],
  // Each names its property again: ajv's strict mode checks a required key against its own schema.
  if: { properties: { licence: { type: 'object' } }, required: ['licence'] },
  else: { properties: { message: { type: 'string' } }, required: ['message'] },
  additionalProperties: false,
} as const;

/** The general message's fields, in the form's order: no more than a reply needs. */
export const FIELD_NAMES = ['name', 'email', 'subject', 'message'] as const;

export type FieldName = (typeof FIELD_NAMES)[number];

export type ContactMessage = Record<FieldName, string>;

/** Each field's length cap. */
export const MAX_LENGTH = Object.fromEntries(
  FIELD_NAMES.map((field) => [field, contactMessageSchema.properties[field].maxLength]),
) as Record<FieldName, number>;

/** The hidden field people leave empty and bots fill in. */
/**
 * The honeypot's name: a word no browser's autofill matches (`website`, `url`, `company`, `name`,
 * `email`, `phone`, `address` are all filled by some), so only a bot that fills every field
 * fills it, and a real message is never dropped because a browser did.
 */
export const HONEYPOT_FIELD = 'nectar';

/** A client-generated lower-case UUID: a retry reuses it, so a message is stored once. */
export const MESSAGE_ID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

/** What is sent and stored: a licence request may leave the message out. */
export type ContactRequest = Omit<ContactMessage, 'message'> & {
  message?: string;
  licence?: Record<string, string | number>;
  id: string;
  [HONEYPOT_FIELD]?: string;
};

/** What the browser sends: the message, its id and the honeypot. */
export const contactRequestSchema = {
  type: 'object',
  properties: {
    ...contactMessageSchema.properties,
    id: {
      description: 'Client-generated message id (lower-case UUID); a retry reuses it, so a message is stored once.',
      type: 'string',
      pattern: MESSAGE_ID_PATTERN,
    },
    [HONEYPOT_FIELD]: {
      description: 'Honeypot: hidden from people, so only bots fill it in.',
      type: 'string',
      maxLength: 1000,
    },
  },
  required: [...contactMessageSchema.required, 'id'],
  if: contactMessageSchema.if,
  else: contactMessageSchema.else,
  additionalProperties: false,
} as const;
