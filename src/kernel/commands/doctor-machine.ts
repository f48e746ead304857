import { agentStartsProcess } from '../../agents/index.js';
import { runProcess } from '../../common/index.js';
import { probeMemoryLimit, probeSandbox } from '../../sandbox/index.js';
import type { DoctorCheck, DoctorFinding } from './doctor.js';

/** The Node release package.json's engines names. */
const MIN_NODE: readonly [number, number] = [20, 19];

export const nodeCheck: DoctorCheck = {
  id: 'node',
  run: () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const ok = major > MIN_NODE[0] || (major === MIN_NODE[0] && minor >= MIN_NODE[1]);
    const finding: DoctorFinding = ok
      ? { check: 'node', status: 'ok', detail: `Node ${process.versions.node}` }
      : {
          check: 'node',
          status: 'fail',
          detail: `Node ${process.versions.node} is older than ${MIN_NODE.join('.')}`,
          fix: `install Node ${MIN_NODE.join('.')} or later (nodejs.org, or your package manager)`,
        };
    return Promise.resolve([finding]);
  },
};

export const gitCheck: DoctorCheck = {
  id: 'git',
  run: async () => {
    const result = await runProcess('git', ['--version'], { cwd: '/', env: {}, timeoutMs: 10_000 });
    if (result.exitCode === 0) {
      return [{ check: 'git', status: 'ok', detail: result.stdout.trim() }];
    }
    return [
      {
        check: 'git',
        status: 'fail',
        detail: `git cannot run: ${result.spawnError ?? (result.stderr.trim() || `exit ${String(result.exitCode)}`)}`,
        fix: 'install git: `apt-get install git` (Debian, Ubuntu), `dnf install git`, `brew install git`',
      },
    ];
  },
};

/** The same probe `govern run` makes before any work: a sandbox is started, not assumed. */
export const sandboxCheck: DoctorCheck = {
  id: 'sandbox',
  run: async ({ config, hostEnv }) => {
    const probe = await probeSandbox({ hostEnv });
    if (probe.available) {
      return [
        {
          check: 'sandbox',
          status: 'ok',
          detail: `${probe.mechanism} at ${probe.path} starts a sandbox (user namespaces work)`,
        },
      ];
    }
    const needing = Object.entries(config?.agents ?? {})
      .filter(([, settings]) => agentStartsProcess(settings))
      .map(([name]) => name);
    // Without a config, assume the usual case: a CLI agent that must be confined.
    const needed = config === null || needing.length > 0;
    return [
      {
        check: 'sandbox',
        status: needed ? 'fail' : 'warn',
        detail: `${probe.reason}${needed ? (needing.length > 0 ? ` (agents ${needing.join(', ')} run in it)` : '') : ' (the configured agents start no process, so no run needs it yet)'}`,
        fix: probe.fix,
      },
    ];
  },
};

export const memoryCheck: DoctorCheck = {
  id: 'memory',
  run: async ({ config }) => {
    const wanted = config?.policy.maxMemoryMb;
    const state = await probeMemoryLimit();
    if (state.applied) {
      return [
        {
          check: 'memory',
          status: 'ok',
          detail: `memory caps work here (${state.mechanism})${wanted === undefined ? '; policy.maxMemoryMb is not set, so none is applied' : `; policy.maxMemoryMb ${String(wanted)} is enforced`}`,
        },
      ];
    }
    const fix =
      'run govern as root, or in a cgroup v2 subtree delegated to your user (e.g. `systemd-run --user --scope -p Delegate=yes govern run`)';
    return [
      wanted === undefined
        ? {
            check: 'memory',
            status: 'ok',
            detail: `no memory cap is configured (policy.maxMemoryMb); one could not be enforced here: ${state.reason ?? 'unknown'}`,
          }
        : {
            check: 'memory',
            status: 'warn',
            detail: `policy.maxMemoryMb ${String(wanted)} cannot be enforced here (${state.reason ?? 'unknown'}); attempts run uncapped and the audit log says so`,
            fix,
          },
    ];
  },
};
