import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { govern } from '../helpers/cli.js';
import { git, makeRepo, writeFiles } from '../helpers/git-repo.js';
import { makeTempDir } from '../helpers/temp.js';

/**
 * Rules whose every text (id, why, pattern) is a word no prompt would carry by chance, so
 * finding one in a prompt can only mean the rule leaked into it.
 */
const RULES = [
  {
    id: 'axolotl-core-no-ui',
    why: 'Zebra clause: the core must run headless.',
    kind: 'no-import',
    from: 'src/core/**',
    to: 'src/ui/**',
  },
  {
    id: 'ocelot-no-debugger',
    why: 'Quokka clause: debugger statements never ship.',
    kind: 'forbid',
    paths: ['src/**'],
    pattern: 'debugger|wombatPattern',
    in: 'added-code',
  },
  {
    id: 'narwhal-migrations',
    why: 'Pangolin clause: applied migrations are history.',
    kind: 'append-only',
    paths: ['migrations/**'],
  },
] as const;

const ruleTexts = (rule: (typeof RULES)[number]): string[] => [
  rule.id,
  rule.why,
  ...('pattern' in rule ? [rule.pattern] : []),
];

const CONSTITUTION = `${JSON.stringify({ rules: RULES }, null, 2)}\n`;

/** A repository with the constitution committed, and a script agent that records its stdin. */
function setUp(script: string): { repo: string; received: string } {
  const repo = makeRepo({
    'src/core/total.js':
      'export function total(xs) {\n  return xs.reduce((a, b) => a + b, 0);\n}\n',
    'src/ui/format.js': 'export const format = (n) => `${n} EUR`;\n',
    'migrations/001.sql': 'create table t (id int);\n',
    '.governance/constitution.json': CONSTITUTION,
  });
  expect(govern(repo, ['init', '--project', 'constitution']).code).toBe(0);
  const dir = makeTempDir('govern-agent-');
  const received = join(dir, 'received');
  const agent = join(dir, 'agent.sh');
  // What the agent was given, as it got it (stdin), kept outside the repository.
  writeFileSync(
    agent,
    `#!/bin/sh\nset -e\nmkdir -p "${received}"\ncat > "${received}/prompt-$GOVERN_ATTEMPT.md"\ncd "$GOVERN_WORKSPACE"\n${script}\n`,
    { mode: 0o755 },
  );
  writeFileSync(
    join(repo, '.governance', 'config.json'),
    JSON.stringify({
      version: 1,
      projectName: 'constitution',
      defaultAgent: 'sh',
      agents: { sh: { type: 'script', command: agent } },
      categories: { REFACTORING: { gates: ['SCOPE', 'CONSTITUTION', 'SECRETS'], maxRetries: 1 } },
    }),
  );
  const tasks = join(dir, 'tasks.json');
  writeFileSync(
    tasks,
    JSON.stringify([
      {
        id: 'T-1',
        category: 'REFACTORING',
        targetPath: 'src/core/total.js',
        referencePath: '.governance/constitution.json',
        description: 'Let total() skip null entries.',
      },
    ]),
  );
  expect(govern(repo, ['add', '--file', tasks]).code).toBe(0);
  return { repo, received };
}

function readPrompts(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .map((name) => [name, readFileSync(join(dir, name), 'utf8')]),
  );
}

describe('the constitution in a run', () => {
  it('never puts a rule in a prompt; the retry quotes only the finding of the rule broken', () => {
    const { repo, received } = setUp(`if [ "$GOVERN_ATTEMPT" = 1 ]; then
  printf "import { format } from '../ui/format.js';\\nexport function total(xs) {\\n  return format(xs.filter((x) => x !== null).reduce((a, b) => a + b, 0));\\n}\\n" > src/core/total.js
else
  printf 'export function total(xs) {\\n  return xs.filter((x) => x !== null).reduce((a, b) => a + b, 0);\\n}\\n' > src/core/total.js
fi`);
    // Unsandboxed: the agent records its stdin outside the repository, which the sandbox
    // rightly forbids. The kernel-side guarantees do not depend on the sandbox.
    const run = govern(repo, ['run', '--no-sandbox']);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const status = JSON.parse(govern(repo, ['status', '--json']).stdout) as {
      tasks: { id: string; status: string; attempts: number }[];
    };
    expect(status.tasks[0]).toMatchObject({ status: 'COMPLETED', attempts: 2 });

    const agentSaw = readPrompts(received);
    expect([...agentSaw.keys()].sort()).toEqual(['prompt-1.md', 'prompt-2.md']);
    // What the kernel recorded is what the agent got.
    const taskDir = join(repo, '.governance', 'tasks', 'T-1');
    for (const attempt of [1, 2]) {
      expect(readFileSync(join(taskDir, `attempt-${attempt}.prompt.md`), 'utf8')).toBe(
        agentSaw.get(`prompt-${attempt}.md`),
      );
    }
    const [broken, ...others] = RULES;
    const first = agentSaw.get('prompt-1.md') ?? '';
    for (const rule of RULES) {
      for (const text of ruleTexts(rule)) {
        expect(first, `attempt 1 carries "${text}"`).not.toContain(text);
      }
    }
    const retry = agentSaw.get('prompt-2.md') ?? '';
    expect(retry).toContain(`constitution/${broken.id}`);
    expect(retry).toContain(broken.why);
    expect(retry).toContain('src/core/total.js:1');
    for (const rule of others) {
      for (const text of ruleTexts(rule)) {
        expect(retry, `the retry carries "${text}" of a rule not broken`).not.toContain(text);
      }
    }
    expect(retry).not.toContain('"rules"');
    expect(git(repo, 'show', 'HEAD:src/core/total.js')).not.toContain('ui/format');
  });

  it('quarantines an agent that edits the constitution, and puts the file back', () => {
    const { repo } = setUp(`printf '{"rules":[]}\\n' > .governance/constitution.json
printf 'export function total(xs) {\\n  return xs.filter((x) => x !== null).reduce((a, b) => a + b, 0);\\n}\\n' > src/core/total.js`);
    govern(repo, ['run', '--no-sandbox']);
    const status = JSON.parse(govern(repo, ['status', '--json']).stdout) as {
      tasks: { status: string; reason: string }[];
    };
    expect(status.tasks[0]?.status).toBe('QUARANTINED');
    expect(status.tasks[0]?.reason).toContain('.governance/constitution.json');
    expect(readFileSync(join(repo, '.governance', 'constitution.json'), 'utf8')).toBe(CONSTITUTION);
    expect(git(repo, 'status', '--porcelain')).toBe('');
  });
});

describe('the constitution in govern check and govern constitution', () => {
  it('reports broken rules with id, file, line and why, in text and SARIF, from the base', () => {
    const repo = makeRepo({
      'src/core/total.js': 'export const total = 1;\n',
      'src/ui/format.js': 'export const format = 1;\n',
      'migrations/001.sql': 'create table t (id int);\n',
      '.governance/constitution.json': CONSTITUTION,
    });
    expect(govern(repo, ['constitution', 'check']).code).toBe(0);
    writeFiles(repo, {
      'src/core/total.js':
        "export { format } from '../ui/format.js';\nexport const total = 1;\ndebugger;\n",
      'migrations/001.sql': 'create table t (id int, x int);\n',
      // The working tree drops the rules: the check still judges by the base's.
      '.governance/constitution.json': '{"rules":[]}\n',
    });
    const text = govern(repo, ['constitution', 'check']);
    expect(text.code).toBe(1);
    expect(text.stdout).toContain(
      `src/core/total.js:1 [constitution/${RULES[0].id}] src/core/total.js imports src/ui/format.js`,
    );
    expect(text.stdout).toContain(RULES[0].why);
    expect(text.stdout).toContain(`src/core/total.js:3 [constitution/${RULES[1].id}]`);
    expect(text.stdout).toContain(`migrations/001.sql [constitution/${RULES[2].id}]`);

    const sarif = govern(repo, ['check', '--format', 'sarif']);
    expect(sarif.code).toBe(1);
    const results = (
      JSON.parse(sarif.stdout) as {
        runs: { results: { ruleId: string; level: string }[] }[];
      }
    ).runs[0]?.results;
    expect(results).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ruleId: `CONSTITUTION/${RULES[0].id}`, level: 'error' }),
        expect.objectContaining({ ruleId: 'CONSTITUTION/changed', level: 'error' }),
      ]),
    );

    const explain = govern(repo, ['constitution', 'explain']);
    expect(explain.code).toBe(0);
    expect(explain.stdout).toContain(`1. ${RULES[0].id} [no-import]`);
    expect(explain.stdout).toContain(`why: ${RULES[2].why}`);
  });

  it('exits 2 naming the rule and field when the base constitution is invalid', () => {
    const repo = makeRepo({
      '.governance/constitution.json':
        '{"rules":[{"id":"x","why":"w","kind":"max-lines","paths":["src"]}]}\n',
    });
    const out = govern(repo, ['constitution', 'check']);
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('rules[0] (id "x").lines');
    const doctor = govern(repo, ['doctor']);
    expect(doctor.stdout).toMatch(/FAIL\s+constitution/);
    expect(existsSync(join(repo, '.governance', 'constitution.json'))).toBe(true);
  });
});
