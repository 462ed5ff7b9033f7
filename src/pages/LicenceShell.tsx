import type { ReactNode } from 'react';
import type { ScriptIsland } from '../islands/define.ts';
import { Island } from '../islands/Island.tsx';
import { Container } from '../layout/Container.tsx';
import { PageLayout } from '../layout/PageLayout.tsx';
import { PlacementProvider } from '../sections/placement.tsx';
import { SHELL_PARTS } from './licence-parts.ts';
import { Column, Eyebrow, Main, Muted, WithoutScript } from './licence-styles.ts';

interface LicenceShellProps<P extends object> {
  /** The script island that fills the shell from its function's answer. */
  island: ScriptIsland<P>;
  props: P;
  /** The small line above the heading while the page asks, and after. */
  eyebrow: ReactNode;
  /** What a browser without script reads instead. */
  noScript: ReactNode;
  /** The header's own parts, between the eyebrow and the notices. */
  children: ReactNode;
  /** What follows the header, shown once the answer is in. */
  body?: ReactNode;
}

/**
 * The frame both licence pages share (`/l/<token>`, `/l/verify/<number>`): inside the site's
 * header and footer, one script island whose header is busy until its function answers, says
 * what to do without script, and has a place for a failure.
 */
export function LicenceShell<P extends object>({
  island,
  props,
  eyebrow,
  noScript,
  children,
  body,
}: LicenceShellProps<P>) {
  return (
    <PlacementProvider value="page">
      <PageLayout>
        <Main>
          <Container>
            <Island of={island} when="visible" display="block" props={props}>
              <Column data-part={SHELL_PARTS.header} aria-busy="true">
                <Eyebrow>{eyebrow}</Eyebrow>
                {children}
                <WithoutScript>{noScript}</WithoutScript>
                <Muted data-part={SHELL_PARTS.failed} role="alert" />
              </Column>
              {body}
            </Island>
          </Container>
        </Main>
      </PageLayout>
    </PlacementProvider>
  );
}
