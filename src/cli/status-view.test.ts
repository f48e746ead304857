import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../common/index.js';
import type { TaskStatus } from '../common/index.js';
import type { StatusReport, StatusRow } from '../kernel/index.js';
import { formatStatusView } from './status-view.js';

function row(id: string, extra: Partial<StatusRow> = {}): StatusRow {
  return {
    id,
    category: 'REFACTORING',
    status: 'COMPLETED',
    attempts: 1,
    retryCount: 0,
    lastFailingGate: null,
    reason: null,
    commit: `${id.padEnd(12, '0')}aaaaaaaa`,
    shadowInjection: false,
    securityNotes: false,
    ...extra,
  };
}

function report(tasks: readonly StatusRow[]): StatusReport {
  const counts = Object.fromEntries(TASK_STATUSES.map((status) => [status, 0])) as Record<
    TaskStatus,
    number
  >;
  for (const task of tasks) {
    counts[task.status] += 1;
  }
  return { workspace: '/repo', projectName: 'demo', counts, tasks, ready: [] };
}

describe('govern status', () => {
  it('lists what landed with shadow injection findings or security notes, each for review', () => {
    const view = formatStatusView(
      report([row('T1'), row('T2', { securityNotes: true }), row('T3', { shadowInjection: true })]),
      { all: false },
    );
    expect(view).toContain('landed with security notes to review (govern show ID): 1');
    expect(view).toMatch(/T2 +COMPLETED.*WARNING security notes to review; commit T2/);
    expect(view).toContain('landed with injection flagged in shadow mode (govern show ID): 1');
    expect(view).toMatch(/T3 +COMPLETED.*WARNING shadow: injection flagged, not blocked;/);
    expect(view).not.toMatch(/^ +T1 /m);
  });

  it('needs no attention when every landing passed cleanly', () => {
    const view = formatStatusView(report([row('T1'), row('T2')]), { all: false });
    expect(view).toContain('nothing needs attention');
  });
});
