import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_ENV_ALLOWLIST, sanitizeEnv } from '../common/index.js';
import { makeTempDir } from '../../test/helpers/temp.js';
import { resolveToolCommand } from './tool-detect.js';
import { runToolGate } from './tool-gates.js';
import type { ChangedFile, GateInput, ToolCommand, ToolGateName } from './types.js';

// Shell scripts stand in for tools: each verdict rule gets a tool that behaves exactly so,
// in milliseconds. The real tools are exercised in tool-gates.test.ts.
const SCRIPTS: Record<string, string> = {
  // Reports what a tool would see, then fails with output no parser knows.
  'scripts/report.sh': [
    '#!/bin/sh',
    'echo "args: $*"',
    'echo "env: CI=$CI NO_COLOR=$NO_COLOR FORCE_COLOR=$FORCE_COLOR SECRET=$SECRET"',
    'echo "fake-tool: $(command -v fake-tool)"',
    'exit 3',
  ].join('\n'),
  'scripts/segv.sh': '#!/bin/sh\nkill -SEGV $$\n',
  'scripts/sleep.sh': '#!/bin/sh\nsleep 5\n',
  'scripts/quiet-fail.sh': '#!/bin/sh\nexit 1\n',
  'scripts/not-found.sh': '#!/bin/sh\nsome-missing-runner-xyz --run\n',
  'node_modules/.bin/fake-tool': '#!/bin/sh\necho "fake-tool ran"\n',
  'src/a.ts': 'export {};\n',
  '-rf.ts': 'export {};\n',
  'README.md': '# hi\n',
};

function scriptProject(): string {
  const ws = makeTempDir('govern-tool-scripts-');
  for (const [name, content] of Object.entries(SCRIPTS)) {
    mkdirSync(join(ws, name, '..'), { recursive: true });
    writeFileSync(join(ws, name), content);
    chmodSync(join(ws, name), content.startsWith('#!') ? 0o755 : 0o644);
  }
  return ws;
}

function changed(path: string, status: ChangedFile['status'] = 'modified'): ChangedFile {
  return { path, status, before: null, after: null };
}

function input(ws: string, changes: ChangedFile[] = [], signal?: AbortSignal): GateInput {
  const env = { ...sanitizeEnv(process.env, BASE_ENV_ALLOWLIST), HOME: ws };
  return signal === undefined
    ? { workspace: ws, changes, env }
    : { workspace: ws, changes, env, signal };
}

function configured(
  gate: ToolGateName,
  ws: string,
  command: string,
  appendFiles = false,
): ToolCommand {
  const resolved = resolveToolCommand(gate, ws, { command, appendFiles });
  expect(resolved).not.toBeNull();
  return resolved!;
}

describe('runToolGate verdict rules', () => {
  it('appends existing changed files inside the workspace, with a CI env and .bin on PATH', async () => {
    const ws = scriptProject();
    const verdict = await runToolGate(
      'SYNTAX_CHECK',
      configured('SYNTAX_CHECK', ws, 'scripts/report.sh', true),
      input(ws, [
        changed('src/a.ts'),
        changed('-rf.ts', 'added'),
        changed('README.md'),
        changed('src/gone.ts', 'deleted'),
        changed('src/vanished.ts'),
        changed('../outside.ts'),
      ]),
    );
    expect(verdict.output).toBe(
      [
        'args: src/a.ts ./-rf.ts README.md',
        'env: CI=true NO_COLOR=1 FORCE_COLOR=0 SECRET=',
        `fake-tool: ${join(ws, 'node_modules', '.bin', 'fake-tool')}`,
      ].join('\n'),
    );
    // Exit 3 with output no parser knows: failed, with one finding quoting the tool.
    expect(verdict.passed).toBe(false);
    expect(verdict.severity).toBe('error');
    expect(verdict.error).toBeUndefined();
    expect(verdict.findings).toEqual([
      {
        file: null,
        line: null,
        rule: 'tool-failure',
        message: `scripts/report.sh exited 3:\n${verdict.output ?? ''}`,
      },
    ]);
  });

  it('passes the caller env through, nothing more', async () => {
    const ws = scriptProject();
    const env = { ...input(ws).env, SECRET: 'given' };
    const verdict = await runToolGate(
      'TEST_SUITE',
      configured('TEST_SUITE', ws, 'scripts/report.sh'),
      {
        workspace: ws,
        changes: [],
        env,
      },
    );
    expect(verdict.output).toContain('SECRET=given');
    expect(verdict.output?.startsWith('args: \n')).toBe(true);
  });

  it('names the fallback finding test-failure for TEST_SUITE, even for a silent failure', async () => {
    const ws = scriptProject();
    const verdict = await runToolGate(
      'TEST_SUITE',
      configured('TEST_SUITE', ws, './scripts/quiet-fail.sh'),
      input(ws),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.findings).toEqual([
      {
        file: null,
        line: null,
        rule: 'test-failure',
        message: 'scripts/quiet-fail.sh exited 1 with no output',
      },
    ]);
  });

  it('runs a bare configured name from the repository node_modules/.bin', async () => {
    const ws = scriptProject();
    const verdict = await runToolGate(
      'TYPE_CHECK',
      configured('TYPE_CHECK', ws, 'fake-tool'),
      input(ws),
    );
    expect(verdict).toMatchObject({ passed: true, findings: [], output: 'fake-tool ran' });
  });

  it('passes without running when no changed file exists any more', async () => {
    const ws = scriptProject();
    const verdict = await runToolGate(
      'SYNTAX_CHECK',
      configured('SYNTAX_CHECK', ws, 'scripts/report.sh', true),
      input(ws, [changed('src/gone.ts', 'deleted')]),
    );
    expect(verdict).toMatchObject({
      passed: true,
      findings: [],
      output: 'SYNTAX_CHECK: no changed file for report.sh to check; report.sh was not run',
    });
  });

  it('hands a non-eslint AST_LINT command every changed file, not only JS/TS ones', async () => {
    const ws = scriptProject();
    const verdict = await runToolGate(
      'AST_LINT',
      configured('AST_LINT', ws, 'scripts/report.sh', true),
      input(ws, [changed('README.md')]),
    );
    expect(verdict.output?.split('\n')[0]).toBe('args: README.md');
  });

  it('fails TOOL_CRASHED when the tool dies by a signal', async () => {
    const ws = scriptProject();
    const verdict = await runToolGate(
      'TEST_SUITE',
      configured('TEST_SUITE', ws, 'scripts/segv.sh'),
      input(ws),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error).toEqual({
      code: 'TOOL_CRASHED',
      message: 'TEST_SUITE: scripts/segv.sh was killed by SIGSEGV',
    });
    expect(verdict.findings.map((finding) => finding.rule)).toEqual(['tool-crashed']);
  });

  it('fails TIMED_OUT at the deadline and when the caller aborts', async () => {
    const ws = scriptProject();
    const sleeper = configured('TEST_SUITE', ws, 'scripts/sleep.sh');
    const late = await runToolGate('TEST_SUITE', { ...sleeper, timeoutMs: 100 }, input(ws));
    expect(late.error?.code).toBe('TIMED_OUT');
    expect(late.error?.message).toBe(
      'TEST_SUITE: scripts/sleep.sh did not finish within 100 ms and was killed; raise gates.TEST_SUITE.timeoutMs in .governance/config.json or make the tool faster',
    );
    const controller = new AbortController();
    controller.abort();
    const aborted = await runToolGate('TEST_SUITE', sleeper, input(ws, [], controller.signal));
    expect(aborted.passed).toBe(false);
    expect(aborted.error?.code).toBe('TIMED_OUT');
    expect(aborted.error?.message).toContain('cancelled');
    expect(aborted.durationMs).toBeLessThan(4_000);
  });

  it('fails TOOL_MISSING for a command that does not exist or a script whose runner is missing', async () => {
    const ws = scriptProject();
    const absent = await runToolGate(
      'AST_LINT',
      configured('AST_LINT', ws, 'no-such-linter-xyz'),
      input(ws),
    );
    expect(absent.error).toEqual({
      code: 'TOOL_MISSING',
      message:
        'AST_LINT: no-such-linter-xyz could not be run (ENOENT); install no-such-linter-xyz or set gates.AST_LINT.command in .governance/config.json',
    });
    const notExecutable = await runToolGate(
      'TEST_SUITE',
      configured('TEST_SUITE', ws, 'src/a.ts'),
      input(ws),
    );
    expect(notExecutable.error?.code).toBe('TOOL_MISSING');
    expect(notExecutable.error?.message).toContain('(EACCES)');
    const runnerMissing = await runToolGate(
      'TEST_SUITE',
      configured('TEST_SUITE', ws, 'scripts/not-found.sh'),
      input(ws),
    );
    expect(runnerMissing.error?.code).toBe('TOOL_MISSING');
    expect(runnerMissing.output).toContain('some-missing-runner-xyz');
  });

  it('fails GATE_CRASHED when the workspace does not exist', async () => {
    const ws = scriptProject();
    const missing = join(ws, 'missing');
    const verdict = await runToolGate(
      'TYPE_CHECK',
      configured('TYPE_CHECK', ws, 'fake-tool'),
      input(missing),
    );
    expect(verdict.passed).toBe(false);
    expect(verdict.error?.code).toBe('GATE_CRASHED');
    expect(verdict.findings).toHaveLength(1);
  });
});
