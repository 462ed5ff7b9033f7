// The one place the functions build reads the site config; swap for scripts/config/load-config.ts
// (loadSiteConfig) once it lands so errors are reported with file:line:col.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

export interface ContactSiteConfig {
  contact: {
    region: string;
    notifyEmail: string;
    rateLimit: { maxMessages: number; windowMinutes: number };
    appCheck?: { provider: 'recaptcha-enterprise' | 'recaptcha-v3'; siteKey: string };
  };
  firebase: { projectId: string };
}

export function readSiteConfig(root: string): ContactSiteConfig {
  const path = resolve(root, process.env.SITE_CONFIG ?? 'site.config.yaml');
  const schema = JSON.parse(readFileSync(resolve(root, 'schema/site.schema.json'), 'utf8')) as object;
  const ajv = new Ajv2020({ useDefaults: true, strict: false, allErrors: true });
  addFormats(ajv);
  const validate = ajv.compile({ ...schema, required: ['contact'] });
  const config: unknown = parse(readFileSync(path, 'utf8'));
  if (!validate(config)) {
    throw new Error(`${path} is invalid: ${ajv.errorsText(validate.errors)}`);
  }
  return config as ContactSiteConfig;
}
