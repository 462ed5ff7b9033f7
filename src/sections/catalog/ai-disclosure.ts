/**
 * A track's AI-use disclosure, its own or the catalog's default, read role by role: what the
 * card, the shortlist, the JSON and the previews' tags say of it.
 */
import type { AiDisclosure, AiUse } from '../../../functions/src/contract/site-config.generated.ts';

export const AI_ROLES = ['composition', 'lyrics', 'vocals', 'instrumentation', 'production'] as const;
export type AiRole = (typeof AI_ROLES)[number];

/** What is known of a track's AI use: undisclosed, or each role's use with the tool and statement. */
export type AiStatement =
  | { disclosed: false }
  | { disclosed: true; uses: { role: AiRole; use: Exclude<AiUse, 'none'> }[]; tool?: string; statement?: string };

export function aiStatement(own: AiDisclosure | undefined, catalogDefault: AiDisclosure | undefined): AiStatement {
  const disclosure = own ?? catalogDefault;
  if (disclosure === undefined) return { disclosed: false };
  if (disclosure === 'none') return { disclosed: true, uses: [] };
  const uses = AI_ROLES.flatMap((role) => {
    const use = disclosure[role];
    return use && use !== 'none' ? [{ role, use }] : [];
  });
  return { disclosed: true, uses, ...(disclosure.tool && { tool: disclosure.tool }), ...(disclosure.statement && { statement: disclosure.statement }) };
}

/** The disclosure in one line of plain English, for files and tags: "none" or "production: assisted; tool: …". */
export function aiText(statement: AiStatement): string | undefined {
  if (!statement.disclosed) return undefined;
  const parts = statement.uses.length ? statement.uses.map(({ role, use }) => `${role}: ${use}`) : ['none'];
  if (statement.tool) parts.push(`tool: ${statement.tool}`);
  return parts.join('; ');
}
