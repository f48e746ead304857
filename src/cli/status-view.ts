import type { TaskStatus } from '../common/index.js';
import type { StatusReport, StatusRow } from '../kernel/index.js';
import { formatCounts, formatTable } from './format.js';

export interface StatusQuery {
  /** Every task, not only those that need attention. */
  readonly all: boolean;
  readonly statuses?: readonly TaskStatus[];
  /** Rows per list; default: 10 per attention list, unlimited for --all and --status. */
  readonly limit?: number;
}

/** Rows per attention list when --limit is not given: a screenful, not 10,000 lines. */
const DEFAULT_ATTENTION_ROWS = 10;

/** The lists `govern status` shows by default, in the order a person acts on them. */
const ATTENTION: readonly {
  readonly title: string;
  readonly statuses: readonly TaskStatus[] | 'ready' | 'shadow-injection' | 'security-notes';
  readonly flag: string;
}[] = [
  { title: 'running', statuses: ['IN_PROGRESS'], flag: '--status IN_PROGRESS' },
  {
    title: 'awaiting approval (govern approve ID / govern reject ID --why ...)',
    statuses: ['AWAITING_APPROVAL'],
    flag: '--status AWAITING_APPROVAL',
  },
  {
    title: 'failed (govern show ID; govern reset ID)',
    statuses: ['FAILED'],
    flag: '--status FAILED',
  },
  {
    title: 'quarantined (a security gate fired: govern show ID)',
    statuses: ['QUARANTINED'],
    flag: '--status QUARANTINED',
  },
  {
    // Shadow mode lands what enforce mode would have blocked: a person should look.
    title: 'landed with injection flagged in shadow mode (govern show ID)',
    statuses: 'shadow-injection',
    flag: '--status COMPLETED',
  },
  {
    // A protection gone from rewritten code that no rule could prove replaced: it landed as a
    // note (severity info), and a person decides whether the change still protects.
    title: 'landed with security notes to review (govern show ID)',
    statuses: 'security-notes',
    flag: '--status COMPLETED',
  },
  { title: 'next ready (govern run)', statuses: 'ready', flag: '--status PENDING' },
];

/** The JSON of `govern status`: the report with its task list narrowed by the query. */
export function selectStatus(
  report: StatusReport,
  query: Omit<StatusQuery, 'limit'> & { readonly limit?: number | undefined },
): StatusReport & { readonly total: number; readonly shown: number } {
  const wanted = query.statuses === undefined ? null : new Set(query.statuses);
  const matching =
    wanted === null ? report.tasks : report.tasks.filter((task) => wanted.has(task.status));
  const tasks = query.limit === undefined ? matching : matching.slice(0, query.limit);
  return { ...report, total: report.tasks.length, shown: tasks.length, tasks };
}

function taskRows(tasks: readonly StatusRow[]): string {
  return formatTable([
    ['ID', 'STATUS', 'ATTEMPTS', 'LAST FAILING GATE', 'NOTE'],
    ...tasks.map((task) => [
      task.id,
      task.status,
      String(task.attempts),
      task.lastFailingGate ?? '-',
      `${task.shadowInjection ? 'WARNING shadow: injection flagged, not blocked; ' : ''}${
        task.securityNotes ? 'WARNING security notes to review; ' : ''
      }${
        task.status === 'COMPLETED' && task.commit !== null
          ? `commit ${task.commit.slice(0, 12)}`
          : oneLine(task.reason ?? '')
      }`,
    ]),
  ]);
}

function oneLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 120 ? `${line.slice(0, 117)}...` : line;
}

function more(shown: number, total: number, flag: string): string {
  return total > shown ? `\n  ... and ${total - shown} more (govern status ${flag})` : '';
}

/** Human output: the header, then every task (--all, --status) or the attention lists. */
export function formatStatusView(report: StatusReport, query: StatusQuery): string {
  const total = report.tasks.length;
  const header = `${report.projectName}: ${total} task${total === 1 ? '' : 's'} (${formatCounts(report.counts)})`;
  if (total === 0) {
    return `${header}\nNo tasks yet: add some with \`govern add --file tasks.json\`.`;
  }
  if (query.all || query.statuses !== undefined) {
    const selected = selectStatus(report, { ...query, limit: undefined });
    if (selected.tasks.length === 0) {
      return `${header}\n\nno task is ${query.statuses?.join(' or ') ?? ''}`;
    }
    const shown = query.limit === undefined ? selected.tasks : selected.tasks.slice(0, query.limit);
    const hidden = selected.tasks.length - shown.length;
    return `${header}\n\n${taskRows(shown)}${hidden > 0 ? `\n... and ${hidden} more (raise --limit)` : ''}`;
  }
  const limit = query.limit ?? DEFAULT_ATTENTION_ROWS;
  const byId = new Map(report.tasks.map((task) => [task.id, task]));
  const sections: string[] = [];
  for (const list of ATTENTION) {
    const statuses = list.statuses;
    const tasks =
      statuses === 'ready'
        ? report.ready.flatMap((id) => byId.get(id) ?? [])
        : statuses === 'shadow-injection'
          ? report.tasks.filter((task) => task.shadowInjection)
          : statuses === 'security-notes'
            ? report.tasks.filter((task) => task.securityNotes)
            : report.tasks.filter((task) => statuses.includes(task.status));
    if (tasks.length > 0) {
      sections.push(
        `${list.title}: ${tasks.length}\n${indent(taskRows(tasks.slice(0, limit)))}${more(Math.min(limit, tasks.length), tasks.length, list.flag)}`,
      );
    }
  }
  const body = sections.length === 0 ? 'nothing needs attention' : sections.join('\n\n');
  return `${header}\n\n${body}\n\nevery task: govern status --all; by status: govern status --status FAILED,SKIPPED`;
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}
