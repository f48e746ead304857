import { isAbsolute, join } from 'node:path';
import { GovernError } from '../common/index.js';
import { createAiderAgent } from './aider.js';
import { createClaudeCodeAgent } from './claude-code.js';
import type { AgentRuntime } from './cli-agent.js';
import { createCodexAgent } from './codex.js';
import { createLlmAgent } from './llm.js';
import { createOpenCodeAgent } from './opencode.js';
import { createReplayAgent } from './replay.js';
import { createScriptAgent } from './script.js';
import type {
  AiderAgentSettings,
  ClaudeCodeAgentSettings,
  CodexAgentSettings,
  KiloAgentSettings,
  LlmAgentSettings,
  OpenCodeAgentSettings,
} from './settings.js';
import type { AgentAdapter } from './types.js';

/** The agent settings as config holds them (structural: agents/ does not import config/). */
export type AgentSettings =
  | {
      readonly type: 'script';
      readonly command: string;
      readonly args: readonly string[];
      readonly env: Readonly<Record<string, string>>;
      readonly passEnv: readonly string[];
    }
  | { readonly type: 'replay'; readonly file: string }
  | ClaudeCodeAgentSettings
  | CodexAgentSettings
  | OpenCodeAgentSettings
  | KiloAgentSettings
  | AiderAgentSettings
  | LlmAgentSettings;

/** Builds the adapter for a configured agent; unknown names are AGENT_UNKNOWN. */
export function createAgent(
  agents: Readonly<Record<string, AgentSettings>>,
  name: string,
  workspace: string,
  runtime: AgentRuntime,
): AgentAdapter {
  const settings = agents[name];
  if (settings === undefined) {
    throw new GovernError('AGENT_UNKNOWN', `no agent named "${name}" in .governance/config.json`, {
      hint: `use one of: ${Object.keys(agents).join(', ') || '(none configured)'}, or add it under "agents"`,
    });
  }
  switch (settings.type) {
    case 'script':
      return createScriptAgent(name, settings);
    case 'replay':
      return createReplayAgent(
        name,
        isAbsolute(settings.file) ? settings.file : join(workspace, settings.file),
      );
    case 'claude-code':
      return createClaudeCodeAgent(name, settings, runtime);
    case 'codex':
      return createCodexAgent(name, settings, runtime);
    case 'opencode':
    case 'kilo':
      return createOpenCodeAgent(name, settings);
    case 'aider':
      return createAiderAgent(name, settings);
    case 'llm':
      return createLlmAgent(name, settings);
  }
}

/**
 * The kernel variables one agent may see inside the sandbox beyond the policy's allowlist:
 * its own API key (under the name the adapter passes it, which for claude is always
 * ANTHROPIC_API_KEY) or a script's passEnv names. Nothing else of the kernel's environment
 * reaches it, and no other agent's key does. Empty for agents that start no process.
 */
export function agentEnvGrant(
  settings: AgentSettings,
  hostEnv: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const pick = (names: readonly string[], as?: string): Record<string, string> => {
    const grant: Record<string, string> = {};
    for (const name of names) {
      const value = hostEnv[name];
      if (value !== undefined && value.trim() !== '') {
        grant[as ?? name] = value;
      }
    }
    return grant;
  };
  switch (settings.type) {
    case 'script':
      return pick(settings.passEnv);
    case 'claude-code':
      return pick([settings.keyEnv], 'ANTHROPIC_API_KEY');
    case 'codex':
    case 'opencode':
    case 'kilo':
    case 'aider':
      return pick([settings.keyEnv]);
    case 'replay':
    case 'llm':
      return {};
  }
}

/** True for adapters that start a process (and so run inside the sandbox). */
export function agentStartsProcess(settings: AgentSettings): boolean {
  return settings.type !== 'replay' && settings.type !== 'llm';
}
