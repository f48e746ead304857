import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { isGovernError } from '../common/index.js';
import type { LedgerTask } from '../ledger/index.js';
import type { BenchCase } from './case-schema.js';
import { classifyAction } from './classify.js';
import { judgeCase } from './compare.js';
import { loadBenchCases } from './load-cases.js';
import { withoutClaims, withoutPayload } from './run-bench.js';
import type { CaseObservation } from './run-case.js';

const CASES = join(import.meta.dirname, '..', '..', 'bench', 'cases');

function copyCase(dir: string, name: string, edit: (raw: Record<string, unknown>) => void): void {
  const raw = JSON.parse(readFileSync(join(CASES, name), 'utf8')) as Record<string, unknown>;
  edit(raw);
  writeFileSync(join(dir, name), JSON.stringify(raw));
}

function loadError(dir: string): string {
  try {
    loadBenchCases(dir);
  } catch (error) {
    if (isGovernError(error)) {
      expect(error.code).toBe('BENCH_CASE_INVALID');
      return error.message;
    }
    throw error;
  }
  throw new Error('the cases loaded');
}

describe('bench cases', () => {
  it('every bundled case validates, ids are unique and the packs meet their minimums', () => {
    const cases = loadBenchCases(CASES);
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const attacks = cases.filter(({ spec }) => spec.injection?.role === 'attack');
    const controls = cases.filter(({ spec }) => spec.injection?.role === 'control');
    expect(attacks.length).toBeGreaterThanOrEqual(19);
    expect(controls.length).toBeGreaterThanOrEqual(3);
    for (const pack of ['economy', 'adversarial', 'injection', 'model-behaviour', 'constitution']) {
      expect(
        cases.some(({ spec }) => spec.pack === pack),
        pack,
      ).toBe(true);
    }
    // The file name is the id, so a case is found from a scorecard row.
    for (const { file, spec } of cases) {
      expect(file.endsWith(`/${spec.id}.json`), file).toBe(true);
    }
  });

  it('names every broken file and field, and runs nothing', () => {
    const dir = makeTempDir();
    copyCase(dir, 'econ-01-llm-evolve.json', (raw) => {
      (raw['expect'] as Record<string, unknown>)['action'] = 'MAYBE';
    });
    copyCase(dir, 'inj-04-in-docs.json', (raw) => {
      (raw['injection'] as Record<string, unknown>)['payload'] = 'text that is nowhere';
    });
    copyCase(dir, 'adv-04-performance-cache-skips-verification.json', (raw) => {
      raw['surprise'] = true;
    });
    const message = loadError(dir);
    expect(message).toContain('3 problems');
    expect(message).toMatch(/econ-01-llm-evolve\.json: expect\.action: /);
    expect(message).toMatch(/inj-04-in-docs\.json: injection\.payload: appears nowhere/);
    expect(message).toMatch(/adv-04-performance-cache-skips-verification\.json: .*surprise/);
  });

  it('refuses a duplicate id and an attack without a payload', () => {
    const dir = makeTempDir();
    copyCase(dir, 'econ-01-llm-evolve.json', () => undefined);
    writeFileSync(join(dir, 'copy.json'), readFileSync(join(CASES, 'econ-01-llm-evolve.json')));
    copyCase(dir, 'inj-01-direct-task-description.json', (raw) => {
      delete (raw['injection'] as Record<string, unknown>)['payload'];
    });
    const message = loadError(dir);
    // Files load in name order, so the second one read (econ-01-...) is the duplicate.
    expect(message).toMatch(
      /econ-01-llm-evolve\.json: id: "econ-01-llm-evolve" is already used by .*copy\.json/,
    );
    expect(message).toMatch(/inj-01-direct-task-description\.json: injection\.payload: /);
  });

  it('the drift twin removes the payload everywhere, dropping a criterion that was only the payload', () => {
    const spec = loadBenchCases(CASES).find(
      ({ spec: s }) => s.id === 'inj-20-acceptance-criteria',
    )?.spec;
    const payload = spec?.injection?.payload ?? '';
    expect(payload).not.toBe('');
    const twin = withoutPayload(spec!, payload);
    expect(JSON.stringify([twin.files, twin.tasks, twin.agents])).not.toContain(payload);
    expect(twin.tasks[0]?.acceptanceCriteria).toHaveLength(1);
  });
});

function bundled(id: string): BenchCase {
  const spec = loadBenchCases(CASES).find(({ spec: s }) => s.id === id)?.spec;
  if (spec === undefined) {
    throw new Error(`no bundled case ${id}`);
  }
  return spec;
}

/** An observation that meets `spec`'s expectation exactly, patched. */
function observed(spec: BenchCase, patch: Partial<CaseObservation> = {}): CaseObservation {
  const e = spec.expect;
  return {
    action: e.action,
    outcome: e.outcome,
    reason: e.reasonIncludes ?? null,
    lastFailingGate: e.lastFailingGate ?? null,
    llmConsulted: e.llmConsulted,
    agentsCalled: e.agentsCalled ?? [],
    committed: e.committed,
    injectionLabelled: e.injectionLabelled ?? false,
    files: e.files ?? {},
    error: null,
    promptLeaks: [],
    ...patch,
  };
}

describe('judging a case', () => {
  it('counts a known gap only when it fails the documented way; any other failure fails the bench', () => {
    const spec = bundled('model-05-destructive-rewrite-untested-module');
    const gap = spec.knownGapObserved!;
    const miss = observed(spec, {
      action: gap.action,
      outcome: gap.outcome,
      committed: true,
      lastFailingGate: null,
    });
    expect(judgeCase(spec, miss, null).verdict).toBe('gap');
    expect(judgeCase(spec, observed(spec), null).verdict).toBe('fixedGap');
    const crashed = judgeCase(spec, { ...miss, error: 'GIT_FAILED: git add failed' }, null);
    expect(crashed.verdict).toBe('fail');
    expect(crashed.mismatches).toContain(
      'knownGap: a kernel error instead of the documented miss: GIT_FAILED: git add failed',
    );
    const otherKind = judgeCase(
      spec,
      { ...miss, action: 'FAILED', outcome: 'FAILED', lastFailingGate: 'AGENT' },
      null,
    );
    expect(otherKind.verdict).toBe('fail');
    expect(otherKind.mismatches.filter((m) => m.endsWith('the failure changed kind'))).toHaveLength(
      3,
    );
  });

  it('fails a case whose prompts carried a constitution rule, whatever the decision', () => {
    const spec = bundled('const-01-layering-break');
    expect(judgeCase(spec, observed(spec), null).verdict).toBe('pass');
    const leaked = judgeCase(
      spec,
      observed(spec, { promptLeaks: ['T-1 attempt 1 carries rule "core-no-ui": "..."'] }),
      null,
    );
    expect(leaked).toEqual({
      verdict: 'fail',
      mismatches: ['prompt leak: T-1 attempt 1 carries rule "core-no-ui": "..."'],
    });
  });

  it('fails a case whose claims change the decision, or whose twin cannot run', () => {
    const spec = bundled('adv-03-fabricated-proven-intent');
    const seen = observed(spec);
    expect(judgeCase(spec, seen, seen)).toEqual({ verdict: 'pass', mismatches: [] });
    // Had the claim of approval been honoured, the change would have landed.
    const landed = judgeCase(spec, { ...seen, action: 'EVOLVE', outcome: 'COMPLETED' }, seen);
    expect(landed.verdict).toBe('fail');
    expect(landed.mismatches.at(-1)).toMatch(/^claims: .*a claim changed the decision$/);
    expect(judgeCase(spec, seen, { ...seen, error: 'boom' }).verdict).toBe('fail');
  });

  it('the claims twin drops every claimed metadata key and passage, nothing else', () => {
    const spec = bundled('adv-03-fabricated-proven-intent');
    const twin = withoutClaims(spec, spec.claims!);
    expect(twin.tasks[0]?.metadata).toEqual({});
    expect(twin.tasks[0]?.description).toBe('simplify verifySession.');
    expect([twin.files, twin.agents, twin.expect]).toEqual([spec.files, spec.agents, spec.expect]);
  });

  it('refuses a claim the case does not make and a gap that does not say how it fails', () => {
    const dir = makeTempDir();
    copyCase(dir, 'adv-03-fabricated-proven-intent.json', (raw) => {
      (raw['claims'] as { metadata: string[] }).metadata.push('signedOff');
    });
    copyCase(dir, 'model-05-destructive-rewrite-untested-module.json', (raw) => {
      delete raw['knownGapObserved'];
    });
    const message = loadError(dir);
    expect(message).toMatch(
      /adv-03-fabricated-proven-intent\.json: claims\.metadata: no task has the key "signedOff"/,
    );
    expect(message).toMatch(
      /model-05-destructive-rewrite-untested-module\.json: knownGapObserved: /,
    );
  });
});

describe('classifyAction', () => {
  const base = {
    status: 'COMPLETED',
    reason: null,
    lastFailingGate: null,
    decision: null,
  } as unknown as LedgerTask;
  const withTask = (patch: Record<string, unknown>): LedgerTask => ({ ...base, ...patch });
  const decision = (patch: Record<string, unknown>) => ({
    kind: 'COMMITTED',
    reused: false,
    tier: 1,
    ...patch,
  });

  it('maps the ledger onto the issue vocabulary', () => {
    expect(classifyAction(withTask({ decision: decision({}) }))).toBe('EVOLVE');
    expect(classifyAction(withTask({ decision: decision({ tier: 0 }) }))).toBe('COMPLETED');
    expect(classifyAction(withTask({ decision: decision({ reused: true }) }))).toBe('SKIP');
    expect(classifyAction(withTask({ reason: 'approved by alice' }))).toBe('COMPLETED');
    expect(classifyAction(withTask({ status: 'SKIPPED' }))).toBe('SKIP');
    expect(classifyAction(withTask({ status: 'QUARANTINED' }))).toBe('REJECT');
    expect(classifyAction(withTask({ status: 'FAILED', lastFailingGate: 'SCOPE' }))).toBe('REJECT');
    expect(classifyAction(withTask({ status: 'FAILED', lastFailingGate: 'AGENT' }))).toBe('FAILED');
    expect(classifyAction(withTask({ status: 'FAILED', reason: 'rejected by bob: no' }))).toBe(
      'REJECT',
    );
    expect(classifyAction(withTask({ status: 'DEFERRED' }))).toBe('DEFERRED');
    expect(classifyAction(withTask({ status: 'AWAITING_APPROVAL' }))).toBe('AWAITING_APPROVAL');
  });
});
