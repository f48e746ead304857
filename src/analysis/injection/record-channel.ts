import { INJECTION_CHANNELS } from './types.js';
import type { InjectionChannel } from './types.js';

// Other names labelled data gives to the places text comes from, mapped to the channel govern
// reads that text in: a README, a changelog or an AGENTS.md is a Markdown file (doc; so is an
// HTML page, comments and all), a PR comment is an issue thread, a CI log or a stack trace is
// tool output. Written from what the names mean and how govern splits a file into channels
// (source-parts.ts), not from any set's figures. Names with no clear file (an e-mail, a CSV
// row, a JSON field, a system prompt that may sit in a prompt file or a string) stay `other`.
// Used by `npm run bench:detectors` and by the learned scorer's training.
const CHANNEL_OF_NAMES: Readonly<Partial<Record<InjectionChannel, readonly string[]>>> = {
  doc: [
    'readme',
    'docs',
    'documentation',
    'blog_post',
    'changelog',
    'security_md',
    'agents_md',
    'agent_file',
    'copilot_instructions',
    'web_page',
    'html_comment',
  ],
  code_comment: ['docstring'],
  issue: ['issue_body', 'pr_body', 'pr_comment'],
  commit_message: ['commit'],
  tool_output: ['tool', 'log', 'ci_log', 'test_log', 'stack_trace', 'api_response', 'cli_help'],
};
const CHANNEL_ALIASES = new Map<string, InjectionChannel>(
  Object.entries(CHANNEL_OF_NAMES).flatMap(([channel, names]) =>
    names.map((name) => [name, channel as InjectionChannel] as const),
  ),
);
const CHANNELS = new Set<string>(INJECTION_CHANNELS);

/** The detector channel a labelled record's `channel` names: its own, an alias's, or `other`. */
export function channelOfRecord(name: unknown): InjectionChannel {
  if (typeof name !== 'string') {
    return 'other';
  }
  if (CHANNELS.has(name)) {
    return name as InjectionChannel;
  }
  return CHANNEL_ALIASES.get(name) ?? 'other';
}
