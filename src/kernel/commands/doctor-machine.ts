import { agentStartsProcess } from '../../agents/index.js';
import { probeSpawner, runProcess } from '../../common/index.js';
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

/** The spawner helper (common/spawner.ts): started and used once, as a run would. */
export const spawnerCheck: DoctorCheck = {
  id: 'spawner',
  run: async ({ hostEnv }) => {
    const probe = await probeSpawner({
      path: hostEnv['PATH'] ?? '',
      setting: hostEnv['GOVERN_SPAWNER'],
    });
    switch (probe.kind) {
      case 'on':
        return [
          {
            check: 'spawner',
            status: 'ok',
            detail: `${probe.perl} starts the git, sandbox and tool processes of a run (GOVERN_SPAWNER=off turns it off)`,
          },
        ];
      case 'off':
        return [
          probe.reason.startsWith('GOVERN_SPAWNER')
            ? {
                check: 'spawner',
                status: 'ok',
                detail: `${probe.reason}: govern forks its git, sandbox and tool processes itself`,
              }
            : {
                check: 'spawner',
                status: 'warn',
                detail: `${probe.reason}: govern forks every git, sandbox and tool process from its own process, which costs CPU in proportion to its memory`,
                fix: 'install perl (Debian and Ubuntu ship it as perl-base: `apt-get install perl-base`)',
              },
        ];
      case 'broken':
        return [
          {
            check: 'spawner',
            status: 'warn',
            detail: `${probe.perl} could not run the spawner (${probe.reason}); runs fall back to forking from govern`,
            fix: 'repair or reinstall perl, or set GOVERN_SPAWNER=off to skip it',
          },
        ];
    }
  },
};
