/** A place in the config, as a path of keys and indexes (what ajv's instancePath spells). */
export type ConfigPath = readonly (string | number)[];

/**
 * A problem found before it is located in the file. `at: 'key'` points at the key that
 * names the place (missing or unknown properties), `at: 'value'` at what it holds.
 */
export interface ConfigIssue {
  path: ConfigPath;
  at: 'key' | 'value';
  message: string;
  /**
   * The place the problem leaves missing or wrong, when not `path`: a misspelt `sectons:` is
   * reported at `sectons` and concerns `sections`. Findings that read it follow from this issue.
   */
  concerns?: ConfigPath;
  /** A warning is reported but does not stop the build. */
  severity?: 'error' | 'warning';
}

/** A problem located in the file; line and column are 1-based. */
export interface ConfigError {
  file: string;
  line: number;
  column: number;
  /** How many characters on that line the problem spans (at least 1), for the caret. */
  length: number;
  message: string;
  /** How many errors that follow from this one are held back until it is fixed. */
  followers?: number;
}

/**
 * `unreadable` (exit 2) means the file could not be read at all; `invalid` (exit 1)
 * means it was read and has errors.
 */
export type ConfigFailureKind = 'unreadable' | 'invalid';

export class ConfigLoadError extends Error {
  constructor(
    readonly kind: ConfigFailureKind,
    readonly file: string,
    readonly errors: readonly ConfigError[],
    report: string,
  ) {
    super(report);
    this.name = 'ConfigLoadError';
  }
}
