import { describe, expect, it } from 'vitest';
import { commandReference } from './command-reference.js';
import { COMMANDS } from './program.js';

describe('commandReference', () => {
  const rows = commandReference();
  const usages = rows.map((row) => row.usage);

  it('has a row for every leaf command and variant, in the order of govern --help', () => {
    const paths = usages.map((usage) => {
      const words = usage.split(' ').slice(1);
      const end = words.findIndex((word) => !/^[a-z]+$/.test(word));
      return words.slice(0, end === -1 ? words.length : end).join(' ');
    });
    expect(paths).toEqual([
      'init',
      'add',
      'run',
      'run',
      'run',
      'status',
      'worker',
      'show',
      'reset',
      'check',
      'scan',
      'budget',
      'quality',
      'archive list',
      'archive restore',
      'approve',
      'reject',
      'memory list',
      'memory add',
      'doctor',
      'evidence',
      'serve',
      'bench',
      'constitution check',
      'constitution explain',
      'audit verify',
    ]);
    expect(COMMANDS).toHaveLength(21);
  });

  it('writes the usage from the flags: choices, variadics, mandatory options, placeholders', () => {
    expect(usages).toContain(
      'govern check [--base REV] [--head REV] [--scope GLOB...] [--tools] [--format text|json|sarif] [--fail-on info|warning|error|critical] [--no-sandbox] [--injection-mode shadow|enforce]',
    );
    expect(usages).toContain('govern memory add TEXT --level L3|L4|L5');
    expect(usages).toContain('govern status [--all] [--status S[,S]] [--limit N] [--json]');
    expect(usages).toContain(
      'govern add [FILE] [--file tasks.json] [--from seed|taskmaster] [--tag NAME] [--target-glob GLOB] [--category CATEGORY] [--json]',
    );
  });

  it('writes a variant row from the flags it names, and leaves --workspace to the prose', () => {
    expect(usages).toContain('govern run --queue URL [...]');
    expect(usages).toContain('govern run --rerun [--task ID]');
    expect(usages.filter((usage) => usage.includes('--workspace'))).toEqual([]);
    expect(rows.every((row) => row.does.length > 0)).toBe(true);
  });
});
