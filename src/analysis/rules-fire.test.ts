// Every rule of the three detectors (secrets, prompt injection, security regression) fires on
// at least one fixture, so a rule that no text can reach, or a new rule nobody has shown
// firing, fails here. A rule counts as covered when a line of test/fixtures/detectors/rules/
// fires it, or a record of the labelled collections (test/fixtures/detectors/*.jsonl) does.
//
// The files under test/fixtures/detectors/rules/ were written from the rules themselves (their
// patterns and unit tests), one small example per rule the labelled collections do not reach.
// They are NOT measurement data: they are no input of `npm run bench:detectors` (which reads
// only test/fixtures/detectors/*.jsonl, not subfolders) and no group of src/analysis/tuning.json.
// Do not add them to either: a detector scored on examples written from its own rules would
// report whatever it was written to report.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENCODING_KINDS } from './injection/decode.js';
import { MOVE_RULE_IDS } from './injection/moves-finding.js';
import { HIDING_KINDS } from './injection/normalize.js';
import { INJECTION_RULES } from './injection/rules.js';
import { scoreInjection } from './injection/score.js';
import { PROSE_ONLY_CHANNELS } from './injection/types.js';
import type { InjectionChannel } from './injection/types.js';
import { CONTEXT_RULE_IDS } from './secrets/context.js';
import { detectSecrets } from './secrets/detect.js';
import { KEYWORD_RULE_IDS } from './secrets/generic.js';
import { SHAPE_RULE_IDS } from './secrets/scan-tokens.js';
import { STRUCTURAL_RULE_IDS } from './secrets/structural.js';
import { COMMAND_RULE_IDS } from './secrets/commands.js';
import { LOGIN_RULE_IDS } from './secrets/logins.js';
import { JWK_RULE_IDS } from './secrets/jwk.js';
import { AWS_PAIR_RULE_IDS } from './secrets/aws-pair.js';
import {
  ANCHORED_TOKEN_RULES,
  JWT_RULE,
  NAMING_ONLY_RULES,
  SEPARATED_TOKEN_RULES,
} from './secrets/token-rules.js';
import type { TokenRule } from './secrets/token-rules.js';
import {
  assessAddedSource,
  assessDeletedSource,
  assessSecurityRegression,
} from './security/assess.js';
import type { SecurityRegressionAssessment } from './security/assess.js';
import { SECURITY_RULES } from './security/rules.js';

const FIXTURES = join(import.meta.dirname, '..', '..', 'test', 'fixtures', 'detectors');

/**
 * Rules no reasonable text makes fire, each with the reason. An entry here is a finding about
 * the detector, not a fixture that is missing: fix the rule (or delete it) and drop the entry.
 * The test fails when an entry's rule fires after all, so the list cannot go stale.
 */
const DEAD_RULES: Readonly<Record<string, string>> = {
  // Every match contains "if"/"when" and "asks", which the moves layer reads as a request the
  // text reports ("if the user asks you to ..."), so score.ts drops the match as benign context.
  // It fires only when one of those words is disguised (a Greek capital iota in "If").
  'injection:user-trigger':
    'its own words make every match a reported request (moves-context isReported)',
};

function jsonLines<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

interface TextFixture {
  readonly rule: string;
  readonly text: string;
  readonly channel?: InjectionChannel;
}

interface SecurityFixture {
  readonly rule: string;
  readonly path: string;
  /** null: the file is added (assessAddedSource). */
  readonly baseline: string | null;
  /** null: the file is deleted (assessDeletedSource). */
  readonly proposed: string | null;
}

/**
 * Asserts that the rule fixture lines name known rules (`known`: rule ids), that every rule of
 * `catalogue` is in `fired` unless it is listed dead, and that no dead rule fires.
 */
function checkCoverage(
  detector: string,
  catalogue: readonly string[],
  fired: ReadonlySet<string>,
  named: readonly { readonly rule: string }[],
  known: readonly string[] = catalogue,
): void {
  const unknown = named.map((fixture) => fixture.rule).filter((rule) => !known.includes(rule));
  expect(unknown, `fixture lines naming no ${detector} rule`).toEqual([]);
  const dead = (rule: string): boolean => `${detector}:${rule}` in DEAD_RULES;
  const missing = catalogue.filter((rule) => !fired.has(rule) && !dead(rule));
  expect(missing, `${detector} rules that fire on no fixture: add a line to rules/`).toEqual([]);
  const revived = catalogue.filter((rule) => fired.has(rule) && dead(rule));
  expect(revived, `${detector} rules listed dead that fire: drop them from DEAD_RULES`).toEqual([]);
}

describe('every secrets rule fires on a fixture', () => {
  const fixtures = jsonLines<TextFixture>(join(FIXTURES, 'rules', 'secrets.jsonl'));
  const collections = ['secrets-compose.jsonl', 'secrets-heldout.jsonl'].flatMap((name) =>
    jsonLines<{ readonly text: string }>(join(FIXTURES, name)),
  );
  // A rule id can have several formats (GitHub's ghp_, github_pat_ and ghs_<app>_<jwt>): each
  // table entry is a rule of its own here, covered when a finding's text has its format.
  const tokenRules: readonly TokenRule[] = [
    ...SEPARATED_TOKEN_RULES,
    ...ANCHORED_TOKEN_RULES,
    ...NAMING_ONLY_RULES,
    JWT_RULE,
  ];
  const entryName = (rule: TokenRule): string => `${rule.rule} /${rule.pattern.source}/`;
  const otherRules = [
    ...SHAPE_RULE_IDS,
    ...STRUCTURAL_RULE_IDS,
    ...COMMAND_RULE_IDS,
    ...LOGIN_RULE_IDS,
    ...JWK_RULE_IDS,
    ...AWS_PAIR_RULE_IDS,
    ...KEYWORD_RULE_IDS,
    ...CONTEXT_RULE_IDS,
  ];

  it('each rule fixture fires its rule, and every format and rule is covered', () => {
    const firedEntries = new Set<string>();
    const firedRules = new Set<string>();
    const misses: string[] = [];
    const texts: { readonly text: string; readonly rule: string | null }[] = [
      ...fixtures,
      ...collections.map((record) => ({ text: record.text, rule: null })),
    ];
    for (const { text, rule } of texts) {
      const findings = detectSecrets(text);
      if (rule !== null && !findings.some((finding) => finding.rule === rule)) {
        misses.push(`${rule}: ${text.slice(0, 60)}`);
      }
      for (const finding of findings) {
        firedRules.add(finding.rule);
        const value = text.slice(finding.start, finding.end);
        for (const entry of tokenRules) {
          if (entry.rule !== finding.rule) {
            continue;
          }
          entry.pattern.lastIndex = 0;
          if (entry.pattern.exec(value)?.[0] === value) {
            firedEntries.add(entryName(entry));
          }
        }
      }
    }
    expect(misses, 'rule fixtures that do not fire their rule').toEqual([]);
    const catalogue = [...tokenRules.map(entryName), ...otherRules];
    const fired = new Set([...firedEntries, ...otherRules.filter((rule) => firedRules.has(rule))]);
    // Fixture lines name rule ids; the catalogue's token entries carry their format as well.
    const ids = [...tokenRules.map((rule) => rule.rule), ...otherRules];
    checkCoverage('secrets', catalogue, fired, fixtures, ids);
  });
});

describe('every prompt-injection rule fires on a fixture', () => {
  const fixtures = jsonLines<TextFixture>(join(FIXTURES, 'rules', 'injection.jsonl'));
  const collections = ['injection-compose.jsonl', 'injection-handwritten.jsonl'].flatMap((name) =>
    jsonLines<{ readonly text: string; readonly channel: InjectionChannel }>(join(FIXTURES, name)),
  );
  const catalogue = [
    ...INJECTION_RULES.map((rule) => rule.id),
    ...MOVE_RULE_IDS,
    ...HIDING_KINDS,
    ...ENCODING_KINDS.map((kind) => `encoded-${kind}`),
    ...PROSE_ONLY_CHANNELS.map((channel) => `addressed-to-model-in-${channel}`),
  ];

  it('has one id per text rule', () => {
    expect(new Set(catalogue).size).toBe(catalogue.length);
  });

  it('each rule fixture fires its rule, and every rule is covered', () => {
    const fired = new Set<string>();
    const misses: string[] = [];
    for (const { text, rule, channel } of fixtures) {
      const rules = scoreInjection(text, { channel: channel ?? 'other' }).findings.map(
        (finding) => finding.rule,
      );
      if (!rules.includes(rule)) {
        misses.push(`${rule}: ${text.slice(0, 60)}`);
      }
      rules.forEach((id) => fired.add(id));
    }
    expect(misses, 'rule fixtures that do not fire their rule').toEqual([]);
    for (const { text, channel } of collections) {
      for (const finding of scoreInjection(text, { channel }).findings) {
        fired.add(finding.rule);
      }
    }
    checkCoverage('injection', catalogue, fired, fixtures);
  });
});

describe('every security-regression rule fires on a fixture', () => {
  const fixtures = jsonLines<SecurityFixture>(join(FIXTURES, 'rules', 'security.jsonl'));
  const collections = ['secregress-compose.jsonl', 'secregress-heldout.jsonl'].flatMap((name) =>
    jsonLines<{ baseline: string; proposed: string; file?: string }>(join(FIXTURES, name)),
  );

  async function assess(fixture: SecurityFixture): Promise<SecurityRegressionAssessment> {
    if (fixture.baseline === null) {
      return assessAddedSource(fixture.proposed ?? '', fixture.path);
    }
    if (fixture.proposed === null) {
      return assessDeletedSource(fixture.baseline, fixture.path);
    }
    return assessSecurityRegression(fixture.baseline, fixture.proposed, fixture.path);
  }

  it('each rule fixture fires its rule, and every rule is covered', async () => {
    const fired = new Set<string>();
    const misses: string[] = [];
    for (const fixture of fixtures) {
      const rules = (await assess(fixture)).findings.map((finding) => finding.rule);
      if (!rules.some((id) => id === fixture.rule)) {
        misses.push(`${fixture.rule}: ${fixture.path}`);
      }
      rules.forEach((id) => fired.add(id));
    }
    expect(misses, 'rule fixtures that do not fire their rule').toEqual([]);
    for (const record of collections) {
      const result = await assessSecurityRegression(
        record.baseline,
        record.proposed,
        record.file ?? 'file.js',
      );
      result.findings.forEach((finding) => fired.add(finding.rule));
    }
    checkCoverage('security', Object.keys(SECURITY_RULES), fired, fixtures);
  });
});
