import { findAwsSecretsBesideKeyIds } from './aws-pair.js';
import { findCommandSecrets } from './commands.js';
import { findHighEntropyAssignments } from './context.js';
import { findAssignments } from './generic.js';
import { findHandedOverTokens } from './handover.js';
import { findPrivateJwks } from './jwk.js';
import { findLoginSecrets } from './logins.js';
import { withoutPublicExamples } from './public-examples.js';
import { findAnchoredTokens, findJwts, findSeparatedTokens } from './scan-tokens.js';
import { findInfixTokens, findPrivateKeys, findSasTokens, findUrlSecrets } from './structural.js';
import { findPgpassLines } from './records.js';
import type { Candidate, SecretFinding } from './types.js';

export interface DetectSecretsOptions {
  /**
   * Repository-relative path of the text, when it is a file. Lock files skip the keyword rules
   * (and the `curl` commands found with them): their values are hashes by construction.
   */
  readonly path?: string;
}

const LOCK_FILE =
  /(?:^|[/\\])(?:package-lock\.json|npm-shrinkwrap\.json|yarn\.lock|pnpm-lock\.yaml|bun\.lock|deno\.lock|go\.sum|Cargo\.lock|poetry\.lock|Pipfile\.lock|uv\.lock|composer\.lock|Gemfile\.lock|packages\.lock\.json|gradle\.lockfile)$/;

interface Span {
  start: number;
  end: number;
  rule: string;
  specific: boolean;
}

/** Overlapping candidates become one finding covering all of them, named by a format rule. */
function mergeOverlaps(candidates: readonly Candidate[]): Span[] {
  const sorted = [...candidates].sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Span[] = [];
  for (const candidate of sorted) {
    const last = merged[merged.length - 1];
    if (last !== undefined && candidate.start < last.end) {
      last.end = Math.max(last.end, candidate.end);
      if (candidate.specific && !last.specific) {
        last.rule = candidate.rule;
        last.specific = true;
      }
      continue;
    }
    merged.push({ ...candidate });
  }
  return merged;
}

function withLines(text: string, spans: readonly Span[]): SecretFinding[] {
  const findings: SecretFinding[] = [];
  let line = 1;
  let counted = 0;
  for (const span of spans) {
    let newline = text.indexOf('\n', counted);
    while (newline >= 0 && newline < span.start) {
      line++;
      newline = text.indexOf('\n', newline + 1);
    }
    counted = span.start;
    findings.push({ start: span.start, end: span.end, rule: span.rule, line });
  }
  return findings;
}

/**
 * Finds the secrets in a text: provider tokens (by prefix, alphabet, length and, where the
 * format has one, checksum), private-key blocks, JWTs, credentials in URLs and connection
 * strings, webhook URLs, `curl` credentials and keyword assignments of random-looking literals.
 * Placeholders, references, hashes, UUIDs outside credential names, public keys and documented
 * example keys (public-examples.ts) are not reported. Findings are sorted, never overlap, and
 * cover exactly the characters to redact.
 */
export function detectSecrets(text: string, options: DetectSecretsOptions = {}): SecretFinding[] {
  const candidates: Candidate[] = [];
  findPrivateKeys(text, candidates);
  findSeparatedTokens(text, candidates);
  findAnchoredTokens(text, candidates);
  findJwts(text, candidates);
  findUrlSecrets(text, candidates);
  findSasTokens(text, candidates);
  findPgpassLines(text, candidates, options.path?.endsWith('pgpass') === true);
  findInfixTokens(text, candidates);
  findCommandSecrets(text, candidates);
  findLoginSecrets(text, candidates);
  findPrivateJwks(text, candidates);
  findHandedOverTokens(text, candidates);
  findAwsSecretsBesideKeyIds(text, candidates);
  if (options.path === undefined || !LOCK_FILE.test(options.path)) {
    findAssignments(text, candidates);
    findHighEntropyAssignments(text, candidates);
  }
  const kept = withoutPublicExamples(text, candidates);
  if (kept.length === 0) {
    return [];
  }
  return withLines(text, mergeOverlaps(kept));
}
