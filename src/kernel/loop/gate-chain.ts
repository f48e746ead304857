import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { languageForPath } from '../../analysis/index.js';
import { TOOL_GATE_NAMES } from '../../common/index.js';
import type {
  AntiStubRule,
  GateName,
  RuleSeverity,
  TaskCategory,
  ToolGateName,
} from '../../common/index.js';
import { resolveCodeChangeGates, sortGatesByCost } from '../../config/index.js';
import type { GovernConfig } from '../../config/index.js';
import type { ChangedFile } from '../../gates/index.js';

/** What the task-aware gates take from config, resolved once per run. */
export interface GateOptions {
  /** Gates a change touching code adds to its category's chain (enabled ones only). */
  readonly codeGates: readonly GateName[];
  /** `gates.ANTI_STUB.rules`. */
  readonly antiStubRules: Readonly<Partial<Record<AntiStubRule, RuleSeverity>>>;
  /** Categories whose tasks may change tests (`categories.<C>.allowTestChanges`). */
  readonly testChangeCategories: ReadonlySet<TaskCategory>;
  /** `gates.TEST_SUITE.recheck`: the suite's re-check after a rebase (default related). */
  readonly recheck: 'related' | 'whole';
}

export function resolveGateOptions(config: GovernConfig): GateOptions {
  return {
    codeGates: resolveCodeChangeGates(config),
    antiStubRules: config.gates.ANTI_STUB?.rules ?? {},
    testChangeCategories: new Set(
      Object.entries(config.categories)
        .filter(([, settings]) => settings.allowTestChanges === true)
        .map(([category]) => category as TaskCategory),
    ),
    recheck: config.gates.TEST_SUITE?.recheck ?? 'related',
  };
}

/** A file a language grammar covers: code, whatever the task is called. */
export function isCodePath(path: string): boolean {
  return languageForPath(path) !== null;
}

/**
 * The chain a change runs: its category's, plus the code gates when the change touches a code
 * file and the chain lacks them. A tool gate is added only when the repository has the tool
 * (`hasTool`); kernel gates always can run. `added` names what the change brought in, for the
 * record.
 */
export function gatesForChange(
  chain: readonly GateName[],
  changes: readonly ChangedFile[],
  codeGates: readonly GateName[],
  hasTool: (gate: GateName) => boolean,
): { readonly gates: readonly GateName[]; readonly added: readonly GateName[] } {
  const touchesCode = changes.some((change) => isCodePath(change.path));
  if (!touchesCode) {
    return { gates: chain, added: [] };
  }
  const added = codeGates.filter((gate) => !chain.includes(gate) && hasTool(gate));
  return added.length === 0
    ? { gates: chain, added }
    : { gates: sortGatesByCost([...chain, ...added]), added };
}

/** `hasTool` for gatesForChange: kernel gates always run, a tool gate when its tool resolved. */
export function toolAvailability(
  tools: ReadonlyMap<ToolGateName, unknown>,
): (gate: GateName) => boolean {
  return (gate) =>
    !(TOOL_GATE_NAMES as readonly string[]).includes(gate) || tools.has(gate as ToolGateName);
}

/**
 * Reads files as the base of a change has them: a changed file's `before`, any other file
 * from the tree (unchanged by definition). What TEST_INTEGRITY reads the runner's config
 * with, so that a change cannot move its own tests out of the runner's sight by editing it.
 */
export function baseReader(
  workspace: string,
  changes: readonly ChangedFile[],
): (path: string) => string | null {
  const changed = new Map(changes.map((change) => [change.path, change]));
  return (path) => {
    const change = changed.get(path);
    if (change !== undefined) {
      return change.before;
    }
    try {
      return readFileSync(resolve(workspace, path), 'utf8');
    } catch {
      return null;
    }
  };
}
