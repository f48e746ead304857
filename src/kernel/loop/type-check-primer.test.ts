import { describe, expect, it } from 'vitest';
import type { ToolCommand } from '../../gates/index.js';
import { typeCheckPrimer } from './type-check-primer.js';

const TSC: ToolCommand = {
  command: '/repo/node_modules/.bin/tsc',
  args: ['--noEmit', '-p', 'tsconfig.json'],
  appendFiles: false,
  timeoutMs: 60_000,
  resident: { project: 'tsconfig.json' },
};
const SANDBOXES = new Map([
  ['boxed', { mode: 'bwrap' }],
  ['replayed', { mode: 'not-needed' }],
  ['open', { mode: 'disabled' }],
]);

function primed(gates: Parameters<typeof typeCheckPrimer>[0], command = TSC) {
  const calls: string[] = [];
  const primer = typeCheckPrimer(
    gates,
    new Map([['TYPE_CHECK', command]]),
    SANDBOXES,
    undefined,
    (_command, dir) => {
      calls.push(dir);
      return Promise.resolve();
    },
  );
  return { primer, calls };
}

describe('typeCheckPrimer', () => {
  it('primes the tree before a sandboxed agent (or one with no process) works in it', () => {
    const { primer, calls } = primed(['SCOPE', 'TYPE_CHECK']);
    primer?.('/w/1', 'boxed');
    primer?.('/w/2', 'replayed');
    expect(calls).toEqual(['/w/1', '/w/2']);
  });

  it('never primes for an unsandboxed agent, or one the run has no sandbox plan for', () => {
    const { primer, calls } = primed(['TYPE_CHECK']);
    primer?.('/w/1', 'open');
    primer?.('/w/2', 'unknown');
    expect(primer).toBeDefined();
    expect(calls).toEqual([]);
  });

  it('is absent when the task runs no type check, or no resident checker answers it', () => {
    expect(primed(['SCOPE', 'SYNTAX_CHECK']).primer).toBeUndefined();
    const { resident: _resident, ...plain } = TSC;
    expect(primed(['TYPE_CHECK'], plain).primer).toBeUndefined();
  });
});
