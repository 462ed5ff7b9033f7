/**
 * A track's AI-use disclosure, its own or the catalog's default, read role by role: what the
 * card, the shortlist, the JSON, the previews' tags and the licence say of it. The roles are the
 * config's (AiDisclosure); the import's sheet column names them too.
 */
import type { AiDisclosure, AiUse } from './site-config.generated.ts';

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
  return {
    disclosed: true,
    uses,
    ...(disclosure.tool && { tool: disclosure.tool }),
    ...(disclosure.statement && { statement: disclosure.statement }),
  };
}

/**
 * The disclosure in words. For files and tags, one line of plain English: "none" or "production:
 * assisted; tool: …", nothing when undisclosed. For a licence, a sentence that says each use is
 * AI's and quotes the artist's statement, and says so when nothing is disclosed.
 */
export function aiText(statement: AiStatement): string | undefined;
export function aiText(statement: AiStatement, style: 'licence'): string;
export function aiText(statement: AiStatement, style: 'tag' | 'licence' = 'tag'): string | undefined {
  if (style === 'licence') return licenceSentence(statement);
  if (!statement.disclosed) return undefined;
  const parts = statement.uses.length ? statement.uses.map(({ role, use }) => `${role}: ${use}`) : ['none'];
  if (statement.tool) parts.push(`tool: ${statement.tool}`);
  return parts.join('; ');
}

function licenceSentence(statement: AiStatement): string {
  if (!statement.disclosed) return 'Not disclosed by the licensor.';
  if (!statement.uses.length && !statement.tool && !statement.statement) return 'No AI was used in making the track.';
  const roles = statement.uses.map(({ role, use }) => `${role}: AI-${use}`);
  const parts = [
    roles.length ? roles.join('; ') : 'No AI was used in any role',
    statement.tool && `tool: ${statement.tool}`,
    statement.statement && `statement: "${statement.statement}"`,
  ];
  return `${parts.filter(Boolean).join('; ')}.`;
}
