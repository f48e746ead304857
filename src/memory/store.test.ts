import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { ArchiveWriter, restoreArchive } from './archive.js';
import { identityContext } from './identity.js';
import { evictionOrder, importanceScore } from './importance.js';
import { LEVEL_CAPACITY, MAX_ENTRY_TEXT_CHARS, SCRATCH_TTL_MS } from './levels.js';
import type { MemoryEntry } from './schema.js';
import { openMemory } from './store.js';
import type { MemoryStore, RememberResult } from './store.js';

const DAY_MS = 24 * 60 * 60 * 1000;

function manualClock(start = '2025-03-01T12:00:00.000Z'): {
  clock: () => Date;
  advance: (ms: number) => void;
} {
  let now = Date.parse(start);
  return {
    clock: () => new Date(now),
    advance: (ms) => {
      now += ms;
    },
  };
}

function open(
  governanceDir: string,
  clock: () => Date,
): { store: MemoryStore; archive: ArchiveWriter } {
  const archive = new ArchiveWriter({ governanceDir, clock });
  const opened = openMemory({ governanceDir, clock, archive });
  if (opened.kind !== 'ok') {
    throw new Error(`memory did not open: ${JSON.stringify(opened)}`);
  }
  return { store: opened.store, archive };
}

function stored(result: RememberResult): Extract<RememberResult, { kind: 'stored' }> {
  if (result.kind !== 'stored') {
    throw new Error(`not stored: ${result.message}`);
  }
  return result;
}

function entry(overrides: Partial<MemoryEntry>): MemoryEntry {
  return {
    id: 'L2-0000000000000000',
    level: 'L2',
    text: 'something happened',
    createdAt: '2025-03-01T12:00:00.000Z',
    lastUsedAt: '2025-03-01T12:00:00.000Z',
    ...overrides,
  };
}

describe('importance', () => {
  it('ranks an old critical rollback above a fresh low-risk skip', () => {
    const now = new Date('2025-04-01T00:00:00.000Z');
    const oldRollback = entry({
      id: 'L2-aaaaaaaaaaaaaaaa',
      action: 'rolled_back',
      risk: 'critical',
      costUsd: 3,
      lastUsedAt: '2025-03-01T00:00:00.000Z',
    });
    const freshSkip = entry({
      id: 'L2-bbbbbbbbbbbbbbbb',
      action: 'skipped',
      risk: 'low',
      novelty: 0,
      lastUsedAt: '2025-04-01T00:00:00.000Z',
    });
    expect(importanceScore(oldRollback, now)).toBeGreaterThan(importanceScore(freshSkip, now));
    expect(evictionOrder([oldRollback, freshSkip], now).map((e) => e.id)).toEqual([
      freshSkip.id,
      oldRollback.id,
    ]);
  });

  it('scores every term at its documented value', () => {
    const now = new Date('2025-03-08T12:00:00.000Z');
    // action 1, risk 0.75, novelty 1, cost 1/(1+1) = 0.5, recency 0.5 (one half-life), hint 0.2
    const score = importanceScore(
      entry({ action: 'rolled_back', risk: 'high', novelty: 1, costUsd: 1, importance: 0.2 }),
      now,
    );
    expect(score).toBeCloseTo(
      0.25 * 1 + 0.2 * 0.75 + 0.15 * 1 + 0.15 * 0.5 + 0.15 * 0.5 + 0.1 * 0.2,
      12,
    );
  });

  it('breaks ties by older lastUsedAt, then id', () => {
    const now = new Date('2025-03-01T12:00:00.000Z');
    const a = entry({ id: 'L2-bbbbbbbbbbbbbbbb' });
    const b = entry({ id: 'L2-aaaaaaaaaaaaaaaa' });
    expect(evictionOrder([a, b], now).map((e) => e.id)).toEqual([b.id, a.id]);
  });
});

describe('MemoryStore', () => {
  it('persists entries per level and reads them back', () => {
    const dir = makeTempDir();
    const { clock } = manualClock();
    const first = open(dir, clock).store;
    const result = stored(
      first.remember({
        level: 'L2',
        text: 'TASK-004 rolled back at TYPE_CHECK',
        taskId: 'TASK-004',
        action: 'rolled_back',
      }),
    );
    expect(result.entry).toEqual({
      id: result.entry.id,
      level: 'L2',
      text: 'TASK-004 rolled back at TYPE_CHECK',
      taskId: 'TASK-004',
      action: 'rolled_back',
      createdAt: '2025-03-01T12:00:00.000Z',
      lastUsedAt: '2025-03-01T12:00:00.000Z',
    });
    const file = JSON.parse(readFileSync(join(dir, 'memory', 'L2.json'), 'utf8')) as unknown;
    expect(file).toEqual({ version: 1, level: 'L2', entries: [result.entry] });
    expect(open(dir, clock).store.list('L2')).toEqual([result.entry]);
  });

  it('refreshes a known fact instead of storing a duplicate', () => {
    const dir = makeTempDir();
    const { clock, advance } = manualClock();
    const { store } = open(dir, clock);
    const first = stored(store.remember({ level: 'L3', text: 'The API is versioned under /v2.' }));
    advance(60_000);
    const second = stored(
      store.remember({ level: 'L3', text: 'The API is versioned under /v2.', risk: 'high' }),
    );
    expect(second.refreshed).toBe(true);
    expect(second.entry.id).toBe(first.entry.id);
    expect(second.entry.createdAt).toBe('2025-03-01T12:00:00.000Z');
    expect(second.entry.lastUsedAt).toBe('2025-03-01T12:01:00.000Z');
    expect(store.list('L3')).toEqual([second.entry]);
  });

  it('compacts by importance, not age, and retires the evicted entries to the archive', async () => {
    const dir = makeTempDir();
    const { clock, advance } = manualClock();
    const { store, archive } = open(dir, clock);
    const capacity = LEVEL_CAPACITY.L4;
    const oldest = stored(
      store.remember({
        level: 'L4',
        text: 'Never loosen a test to pass it.',
        action: 'rolled_back',
        risk: 'critical',
        costUsd: 2,
      }),
    ).entry;
    const cheap: MemoryEntry[] = [];
    for (let i = 1; i < capacity; i += 1) {
      advance(1000);
      cheap.push(
        stored(
          store.remember({
            level: 'L4',
            text: `Lesson ${i}.`,
            action: 'skipped',
            risk: 'low',
            novelty: 0,
          }),
        ).entry,
      );
    }
    expect(store.list('L4')).toHaveLength(capacity);
    advance(1000);
    const overflow = stored(
      store.remember({
        level: 'L4',
        text: 'Lesson new.',
        action: 'skipped',
        risk: 'low',
        novelty: 0,
      }),
    );
    // The oldest entry is the most important one and stays; the least important (the
    // earliest of the equal cheap ones: recency breaks the tie) goes.
    expect(overflow.evicted.map((e) => e.id)).toEqual([cheap[0]!.id]);
    expect(store.list('L4').map((e) => e.id)).toContain(oldest.id);
    expect(store.list('L4')).toHaveLength(capacity);
    expect(overflow.archiveId).not.toBeNull();

    const flushed = await archive.flush();
    expect(flushed).toEqual({ written: [overflow.archiveId], failures: [] });
    const restored = restoreArchive(dir, overflow.archiveId!);
    expect(restored.item).toMatchObject({
      kind: 'memory',
      reason: 'compaction',
      level: 'L4',
      entries: [cheap[0]],
    });
  });

  it('never compacts L5: a full identity refuses new entries and keeps all it has', async () => {
    const dir = makeTempDir();
    const { clock, advance } = manualClock();
    const { store, archive } = open(dir, clock);
    for (let i = 0; i < LEVEL_CAPACITY.L5; i += 1) {
      advance(1000);
      stored(store.remember({ level: 'L5', text: `Convention ${i}.`, importance: 0 }));
    }
    const refused = store.remember({
      level: 'L5',
      text: 'One convention too many.',
      importance: 1,
    });
    expect(refused).toMatchObject({ kind: 'rejected', reason: 'identity_full' });
    expect(store.list('L5')).toHaveLength(LEVEL_CAPACITY.L5);
    expect(stored(store.remember({ level: 'L5', text: 'Convention 3.' })).refreshed).toBe(true);
    expect(archive.pending).toBe(0);
    expect(await archive.flush()).toEqual({ written: [], failures: [] });
  });

  it('refuses source code at L3 and accepts facts', () => {
    const dir = makeTempDir();
    const { clock } = manualClock();
    const { store } = open(dir, clock);
    const refused = store.remember({
      level: 'L3',
      text: 'export function sum(a: number, b: number) {\n  return a + b;\n}',
    });
    expect(refused).toMatchObject({ kind: 'rejected', reason: 'looks_like_code' });
    expect(store.list('L3')).toEqual([]);
    expect(
      stored(store.remember({ level: 'L3', text: 'sum() lives in src/math.ts and is pure.' })).entry
        .level,
    ).toBe('L3');
  });

  it('expires L0 scratch five minutes after it was written', () => {
    const dir = makeTempDir();
    const { clock, advance } = manualClock();
    const { store } = open(dir, clock);
    stored(store.remember({ level: 'L0', text: 'attempt 1 touched src/a.ts' }));
    advance(SCRATCH_TTL_MS - 1);
    expect(store.list('L0')).toHaveLength(1);
    advance(1);
    expect(store.list('L0')).toEqual([]);
    expect(store.expireScratch()).toBe(1);
    const file = JSON.parse(readFileSync(join(dir, 'memory', 'L0.json'), 'utf8')) as {
      entries: unknown[];
    };
    expect(file.entries).toEqual([]);
  });

  it('rejects invalid fields without writing', () => {
    const dir = makeTempDir();
    const { clock } = manualClock();
    const { store } = open(dir, clock);
    expect(store.remember({ level: 'L1', text: '   ' })).toMatchObject({
      kind: 'rejected',
      reason: 'invalid',
    });
    expect(store.remember({ level: 'L1', text: 'x', novelty: 2 })).toMatchObject({
      kind: 'rejected',
      reason: 'invalid',
    });
    expect(store.remember({ level: 'L1', text: 'x', costUsd: -1 })).toMatchObject({
      kind: 'rejected',
      reason: 'invalid',
    });
    expect(
      store.remember({ level: 'L1', text: 'y'.repeat(MAX_ENTRY_TEXT_CHARS + 1) }),
    ).toMatchObject({
      kind: 'rejected',
      reason: 'invalid',
    });
    expect(store.list('L1')).toEqual([]);
  });

  it('recalls the most important entries first and marks them used', () => {
    const dir = makeTempDir();
    const { clock, advance } = manualClock();
    const { store } = open(dir, clock);
    stored(
      store.remember({
        level: 'L2',
        text: 'skipped a locked module',
        taskId: 'T-1',
        action: 'skipped',
      }),
    );
    stored(
      store.remember({
        level: 'L2',
        text: 'rolled back twice',
        taskId: 'T-1',
        action: 'rolled_back',
      }),
    );
    stored(
      store.remember({ level: 'L2', text: 'other task', taskId: 'T-2', action: 'rolled_back' }),
    );
    advance(DAY_MS);
    const recalled = store.recall('L2', { taskId: 'T-1', limit: 1 });
    expect(recalled.map((e) => e.text)).toEqual(['rolled back twice']);
    expect(recalled[0]!.lastUsedAt).toBe('2025-03-02T12:00:00.000Z');
    const reopened = open(dir, clock).store.list('L2');
    expect(reopened.find((e) => e.text === 'rolled back twice')!.lastUsedAt).toBe(
      '2025-03-02T12:00:00.000Z',
    );
    expect(reopened.find((e) => e.text === 'skipped a locked module')!.lastUsedAt).toBe(
      '2025-03-01T12:00:00.000Z',
    );
  });

  it('reinstates archived entries with their creation time', async () => {
    const dir = makeTempDir();
    const { clock, advance } = manualClock();
    const { store, archive } = open(dir, clock);
    const { id: retiredId } = archive.retireMemory('L3', [
      entry({
        id: 'L3-0123456789abcdef',
        level: 'L3',
        text: 'The cache is per process.',
        createdAt: '2024-01-01T00:00:00.000Z',
      }),
    ]);
    await archive.flush();
    advance(1000);
    const restored = restoreArchive(dir, retiredId);
    if (restored.item.kind !== 'memory') {
      throw new Error('expected retired memory');
    }
    const [result] = store.reinstate(restored.item.entries);
    expect(stored(result!).entry).toMatchObject({
      text: 'The cache is per process.',
      createdAt: '2024-01-01T00:00:00.000Z',
      lastUsedAt: '2025-03-01T12:00:01.000Z',
    });
  });

  it('reports a damaged level file and never overwrites it', () => {
    const dir = makeTempDir();
    const { clock } = manualClock();
    mkdirSync(join(dir, 'memory'));
    const file = join(dir, 'memory', 'L3.json');
    writeFileSync(file, '{"version":1,"level":"L3","entries":[{"id":"nope"}]}');
    const archive = new ArchiveWriter({ governanceDir: dir, clock });
    const opened = openMemory({ governanceDir: dir, clock, archive });
    expect(opened.kind).toBe('invalid');
    expect(opened.kind === 'invalid' ? opened.issues.join('\n') : '').toContain('entries[0].id');
    writeFileSync(file, '{"version":9,"level":"L3","entries":[]}');
    expect(openMemory({ governanceDir: dir, clock, archive })).toMatchObject({
      kind: 'invalid',
      issues: ['version: 9 is not readable by this govern (reads 1)'],
    });
    expect(readFileSync(file, 'utf8')).toBe('{"version":9,"level":"L3","entries":[]}');
  });
});

describe('identityContext', () => {
  it('lists conventions in the order they were added', () => {
    const dir = makeTempDir();
    const { clock, advance } = manualClock();
    const { store } = open(dir, clock);
    stored(store.remember({ level: 'L5', text: 'Use named exports only.' }));
    advance(1000);
    stored(
      store.remember({ level: 'L5', text: 'Quantities carry their unit:\ntimeoutMs, costUsd.' }),
    );
    expect(store.identityContext()).toBe(
      'Project conventions (from govern memory, L5):\n- Use named exports only.\n- Quantities carry their unit:\n  timeoutMs, costUsd.',
    );
  });

  it('is empty without conventions and bounded with many', () => {
    expect(identityContext([])).toBe('');
    const entries = Array.from({ length: 10 }, (_, i) =>
      entry({
        id: `L5-${String(i).padStart(16, '0')}`,
        level: 'L5',
        text: `Convention number ${i} `.padEnd(60, '.'),
      }),
    );
    const text = identityContext(entries, 300);
    expect(text.length).toBeLessThanOrEqual(300);
    expect(text).toContain('- Convention number 0 ');
    expect(text).toMatch(/- \(\d+ more conventions not shown: the identity context is capped\)$/);
  });
});
