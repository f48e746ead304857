/** What one attempt record says about its context (the ledger's `context` block). */
export interface AttemptContextTokens {
  readonly promptTokens?: number | undefined;
  readonly references?:
    | readonly {
        readonly mode: 'ir' | 'full';
        readonly fullTokens: number;
        readonly irTokens: number | null;
      }[]
    | undefined;
}

/** Tokens the reference IR saved over a set of attempts (issue 13). */
export interface ContextSavings {
  /** Attempts whose record counts its prompt's tokens. */
  readonly attempts: number;
  readonly references: number;
  readonly referencesAsIr: number;
  /** Tokens of the prompts as sent. */
  readonly promptTokens: number;
  /** Tokens of the reference files whole, and as sent (IR or whole). */
  readonly referenceFullTokens: number;
  readonly referenceSentTokens: number;
  readonly savedTokens: number;
  /**
   * saved / (sent + saved): the share of the context tokens the prompts would have had with
   * whole references that the IR saved; null without counted attempts.
   */
  readonly savedShare: number | null;
  /** saved / referenceFullTokens: the share of the reference tokens saved. */
  readonly referenceSavedShare: number | null;
}

function share(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 1000;
}

/**
 * Adds up the token counts of attempt records. Records written before the counts existed
 * carry none and are left out rather than counted as zero.
 */
export function contextSavings(contexts: readonly AttemptContextTokens[]): ContextSavings {
  let attempts = 0;
  let references = 0;
  let referencesAsIr = 0;
  let promptTokens = 0;
  let referenceFullTokens = 0;
  let referenceSentTokens = 0;
  for (const context of contexts) {
    if (context.promptTokens === undefined) {
      continue;
    }
    attempts += 1;
    promptTokens += context.promptTokens;
    for (const reference of context.references ?? []) {
      references += 1;
      referenceFullTokens += reference.fullTokens;
      if (reference.mode === 'ir' && reference.irTokens !== null) {
        referencesAsIr += 1;
        referenceSentTokens += reference.irTokens;
      } else {
        referenceSentTokens += reference.fullTokens;
      }
    }
  }
  const savedTokens = referenceFullTokens - referenceSentTokens;
  return {
    attempts,
    references,
    referencesAsIr,
    promptTokens,
    referenceFullTokens,
    referenceSentTokens,
    savedTokens,
    savedShare: attempts === 0 ? null : share(savedTokens, promptTokens + savedTokens),
    referenceSavedShare: share(savedTokens, referenceFullTokens),
  };
}
