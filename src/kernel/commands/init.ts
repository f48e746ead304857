import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { GovernError, writeFileAtomic } from '../../common/index.js';
import { CONSTITUTION_PATH, isPrettierConfigName, TOOL_GATE_NAMES } from '../../gates/index.js';
import type { ToolGateName } from '../../gates/index.js';
import { CONFIG_PATH, defaultConfig, GOVERNANCE_DIR } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import { AuditLog, createLedger, LEDGER_FILE, ledgerPath, saveLedger } from '../../ledger/index.js';
import { ensureGovernanceIgnored, resolveWorkspace } from '../../workspace/index.js';
import { requireConfig } from '../loop/open.js';
import { resolveGateTool } from '../loop/verify.js';

export interface InitOptions {
  readonly dir: string;
  readonly projectName?: string;
  readonly force: boolean;
}

export interface InitResult {
  readonly workspace: string;
  readonly configFile: string;
  readonly ledgerFile: string;
  readonly projectName: string;
  /** `.governance/constitution.json`: committed with the code, unlike the rest of `.governance/`. */
  readonly constitutionFile: string;
  /** False when one was already there (it is never overwritten). */
  readonly constitutionCreated: boolean;
  /** True when an existing config (a team's committed one, in a fresh clone) was kept. */
  readonly configKept: boolean;
  /**
   * Tool gates the config leaves on that neither config nor detection gives a command: a run
   * of a task whose chain holds one stops (exit 3) until the user names a tool or turns it off.
   */
  readonly gatesWithoutTool: readonly ToolGateName[];
  /**
   * The repository uses prettier and neither `.prettierignore` nor `.gitignore` names govern's
   * state: prettier never reads `.git/info/exclude`, so `prettier --check .` would report
   * `PROGRESS.json` and `.governance/`.
   */
  readonly stateSeenByPrettier: boolean;
}

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** See InitResult.stateSeenByPrettier. */
function stateSeenByPrettier(workspace: string): boolean {
  const manifest = readOrEmpty(join(workspace, 'package.json'));
  const usesPrettier =
    readdirSync(workspace).some(isPrettierConfigName) || /"prettier"\s*:/.test(manifest);
  if (!usesPrettier) {
    return false;
  }
  const ignored = ['.prettierignore', '.gitignore']
    .map((name) => readOrEmpty(join(workspace, name)))
    .join('\n');
  return !(ignored.includes(LEDGER_FILE) && ignored.includes(GOVERNANCE_DIR));
}

/** The enabled tool gates with no command in `workspace`, as `govern run` would resolve them. */
function gatesWithoutTool(workspace: string, config: GovernConfig): ToolGateName[] {
  return TOOL_GATE_NAMES.filter(
    (gate) =>
      config.gates[gate]?.enabled !== false && resolveGateTool(workspace, config, gate) === null,
  );
}

/** What `govern init` writes: no rules (see the README's "Constitution" for examples). */
export const EMPTY_CONSTITUTION = `${JSON.stringify({ rules: [] }, null, 2)}\n`;

/**
 * Creates .governance/config.json with defaults, an empty PROGRESS.json and, when absent,
 * an empty .governance/constitution.json, and tells git to ignore all but the constitution.
 * An existing ledger is never overwritten without `force`. An existing config without a
 * ledger is kept (validated first): a team commits its config so that `govern check` reads
 * it, and a fresh clone of that repository has the config but no ledger, which `govern
 * init` then adds instead of refusing (or, with `--force`, replacing the team's config).
 */
export async function initWorkspace(options: InitOptions): Promise<InitResult> {
  const workspace = await resolveWorkspace(options.dir);
  const configFile = join(workspace, CONFIG_PATH);
  const ledgerFile = ledgerPath(workspace);
  if (existsSync(ledgerFile) && !options.force) {
    const both = existsSync(configFile) ? `${configFile} and ` : '';
    throw new GovernError(
      'CONFIG_EXISTS',
      `${both}${ledgerFile} already exist${both === '' ? 's' : ''}`,
      {
        hint: "pass --force to overwrite (this discards the ledger's task history)",
      },
    );
  }
  const kept = existsSync(configFile) && !options.force ? requireConfig(workspace) : null;
  const projectName = kept?.projectName ?? options.projectName ?? basename(workspace);
  mkdirSync(join(workspace, GOVERNANCE_DIR), { recursive: true });
  await ensureGovernanceIgnored(workspace);
  const config = kept ?? defaultConfig(projectName);
  if (kept === null) {
    writeFileAtomic(configFile, `${JSON.stringify(config, null, 2)}\n`);
  }
  // The constitution is committed policy, never overwritten (not even with --force). It
  // starts with no rules: JSON has no comments, so the examples live in the README.
  const constitutionFile = join(workspace, CONSTITUTION_PATH);
  const constitutionCreated = !existsSync(constitutionFile);
  if (constitutionCreated) {
    writeFileAtomic(constitutionFile, EMPTY_CONSTITUTION);
  }
  saveLedger(workspace, createLedger(projectName));
  AuditLog.open(workspace).append('workspace.initialized', {
    projectName,
    force: options.force,
    ledger: LEDGER_FILE,
    configKept: kept !== null,
  });
  return {
    workspace,
    configFile,
    ledgerFile,
    projectName,
    constitutionFile,
    constitutionCreated,
    configKept: kept !== null,
    gatesWithoutTool: gatesWithoutTool(workspace, config),
    stateSeenByPrettier: stateSeenByPrettier(workspace),
  };
}
