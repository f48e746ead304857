import type { GovernConfig } from '../../config/index.js';
import { loadConfig } from '../../config/index.js';
import type { ConfigLoadResult } from '../../config/index.js';
import { constitutionIssues } from '../../gates/index.js';
import { findRepoRoot } from '../../workspace/index.js';
import { agentChecks, gateChecks } from './doctor-tools.js';
import { gitCheck, memoryCheck, nodeCheck, sandboxCheck, spawnerCheck } from './doctor-machine.js';
import {
  auditCheck,
  configCheck,
  constitutionCheck,
  ledgerCheck,
  queueCheck,
  repositoryCheck,
} from './doctor-repo.js';

/** ok: ready; warn: works, but worth fixing; fail: a run would be refused or unsafe; skip: not applicable. */
export const DOCTOR_STATUSES = ['ok', 'warn', 'fail', 'skip'] as const;
export type DoctorStatus = (typeof DOCTOR_STATUSES)[number];

/** One line of the report. `fix` is set for every warn and fail. */
export interface DoctorFinding {
  readonly check: string;
  readonly status: DoctorStatus;
  readonly detail: string;
  readonly fix?: string;
}

/** What every check may read: gathered once, never thrown about. */
export interface DoctorContext {
  readonly dir: string;
  /** The top of the git work tree at `dir`, or null outside one. */
  readonly workspace: string | null;
  readonly configLoad: ConfigLoadResult | null;
  /** The parsed config, or null when it is missing or invalid. */
  readonly config: GovernConfig | null;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** Connects to a queue URL as a run would; null when it answers, else what is wrong. */
  readonly pingQueue?: QueuePing;
}

export type QueuePing = (
  url: string,
  hostEnv: Readonly<Record<string, string | undefined>>,
) => Promise<string | null>;

/**
 * One diagnosis. A new check (the constitution's schema, the Redis queue of distributed
 * mode) is one more entry in DOCTOR_CHECKS: the runner, the text and the JSON output need
 * no change.
 */
export interface DoctorCheck {
  readonly id: string;
  run(context: DoctorContext): Promise<readonly DoctorFinding[]>;
}

/** Every check `govern doctor` runs, in the order a user fixes things. */
export const DOCTOR_CHECKS: readonly DoctorCheck[] = [
  nodeCheck,
  gitCheck,
  repositoryCheck,
  configCheck,
  constitutionCheck(constitutionIssues),
  ledgerCheck,
  auditCheck,
  sandboxCheck,
  memoryCheck,
  spawnerCheck,
  agentChecks,
  gateChecks,
  queueCheck,
];

export interface DoctorReport {
  readonly dir: string;
  readonly workspace: string | null;
  /** False when any finding is `fail`: a run would be refused (exit 1). */
  readonly ok: boolean;
  readonly findings: readonly DoctorFinding[];
}

export interface DoctorOptions {
  readonly dir: string;
  readonly hostEnv: Readonly<Record<string, string | undefined>>;
  /** Default: DOCTOR_CHECKS. */
  readonly checks?: readonly DoctorCheck[];
  /** The queue check's probe (the CLI passes distributed mode's BullMQ/ioredis one). */
  readonly pingQueue?: QueuePing;
}

/** Runs every check; a check that throws is reported as its own failure, never a crash. */
export async function runDoctor(options: DoctorOptions): Promise<DoctorReport> {
  const workspace = await findRepoRoot(options.dir).catch(() => null);
  const configLoad = workspace === null ? null : loadConfig(workspace);
  const context: DoctorContext = {
    dir: options.dir,
    workspace,
    configLoad,
    config: configLoad?.kind === 'ok' ? configLoad.config : null,
    hostEnv: options.hostEnv,
    ...(options.pingQueue === undefined ? {} : { pingQueue: options.pingQueue }),
  };
  const findings: DoctorFinding[] = [];
  for (const check of options.checks ?? DOCTOR_CHECKS) {
    try {
      findings.push(...(await check.run(context)));
    } catch (error) {
      findings.push({
        check: check.id,
        status: 'fail',
        detail: `the check itself failed: ${error instanceof Error ? error.message : String(error)}`,
        fix: 'report this with the output of `govern doctor --json`',
      });
    }
  }
  return {
    dir: options.dir,
    workspace,
    ok: findings.every((finding) => finding.status !== 'fail'),
    findings,
  };
}
