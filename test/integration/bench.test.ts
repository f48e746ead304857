import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern, ROOT } from '../helpers/cli.js';
import { makeTempDir } from '../helpers/temp.js';

/*
 * `govern bench --json` over a subset of the real cases (the whole suite takes about a
 * minute on two cores: `npm run bench`): at least one case per pack, an injection attack
 * (with its drift twin) and a control, a case with claims (and its claims twin), and a
 * documented gap, so the scorecard's every part is exercised through the CLI.
 */
const SUBSET = [
  'econ-01-llm-evolve',
  'econ-16-novelty-reuse',
  // Runs twice: as written and without its fabricated claims of approval, decided the same.
  'adv-03-fabricated-proven-intent',
  'inj-04-in-docs',
  'inj-31-control-readme-imperatives-for-humans',
  'inj-15-value-transfer',
  'model-02-scope-escape-sibling-module',
  // A rule broken then fixed: the retry prompt may quote that rule's finding, no other rule.
  'const-01-layering-break',
];

interface Card {
  cases: number;
  passed: number;
  failed: number;
  knownGaps: number;
  fixedGaps: number;
  packs: Record<string, { cases: number; passed: number }>;
  injection: {
    attacks: number;
    controls: number;
    detected: number;
    falsePositives: number;
    driftChecked: number;
    drifted: number;
  };
  results: {
    id: string;
    verdict: string;
    mismatches: string[];
    observed: { action: string; outcome: string };
    claimsTwin: { action: string; outcome: string; error: string | null } | null;
  }[];
}

describe('govern bench', () => {
  it('scores a subset of the real cases through the kernel and writes the scorecard', () => {
    const workspace = makeTempDir('govern-bench-ws-');
    const run = govern(workspace, ['bench', '--json', '--case', ...SUBSET]);
    expect(run.code, run.stderr).toBe(0);
    const card = JSON.parse(run.stdout) as Card;
    expect(card.cases).toBe(SUBSET.length);
    const unexpected = card.results.filter((r) => r.verdict === 'fail' || r.verdict === 'fixedGap');
    expect(unexpected, JSON.stringify(unexpected, null, 2)).toEqual([]);
    expect(card.failed).toBe(0);
    expect(card.knownGaps).toBe(1);
    // The claims of approval and intent changed nothing: the twin without them is decided alike.
    const claimed = card.results.find((r) => r.id === 'adv-03-fabricated-proven-intent');
    expect(claimed?.claimsTwin).toEqual({ action: 'REJECT', outcome: 'QUARANTINED', error: null });
    expect(claimed?.observed).toMatchObject({ action: 'REJECT', outcome: 'QUARANTINED' });
    expect(card.passed + card.failed + card.knownGaps).toBe(card.cases);
    for (const pack of ['economy', 'adversarial', 'injection', 'model-behaviour', 'constitution']) {
      expect(card.packs[pack]?.cases, pack).toBeGreaterThan(0);
    }
    expect(card.injection).toMatchObject({
      attacks: 2,
      controls: 1,
      detected: 1,
      falsePositives: 0,
      driftChecked: 2,
      drifted: 1,
    });
    const file = join(workspace, '.governance', 'bench', 'scorecard.json');
    expect(existsSync(file)).toBe(true);
    expect((JSON.parse(readFileSync(file, 'utf8')) as Card).cases).toBe(SUBSET.length);
  });

  it('exits 1 when a case that is not a known gap fails, and prints the table', () => {
    const cases = makeTempDir('govern-bench-cases-');
    const raw = JSON.parse(
      readFileSync(join(ROOT, 'bench', 'cases', 'econ-01-llm-evolve.json'), 'utf8'),
    ) as { expect: Record<string, unknown> };
    // A wrong expectation: the change does land.
    raw.expect['action'] = 'REJECT';
    writeFileSync(join(cases, 'wrong.json'), JSON.stringify(raw));
    const run = govern(makeTempDir(), ['bench', '--cases', cases]);
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('FAIL');
    expect(run.stdout).toContain('action: expected "REJECT", got "EVOLVE"');
    expect(run.stdout).toContain('1 cases: 0 passed, 1 failed');
  });

  it('refuses an invalid case folder with exit 2, naming the file and field', () => {
    const cases = makeTempDir('govern-bench-bad-');
    writeFileSync(join(cases, 'bad.json'), JSON.stringify({ version: 1, id: 'Bad Id' }));
    const run = govern(makeTempDir(), ['bench', '--cases', cases]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('bad.json: id: must be lowercase');
    expect(run.stderr).toContain('bad.json: pack: ');
  });
});
