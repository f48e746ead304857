import { realpathSync } from 'node:fs';
import { isAbsolute, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { z } from 'zod';
import type { Finding } from './types.js';

/** About a screen of text: enough for the agent to see the failure, small enough to quote. */
export const MAX_TOOL_OUTPUT_CHARS = 4_000;

/** One finding's message stays readable in a retry prompt that quotes dozens of them. */
const MAX_MESSAGE_CHARS = 1_200;

/** Removes colour and cursor escapes: tools ignore NO_COLOR often enough to matter. */
export function stripAnsi(text: string): string {
  return stripVTControlCharacters(text);
}

/** The last `maxChars` of `text`, cut at a line start, marked when something was dropped. */
export function tailText(text: string, maxChars: number = MAX_TOOL_OUTPUT_CHARS): string {
  const trimmed = text.trim();
  if (trimmed.length <= maxChars) {
    return trimmed;
  }
  const cut = trimmed.slice(trimmed.length - maxChars);
  const lineStart = cut.indexOf('\n');
  const body = lineStart >= 0 && lineStart < 200 ? cut.slice(lineStart + 1) : cut;
  return `[... earlier output omitted]\n${body}`;
}

const NPM_BANNER = /^> \S+@\S+ \S+/;

/**
 * The lines of a tool's output that say what went wrong, without the noise around them
 * (blank lines, npm's lifecycle banners, separators, node-internal stack frames): the
 * message of a finding when no parser recognised the output.
 */
export function lastMeaningfulLines(text: string, maxLines = 25): string {
  const kept: string[] = [];
  let afterBanner = false;
  for (const rawLine of stripAnsi(text).split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    // npm's `> pkg@1.0.0 test` banner is followed by `> the script's command`.
    const isBannerCommand = afterBanner && line.startsWith('> ');
    afterBanner = NPM_BANNER.test(line);
    if (!afterBanner && !isBannerCommand && !isNoiseLine(line)) {
      kept.push(line);
    }
  }
  return clip(kept.slice(-maxLines).join('\n'), MAX_TOOL_OUTPUT_CHARS / 2);
}

function isNoiseLine(line: string): boolean {
  const trimmed = line.trim();
  return (
    trimmed === '' ||
    /^npm (?:error|ERR!|warn|notice)/.test(trimmed) ||
    /^[⎯─━=_-]{6,}/.test(trimmed) ||
    /^at .*\((?:node:internal|node_modules)/.test(trimmed) ||
    /^at node:internal/.test(trimmed)
  );
}

/** Shortens a message to `maxChars`, saying so. */
export function clip(text: string, maxChars: number = MAX_MESSAGE_CHARS): string {
  return text.length <= maxChars ? text : `${text.slice(0, maxChars - 14).trimEnd()} [... clipped]`;
}

/**
 * Maps the paths tools print to repository-relative POSIX paths. Tools print absolute paths
 * under the real path of the workspace (a temp dir under a symlinked /tmp, for one), so
 * both spellings of the root count.
 */
export class RepoPathMapper {
  private readonly roots: readonly string[];

  constructor(workspace: string) {
    const roots = [workspace];
    try {
      const real = realpathSync(workspace);
      if (real !== workspace) {
        roots.push(real);
      }
    } catch {
      // A workspace that is gone still maps relative paths.
    }
    this.roots = roots;
  }

  /** The repository-relative path, or null when `raw` points outside the workspace. */
  toRepoPath(raw: string): string | null {
    let path = raw.trim();
    if (path.startsWith('file://')) {
      try {
        path = fileURLToPath(path);
      } catch {
        return null;
      }
    }
    path = path.replaceAll('\\', '/');
    if (isAbsolute(path) || /^[A-Za-z]:\//.test(path)) {
      for (const root of this.roots) {
        const rel = relative(root, path).replaceAll('\\', '/');
        if (rel !== '' && !rel.startsWith('../') && rel !== '..' && !isAbsolute(rel)) {
          return rel;
        }
      }
      return null;
    }
    const normal = posix.normalize(path);
    return normal === '..' || normal.startsWith('../') ? null : normal;
  }

  /**
   * A finding for a path a tool printed. A path outside the workspace (a library's .d.ts,
   * say) is kept in the message rather than dropped, with `file` null.
   */
  finding(raw: string | null, line: number | null, rule: string, message: string): Finding {
    const file = raw === null ? null : this.toRepoPath(raw);
    const where = raw !== null && file === null ? `${raw}${line === null ? '' : `:${line}`}: ` : '';
    return { file, line, rule, message: clip(`${where}${message}`) };
  }
}

const TSC_DIAGNOSTIC = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;
const TSC_GLOBAL_DIAGNOSTIC = /^error (TS\d+): (.*)$/;

/**
 * Parses `tsc --pretty false`: `path(line,col): error TSnnnn: message`, where indented
 * lines that follow elaborate the same error. Errors without a location (TS5xxx config
 * errors) have a null file.
 */
export function parseTscOutput(text: string, workspace: string): Finding[] {
  const mapper = new RepoPathMapper(workspace);
  const drafts: { file: string | null; line: number | null; rule: string; lines: string[] }[] = [];
  for (const rawLine of stripAnsi(text).split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    const located = TSC_DIAGNOSTIC.exec(line);
    if (located !== null) {
      const [, file = '', lineNo = '', , rule = '', message = ''] = located;
      drafts.push({ file, line: Number(lineNo), rule, lines: [message] });
      continue;
    }
    const global = TSC_GLOBAL_DIAGNOSTIC.exec(line);
    if (global !== null) {
      const [, rule = '', message = ''] = global;
      drafts.push({ file: null, line: null, rule, lines: [message] });
      continue;
    }
    const last = drafts.at(-1);
    if (last !== undefined && /^\s+\S/.test(line)) {
      last.lines.push(line);
    }
  }
  return drafts.map((draft) =>
    mapper.finding(draft.file, draft.line, draft.rule, draft.lines.join('\n')),
  );
}

// Lenient on purpose: eslint adds fields between releases, and a formatter's JSON is not a
// file we own. Only the fields read below are checked.
const eslintResultsSchema = z.array(
  z.object({
    filePath: z.string(),
    messages: z.array(
      z.object({
        ruleId: z.string().nullable().optional(),
        severity: z.number(),
        message: z.string(),
        line: z.number().optional(),
        fatal: z.boolean().optional(),
      }),
    ),
  }),
);

/**
 * Parses `eslint --format json`: one finding per error (severity 2); warnings are left out,
 * as eslint itself does not fail on them. A fatal parse error has rule `parse-error`.
 * Returns [] when `text` holds no eslint JSON.
 */
export function parseEslintJson(text: string, workspace: string): Finding[] {
  const results = readEslintJson(text);
  if (results === null) {
    return [];
  }
  const mapper = new RepoPathMapper(workspace);
  const findings: Finding[] = [];
  for (const result of results) {
    for (const message of result.messages) {
      if (message.severity < 2) {
        continue;
      }
      const rule = message.fatal === true ? 'parse-error' : (message.ruleId ?? 'eslint');
      findings.push(mapper.finding(result.filePath, message.line ?? null, rule, message.message));
    }
  }
  return findings;
}

/** The eslint JSON results in `text`, or null when it holds none. */
export function readEslintJson(text: string): z.infer<typeof eslintResultsSchema> | null {
  // A config that logs to stdout puts lines before the JSON array, which is one line.
  const candidates = [text.trim(), ...text.split('\n').filter((line) => line.startsWith('['))];
  for (const candidate of candidates) {
    try {
      const parsed = eslintResultsSchema.safeParse(JSON.parse(candidate));
      if (parsed.success) {
        return parsed.data;
      }
    } catch {
      // Not this one.
    }
  }
  return null;
}

const PRETTIER_ERROR = /^\[error\] (.+?): (\w*Error): (.*?)(?: \((\d+):(\d+)\))?$/;
// Notices share the `[warn]` prefix with unformatted paths; they are sentences (a space,
// a closing period), which a path practically never is.
const PRETTIER_NOTICES = [
  /^Code style issues/,
  /^Ignored unknown option/,
  /Run Prettier with/,
  /\s.*\.$/,
];

/**
 * Parses `prettier --check`: each `[warn] path` is an unformatted file (rule `prettier`),
 * each `[error] path: SyntaxError: message (line:col)` a file prettier could not parse
 * (rule `syntax-error`).
 */
export function parsePrettierCheck(text: string, workspace: string): Finding[] {
  const mapper = new RepoPathMapper(workspace);
  const findings: Finding[] = [];
  for (const rawLine of stripAnsi(text).split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    const failed = PRETTIER_ERROR.exec(line);
    if (failed !== null) {
      const [, file = '', kind = '', message = '', lineNo] = failed;
      const rule = kind === 'SyntaxError' ? 'syntax-error' : 'prettier-error';
      findings.push(
        mapper.finding(
          file,
          lineNo === undefined ? null : Number(lineNo),
          rule,
          `${kind}: ${message}`,
        ),
      );
      continue;
    }
    if (!line.startsWith('[warn] ')) {
      continue;
    }
    const file = line.slice('[warn] '.length).trim();
    if (file === '' || PRETTIER_NOTICES.some((notice) => notice.test(file))) {
      continue;
    }
    findings.push(
      mapper.finding(file, null, 'prettier', `not formatted (run prettier --write ${file})`),
    );
  }
  return findings;
}

/** Findings as `path:line  rule  message` lines, the readable form of a JSON report. */
export function renderFindings(findings: readonly Finding[]): string {
  return findings
    .map((finding) => {
      const where =
        finding.file === null
          ? ''
          : `${finding.file}${finding.line === null ? '' : `:${finding.line}`}  `;
      return `${where}${finding.rule}  ${finding.message}`;
    })
    .join('\n');
}
