import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { git, writeFiles } from '../helpers/git-repo.js';
import { duplicateExports, runAndRetryB, setup, task } from '../helpers/parallel-repo.js';

/**
 * Judged on the branch's head alone (config `landingLine: false`): a change judged on top of
 * another is blamed at its first pass for what the two do together, so the landing re-check
 * these tests exercise needs the line off (it still runs with it on, for a change under which
 * the branch moved otherwise: test/integration/landing-line.test.ts).
 */
function withoutLandingLine(repo: string): void {
  const file = join(repo, '.governance', 'config.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  writeFileSync(file, JSON.stringify({ ...config, landingLine: false }));
}

// A parallel task whose base moved: re-checked on landing, or moved before its gates.
describe('govern run --parallel, when the head moves under a task', () => {
  it('re-runs whole-tree gates after a rebase and retries on the new head when they fail', () => {
    // B's agent ends first; its first-pass suite is slow while A has not landed, so A lands
    // during B's gates and B's landing finds the head moved under a change already judged.
    const { check, agent } = duplicateExports(
      "if (existsSync('src/b.ts') && !existsSync('src/a.ts')) await new Promise((r) => setTimeout(r, 4000));",
      1,
      0.2,
    );
    const { repo } = setup(
      agent,
      [task('A', 'src/a.ts'), task('B', 'src/b.ts')],
      ['SCOPE', 'TEST_SUITE'],
      check,
    );
    withoutLandingLine(repo);
    const failed = runAndRetryB(repo);
    // A configured command cannot be narrowed to related tests: the whole suite re-ran.
    expect(failed[0]?.output).toContain(
      're-check after a rebase: the whole suite (a configured test command cannot be narrowed)',
    );
    expect(readFileSync(join(repo, 'src', 'b.ts'), 'utf8')).toContain('y = 2');
  });

  it('re-checks a rebased change with the node tests related to both changes (issue 12)', () => {
    // Each change alone keeps a + b < 4; together they break it. ab.test.js imports the two
    // modules and slow.test.js names them; other.test.js neither: the re-check runs the first
    // two, and fails B on the new head. slow.test.js holds B's first pass until A has landed,
    // so B's landing finds the head moved under a change already judged.
    const nodeTest = (name: string, from: string, body: string): string =>
      `import assert from 'node:assert';\nimport test from 'node:test';\n${from}\ntest('${name}', () => { ${body} });\n`;
    const { repo } = setup(
      `if [ "$GOVERN_TASK_ID" = A ]; then sleep 1; printf "export const a = 2;\\n" > src/a.js; fi
if [ "$GOVERN_TASK_ID" = B ]; then sleep 0.2; if [ "$GOVERN_ATTEMPT" = 1 ]; then printf "export const b = 2;\\n" > src/b.js; else printf "export const b = 1.5;\\n" > src/b.js; fi; fi`,
      [task('A', 'src/a.js'), task('B', 'src/b.js')],
      ['SCOPE', 'TEST_SUITE'],
      undefined,
      (dir) => {
        writeFiles(dir, {
          'package.json': JSON.stringify({
            type: 'module',
            scripts: { test: 'node --test test/' },
          }),
          'src/a.js': 'export const a = 1;\n',
          'src/b.js': 'export const b = 1;\n',
          'src/other.js': 'export const other = 1;\n',
          'test/ab.test.js': nodeTest(
            'sum',
            "import { a } from '../src/a.js';\nimport { b } from '../src/b.js';",
            'assert.ok(a + b < 4, `a + b = ${a + b}`);',
          ),
          'test/other.test.js': nodeTest(
            'other',
            "import { other } from '../src/other.js';",
            'assert.equal(other, 1);',
          ),
          'test/slow.test.js': nodeTest(
            'slow',
            "import { readFileSync } from 'node:fs';\nif (readFileSync('src/a.js', 'utf8').includes('a = 1;') && readFileSync('src/b.js', 'utf8').includes('b = 2;')) await new Promise((r) => setTimeout(r, 4000));",
            "assert.match(readFileSync('src/a.js', 'utf8'), /export const a/);",
          ),
        });
        git(dir, 'add', '-A');
        git(dir, 'commit', '-q', '-m', 'node tests');
      },
    );
    // The package's own test script, as detected: no command configured.
    const configFile = join(repo, '.governance', 'config.json');
    const config = JSON.parse(readFileSync(configFile, 'utf8')) as { gates: unknown };
    config.gates = {};
    writeFileSync(configFile, JSON.stringify(config));
    withoutLandingLine(repo);
    const failed = runAndRetryB(repo);
    expect(failed[0]?.output).toContain('re-check after a rebase: 2 test file(s) related');
    expect(failed[0]?.output).not.toContain('# Subtest: other');
    expect(failed[0]?.output).toContain('a + b = 4');
    expect(readFileSync(join(repo, 'src', 'b.js'), 'utf8')).toContain('1.5');
  });

  it('moves a change onto the head that moved while its agent worked, and gates it there once', () => {
    // A lands while B's agent still works: B's change is moved onto A's commit before its
    // gates, so its first pass (not a landing re-check) sees both exports.
    const { check, agent } = duplicateExports('', 0.2, 2.5);
    const { repo } = setup(
      agent,
      [task('A', 'src/a.ts'), task('B', 'src/b.ts')],
      ['SCOPE', 'TEST_SUITE'],
      check,
    );
    const start = git(repo, 'rev-parse', 'HEAD').trim();
    const failed = runAndRetryB(repo);
    expect(failed[0]?.output).toContain('duplicate export: x,x');
    expect(failed[0]?.output).not.toContain('re-check after a rebase');
    const landedA = (
      JSON.parse(govern(repo, ['show', 'A', '--json']).stdout) as { task: { commit: string } }
    ).task.commit;
    const records = [1, 2].map(
      (n) =>
        JSON.parse(
          readFileSync(
            join(repo, '.governance', 'tasks', 'B', `attempt-${String(n)}.json`),
            'utf8',
          ),
        ) as { baseCommit: string; verdicts: { output?: string }[] },
    );
    // The record names the base the gates judged, and the audit log says the change moved.
    expect(records[0]?.baseCommit).toBe(landedA);
    const moved = readFileSync(join(repo, '.governance', 'audit.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((event) => event['type'] === 'attempt.rebased');
    expect(moved).toMatchObject([{ task: 'B', attempt: 1, from: start, onto: landedA }]);
    // The second attempt starts on A's commit: nothing to move, nothing re-checked.
    expect(records[1]?.baseCommit).toBe(landedA);
    expect(JSON.stringify(records[1]?.verdicts)).not.toContain('re-check after a rebase');
    expect(git(repo, 'rev-parse', 'HEAD^').trim()).toBe(landedA);
  });
});
