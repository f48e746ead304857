import { isAbsolute, join } from 'node:path';
import { GovernError } from '../common/index.js';
import { createReplayAgent } from './replay.js';
import { createScriptAgent } from './script.js';
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
  | { readonly type: 'replay'; readonly file: string };

/** Builds the adapter for a configured agent; unknown names are AGENT_UNKNOWN. */
export function createAgent(
  agents: Readonly<Record<string, AgentSettings>>,
  name: string,
  workspace: string,
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
  }
}
