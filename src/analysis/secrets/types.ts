/** One secret in a text: exactly the characters to redact, never the key name or quotes. */
export interface SecretFinding {
  /** Character offset of the secret's first character. */
  readonly start: number;
  /** Character offset just past the secret. */
  readonly end: number;
  /**
   * Kebab-case id of what was found: a provider format (`github-token`, `aws-access-key`), a
   * structure (`private-key`, `jwt`, `connection-string`, `url-credentials`, `webhook-url`) or
   * context (`password`, `generic-assignment`).
   */
  readonly rule: string;
  /** 1-based line of `start`. */
  readonly line: number;
}

/** What a finder reports before overlapping matches are merged. */
export interface Candidate {
  readonly start: number;
  readonly end: number;
  readonly rule: string;
  /**
   * True for matches of a known format; when two candidates overlap, the format's rule names
   * the merged finding rather than the context rule that saw the same characters.
   */
  readonly specific: boolean;
}
