import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { bash, govern, ROOT } from '../helpers/cli.js';
import { git, makeRepo, writeFiles } from '../helpers/git-repo.js';
import { codeScanningProblems, sarifSchemaErrors } from '../helpers/sarif.js';
import { makeTempDir } from '../helpers/temp.js';

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  if?: string;
}
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  runs: { using: string; steps: Step[] };
};
const steps = action.runs.steps;
const checkStep = steps.find((step) => step.id === 'check')!;
const failStep = steps.find((step) => step.name === 'Fail on findings')!;

/** Runs one step's script as the runner would: its env, GITHUB_ACTION_PATH, GITHUB_OUTPUT. */
function runStep(step: Step, cwd: string, inputs: Record<string, string>) {
  const temp = makeTempDir('govern-action-');
  const output = join(temp, 'output');
  const env = Object.entries(step.env ?? {}).map(([name, value]) => {
    const input = /^\$\{\{ inputs\.([a-z-]+) \}\}$/.exec(value)?.[1];
    return `export ${name}='${input === undefined ? value : (inputs[input] ?? '')}'`;
  });
  const script = [
    `export GITHUB_ACTION_PATH='${ROOT}' GITHUB_OUTPUT='${output}' RUNNER_TEMP='${temp}'`,
    ...env,
    'set -eo pipefail',
    step.run ?? '',
  ].join('\n');
  const result = bash(cwd, script);
  const outputs = Object.fromEntries(
    (bash(temp, `cat '${output}' 2>/dev/null || true`).stdout.trim() || '')
      .split('\n')
      .filter((line) => line.includes('='))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  ) as Record<string, string>;
  return { ...result, outputs };
}

describe('action.yml', () => {
  it('is a composite action with the documented inputs, and splices no input into a script', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(
      expect.arrayContaining(['base', 'head', 'fail-on', 'injection-mode', 'working-directory']),
    );
    for (const step of steps) {
      expect(step.run ?? '', step.name).not.toContain('${{');
    }
    expect(steps.some((step) => step.uses?.startsWith('github/codeql-action/upload-sarif@'))).toBe(
      true,
    );
    const help = govern(ROOT, ['check', '--help']).stdout;
    for (const flag of ['--base', '--head', '--format', '--fail-on', '--injection-mode']) {
      expect(checkStep.run).toContain(flag);
      expect(help).toContain(flag);
    }
  });

  it('runs govern check on a pull request range: SARIF for code scanning, and the job fails on findings', () => {
    const repo = makeRepo({
      'src/a.ts': 'export const a = 1;\n',
      'test/a.test.ts': "it('a', () => {\n  expect(a).toBe(1);\n});\n",
    });
    const base = git(repo, 'rev-parse', 'HEAD').trim();
    writeFiles(repo, { 'test/a.test.ts': "it.skip('a', () => {\n  expect(a).toBe(1);\n});\n" });
    git(repo, 'commit', '-qam', 'skip a test');
    const head = git(repo, 'rev-parse', 'HEAD').trim();

    const found = runStep(checkStep, repo, {
      base,
      head,
      'fail-on': 'error',
      'injection-mode': 'enforce',
    });
    expect(found.code, found.stderr).toBe(0);
    expect(found.outputs['exit-code']).toBe('1');
    const sarif = JSON.parse(readFileSync(found.outputs['sarif']!, 'utf8')) as {
      runs: { results: { ruleId: string }[] }[];
    };
    expect(sarifSchemaErrors(sarif)).toEqual([]);
    expect(codeScanningProblems(sarif)).toEqual([]);
    expect(sarif.runs[0]!.results.map((r) => r.ruleId)).toEqual(['TEST_INTEGRITY/skip']);
    expect(runStep(failStep, repo, { 'fail-on': 'error' }).code).toBe(1);

    const clean = runStep(checkStep, repo, {
      base,
      head: base,
      'fail-on': 'error',
      'injection-mode': '',
    });
    expect(clean.outputs['exit-code']).toBe('0');
    // A base the clone does not have (a shallow checkout): the step fails with govern's message.
    const shallow = runStep(checkStep, repo, {
      base: 'f'.repeat(40),
      head,
      'fail-on': 'error',
      'injection-mode': '',
    });
    expect(shallow.code).toBe(2);
    expect(shallow.stderr).toContain('is not a commit');
  });
});
