/**
 * A sheet's AI column, as producers fill it in: `None` (or No, Human, No AI) for a work made
 * without AI, or the roles that used it, `production: assisted; vocals: generated`. Roles it
 * does not name used none. An `AI Tool` and a `Human Authorship` column complete it.
 */
import { AI_ROLES, type AiRole } from '../../functions/src/contract/ai-disclosure.ts';
import type { AiDisclosure, AiUse } from '../../functions/src/contract/site-config.generated.ts';

const ROLE_WORDS: Record<string, AiRole> = {
  composition: 'composition',
  composing: 'composition',
  music: 'composition',
  lyrics: 'lyrics',
  lyric: 'lyrics',
  words: 'lyrics',
  vocals: 'vocals',
  vocal: 'vocals',
  voice: 'vocals',
  instrumentation: 'instrumentation',
  instruments: 'instrumentation',
  performance: 'instrumentation',
  production: 'production',
  mixing: 'production',
  mastering: 'production',
};
const NONE = /^(none|no|n|no ai|human|human[- ]made|not used|0)$/i;
const USES: Record<string, AiUse> = {
  none: 'none',
  no: 'none',
  assisted: 'assisted',
  'ai-assisted': 'assisted',
  'ai assisted': 'assisted',
  generated: 'generated',
  'ai-generated': 'generated',
  'ai generated': 'generated',
};

/** The disclosure the cells give, or what is wrong with them, in words for the editor. */
export function aiDisclosure(
  cell: string,
  tool?: string,
  statement?: string,
): { disclosure: AiDisclosure } | { problem: string } {
  const written = cell.trim();
  const extras = {
    ...(tool?.trim() && { tool: tool.trim() }),
    ...(statement?.trim() && { statement: statement.trim() }),
  };
  if (written === '' || NONE.test(written))
    return {
      disclosure: Object.keys(extras).length
        ? { ...Object.fromEntries(AI_ROLES.map((role) => [role, 'none'])), ...extras }
        : 'none',
    };
  const disclosure: Exclude<AiDisclosure, 'none'> = { ...extras };
  for (const part of written.split(/\s*[;,|]\s*/).filter(Boolean)) {
    const pair = /^([a-z ]+?)\s*[:=]\s*([a-z -]+)$/i.exec(part);
    const role = pair && ROLE_WORDS[pair[1]!.toLowerCase()];
    const use = pair && USES[pair[2]!.toLowerCase()];
    if (!role || !use) {
      return {
        problem: `AI '${written}' does not say which roles used AI: write None, or role: use pairs such as "production: assisted; vocals: generated" (roles: ${AI_ROLES.join(', ')}; uses: none, assisted, generated)`,
      };
    }
    disclosure[role] = use;
  }
  return { disclosure };
}
