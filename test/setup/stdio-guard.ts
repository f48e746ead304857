import { afterEach, beforeEach, vi } from 'vitest';

// Code below cli/ must never print: a test that writes to the console fails, so a stray
// console.log in an organ is caught where it was added.
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const method of methods) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) {
    throw new Error(`test printed to the console:\n${calls.join('\n')}`);
  }
});
