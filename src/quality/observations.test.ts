import { describe, expect, it } from 'vitest';
import {
  addPrediction,
  emptyObservations,
  MAX_CALIBRATION_PAIRS,
  MAX_OPEN_PREDICTIONS,
  MAX_RESOLVED_PREDICTIONS,
  revisitPredictions,
} from './observations.js';
import type { SkipPredictionInput } from './observations.js';
import type { ObservationFile } from './schema.js';

const HOUR_MS = 60 * 60 * 1000;
const t0 = new Date('2025-03-01T00:00:00.000Z');
const at = (hours: number): Date => new Date(t0.getTime() + hours * HOUR_MS);

const skip: SkipPredictionInput = {
  taskId: 'TASK-1',
  module: 'src/billing/**',
  confidence: 0.8,
  risk: 'medium',
  status: 'under_observation',
  rollbackStreak: 1,
};

function withPredictions(count: number, input: SkipPredictionInput = skip): ObservationFile {
  let state = emptyObservations();
  for (let i = 0; i < count; i += 1) {
    state = addPrediction(state, { ...input, taskId: `TASK-${i}` }, t0).state;
  }
  return state;
}

describe('observation predictions', () => {
  it('records the probability and the window end of a SKIP', () => {
    const { prediction } = addPrediction(
      emptyObservations(),
      { ...skip, status: 'stable', decisionId: 'D-1' },
      t0,
    );
    expect(prediction).toEqual({
      id: 'obs-1',
      taskId: 'TASK-1',
      module: 'src/billing/**',
      decisionId: 'D-1',
      risk: 'medium',
      confidence: 0.8,
      status: 'stable',
      problemProbability: 0.2,
      baselineRollbackStreak: 1,
      createdAt: '2025-03-01T00:00:00.000Z',
      dueAt: '2025-03-04T00:00:00.000Z',
    });
  });

  it('stays open inside its window and resolves without a problem when it elapses', () => {
    const state = withPredictions(1);
    expect(revisitPredictions(state, at(23.99), []).resolved).toEqual([]);
    const { resolved, state: after } = revisitPredictions(state, at(24), []);
    expect(resolved).toEqual([
      expect.objectContaining({
        id: 'obs-1',
        problem: false,
        cause: 'window_elapsed',
        correct: true,
      }),
    ]);
    expect(after.open).toEqual([]);
    expect(after.pairs).toEqual([{ predicted: 0.2, happened: false }]);
    expect([after.resolvedTotal, after.correctTotal]).toEqual([1, 1]);
  });

  it('resolves early on a rollback streak above the baseline, and counts the miss', () => {
    const state = withPredictions(1);
    const same = revisitPredictions(state, at(1), [
      { kind: 'rollback_streak', module: skip.module, rollbackStreak: 1 },
    ]);
    expect(same.resolved).toEqual([]);
    const { resolved, state: after } = revisitPredictions(state, at(1), [
      { kind: 'rollback_streak', module: 'src/other/**', rollbackStreak: 9 },
      { kind: 'rollback_streak', module: skip.module, rollbackStreak: 2 },
    ]);
    // Predicted 0.2 (no problem) and a problem happened: the prediction was wrong.
    expect(resolved).toEqual([
      expect.objectContaining({ problem: true, cause: 'rollback_streak', correct: false }),
    ]);
    expect([after.resolvedTotal, after.correctTotal]).toEqual([1, 0]);
  });

  it('counts a lock as an incident unless the module was locked when skipped', () => {
    const doubtful = withPredictions(1, { ...skip, confidence: 0.4, risk: 'high' });
    const locked = { kind: 'module_locked', module: skip.module } as const;
    expect(revisitPredictions(doubtful, at(2), [locked]).resolved).toEqual([
      expect.objectContaining({
        problemProbability: 0.9,
        problem: true,
        cause: 'module_locked',
        correct: true,
      }),
    ]);
    const alreadyLocked = withPredictions(1, { ...skip, status: 'locked' });
    expect(revisitPredictions(alreadyLocked, at(2), [locked]).resolved).toEqual([]);
  });

  it('ignores incidents outside the window', () => {
    const state = withPredictions(1);
    const late = { kind: 'module_locked', module: skip.module, at: at(30) } as const;
    expect(revisitPredictions(state, at(2), [late]).resolved).toEqual([]);
    expect(revisitPredictions(state, at(30), [late]).resolved).toEqual([
      expect.objectContaining({ problem: false, cause: 'window_elapsed' }),
    ]);
  });

  it('keeps at most 500 open, dropping the oldest, and 200 resolved', () => {
    const full = withPredictions(MAX_OPEN_PREDICTIONS + 3);
    expect(full.open).toHaveLength(MAX_OPEN_PREDICTIONS);
    expect(full.open[0]!.id).toBe('obs-4');
    expect(full.droppedOpen).toBe(3);
    const { state } = revisitPredictions(full, at(48), []);
    expect(state.open).toEqual([]);
    expect(state.resolved).toHaveLength(MAX_RESOLVED_PREDICTIONS);
    expect(state.resolved.at(-1)!.id).toBe(`obs-${MAX_OPEN_PREDICTIONS + 3}`);
    expect(state.resolvedTotal).toBe(MAX_OPEN_PREDICTIONS);
    expect(state.pairs).toHaveLength(MAX_OPEN_PREDICTIONS);
    expect(MAX_CALIBRATION_PAIRS).toBeGreaterThanOrEqual(MAX_OPEN_PREDICTIONS);
  });

  it('never mutates what it is given', () => {
    const state = Object.freeze(withPredictions(2));
    const incidents = Object.freeze([
      Object.freeze({ kind: 'module_locked', module: skip.module } as const),
    ]);
    const before = JSON.stringify(state);
    revisitPredictions(state, at(48), incidents);
    addPrediction(state, Object.freeze({ ...skip }), at(1));
    expect(JSON.stringify(state)).toBe(before);
  });
});
