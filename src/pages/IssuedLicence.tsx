import styled from '@emotion/styled';
import type { LicenceLabels } from './licence-facts.ts';
import { ISSUED_PARTS as PART } from './licence-parts.ts';
import { Muted } from './licence-styles.ts';

/** A file's name on its own line (a long name wraps anywhere rather than widening a phone's page), its kind and size under it. */
const FileList = styled('ul')`
  list-style: none;
  padding: 0;
  margin-top: 0.75rem;
  li {
    display: grid;
    gap: 0.125rem;
    padding-block: 0.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    overflow-wrap: anywhere;
  }
  span {
    color: ${({ theme }) => theme.colors.mutedText};
    font-size: 0.875rem;
  }
`;

const Accepted = styled('div')`
  margin-top: 2.5rem;
  padding: 1.25rem;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  h2 {
    font-size: 1.375rem;
  }
  h2 span {
    white-space: nowrap;
  }
  h3 {
    font-size: 1.0625rem;
    margin-top: 1.5rem;
  }
  p:empty {
    display: none;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** The licence once accepted: its number, who accepted it, its PDF, its public proof and its files. */
export function IssuedLicence({ labels }: { labels: LicenceLabels }) {
  return (
    <Accepted data-part={PART.accepted} hidden tabIndex={-1}>
      <Muted data-part={PART.acceptedNote} role="alert" />
      <h2 data-part={PART.acceptedTitle} />
      <p data-part={PART.acceptedText} />
      <p>
        <a data-part={PART.pdfLink} href="/" download>
          {labels.pdfLink}
        </a>
      </p>
      <p>
        <a data-part={PART.verifyLink} href="/">
          {labels.verifyLink}
        </a>
      </p>
      <section data-part={PART.files} hidden aria-labelledby="licence-files">
        <h3 id="licence-files">{labels.files}</h3>
        <FileList data-part={PART.fileList} />
        <Muted data-part={PART.filesUntil} />
        <Muted data-part={PART.filesEnded} />
      </section>
    </Accepted>
  );
}
