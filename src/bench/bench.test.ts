import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { isGovernError } from '../common/index.js';
import type { LedgerTask } from '../ledger/index.js';
import { classifyAction } from './classify.js';
import { loadBenchCases } from './load-cases.js';
import { withoutPayload } from './run-bench.js';

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
    for (const pack of ['economy', 'adversarial', 'injection', 'model-behaviour']) {
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
