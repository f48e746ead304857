import type { GateName } from '../../common/index.js';
import { primeResidentCheck } from '../../gates/index.js';
import type { ToolCommand } from '../../gates/index.js';
import type { SandboxPlan } from './sandbox.js';
import type { ToolCommands } from './verify.js';

type Prime = (command: ToolCommand, dir: string, signal?: AbortSignal) => Promise<void>;

/**
 * What starts TYPE_CHECK's resident checker on a task's tree before its agent works there
 * (TaskRunContext.primeTypeCheck), or undefined when the task's gates run no type check.
 * An agent without a sandbox is never primed for: it could write tsc's state file while the
 * checker reads it, and the gate's hash check comes after that read.
 */
export function typeCheckPrimer(
  gates: readonly GateName[],
  tools: ToolCommands,
  sandboxes: ReadonlyMap<string, Pick<SandboxPlan, 'mode'>>,
  signal?: AbortSignal,
  prime: Prime = primeResidentCheck,
): ((dir: string, agentName: string) => void) | undefined {
  const command = gates.includes('TYPE_CHECK') ? tools.get('TYPE_CHECK') : undefined;
  if (command?.resident === undefined || !('project' in command.resident)) {
    return undefined;
  }
  return (dir, agentName) => {
    const mode = sandboxes.get(agentName)?.mode;
    if (mode !== undefined && mode !== 'disabled') {
      void prime(command, dir, signal);
    }
  };
}
