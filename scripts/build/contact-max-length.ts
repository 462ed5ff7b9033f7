import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:contact-max-length';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
const SCHEMA = fileURLToPath(new URL('../../schema/contact-message.schema.json', import.meta.url));

interface MessageSchema {
  properties: Record<string, { maxLength?: number }>;
}

/** Each field's `maxLength`; a field without one is a schema mistake the form can't guess around. */
export function maxLengths(schema: MessageSchema): Record<string, number> {
  return Object.fromEntries(
    Object.entries(schema.properties).map(([field, rules]) => {
      if (typeof rules.maxLength !== 'number') throw new Error(`contact-message.schema.json: properties.${field} has no maxLength`);
      return [field, rules.maxLength];
    }),
  );
}

/**
 * Serves `virtual:contact-max-length`: the form's length caps, read from the schema the
 * function validates with, without shipping the rest of the schema (descriptions, patterns)
 * in the first-load bundle.
 */
export function contactMaxLengthPlugin(): Plugin {
  return {
    name: 'cuesheet:contact-max-length',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(SCHEMA);
      const schema = JSON.parse(await readFile(SCHEMA, 'utf8')) as MessageSchema;
      return `export default ${JSON.stringify(maxLengths(schema))};`;
    },
  };
}
