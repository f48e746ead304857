import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  computeEvidenceVersion,
  computeFingerprint,
  DECISION_KINDS,
  NOVELTY_MAX_ENTRIES,
  openNoveltyStore,
} from './index.js';
import type { FingerprintInput, NoveltyStore } from './index.js';

const base: FingerprintInput = {
  taskSpec: { id: 'TASK-1', category: 'TESTING', description: 'add a test' },
  referenceContent: [{ path: 'src/a.ts', content: 'export const a = 1;\n' }],
  targetContent: [{ path: 'src/a.test.ts', content: null }],
  risk: 'low',
  role: 'tier-1',
  confidence: 0.9,
  lifecycle: 'stable',
  rollbackStreak: 0,
  penalty: 0,
  evidenceVersion: computeEvidenceVersion({ gates: ['TYPE_CHECK'] }),
};

function clockAt(iso: string): () => Date {
  return () => new Date(iso);
}

function openStore(dir: string): NoveltyStore {
  const opened = openNoveltyStore({ governanceDir: dir, clock: clockAt('2025-03-01T10:00:00Z') });
  if (opened.kind !== 'ok') {
    throw new Error(`novelty store did not open: ${opened.kind}`);
  }
  return opened.store;
}

describe('computeFingerprint', () => {
  it('has the documented shape', () => {
    const fingerprint = computeFingerprint(base);
    expect(fingerprint).toMatch(/^[0-9a-f]{16}\|low\|tier-1\|0\.90\|stable\|0\|0\|[0-9a-f]{16}$/);
    expect(computeFingerprint({ ...base })).toBe(fingerprint);
  });

  it('changes when any field changes', () => {
    const variants: Partial<FingerprintInput>[] = [
      { taskSpec: { ...(base.taskSpec as object), description: 'add two tests' } },
      { referenceContent: [{ path: 'src/a.ts', content: 'export const a = 2;\n' }] },
      { referenceContent: [{ path: 'src/b.ts', content: 'export const a = 1;\n' }] },
      { targetContent: [{ path: 'src/a.test.ts', content: '' }] },
      { risk: 'medium' },
      { role: 'tier-2' },
      { confidence: 0.8 },
      { lifecycle: 'experimental' },
      { rollbackStreak: 1 },
      { penalty: 1 },
      { evidenceVersion: computeEvidenceVersion({ gates: ['TYPE_CHECK', 'TEST_SUITE'] }) },
    ];
    const seen = new Set([computeFingerprint(base)]);
    for (const variant of variants) {
      seen.add(computeFingerprint({ ...base, ...variant }));
    }
    expect(seen.size).toBe(variants.length + 1);
  });

  it('rounds confidence to 2 decimals, so noise below that does not re-decide', () => {
    expect(computeFingerprint({ ...base, confidence: 0.9000001 })).toBe(computeFingerprint(base));
    expect(computeFingerprint({ ...base, confidence: 0.904 })).toBe(computeFingerprint(base));
    expect(computeFingerprint({ ...base, confidence: 0.906 })).not.toBe(computeFingerprint(base));
  });

  it('keeps the concatenated parts unambiguous', () => {
    const split = (spec: string, reference: string, target: string): string =>
      computeFingerprint({
        ...base,
        taskSpec: spec,
        referenceContent: [{ path: 'r', content: reference }],
        targetContent: [{ path: 't', content: target }],
      });
    expect(split('ab', 'c', '')).not.toBe(split('a', 'bc', ''));
    expect(split('a', 'b', 'c')).not.toBe(split('a', '', 'bc'));
    const moved = (content: string, secondContent: string): string =>
      computeFingerprint({
        ...base,
        referenceContent: [
          { path: 'x', content },
          { path: 'y', content: secondContent },
        ],
      });
    expect(moved('12', '3')).not.toBe(moved('1', '23'));
    const emptyVersusAbsent = (content: string | null): string =>
      computeFingerprint({ ...base, targetContent: [{ path: 't', content }] });
    expect(emptyVersusAbsent('')).not.toBe(emptyVersusAbsent(null));
    expect(computeFingerprint({ ...base, role: 'a|b' })).not.toBe(
      computeFingerprint({ ...base, role: 'a%7Cb' }),
    );
    expect(computeFingerprint({ ...base, role: 'a|b' }).split('|')).toHaveLength(8);
  });

  it('does not depend on the order files are listed in', () => {
    const files = [
      { path: 'a', content: '1' },
      { path: 'b', content: '2' },
    ];
    expect(computeFingerprint({ ...base, referenceContent: files })).toBe(
      computeFingerprint({ ...base, referenceContent: [...files].reverse() }),
    );
  });

  it('refuses values it cannot print exactly', () => {
    expect(() => computeFingerprint({ ...base, confidence: Number.NaN })).toThrow(RangeError);
    expect(() => computeFingerprint({ ...base, rollbackStreak: -1 })).toThrow(RangeError);
    expect(() => computeFingerprint({ ...base, penalty: Infinity })).toThrow(RangeError);
  });
});

describe('computeEvidenceVersion', () => {
  const rules = {
    config: {
      budget: { dailyUsd: 5, perTaskUsd: 1 },
      lifecycle: [{ glob: 'src', status: 'stable' }],
    },
    gates: ['SCOPE', 'TYPE_CHECK'],
    detectors: { injection: 3, secrets: 2 },
  };

  it('ignores key order at every depth', () => {
    const reordered = {
      detectors: { secrets: 2, injection: 3 },
      gates: ['SCOPE', 'TYPE_CHECK'],
      config: {
        lifecycle: [{ status: 'stable', glob: 'src' }],
        budget: { perTaskUsd: 1, dailyUsd: 5 },
      },
    };
    expect(computeEvidenceVersion(reordered)).toBe(computeEvidenceVersion(rules));
    expect(computeEvidenceVersion(rules)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('changes with any rule, array order included', () => {
    const changed = [
      { ...rules, gates: ['TYPE_CHECK', 'SCOPE'] },
      { ...rules, gates: ['SCOPE'] },
      { ...rules, detectors: { injection: 4, secrets: 2 } },
      { ...rules, config: { ...rules.config, budget: { dailyUsd: 6, perTaskUsd: 1 } } },
      { ...rules, extra: null },
    ];
    const versions = new Set([rules, ...changed].map(computeEvidenceVersion));
    expect(versions.size).toBe(changed.length + 1);
  });

  it('treats undefined members as absent, as JSON does', () => {
    expect(computeEvidenceVersion({ a: 1, b: undefined })).toBe(computeEvidenceVersion({ a: 1 }));
  });
});

describe('NoveltyStore', () => {
  it('reuses SKIP (when reusable) and COMPLETED, never EVOLVE, REJECT or DEFERRED', () => {
    const store = openStore(makeTempDir());
    const reused = new Map<string, boolean>();
    for (const kind of DECISION_KINDS) {
      store.record(`fp-${kind}`, { kind, reason: `was ${kind}`, taskId: 'T', reusable: true });
      reused.set(kind, store.lookup(`fp-${kind}`) !== null);
    }
    expect(Object.fromEntries(reused)).toEqual({
      SKIP: true,
      COMPLETED: true,
      EVOLVE: false,
      REJECT: false,
      DEFERRED: false,
    });
  });

  it('returns the prior decision marked reused, and writes nothing on lookup', () => {
    const dir = makeTempDir();
    const store = openStore(dir);
    store.record('fp', { kind: 'COMPLETED', reason: 'landed', taskId: 'T', commit: 'abc123' });
    const before = readFileSync(join(dir, 'novelty.json'), 'utf8');
    expect(store.lookup('fp')).toEqual({
      kind: 'COMPLETED',
      reason: 'landed',
      taskId: 'T',
      commit: 'abc123',
      at: '2025-03-01T10:00:00.000Z',
      reused: true,
    });
    expect(store.lookup('other')).toBeNull();
    expect(readFileSync(join(dir, 'novelty.json'), 'utf8')).toBe(before);
  });

  it('reuses a SKIP only when marked reusable and a COMPLETED unless marked not', () => {
    const store = openStore(makeTempDir());
    store.record('dependency-skip', { kind: 'SKIP', reason: 'dependency failed', taskId: 'T' });
    store.record('lifecycle-skip', { kind: 'SKIP', reason: 'locked', taskId: 'T', reusable: true });
    store.record('no-reuse', { kind: 'COMPLETED', reason: 'landed', taskId: 'T', reusable: false });
    expect(store.lookup('dependency-skip')).toBeNull();
    expect(store.lookup('lifecycle-skip')?.reused).toBe(true);
    expect(store.lookup('no-reuse')).toBeNull();
  });

  it('keeps only the latest decision per fingerprint', () => {
    const store = openStore(makeTempDir());
    store.record('fp', { kind: 'COMPLETED', reason: 'landed', taskId: 'T' });
    store.record('fp', { kind: 'REJECT', reason: 'rolled back', taskId: 'T' });
    expect(store.lookup('fp')).toBeNull();
    expect(store.size).toBe(1);
  });

  it('survives a restart', () => {
    const dir = makeTempDir();
    openStore(dir).record('fp', { kind: 'COMPLETED', reason: 'landed', taskId: 'T' });
    expect(openStore(dir).lookup('fp')?.kind).toBe('COMPLETED');
  });

  it(`evicts the oldest beyond ${NOVELTY_MAX_ENTRIES} entries; re-recording makes an entry newest`, () => {
    const dir = makeTempDir();
    const store = openStore(dir);
    for (let i = 0; i < NOVELTY_MAX_ENTRIES; i += 1) {
      store.record(`fp-${i}`, { kind: 'COMPLETED', reason: 'landed', taskId: `T${i}` });
    }
    store.record('fp-0', { kind: 'COMPLETED', reason: 'landed again', taskId: 'T0' });
    store.record('fp-new', { kind: 'COMPLETED', reason: 'landed', taskId: 'new' });
    expect(store.size).toBe(NOVELTY_MAX_ENTRIES);
    expect(store.lookup('fp-0')?.reason).toBe('landed again');
    expect(store.lookup('fp-1')).toBeNull();
    expect(store.lookup('fp-2')).not.toBeNull();
    const reopened = openStore(dir);
    expect(reopened.size).toBe(NOVELTY_MAX_ENTRIES);
    expect(reopened.lookup('fp-1')).toBeNull();
    expect(reopened.lookup('fp-new')).not.toBeNull();
  });

  it('reports a damaged or foreign file and never overwrites it', () => {
    const dir = makeTempDir();
    const file = join(dir, 'novelty.json');
    writeFileSync(file, '{"version": 1, "entries": [{"fingerprint": "x"}]}');
    const invalid = openNoveltyStore({ governanceDir: dir, clock: () => new Date() });
    expect(invalid.kind).toBe('invalid');
    expect(invalid.kind === 'invalid' ? invalid.issues.join('\n') : '').toContain(
      'entries[0].decision',
    );
    writeFileSync(file, '{"version": 2, "entries": []}');
    const future = openNoveltyStore({ governanceDir: dir, clock: () => new Date() });
    expect(future.kind === 'invalid' ? future.issues : []).toEqual([
      'version: 2 is not readable by this govern (reads 1)',
    ]);
    writeFileSync(file, '{"version": 1, "entries": [], "extra": true}');
    expect(openNoveltyStore({ governanceDir: dir, clock: () => new Date() }).kind).toBe('invalid');
    expect(readFileSync(file, 'utf8')).toBe('{"version": 1, "entries": [], "extra": true}');
  });
});
