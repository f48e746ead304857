import { createHash } from 'node:crypto';
import type { GateName } from '../common/index.js';
import type { CheckReport } from '../kernel/index.js';
import { SEVERITY_ORDER } from '../kernel/index.js';

type SarifLevel = 'none' | 'note' | 'warning' | 'error';

/**
 * Code scanning's documented ingestion limits: past these a SARIF file is rejected (runs,
 * results, rules per run) or truncated (locations per result, tags per rule).
 */
export const CODE_SCANNING_LIMITS = {
  runsPerFile: 20,
  resultsPerRun: 25_000,
  rulesPerRun: 25_000,
  locationsPerResult: 1_000,
  tagsPerRule: 20,
} as const;

/** What each gate checks, for the rule's description and help in code scanning. */
const GATE_HELP: Readonly<Partial<Record<GateName, string>>> = {
  SCOPE:
    'Every changed path must lie inside the write scope (--scope); CI configuration, lock files and govern state only when named.',
  SECRETS:
    'The change must not add a credential: provider tokens, private keys, passwords in URLs, high-entropy secrets assigned to key-like names.',
  ANTI_STUB:
    'The change must not add stubs: empty bodies, "not implemented" throws, TODO/FIXME markers, constants where the baseline had logic.',
  CONSTITUTION:
    "The repository's own invariants, committed in .governance/constitution.json and read from the base: banned imports, immutable and append-only paths, the public API, new dependencies, forbidden patterns, file size. A change to the constitution itself needs approval.",
  TEST_INTEGRITY:
    'The change must not delete or skip tests, remove assertions, or loosen expected values.',
  INJECTION:
    'The change must not carry instructions aimed at a later AI agent (comments, strings, docs).',
  SECURITY_REGRESSION:
    'A syntax-tree diff of baseline and change: dropped security primitives and guards, weaker crypto, disabled TLS checks, widened CORS, eval/exec/SQL built from input, ReDoS-prone regular expressions.',
  SYNTAX_CHECK: "The repository's formatter (prettier --check) on the changed files.",
  AST_LINT: "The repository's linter (eslint) on the changed files.",
  TYPE_CHECK: "The repository's type checker (tsc --noEmit).",
  TEST_SUITE: "The repository's test suite.",
};

/** code scanning's security-severity (0-10) for the gates that guard against attacks. */
const SECURITY_SEVERITY: Partial<Record<GateName, string>> = {
  SECRETS: '9.0',
  INJECTION: '8.0',
  SECURITY_REGRESSION: '7.5',
};

function levelOf(severity: string): SarifLevel {
  switch (severity) {
    case 'critical':
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    default:
      return 'note';
  }
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** A repository-relative path as a URI reference (spaces and `#` must not end the path). */
function toUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

interface FlatFinding {
  readonly gate: GateName;
  readonly severity: string;
  readonly ruleId: string;
  readonly file: string | null;
  readonly line: number | null;
  readonly message: string;
}

function flatten(report: CheckReport): FlatFinding[] {
  return report.verdicts.flatMap((verdict) =>
    verdict.findings.map((finding) => ({
      gate: verdict.gate,
      severity: verdict.severity,
      ruleId: `${verdict.gate}/${finding.rule.replace(/^[A-Za-z_-]+\//, '')}`,
      file: finding.file,
      line: finding.line,
      message:
        finding.message.trim() === ''
          ? `${verdict.gate} finding (${finding.rule})`
          : finding.message,
    })),
  );
}

function ruleOf(finding: FlatFinding): Record<string, unknown> {
  const name = finding.ruleId.split('/').slice(1).join('/');
  const help = GATE_HELP[finding.gate] ?? `The ${finding.gate} gate.`;
  const securitySeverity = SECURITY_SEVERITY[finding.gate];
  return {
    id: finding.ruleId,
    name: finding.ruleId.replace(/[^A-Za-z0-9]+/g, ''),
    shortDescription: { text: `${finding.gate}: ${name}` },
    fullDescription: { text: help },
    help: {
      text: `${help} Reproduce locally with \`govern check --base BASE --head HEAD\`.`,
      markdown: `${help}\n\nReproduce locally with \`govern check --base BASE --head HEAD\`.`,
    },
    defaultConfiguration: { level: levelOf(finding.severity) },
    properties: {
      tags:
        securitySeverity === undefined
          ? ['govern', finding.gate]
          : ['govern', finding.gate, 'security'],
      ...(securitySeverity === undefined ? {} : { 'security-severity': securitySeverity }),
    },
  };
}

/**
 * One result per located finding and the rules they cite, each rule once. The fingerprint
 * hashes the rule, file and message (not the line), numbered when the same one repeats.
 */
function resultsOf(findings: readonly FlatFinding[]): {
  rules: Record<string, unknown>[];
  results: unknown[];
} {
  const rules: Record<string, unknown>[] = [];
  const ruleIndexes = new Map<string, number>();
  const seen = new Map<string, number>();
  const results = findings.map((finding) => {
    let ruleIndex = ruleIndexes.get(finding.ruleId);
    if (ruleIndex === undefined) {
      ruleIndex = rules.length;
      ruleIndexes.set(finding.ruleId, ruleIndex);
      rules.push(ruleOf(finding));
    }
    const identity = sha256(`${finding.ruleId}\0${finding.file ?? ''}\0${finding.message}`).slice(
      0,
      32,
    );
    const occurrence = (seen.get(identity) ?? 0) + 1;
    seen.set(identity, occurrence);
    return {
      ruleId: finding.ruleId,
      ruleIndex,
      level: levelOf(finding.severity),
      message: { text: finding.message },
      locations: [
        {
          physicalLocation: {
            // Repository-relative: code scanning resolves it against the checkout.
            artifactLocation: { uri: toUri(finding.file ?? '') },
            region: { startLine: finding.line !== null && finding.line >= 1 ? finding.line : 1 },
          },
        },
      ],
      partialFingerprints: { 'governFinding/v1': `${identity}:${String(occurrence)}` },
    };
  });
  return { rules, results };
}

/** The findings about the whole change, and how many results the per-run limit dropped. */
function notificationsOf(whole: readonly FlatFinding[], dropped: number): unknown[] {
  return [
    ...whole.map((finding) => ({
      level: levelOf(finding.severity),
      message: { text: `${finding.ruleId}: ${finding.message}` },
      descriptor: { id: finding.ruleId },
    })),
    ...(dropped > 0
      ? [
          {
            level: 'warning' as const,
            message: {
              text: `${String(dropped)} least severe findings were left out: code scanning accepts at most ${String(CODE_SCANNING_LIMITS.resultsPerRun)} results per run (govern check --format json lists all)`,
            },
          },
        ]
      : []),
  ];
}

/**
 * SARIF 2.1.0 for GitHub code scanning: one rule per `GATE/rule` (with the description and
 * help code scanning shows), one result per finding with a file. `partialFingerprints`
 * hash the rule, file and message (not the line, which moves when code above it changes),
 * so an alert keeps its identity across pushes. Findings about the whole change (no file)
 * have no location code scanning could show; they are tool notifications instead. Results
 * past code scanning's per-run limit are dropped least severe first, and a notification
 * says how many.
 */
export function toSarif(report: CheckReport, version: string): unknown {
  const flat = flatten(report);
  const located = flat.filter((finding) => finding.file !== null);
  const whole = flat.filter((finding) => finding.file === null);
  const ranked = [...located].sort(
    (a, b) =>
      SEVERITY_ORDER.indexOf(b.severity as never) - SEVERITY_ORDER.indexOf(a.severity as never),
  );
  const kept = ranked.slice(0, CODE_SCANNING_LIMITS.resultsPerRun);
  const { rules, results } = resultsOf(kept);
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'govern',
            version,
            rules,
          },
        },
        invocations: [
          {
            executionSuccessful: true,
            toolExecutionNotifications: notificationsOf(whole, ranked.length - kept.length),
          },
        ],
        results,
      },
    ],
  };
}
