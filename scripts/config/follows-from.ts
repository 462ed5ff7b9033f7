// Root cause first, as compilers report: a cross-check finding that only follows from a schema
// error (every nav target "names no section" when `sections:` is misspelt) is held back and
// counted on that error, and shows on its own once the error is fixed.
import type { ConfigIssue, ConfigPath } from './config-error.ts';
import type { Finding, PathPattern } from './cross-checks.ts';

/** One path is the other or lies beneath it; `*` in the pattern matches any key or index. */
export function overlaps(pattern: PathPattern, path: ConfigPath): boolean {
  const shared = Math.min(pattern.length, path.length);
  for (let i = 0; i < shared; i++) if (pattern[i] !== '*' && pattern[i] !== path[i]) return false;
  return true;
}

export interface CountedIssue extends ConfigIssue {
  /** How many findings follow from this issue and are held back. */
  followers: number;
}

/**
 * The schema issues, each counting the findings that follow from it (a finding follows from the
 * first schema issue at, above or below what its rule reads or where it points), then the
 * findings that follow from none.
 */
export function holdBackFollowers(schemaIssues: readonly ConfigIssue[], findings: readonly Finding[]): CountedIssue[] {
  const roots: CountedIssue[] = schemaIssues.map((issue) => ({ ...issue, followers: 0 }));
  const independent: CountedIssue[] = [];
  for (const { issue, reads } of findings) {
    const places = [...reads, issue.path];
    // `concerns`: a missing property is reported at its parent, which holds far more than it.
    const root = roots.find((candidate) =>
      places.some((place) => overlaps(place, candidate.concerns ?? candidate.path)),
    );
    if (root) root.followers += 1;
    else independent.push({ ...issue, followers: 0 });
  }
  return [...roots, ...independent];
}
