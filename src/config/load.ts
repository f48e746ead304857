import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatZodIssues } from '../common/index.js';
import { configSchema } from './schema.js';
import type { GovernConfig } from './schema.js';

export const GOVERNANCE_DIR = '.governance';
export const CONFIG_PATH = join(GOVERNANCE_DIR, 'config.json');

export type ConfigLoadResult =
  | { readonly kind: 'ok'; readonly config: GovernConfig; readonly file: string }
  | { readonly kind: 'missing'; readonly file: string }
  | { readonly kind: 'invalid'; readonly file: string; readonly issues: readonly string[] }
  | { readonly kind: 'unreadable'; readonly file: string; readonly message: string };

/** Reads and validates `.governance/config.json`; never throws and never writes. */
export function loadConfig(workspace: string): ConfigLoadResult {
  const file = join(workspace, CONFIG_PATH);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      return { kind: 'missing', file };
    }
    return { kind: 'unreadable', file, message: (error as Error).message };
  }
  return parseConfigText(text, file);
}

export function parseConfigText(text: string, file: string): ConfigLoadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { kind: 'invalid', file, issues: [`not valid JSON: ${(error as Error).message}`] };
  }
  const parsed = configSchema.safeParse(raw);
  if (!parsed.success) {
    return { kind: 'invalid', file, issues: formatZodIssues(parsed.error.issues) };
  }
  return { kind: 'ok', config: parsed.data, file };
}
