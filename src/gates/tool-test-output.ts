import { RepoPathMapper, stripAnsi } from './tool-output.js';
import type { Finding } from './types.js';

type Lines = readonly string[];
type LineParser = (lines: Lines, mapper: RepoPathMapper) => Finding[];

const RULE = 'test-failure';
const MAX_DETAIL_LINES = 12;

/**
 * Best-effort findings from a test runner's output: vitest, jest, node:test (TAP and spec
 * reporters), pytest, cargo test and go test are recognised. One finding per failing test,
 * rule `test-failure` (compile errors: the compiler's code or `compile-error`). Returns []
 * when nothing is recognised; the gate then quotes the output itself.
 */
export function parseTestOutput(text: string, workspace: string): Finding[] {
  const lines = stripAnsi(text)
    .split(/\r?\n/)
    .map((line) => line.trimEnd());
  const mapper = new RepoPathMapper(workspace);
  const parsers: readonly LineParser[] = [
    parseVitest,
    parseJest,
    parseTap,
    parseNodeSpec,
    parsePytest,
    parseCargo,
    parseGo,
  ];
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const parser of parsers) {
    for (const finding of parser(lines, mapper)) {
      const key = JSON.stringify(finding);
      if (!seen.has(key)) {
        seen.add(key);
        findings.push(finding);
      }
    }
  }
  return findings;
}

/** The lines of `lines` from `start` up to (not including) the first that ends the block. */
function takeBlock(lines: Lines, start: number, isEnd: (line: string) => boolean): Lines {
  const block: string[] = [];
  for (let i = start; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (isEnd(line)) {
      break;
    }
    block.push(line);
  }
  return block;
}

function isStackFrame(line: string): boolean {
  return /^\s*at\s/.test(line);
}

// ` FAIL  test/a.test.ts > suite > name` and ` FAIL  test/a.test.ts [ test/a.test.ts ]` for a
// file that failed to load; `|project|` prefixes a workspace project's name.
const VITEST_FAIL = /^\s*FAIL\s+(?:\|[^|]+\|\s+)?(\S.*?) (?:> (.*)|\[ .* \])$/;
const VITEST_LOCATION = /^\s*❯ (?:.* )?(\S+):(\d+):(\d+)$/;

function parseVitest(lines: Lines, mapper: RepoPathMapper): Finding[] {
  const findings: Finding[] = [];
  lines.forEach((line, index) => {
    const header = VITEST_FAIL.exec(line);
    if (header === null) {
      return;
    }
    const [, testFile = '', name] = header;
    const block = takeBlock(
      lines,
      index + 1,
      (next) => VITEST_FAIL.test(next) || /^\s*⎯/.test(next) || /^\s*Test Files\s/.test(next),
    );
    const locationIndex = block.findIndex((next) => VITEST_LOCATION.test(next));
    const location = locationIndex < 0 ? null : VITEST_LOCATION.exec(block[locationIndex] ?? '');
    const detail = (locationIndex < 0 ? block : block.slice(0, locationIndex))
      .filter((next) => next.trim() !== '' && !isStackFrame(next))
      .slice(0, MAX_DETAIL_LINES);
    const file = location?.[1] ?? testFile;
    const title = name === undefined ? `${testFile} failed to load` : name;
    const prefix = file === testFile ? title : `${testFile} > ${title}`;
    findings.push(
      mapper.finding(
        file,
        location?.[2] === undefined ? null : Number(location[2]),
        RULE,
        [`${prefix}: ${detail[0] ?? 'failed'}`, ...detail.slice(1)].join('\n'),
      ),
    );
  });
  return findings;
}

// jest prints `FAIL src/a.test.js (1.2 s)` per file and `● suite › name` per failing test.
const JEST_FILE = /^\s*FAIL\s+(\S+)(?:\s+\([\d.]+ m?s\))?$/;
const JEST_TEST = /^\s*● (.+)$/;
const JEST_FRAME = /^\s*at (?:.*\()?(.+?):(\d+):(\d+)\)?$/;
const JEST_CODE_FRAME = /^\s*>?\s*\d+\s*\||^\s*\|\s*\^/;

function parseJest(lines: Lines, mapper: RepoPathMapper): Finding[] {
  const findings: Finding[] = [];
  let currentFile: string | null = null;
  lines.forEach((line, index) => {
    const file = JEST_FILE.exec(line);
    if (file !== null && !VITEST_FAIL.test(line)) {
      currentFile = file[1] ?? null;
      return;
    }
    const test = JEST_TEST.exec(line);
    const name = test?.[1];
    if (name === undefined || name === 'Console') {
      return;
    }
    const block = takeBlock(
      lines,
      index + 1,
      (next) =>
        JEST_TEST.test(next) ||
        JEST_FILE.test(next) ||
        /^\s*(?:PASS\s|Test Suites:|Tests:)/.test(next),
    );
    const frame = block
      .filter((next) => isStackFrame(next) && !/node_modules|node:internal/.test(next))
      .map((next) => JEST_FRAME.exec(next))
      .find((match) => match !== null);
    const detail = block
      .filter((next) => next.trim() !== '' && !isStackFrame(next) && !JEST_CODE_FRAME.test(next))
      .map((next) => next.trim())
      .slice(0, MAX_DETAIL_LINES);
    findings.push(
      mapper.finding(
        frame?.[1] ?? currentFile,
        frame?.[2] === undefined ? null : Number(frame[2]),
        RULE,
        [`${name}: ${detail[0] ?? 'failed'}`, ...detail.slice(1)].join('\n'),
      ),
    );
  });
  return findings;
}

const TAP_SUBTEST = /^(\s*)# Subtest: (.*)$/;
const TAP_NOT_OK = /^(\s*)not ok \d+(?: -)?\s*(.*)$/;
const TAP_DIRECTIVE = /\s#\s*(?:SKIP|TODO)\b/i;

/** TAP `not ok` lines, with node:test's YAML block (location, error) when present. */
function parseTap(lines: Lines, mapper: RepoPathMapper): Finding[] {
  const findings: Finding[] = [];
  let parents: { indent: number; name: string }[] = [];
  lines.forEach((line, index) => {
    const subtest = TAP_SUBTEST.exec(line);
    if (subtest !== null) {
      const indent = subtest[1]?.length ?? 0;
      parents = parents.filter((parent) => parent.indent < indent);
      parents.push({ indent, name: subtest[2] ?? '' });
      return;
    }
    const notOk = TAP_NOT_OK.exec(line);
    if (notOk === null || TAP_DIRECTIVE.test(line)) {
      return;
    }
    const indent = notOk[1]?.length ?? 0;
    const name = notOk[2] ?? '';
    const yaml = readTapYaml(lines, index + 1);
    // A suite fails because a child did; the child has its own finding.
    if (yaml.get('failureType') === 'subtestsFailed') {
      return;
    }
    const path = [...parents.filter((parent) => parent.indent < indent).map((p) => p.name), name];
    const location = /^(.+):(\d+):(\d+)$/.exec(yaml.get('location') ?? '');
    const error = yaml.get('error');
    findings.push(
      mapper.finding(
        location?.[1] ?? null,
        location?.[2] === undefined ? null : Number(location[2]),
        RULE,
        `${path.join(' > ')}: ${error ?? 'failed'}`,
      ),
    );
  });
  return findings;
}

/** The scalar keys of the YAML block starting at `start` (`---` ... `...`), unquoted. */
function readTapYaml(lines: Lines, start: number): Map<string, string> {
  const values = new Map<string, string>();
  if (!/^\s*---$/.test(lines[start] ?? '')) {
    return values;
  }
  const keyIndent = (lines[start + 1] ?? '').search(/\S/);
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (/^\s*\.\.\.$/.test(line)) {
      break;
    }
    const entry = /^(\s*)(\w+): ?(.*)$/.exec(line);
    if (entry === null || (entry[1]?.length ?? 0) !== keyIndent) {
      continue;
    }
    const [, , key = '', raw = ''] = entry;
    if (raw === '|-' || raw === '|' || raw === '>-') {
      const body = takeBlock(
        lines,
        i + 1,
        (next) => next.trim() !== '' && next.search(/\S/) <= keyIndent,
      );
      values.set(
        key,
        body
          .map((next) => next.trim())
          .filter((next) => next !== '')
          .join('\n'),
      );
    } else {
      values.set(key, unquoteYaml(raw));
    }
  }
  return values;
}

function unquoteYaml(raw: string): string {
  if (raw.length >= 2 && raw.startsWith("'") && raw.endsWith("'")) {
    return raw.slice(1, -1).replaceAll("''", "'");
  }
  if (raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"')) {
    return raw.slice(1, -1).replaceAll('\\"', '"');
  }
  return raw;
}

/** node:test's spec reporter: the `✖ failing tests:` summary, `test at path:line:col` each. */
function parseNodeSpec(lines: Lines, mapper: RepoPathMapper): Finding[] {
  const start = lines.findIndex((line) => /^✖ failing tests:$/.test(line.trim()));
  if (start < 0) {
    return [];
  }
  const findings: Finding[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const location = /^test at (.+):(\d+):(\d+)$/.exec(lines[i] ?? '');
    const name = /^\s*✖ (.+?) \([\d.]+m?s\)$/.exec(lines[i + 1] ?? '');
    if (location === null || name === null) {
      continue;
    }
    const detail = takeBlock(
      lines,
      i + 2,
      (next) => isStackFrame(next) || next.startsWith('test at '),
    )
      .map((next) => next.trim())
      .filter((next) => next !== '')
      .slice(0, MAX_DETAIL_LINES);
    findings.push(
      mapper.finding(
        location[1] ?? null,
        Number(location[2]),
        RULE,
        [`${name[1] ?? ''}: ${detail[0] ?? 'failed'}`, ...detail.slice(1)].join('\n'),
      ),
    );
  }
  return findings;
}

/** pytest's short summary (`FAILED path::test - message`), located via the FAILURES section. */
function parsePytest(lines: Lines, mapper: RepoPathMapper): Finding[] {
  const lineOfTest = new Map<string, number>();
  let section: string | null = null;
  for (const line of lines) {
    const header = /^_{3,} (.+?) _{3,}$/.exec(line);
    if (header !== null) {
      section = header[1] ?? null;
      continue;
    }
    const frame = /^\S+?:(\d+): /.exec(line);
    if (section !== null && frame !== null && !lineOfTest.has(section)) {
      lineOfTest.set(section, Number(frame[1]));
    }
  }
  const findings: Finding[] = [];
  for (const line of lines) {
    const failed = /^(FAILED|ERROR) (\S+?)(?:::(\S+))?(?: - (.*))?$/.exec(line);
    if (failed === null) {
      continue;
    }
    const [, kind = '', file = '', test, message] = failed;
    const nodeId = test === undefined ? file : `${file}::${test}`;
    const testLine = test === undefined ? undefined : lineOfTest.get(test.replaceAll('::', '.'));
    const what = kind === 'ERROR' ? 'error' : 'failed';
    findings.push(mapper.finding(file, testLine ?? null, RULE, `${nodeId}: ${message ?? what}`));
  }
  return findings;
}

/** cargo test: `---- name stdout ----` sections with a panic location; rustc errors. */
function parseCargo(lines: Lines, mapper: RepoPathMapper): Finding[] {
  const findings: Finding[] = [];
  let test: string | null = null;
  lines.forEach((line, index) => {
    const section = /^---- (\S+) stdout ----$/.exec(line);
    if (section !== null) {
      test = section[1] ?? null;
      return;
    }
    const panic = /panicked at (.+?):(\d+):(\d+):$/.exec(line);
    if (panic !== null && test !== null) {
      const detail = takeBlock(
        lines,
        index + 1,
        (next) => next.trim() === '' || /^(?:note:|stack backtrace:)/.test(next),
      ).slice(0, MAX_DETAIL_LINES);
      findings.push(
        mapper.finding(
          panic[1] ?? null,
          Number(panic[2]),
          RULE,
          [`${test}: ${detail[0] ?? 'panicked'}`, ...detail.slice(1)].join('\n'),
        ),
      );
      test = null;
      return;
    }
    const error = /^error(?:\[(E\d+)\])?: (.+)$/.exec(line);
    const arrow = /^\s*--> (.+?):(\d+):(\d+)$/.exec(lines[index + 1] ?? '');
    if (error !== null && arrow !== null) {
      findings.push(
        mapper.finding(
          arrow[1] ?? null,
          Number(arrow[2]),
          error[1] ?? 'compile-error',
          error[2] ?? '',
        ),
      );
    }
  });
  return findings;
}

/**
 * go test: `--- FAIL: TestName` with the `file.go:line: message` lines under it, and build
 * errors. Test messages name the file relative to its package directory, which the output
 * does not reliably give, so those findings keep the location in the message.
 */
function parseGo(lines: Lines, mapper: RepoPathMapper): Finding[] {
  const findings: Finding[] = [];
  lines.forEach((line, index) => {
    const failed = /^\s*--- FAIL: (\S+)/.exec(line);
    if (failed !== null) {
      const detail = takeBlock(
        lines,
        index + 1,
        (next) => !/^\s{4,}\S/.test(next) || /--- FAIL:/.test(next),
      )
        .map((next) => next.trim())
        .slice(0, MAX_DETAIL_LINES);
      findings.push(
        mapper.finding(
          null,
          null,
          RULE,
          [`${failed[1] ?? ''}: ${detail[0] ?? 'failed'}`, ...detail.slice(1)].join('\n'),
        ),
      );
      return;
    }
    const build = /^(\.?\/?[^\s:]+\.go):(\d+):(\d+): (.+)$/.exec(line);
    if (build !== null) {
      findings.push(
        mapper.finding(build[1] ?? null, Number(build[2]), 'compile-error', build[4] ?? ''),
      );
    }
  });
  return findings;
}
