import { detectSecrets } from '../analysis/index.js';
import { crashedVerdict, uncheckedFindings } from './could-not-check.js';
import { isTestFile } from './test-integrity.js';
import type { ChangedFile, Finding, GateVerdict } from './types.js';

// The finding goes into the retry prompt, the ledger and CI logs: it must locate the secret
// without repeating it. Four characters name the kind of token (`ghp_`, `AKIA`) and no more; a
// short secret shows proportionally less.
const PREVIEW_CHARS = 4;

function preview(secret: string): string {
  const shown = Math.min(PREVIEW_CHARS, Math.floor(secret.length / 4));
  return `${secret.slice(0, shown)}…`;
}

function messageFor(rule: string, secret: string): string {
  return (
    `${rule}: the change adds a credential ("${preview(secret)}") to this line. Remove it and ` +
    'read the value at run time from an environment variable or a secret store; if it was ever ' +
    'real, rotate it.'
  );
}

// A random literal under a name that says nothing of a credential, in a test file, is a fixture
// far more often than a key: an id in its encoded form, an expected output (short-uuid 4.0.1's
// `const paddedShort = '12J9PLDMEfCf6da2LyAce5'`, bench:real's sixty-fifth set). It is reported
// as a warning there; a test's literal in a provider's format or under a credential word still
// fails, and the gateway redacts all of them alike.
const FIXTURE_RULES: ReadonlySet<string> = new Set(['high-entropy-assignment']);

/**
 * The secrets `change` adds: found in `after`, and whose text no file of the change held
 * before (`held`: its own `before`, or another's, such as the file it was moved from).
 */
function addedSecrets(change: ChangedFile, held: (secret: string) => boolean): Finding[] {
  if (change.status === 'deleted') {
    return [];
  }
  if (change.after === null) {
    return uncheckedFindings(change, ['after']);
  }
  const after = change.after;
  const findings: Finding[] = [];
  for (const finding of detectSecrets(after, { path: change.path })) {
    const secret = after.slice(finding.start, finding.end);
    // A secret the file already held is not this change's doing (a moved line, a reformat);
    // blocking on it would fail every task that touches the file. Nor is one the change moved
    // here from another file (`git mv`, which govern reads as a deletion and an addition).
    if (held(secret)) {
      continue;
    }
    const fixture = FIXTURE_RULES.has(finding.rule) && isTestFile(change.path);
    findings.push({
      file: change.path,
      line: finding.line,
      rule: finding.rule,
      message: fixture
        ? `${messageFor(finding.rule, secret)} Reported only: a random literal in a test, under a name that says nothing of a credential, is usually a fixture.`
        : messageFor(finding.rule, secret),
      ...(fixture ? { severity: 'warning' as const } : {}),
    });
  }
  return findings;
}

/**
 * SECRETS: the change must not add a credential (the gateway's detector, so whatever the gate
 * blocks the gateway also redacts). A neutral-named random literal in a test file is a warning
 * (FIXTURE_RULES). Deleted files are ignored; a secret already present before
 * the change, in the file or in another file of the change (a move), does not count. A
 * detector crash, or an added side too large or unreadable to scan, fails the gate.
 */
export async function runSecretsGate(changes: readonly ChangedFile[]): Promise<GateVerdict> {
  const startedMs = performance.now();
  try {
    const findings: Finding[] = [];
    const befores = changes.flatMap((change) => (change.before === null ? [] : [change.before]));
    const held = (secret: string): boolean => befores.some((text) => text.includes(secret));
    for (const change of changes) {
      findings.push(...addedSecrets(change, held));
      // Yield between files so a large change does not hold the event loop for its whole scan.
      await new Promise<void>((resolve) => {
        setImmediate(resolve);
      });
    }
    const failing = findings.filter((finding) => finding.severity !== 'warning');
    return {
      gate: 'SECRETS',
      passed: failing.length === 0,
      severity: failing.length > 0 ? 'critical' : findings.length > 0 ? 'warning' : 'info',
      findings,
      durationMs: Math.round(performance.now() - startedMs),
    };
  } catch (error) {
    return crashedVerdict('SECRETS', 'critical', error, startedMs);
  }
}
