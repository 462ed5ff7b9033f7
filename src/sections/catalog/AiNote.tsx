import styled from '@emotion/styled';
import type { AiDisclosure, CatalogSection } from '../../../functions/src/contract/site-config.generated.ts';
import { aiStatement } from '../../../functions/src/contract/ai-disclosure.ts';

type Labels = CatalogSection['labels'];

const Note = styled('p')`
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.mutedText};
  margin-top: 0.5rem;
`;

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
const roleLabel = (labels: Labels, role: string) =>
  labels[`ai${role[0]!.toUpperCase()}${role.slice(1)}` as keyof Labels] as string;

/** "No AI used", or which roles used AI and how ("AI use: production assisted · Tool: …"); nothing when undisclosed. */
export function AiNote({ ai, labels }: { ai: AiDisclosure | undefined; labels: Labels }) {
  const statement = aiStatement(ai, undefined);
  if (!statement.disclosed) return null;
  if (statement.uses.length === 0) return <Note data-ai="none">{labels.aiNone}</Note>;
  const uses = statement.uses
    .map(({ role, use }) => `${roleLabel(labels, role)} ${use === 'assisted' ? labels.aiAssisted : labels.aiGenerated}`)
    .join(', ');
  return (
    <Note data-ai="used">
      {fill(labels.aiUsed, { uses })}
      {statement.tool && ` · ${fill(labels.aiTool, { tool: statement.tool })}`}
    </Note>
  );
}
