import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import {
  assessRisk,
  isLifecycleSkip,
  lifecycleFor,
  lifecycleForPaths,
  moduleFor,
  openModuleStats,
  patternSpecificity,
} from './index.js';
import { TASK_CATEGORIES } from '../common/index.js';
import type { LifecycleRule, ModuleStats } from './index.js';
import { LIFECYCLE_STATUSES } from '../common/index.js';

const rules: LifecycleRule[] = [
  { glob: 'src/**', status: 'stable' },
  { glob: 'src/core', status: 'certified' },
  { glob: 'src/core/*.ts', status: 'under_observation' },
  { glob: 'src/core/legacy.ts', status: 'locked' },
  { glob: '**/*.test.ts', status: 'experimental' },
  { glob: 'vendor/**', status: 'locked' },
];

describe('lifecycleFor', () => {
  it('lets the most specific rule win: segments, then literal characters', () => {
    expect(lifecycleFor('src/util/x.ts', rules).status).toBe('stable');
    expect(lifecycleFor('src/core/deep/x.ts', rules).status).toBe('certified');
    expect(lifecycleFor('src/core/parser.ts', rules).status).toBe('under_observation');
    expect(lifecycleFor('src/core/legacy.ts', rules).status).toBe('locked');
    expect(lifecycleFor('src/util/x.test.ts', rules).status).toBe('stable');
    expect(lifecycleFor('test/x.test.ts', rules).status).toBe('experimental');
    expect(lifecycleFor('./vendor/lib/a.js', rules)).toMatchObject({
      path: 'vendor/lib/a.js',
      status: 'locked',
      module: 'vendor/**',
    });
  });

  it('breaks a tie in favour of the later rule, as .gitignore does', () => {
    const tied: LifecycleRule[] = [
      { glob: 'lib/**', status: 'stable' },
      { glob: 'lib/**', status: 'locked' },
    ];
    expect(lifecycleFor('lib/a.ts', tied).status).toBe('locked');
    expect(lifecycleFor('lib/a.ts', [...tied].reverse()).status).toBe('stable');
  });

  it('gives unmatched paths the default status and their top-level folder as module', () => {
    expect(lifecycleFor('docs/guide.md', rules)).toEqual({
      path: 'docs/guide.md',
      status: 'stable',
      rule: null,
      module: 'docs',
    });
    expect(moduleFor('README.md', rules)).toBe('.');
    expect(moduleFor('src/core/parser.ts', rules)).toBe('src/core/*.ts');
    expect(lifecycleFor('anything', []).status).toBe('stable');
  });

  it('ranks patterns by literal segments, then literal characters', () => {
    expect(patternSpecificity('src/core/parser.ts')).toEqual([3, 18]);
    expect(patternSpecificity('src/core/**')).toEqual([2, 9]);
    expect(patternSpecificity('**/*.ts')).toEqual([0, 4]);
  });
});

describe('lifecycle skips', () => {
  it('skips certified and locked only', () => {
    expect(LIFECYCLE_STATUSES.filter(isLifecycleSkip)).toEqual(['certified', 'locked']);
  });

  it('skips a task when any target is certified or locked, naming the path and rule', () => {
    const task = lifecycleForPaths(['src/util/a.ts', 'src/core/legacy.ts'], rules);
    expect(task.status).toBe('locked');
    expect(task.skipReason).toBe(
      'src/core/legacy.ts is locked (lifecycle rule "src/core/legacy.ts"): locked modules are not changed by agents',
    );
    expect(lifecycleForPaths(['src/core/deep/x.ts'], rules).skipReason).toContain('is certified');
    const open = lifecycleForPaths(['src/util/a.ts', 'test/a.test.ts'], rules);
    expect(open).toMatchObject({ status: 'stable', skipReason: null });
    expect(lifecycleForPaths([], rules)).toMatchObject({ status: 'stable', skipReason: null });
  });
});

function openStats(dir: string, iso = '2025-03-01T10:00:00Z'): ModuleStats {
  const opened = openModuleStats({ governanceDir: dir, clock: () => new Date(iso) });
  if (opened.kind !== 'ok') {
    throw new Error(`module stats did not open: ${opened.kind}`);
  }
  return opened.stats;
}

describe('ModuleStats', () => {
  it('counts rollbacks in a row, resets on success and survives a restart', () => {
    const dir = makeTempDir();
    const stats = openStats(dir);
    expect(stats.rollbackStreak('src')).toBe(0);
    stats.recordRollback('src');
    stats.recordRollback('src');
    expect(stats.rollbackStreak('src')).toBe(2);
    expect(openStats(dir).rollbackStreak('src')).toBe(2);
    expect(openStats(dir).recordSuccess('src')).toEqual({
      rollbackStreak: 0,
      rollbacks: 2,
      successes: 1,
      updatedAt: '2025-03-01T10:00:00.000Z',
    });
    const reopened = openStats(dir);
    expect(reopened.rollbackStreak('src')).toBe(0);
    expect(reopened.list().map((stat) => stat.module)).toEqual(['src']);
    expect(JSON.parse(readFileSync(join(dir, 'modules.json'), 'utf8'))).toMatchObject({
      version: 1,
    });
  });

  it('reports a damaged file and leaves it alone', () => {
    const dir = makeTempDir();
    writeFileSync(
      join(dir, 'modules.json'),
      '{"version":1,"modules":{"src":{"rollbackStreak":-1}}}',
    );
    const opened = openModuleStats({ governanceDir: dir, clock: () => new Date() });
    expect(opened.kind).toBe('invalid');
    expect(readFileSync(join(dir, 'modules.json'), 'utf8')).toContain('-1');
  });
});

describe('assessRisk', () => {
  it('raises risk and lowers confidence with every rollback in a row', () => {
    const byStreak = [0, 1, 2, 3, 4, 8].map((rollbackStreak) =>
      assessRisk({ category: 'DOCUMENTATION', lifecycle: 'stable', rollbackStreak }),
    );
    expect(byStreak.map((a) => a.risk)).toEqual([
      'low',
      'medium',
      'medium',
      'high',
      'high',
      'high',
    ]);
    expect(byStreak.map((a) => a.confidence)).toEqual([0.9, 0.75, 0.6, 0.45, 0.3, 0.05]);
  });

  it('weighs category and lifecycle, and keeps confidence within bounds', () => {
    expect(
      assessRisk({ category: 'MIGRATION', lifecycle: 'experimental', rollbackStreak: 0 }),
    ).toEqual({ risk: 'high', confidence: 0.6, score: 3 });
    expect(
      assessRisk({ category: 'INFRASTRUCTURE', lifecycle: 'locked', rollbackStreak: 3 }).risk,
    ).toBe('critical');
    for (const category of TASK_CATEGORIES) {
      for (const lifecycle of LIFECYCLE_STATUSES) {
        const { confidence } = assessRisk({ category, lifecycle, rollbackStreak: 0 });
        const streaked = assessRisk({ category, lifecycle, rollbackStreak: 1 });
        expect(confidence).toBeGreaterThanOrEqual(0.05);
        expect(confidence).toBeLessThanOrEqual(0.9);
        expect(streaked.confidence).toBeLessThanOrEqual(confidence);
        expect(Number(confidence.toFixed(2))).toBe(confidence);
      }
    }
  });
});
