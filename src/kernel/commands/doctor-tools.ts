import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { agentStartsProcess, findExecutable } from '../../agents/index.js';
import type { AgentSettings } from '../../agents/index.js';
import {
  isGovernError,
  isInside,
  runProcess,
  TASK_CATEGORIES,
  TOOL_GATE_NAMES,
} from '../../common/index.js';
import type { ToolGateName } from '../../common/index.js';
import { resolveCategoryGates } from '../../config/index.js';
import { testScriptShape } from '../../gates/index.js';
import type { GovernConfig } from '../../config/index.js';
import { loadLedger } from '../../ledger/index.js';
import type { DoctorCheck, DoctorFinding } from './doctor.js';
import { effectiveLadder } from '../loop/economy.js';
import { commandExists, preflightGates } from '../loop/verify.js';

const VERSION_TIMEOUT_MS = 10_000;

/** The variable that must hold an agent's key, or null when it needs none. */
function keyVariable(settings: AgentSettings): string | null {
  switch (settings.type) {
    case 'claude-code':
    case 'codex':
    case 'opencode':
    case 'kilo':
    case 'aider':
      return settings.keyEnv;
    case 'llm':
      return settings.keyEnv ?? null;
    case 'script':
    case 'replay':
      return null;
  }
}

/**
 * The agent binary's `--version` line. Not for a file of the repository (an agent command
 * such as `./tools/claude`, or one that links there): doctor would run the repository's code
 * with the user's rights, outside any sandbox, where `govern run` only starts agents in one.
 */
async function versionOf(binary: string, workspace: string): Promise<string> {
  if (isInRepository(binary, workspace)) {
    return 'version not read: a file of the repository, which doctor does not run';
  }
  const result = await runProcess(binary, ['--version'], {
    cwd: '/',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    timeoutMs: VERSION_TIMEOUT_MS,
  });
  const line = `${result.stdout}\n${result.stderr}`.trim().split('\n')[0] ?? '';
  return result.exitCode === 0 && line !== '' ? line : 'version unknown';
}

/** True when `file` (links followed) lies in the repository at `workspace`, or may. */
function isInRepository(file: string, workspace: string): boolean {
  try {
    return isInside(realpathSync(file), realpathSync(workspace));
  } catch {
    return true;
  }
}

/** Binary, version and key of one agent; never its key's value. */
async function agentFindings(
  name: string,
  settings: AgentSettings,
  used: boolean,
  workspace: string,
  hostEnv: Readonly<Record<string, string | undefined>>,
): Promise<DoctorFinding[]> {
  const check = `agent ${name}`;
  const missing = used ? 'fail' : 'warn';
  const role = used ? '' : ' (not on the run ladder)';
  if (settings.type === 'replay') {
    const file = isAbsolute(settings.file) ? settings.file : join(workspace, settings.file);
    return [
      existsSync(file)
        ? { check, status: 'ok', detail: `replay of ${file}${role}` }
        : {
            check,
            status: missing,
            detail: `replay file ${file} does not exist${role}`,
            fix: `fix agents.${name}.file`,
          },
    ];
  }
  const findings: DoctorFinding[] = [];
  let detail = `${settings.type}${role}`;
  if (agentStartsProcess(settings)) {
    const command = (settings as { command: string }).command;
    const binary =
      settings.type === 'script'
        ? commandExists(command, workspace, hostEnv['PATH'] ?? '')
          ? command
          : null
        : findExecutable(command, hostEnv['PATH'], workspace);
    if (binary === null) {
      return [
        {
          check,
          status: missing,
          detail: `${settings.type}: ${command} is not installed or not on PATH${role}`,
          fix: `install it, or set agents.${name}.command to its absolute path`,
        },
      ];
    }
    detail =
      settings.type === 'script'
        ? `script ${command}${role}`
        : `${settings.type} ${binary} (${await versionOf(binary, workspace)})${role}`;
  }
  const key = keyVariable(settings);
  const isSet = (variable: string): boolean => (hostEnv[variable] ?? '').trim() !== '';
  if (key !== null) {
    findings.push(
      isSet(key)
        ? { check, status: 'ok', detail: `${detail}; ${key} is set` }
        : {
            check,
            status: missing,
            detail: `${detail}; ${key} is not set, so every attempt would fail as missing-key`,
            fix: `export ${key}=... in the environment govern runs in (govern never stores keys)`,
          },
    );
  } else if (settings.type === 'script') {
    const unset = settings.passEnv.filter((variable) => !isSet(variable));
    findings.push(
      unset.length === 0
        ? { check, status: 'ok', detail }
        : {
            check,
            status: 'warn',
            detail: `${detail}; passEnv ${unset.join(', ')} not set`,
            fix: `export ${unset.join(', ')} if the script needs them`,
          },
    );
  } else {
    findings.push({ check, status: 'ok', detail: `${detail}; needs no key` });
  }
  return findings;
}

export const agentChecks: DoctorCheck = {
  id: 'agents',
  run: async ({ config, workspace, hostEnv }) => {
    if (config === null || workspace === null) {
      return [{ check: 'agents', status: 'skip', detail: 'no valid config (see "config")' }];
    }
    const ladder = new Set(effectiveLadder(config, undefined).rungs.map((rung) => rung.agent));
    const findings: DoctorFinding[] = [];
    for (const agent of ladder) {
      if (config.agents[agent] === undefined) {
        findings.push({
          check: `agent ${agent}`,
          status: 'fail',
          detail: `the run ladder names agent "${agent}", which is not under "agents"`,
          fix: `add agents.${agent} or fix defaultAgent / tiers`,
        });
      }
    }
    for (const [name, settings] of Object.entries(config.agents)) {
      findings.push(...(await agentFindings(name, settings, ladder.has(name), workspace, hostEnv)));
    }
    return findings;
  },
};

/** The categories whose chain includes `gate`. */
function categoriesUsing(config: GovernConfig, gate: ToolGateName): string[] {
  return TASK_CATEGORIES.filter((category) =>
    resolveCategoryGates(config, category).includes(gate),
  );
}

/**
 * The categories of the ledger's tasks that a run may still start (null without a
 * readable ledger or without such tasks): a missing tool refuses a run only when one of
 * them needs it, so only then is it a failure rather than a warning.
 */
function openCategories(workspace: string): ReadonlySet<string> | null {
  const loaded = loadLedger(workspace);
  if (loaded.kind !== 'ok') {
    return null;
  }
  const open = loaded.ledger.tasks.filter((task) => task.status !== 'COMPLETED');
  return open.length === 0 ? null : new Set(open.map((task) => task.category));
}

function gateFinding(
  config: GovernConfig,
  workspace: string,
  gate: ToolGateName,
  pathEnv: string,
  open: ReadonlySet<string> | null,
): DoctorFinding {
  const check = `gate ${gate}`;
  const users = categoriesUsing(config, gate);
  if (users.length === 0) {
    return { check, status: 'skip', detail: 'no category runs it' };
  }
  const needed = open === null ? [] : users.filter((category) => open.has(category));
  const category = users[0] as (typeof TASK_CATEGORIES)[number];
  // The very resolution a run makes before its first agent (so doctor and run agree), with
  // the category narrowed to this gate so each gate's problem is reported on its own line.
  const narrowed: GovernConfig = {
    ...config,
    categories: {
      ...config.categories,
      [category]: { ...config.categories[category], gates: [gate] },
    },
  };
  try {
    const tool = preflightGates(workspace, narrowed, new Set([category]), pathEnv).get(gate);
    if (tool === undefined) {
      return { check, status: 'skip', detail: 'not resolved' };
    }
    const program = tool.command.startsWith(`${workspace}/`)
      ? tool.command.slice(workspace.length + 1)
      : tool.command;
    return {
      check,
      status: 'ok',
      detail: `${[program, ...tool.args].join(' ')}${tool.appendFiles ? ' + changed files' : ''} (${users.length === TASK_CATEGORIES.length ? 'every category' : users.join(', ')})`,
    };
  } catch (error) {
    const problems = isGovernError(error)
      ? ((error.details['problems'] as string[] | undefined) ?? [error.message])
      : [String(error)];
    return {
      check,
      status: needed.length > 0 ? 'fail' : 'warn',
      detail: `${problems.join('; ')}${needed.length > 0 ? ` (the ledger has ${needed.join(', ')} tasks to run)` : ' (no task in the ledger needs it yet; a run of such a task would be refused)'}`,
      fix: problems.some((problem) => problem.includes('does not depend on'))
        ? `add the tool to devDependencies, set gates.${gate}.command, or gates.${gate}.enabled: false`
        : problems.some((problem) => problem.includes('is not installed'))
          ? `install the repository's dependencies (npm ci), or set gates.${gate}.command`
          : `set gates.${gate}.command (and args) in .governance/config.json, or gates.${gate}.enabled: false`,
    };
  }
}

/**
 * A `scripts.test` that chains lint or format before the tests (`eslint . && vitest run`)
 * makes TEST_SUITE fail on style and re-run checks other gates ran; the fix is to name the
 * test command alone. The shape is the one the run's notice reads (gates' testScriptShape).
 */
function testScriptFinding(config: GovernConfig, workspace: string): DoctorFinding | null {
  if (config.gates['TEST_SUITE']?.command !== undefined) {
    return null;
  }
  let scripts: unknown;
  try {
    scripts = (
      JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8')) as { scripts?: unknown }
    ).scripts;
  } catch {
    return null;
  }
  if (typeof scripts !== 'object' || scripts === null) {
    return null;
  }
  const strings = Object.fromEntries(
    Object.entries(scripts).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
  const shape = testScriptShape(strings);
  if (shape === null) {
    return null;
  }
  const tools = shape.checks.map((check) => `${check.tool} (${check.gate} runs it already)`);
  const detail = `package.json "test" (${JSON.stringify(strings['test'] ?? '')}) also runs ${tools.join(', ')}: TEST_SUITE would fail on them and re-run them on every attempt`;
  if (shape.testOnly === null) {
    return {
      check: 'gate TEST_SUITE',
      status: 'warn',
      detail,
      fix: 'set gates.TEST_SUITE.command and args in .governance/config.json to the test runner alone',
    };
  }
  const { command: program, args } = shape.testOnly;
  const command = existsSync(join(workspace, 'node_modules', '.bin', program))
    ? `node_modules/.bin/${program}`
    : program;
  return {
    check: 'gate TEST_SUITE',
    status: 'warn',
    detail,
    fix: `name the test command alone: "gates": { "TEST_SUITE": { "command": "${command}", "args": ${JSON.stringify(args)} } } in .governance/config.json`,
  };
}

export const gateChecks: DoctorCheck = {
  id: 'gates',
  run: ({ config, workspace, hostEnv }) => {
    if (config === null || workspace === null) {
      return Promise.resolve([
        {
          check: 'gates',
          status: 'skip',
          detail: 'no valid config (see "config")',
        } satisfies DoctorFinding,
      ]);
    }
    const pathEnv = hostEnv['PATH'] ?? '';
    const open = openCategories(workspace);
    const findings = TOOL_GATE_NAMES.map((gate) =>
      gateFinding(config, workspace, gate, pathEnv, open),
    );
    const chained = testScriptFinding(config, workspace);
    return Promise.resolve(chained === null ? findings : [...findings, chained]);
  },
};
