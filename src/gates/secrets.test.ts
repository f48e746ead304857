import { describe, expect, it } from 'vitest';
import { runSecretsGate } from './secrets.js';
import type { ChangedFile } from './types.js';

// Credentials are assembled at run time so that this file holds no scannable secret.
const token = ['ghp', 'Qz7rW2kP9xLm4Ns8Bv1Cx6Dt3Fy5Gh0Jk2Pw'].join('_');
const dbPassword = ['Tr0ub', '4dor', '&3x'].join('');

function added(path: string, after: string): ChangedFile {
  return { path, status: 'added', before: null, after };
}

describe('SECRETS gate', () => {
  it('fails, critical, on a secret the change adds, naming file, line and rule', async () => {
    const verdict = await runSecretsGate([
      added('src/client.ts', `import { Octokit } from 'octokit';\n\nconst auth = '${token}';\n`),
    ]);
    expect(verdict).toMatchObject({ gate: 'SECRETS', passed: false, severity: 'critical' });
    expect(verdict.error).toBeUndefined();
    expect(verdict.findings.map(({ file, line, rule }) => ({ file, line, rule }))).toEqual([
      { file: 'src/client.ts', line: 3, rule: 'github-token' },
    ]);
  });

  it('never repeats the secret: at most a four-character prefix', async () => {
    const verdict = await runSecretsGate([
      added('.env', `DB_PASSWORD=${dbPassword}\nTOKEN=${token}\n`),
    ]);
    expect(verdict.findings.map((finding) => finding.rule)).toEqual(['password', 'github-token']);
    for (const finding of verdict.findings) {
      expect(finding.message).not.toContain(dbPassword);
      expect(finding.message).not.toContain(token.slice(0, 5));
      expect(finding.message).toMatch(/environment variable or a secret store/);
    }
    expect(verdict.findings[1]?.message).toContain('"ghp_…"');
    // Twelve characters: a quarter (three) shown, not the four a long token shows.
    expect(verdict.findings[0]?.message).toContain(`"${dbPassword.slice(0, 3)}…"`);
  });

  it('warns on a neutral-named random literal in a test, and still fails a credential there', async () => {
    // short-uuid 4.0.1's test (bench:real's sixty-fifth set): an id in its encoded form.
    const fixture = ['12J9PLDMEfCf6da2', 'LyAce5'].join('');
    const test = `test('pads', () => {\n  const paddedShort = '${fixture}';\n});\n`;
    const warned = await runSecretsGate([added('test/index.js', test)]);
    expect(warned).toMatchObject({ passed: true, severity: 'warning' });
    expect(warned.findings.map(({ rule, severity }) => ({ rule, severity }))).toEqual([
      { rule: 'high-entropy-assignment', severity: 'warning' },
    ]);
    // The same literal in source, or a provider's token in the test, still fails.
    expect((await runSecretsGate([added('src/index.js', test)])).passed).toBe(false);
    const leaked = `test('client', () => {\n  const auth = '${token}';\n});\n`;
    expect(await runSecretsGate([added('test/client.test.js', leaked)])).toMatchObject({
      passed: false,
      severity: 'critical',
    });
  });

  it('passes a change that only keeps, moves or deletes existing secrets', async () => {
    const before = `const auth = '${token}';\n`;
    const verdict = await runSecretsGate([
      { path: 'src/client.ts', status: 'modified', before, after: `// moved\n${before}` },
      { path: 'src/old.ts', status: 'deleted', before, after: null },
      { path: 'assets/logo.png', status: 'modified', before: null, after: null },
    ]);
    expect(verdict).toMatchObject({ passed: true, severity: 'info', findings: [] });
  });

  it('passes a file moved with its secret (git mv reads as a deletion and an addition)', async () => {
    const text = `const auth = '${token}';\n`;
    const moved = await runSecretsGate([
      { path: 'src/old.ts', status: 'deleted', before: text, after: null },
      added('lib/new.ts', text),
    ]);
    expect(moved).toMatchObject({ passed: true, findings: [] });
    // Without the deletion it is a new copy of the secret, in a new place: still refused.
    expect((await runSecretsGate([added('lib/new.ts', text)])).passed).toBe(false);
  });

  it('fails when a modified file gains a new secret next to an old one', async () => {
    const before = `const auth = '${token}';\n`;
    const verdict = await runSecretsGate([
      {
        path: 'src/db.ts',
        status: 'modified',
        before,
        after: `${before}const password = "${dbPassword}";\n`,
      },
    ]);
    expect(verdict.findings.map((finding) => `${finding.rule}:${String(finding.line)}`)).toEqual([
      'password:2',
    ]);
  });

  it('fails with GATE_CRASHED when it cannot check the change', async () => {
    const broken = { path: 'x.ts', status: 'added', before: null } as unknown as ChangedFile;
    Object.defineProperty(broken, 'after', {
      get: () => {
        throw new Error('unreadable');
      },
    });
    const verdict = await runSecretsGate([broken]);
    expect(verdict).toMatchObject({ gate: 'SECRETS', passed: false, severity: 'critical' });
    expect(verdict.error?.code).toBe('GATE_CRASHED');
    expect(verdict.error?.message).toContain('unreadable');
  });
});
