/**
 * The adapters' settings as the config holds them after parsing. `config/agent-schemas.ts`
 * owns the zod schemas (organs below the kernel do not import each other); these types state
 * the shape the adapters read, and the parsed config is structurally assignable to them.
 * Defaults are the schemas': every field here is present after parsing unless optional.
 */

import type { PriceTable } from '../common/index.js';

export type { ModelPrice, PriceTable } from '../common/index.js';

/** Fields every CLI adapter has. */
interface CliSettings {
  readonly command: string;
  /** Appended to the adapter-built argv. */
  readonly args: readonly string[];
  /** Extra variables (not secrets); the adapter's own win over these. */
  readonly env: Readonly<Record<string, string>>;
  /** The agent's own API retries. */
  readonly maxRetries: number;
  /** Kernel environment variable holding the agent's API key. */
  readonly keyEnv: string;
}

export interface ClaudeCodeAgentSettings extends CliSettings {
  readonly type: 'claude-code';
  readonly model: string;
  readonly baseUrl?: string | undefined;
  readonly maxTurns: number;
  readonly maxBudgetUsd: number;
  readonly allowedTools: readonly string[];
  readonly disallowedTools: readonly string[];
}

export interface CodexAgentSettings extends CliSettings {
  readonly type: 'codex';
  readonly model: string;
  readonly baseUrl: string;
  readonly sandboxMode?: 'read-only' | 'workspace-write' | 'danger-full-access' | undefined;
  readonly prices: PriceTable;
}

interface OpenCodeFields extends CliSettings {
  /** provider/model. */
  readonly model: string;
  readonly baseUrl?: string | undefined;
  readonly npm?: string | undefined;
  readonly maxTurns: number;
  readonly prices: PriceTable;
}

export interface OpenCodeAgentSettings extends OpenCodeFields {
  readonly type: 'opencode';
}

export interface KiloAgentSettings extends OpenCodeFields {
  readonly type: 'kilo';
}

export interface AiderAgentSettings extends CliSettings {
  readonly type: 'aider';
  readonly model: string;
  readonly baseUrl?: string | undefined;
  readonly editFormat?: 'whole' | 'diff' | 'diff-fenced' | 'udiff' | undefined;
}

export interface LlmAgentSettings {
  readonly type: 'llm';
  readonly api: 'openai-chat' | 'anthropic-messages';
  readonly model: string;
  readonly keyEnv?: string | undefined;
  readonly baseUrl?: string | undefined;
  readonly maxOutputTokens: number;
  readonly temperature?: number | undefined;
  readonly maxRetries: number;
  readonly maxFileChars: number;
  readonly prices: PriceTable;
}
