import { describe, expect, it } from 'vitest';
import { resultOverreach } from './job.js';
import type { AttemptRecord } from '../ledger/index.js';
import type { AttemptResult } from './job.js';

const job = { taskId: 'A', attempt: 2 };
const base = {
  version: 1 as const,
  kind: 'ran' as const,
  worker: { id: 'w', host: 'h' },
  outcome: 'COMPLETED' as const,
  records: [],
  changes: [],
  commit: null,
  heldBranch: null,
  timings: { picked: 0, agentStart: null, pushed: null, finished: 0 },
};
const record = (taskId: string, attempt: number): AttemptRecord => ({
  version: 1,
  taskId,
  attempt,
  baseCommit: 'b',
  startedAt: 's',
  finishedAt: null,
  agent: null,
  changedFiles: [],
  verdicts: [],
  outcome: 'committed',
  commit: null,
  promptPath: null,
});

describe('resultOverreach', () => {
  it("accepts what an honest worker sends: the job's task, record and events", () => {
    const result: AttemptResult = {
      ...base,
      records: [record('A', 2)],
      changes: [
        {
          kind: 'update',
          task: 'A',
          patch: { status: 'COMPLETED' },
          event: 'task.completed',
          data: {},
        },
        { kind: 'audit', type: 'attempt.sandbox', data: { task: 'A', attempt: 2 } },
      ],
    };
    expect(resultOverreach(result, job)).toBeNull();
    expect(
      resultOverreach({ version: 1, kind: 'landed-before', worker: base.worker, commit: 'c' }, job),
    ).toBeNull();
  });

  it('names the first thing that reaches beyond the job', () => {
    expect(resultOverreach({ ...base, records: [record('B', 2)] }, job)).toBe(
      'it carries the record of "B" attempt 2',
    );
    expect(resultOverreach({ ...base, records: [record('A', 1)] }, job)).toBe(
      'it carries the record of "A" attempt 1',
    );
    expect(
      resultOverreach(
        {
          ...base,
          changes: [{ kind: 'update', task: 'B', patch: {}, event: 'task.completed', data: {} }],
        },
        job,
      ),
    ).toBe('it changes task "B" in the ledger');
    expect(
      resultOverreach(
        {
          ...base,
          changes: [{ kind: 'update', task: 'A', patch: { id: 'B' }, event: 'x', data: {} }],
        },
        job,
      ),
    ).toBe('it renames the task to "B"');
    expect(
      resultOverreach(
        { ...base, changes: [{ kind: 'audit', type: 'budget.reset', data: {} }] },
        job,
      ),
    ).toBe('its audit event "budget.reset" is not about task A');
  });
});
