import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { Semaphore, toolGateSlots } from './mutex.js';

/** A section that records when it ran and waits until `release` is called. */
function gated(log: string[], name: string): { run: () => Promise<string>; release: () => void } {
  let release = (): void => undefined;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    run: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    release: () => {
      release();
    },
  };
}

const tick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most its capacity at once, the rest in arrival order', async () => {
    const log: string[] = [];
    const slots = new Semaphore(2);
    const sections = ['a', 'b', 'c', 'd'].map((name) => gated(log, name));
    const results = sections.map((section) => slots.run(section.run));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    sections[1]!.release();
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    // A newcomer waits behind d, which was queued first.
    const late = gated(log, 'e');
    const lateResult = slots.run(late.run);
    sections[0]!.release();
    await tick();
    expect(log.slice(-2)).toEqual(['end a', 'start d']);
    sections[2]!.release();
    sections[3]!.release();
    late.release();
    expect(await Promise.all([...results, lateResult])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
      'start e',
    ]);
  });

  it('frees the slot of a section that throws', async () => {
    const slots = new Semaphore(1);
    await expect(slots.run(() => Promise.reject(new Error('gate crashed')))).rejects.toThrow(
      'gate crashed',
    );
    expect(await slots.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('refuses a capacity below 1', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
    expect(() => new Semaphore(1.5)).toThrow(RangeError);
  });
});

describe('toolGateSlots', () => {
  it('limits tool gates to the cores only when more attempts than cores run', () => {
    const cores = availableParallelism();
    expect(toolGateSlots(cores)).toBeUndefined();
    expect(toolGateSlots(1)).toBeUndefined();
    expect(toolGateSlots(cores + 1)?.capacity).toBe(cores);
    // Config `parallelGates` sets the slots instead of the cores.
    expect(toolGateSlots(6, 3)?.capacity).toBe(3);
    expect(toolGateSlots(3, 3)).toBeUndefined();
  });
});
