import { detectSecrets } from '../analysis/index.js';

/** One secret replaced in a text, in order of appearance. */
export interface Redaction {
  /** The detector rule that recognised the secret (`github-token`, `password`, ...). */
  readonly rule: string;
  /** What replaced it: `[REDACTED:<rule>]`, or `[REDACTED:<rule>-<n>]` for the n-th distinct one. */
  readonly placeholder: string;
}

export interface RedactionResult {
  readonly text: string;
  readonly redactions: readonly Redaction[];
}

export interface Redactor {
  /**
   * Replaces every secret in `text` by its typed placeholder. `path` (repository-relative) lets
   * the detector treat lock files as hashes. Within one redactor a secret always gets the same
   * placeholder, so an agent can still tell that two places use the same credential.
   */
  redact(text: string, path?: string): RedactionResult;
  /**
   * Puts the secrets back where a model echoed their placeholders: a model that rewrites a
   * whole file sees `[REDACTED:…]` where the file had a credential, and writing that back
   * would destroy the credential. Only placeholders this redactor issued are replaced.
   */
  restore(text: string): string;
}

// A secret already seen in this context is redacted wherever it reappears, even where its
// surroundings alone would not give it away (`echo $TOKEN` output after `TOKEN=…` was seen).
// Short ones are not: a four-letter password would also match ordinary words.
const MIN_REMEMBERED_CHARS = 8;

interface Span {
  readonly start: number;
  readonly end: number;
  readonly rule: string;
}

function isCovered(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((span) => start < span.end && end > span.start);
}

/**
 * A redactor for one context (one prompt, one run): the gateway passes every outgoing text
 * through it so that no credential reaches an agent or a model.
 */
export function createRedactor(): Redactor {
  const placeholders = new Map<string, string>();
  const rulesBySecret = new Map<string, string>();
  const distinctByRule = new Map<string, number>();

  function placeholderFor(secret: string, rule: string): string {
    const known = placeholders.get(secret);
    if (known !== undefined) {
      return known;
    }
    const count = (distinctByRule.get(rule) ?? 0) + 1;
    distinctByRule.set(rule, count);
    const placeholder = count === 1 ? `[REDACTED:${rule}]` : `[REDACTED:${rule}-${count}]`;
    placeholders.set(secret, placeholder);
    rulesBySecret.set(secret, rule);
    return placeholder;
  }

  return {
    restore(text: string): string {
      if (placeholders.size === 0 || !text.includes('[REDACTED:')) {
        return text;
      }
      const secrets = new Map(
        [...placeholders].map(([secret, placeholder]) => [placeholder, secret]),
      );
      return text.replace(
        /\[REDACTED:[a-z0-9-]+\]/g,
        (placeholder) => secrets.get(placeholder) ?? placeholder,
      );
    },
    redact(text: string, path?: string): RedactionResult {
      const spans: Span[] = detectSecrets(text, path === undefined ? {} : { path }).map(
        ({ start, end, rule }) => ({ start, end, rule }),
      );
      for (const [secret, rule] of rulesBySecret) {
        if (secret.length < MIN_REMEMBERED_CHARS) {
          continue;
        }
        for (
          let at = text.indexOf(secret);
          at >= 0;
          at = text.indexOf(secret, at + secret.length)
        ) {
          if (!isCovered(spans, at, at + secret.length)) {
            spans.push({ start: at, end: at + secret.length, rule });
          }
        }
      }
      if (spans.length === 0) {
        return { text, redactions: [] };
      }
      spans.sort((a, b) => a.start - b.start);
      const parts: string[] = [];
      const redactions: Redaction[] = [];
      let from = 0;
      for (const span of spans) {
        const placeholder = placeholderFor(text.slice(span.start, span.end), span.rule);
        parts.push(text.slice(from, span.start), placeholder);
        redactions.push({ rule: span.rule, placeholder });
        from = span.end;
      }
      parts.push(text.slice(from));
      return { text: parts.join(''), redactions };
    },
  };
}
