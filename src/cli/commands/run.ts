import type { Command } from '@commander-js/extra-typings';
import { requestedQueue, runCoordinator } from '../../distributed/index.js';
import { runTasks } from '../../kernel/index.js';
import type { ProgressEvent, RunSummary } from '../../kernel/index.js';
import { EXIT } from '../exit-codes.js';
import { formatCounts } from '../format.js';
import { withInterruptSignal } from '../interrupt.js';
import { withSpawner } from '../spawner.js';
import { NO_SANDBOX_WARNING } from '../no-sandbox.js';
import type { CommandContext, CommandDefinition } from './definition.js';
import {
  jsonOption,
  noSandboxOption,
  positiveInt,
  workspaceOf,
  workspaceOption,
} from './options.js';

function declare(program: Command) {
  return program
    .command('run')
    .description('run ready tasks through agent, gates, commit or rollback')
    .option('--agent <name>', 'agent from the config (default: defaultAgent)')
    .option('--task <id>', 'run only this task')
    .option('--max-tasks <n>', 'stop after this many tasks', positiveInt('--max-tasks'))
    .option(
      '--parallel <n>',
      'run up to N independent tasks at once, each in its own git worktree (default: config parallel)',
      positiveInt('--parallel'),
    )
    .option(
      '--rerun',
      're-evaluate COMPLETED and SKIPPED tasks: unchanged ones are reused with no agent call, changed ones run again',
      false,
    )
    .addOption(jsonOption('print the run summary as JSON'))
    .addOption(
      noSandboxOption(
        'run agents and tool gates WITHOUT the OS sandbox, with your user rights (recorded in the audit log)',
      ),
    )
    .option(
      '--queue <url>',
      'coordinate workers through this Redis (redis://[:password@]host:port[/db]; default: config queue.url)',
    )
    .addOption(workspaceOption());
}

type RunFlags = ReturnType<ReturnType<typeof declare>['opts']>;

async function run(options: RunFlags, { io, setExit }: CommandContext): Promise<void> {
  if (!options.sandbox) {
    io.err(NO_SANDBOX_WARNING);
  }
  // A run starts hundreds of git, sandbox and tool processes: a small helper forks them.
  const summary = await withSpawner(() =>
    withInterruptSignal(
      io,
      'govern: interrupted; rolling back the current attempt...',
      async (signal) => {
        const runOptions = {
          dir: workspaceOf(options),
          hostEnv: process.env,
          sandbox: options.sandbox,
          signal,
          rerun: options.rerun,
          ...(options.agent === undefined ? {} : { agentName: options.agent }),
          ...(options.task === undefined ? {} : { taskId: options.task }),
          ...(options.maxTasks === undefined ? {} : { maxTasks: options.maxTasks }),
          ...(options.parallel === undefined ? {} : { parallel: options.parallel }),
          ...(options.json
            ? {}
            : {
                onProgress: (event: ProgressEvent) => {
                  io.out(formatProgress(event));
                },
              }),
        };
        // Distributed mode only when asked for: one machine needs no Redis.
        const queue = await requestedQueue(runOptions.dir, options.queue);
        return queue === null
          ? runTasks(runOptions)
          : runCoordinator({ ...runOptions, queueUrl: queue.url, queueSource: queue.source });
      },
    ),
  );
  io.out(options.json ? JSON.stringify(summary, null, 2) : formatRunSummary(summary));
  setExit(
    summary.interrupted ? EXIT.interrupted : summary.hasFailures ? EXIT.governedFailure : EXIT.ok,
  );
}

function formatProgress(event: ProgressEvent): string {
  switch (event.kind) {
    case 'attempt':
      return `> ${event.task}: attempt ${event.attempt} of ${event.maxAttempts}`;
    case 'verdict':
      if (event.passed && event.warning !== undefined) {
        return `    WARNING ${event.step}: ${event.warning}`;
      }
      return `    ${event.passed ? 'pass' : 'FAIL'} ${event.step}${event.passed ? '' : `: ${event.summary}`}`;
    case 'task':
      return `  ${event.task} ${event.status}: ${event.detail}`;
    case 'notice':
      return `note: ${event.text}`;
  }
}

/** What a run found left by an interrupted one, and what `--rerun` reused or decided again. */
function formatRecoveryAndRerun(summary: RunSummary): string[] {
  const lines: string[] = [];
  const { recovery } = summary;
  if (recovery.rolledBack.length + recovery.completed.length + recovery.killedProcessGroups > 0) {
    lines.push(
      `recovered from an interrupted run: rolled back ${recovery.rolledBack.join(', ') || 'none'}, found committed ${recovery.completed.join(', ') || 'none'}, killed ${recovery.killedProcessGroups} orphaned agent process group(s)`,
    );
  }
  for (const skip of summary.skipped) {
    lines.push(`  ${skip.id} SKIPPED: ${skip.reason}`);
  }
  if (summary.rerun !== null) {
    lines.push(
      `rerun: ${summary.rerun.reused.length} unchanged (reused, no agent call), ${summary.rerun.redecided.length} changed and decided again${summary.rerun.skipped.length > 0 ? `, ${summary.rerun.skipped.length} skipped by lifecycle` : ''}`,
    );
    for (const changed of summary.rerun.redecided) {
      lines.push(`  ${changed.id}: ${changed.changed}`);
    }
  }
  return lines;
}

function formatRunSummary(summary: RunSummary): string {
  const lines = formatRecoveryAndRerun(summary);
  lines.push(
    `${summary.interrupted ? 'interrupted' : 'done'}: ran ${summary.processed.length} task${summary.processed.length === 1 ? '' : 's'} with agent ${summary.agent} (${summary.agentCalls} agent call${summary.agentCalls === 1 ? '' : 's'}, ${summary.reused.length} reused); ledger: ${formatCounts(summary.counts)}`,
  );
  if (summary.counts.AWAITING_APPROVAL > 0) {
    lines.push(
      `${summary.counts.AWAITING_APPROVAL} task(s) AWAITING_APPROVAL: \`govern approve TASK-ID\` or \`govern reject TASK-ID --why ...\``,
    );
  }
  if (summary.counts.DEFERRED > 0) {
    lines.push(
      `${summary.counts.DEFERRED} task(s) DEFERRED by the budget (see \`govern budget\`); the next run checks them again`,
    );
  }
  if (summary.counts.PENDING > 0 && !summary.interrupted) {
    lines.push(
      `${summary.counts.PENDING} task(s) still PENDING (limited by --max-tasks or --task)`,
    );
  }
  return lines.join('\n');
}

export const runCommand: CommandDefinition = {
  register: (program, context) => {
    declare(program).action((options) => run(options, context));
  },
  reference: {
    run: {
      does: 'the loop; refuses to start on a dirty working tree or while another run holds the lock; SIGINT/SIGTERM rolls the current attempt back and leaves the task PENDING. With `--parallel N` (default: config `parallel`) up to N ready tasks whose write scopes do not overlap run at once, each in its own worktree under `.governance/worktrees/` on a `govern/wip/<ID>` branch sharing the repository\'s `node_modules` (a `node_modules` the repository tracks, such as a committed symlink, is kept as the checkout has it); each change is moved before its gates onto the head plus the changes still being judged before it (the landing line, audited as `attempt.rebased`, see "The landing line"); landing is serialized: the commit is rebased onto the current head, `TYPE_CHECK`/`TEST_SUITE` re-run when the branch is not at the tree the change was judged on, then the main branch is fast-forwarded (a head moved by a commit made beside the run in between is caught up with the same way). A conflict or a gate failing after the rebase is a failed attempt (`LANDING` or the gate) retried on the new head.',
      variants: [
        {
          uses: ['--queue'],
          does: 'distributed mode: this clone is the coordinator (see [Running on many machines](#running-on-many-machines)); config `queue.url` does the same. Same flags and exit codes as a local run',
        },
        {
          uses: ['--rerun'],
          with: ['--task'],
          does: "re-evaluates COMPLETED and SKIPPED tasks through the decision pipeline: an unchanged task (same fingerprint: spec, reference and target content, risk, lifecycle, rules) reuses its decision with zero agent calls (`reused: true` in the summary and the ledger's `decision`); a changed one goes back to PENDING with what changed in its reason and runs again. If its agent then finds nothing to change, the earlier commit stands.",
        },
      ],
    },
  },
};
