import { describe, expect, it } from 'vitest';
import { lineStartWithin } from './line-bounds.js';

// The bounded search for a line's start: a text of one long line must not be searched back to
// its start for every word (a 2.3 MB one-line text took 22 s to score before it).
describe('lineStartWithin', () => {
  it('finds the start of the line within reach', () => {
    const text = 'first line\n    second';
    expect(lineStartWithin(text, text.indexOf('second'), 12)).toBe(11);
    expect(lineStartWithin(text, 3, 12)).toBe(0);
  });

  it('gives up beyond its reach, and reads no further back', () => {
    const text = `${'x'.repeat(100)}\n${'y'.repeat(50)}`;
    expect(lineStartWithin(text, 140, 12)).toBeNull();
    expect(lineStartWithin(text, 140, 40)).toBe(101);
    // Exactly at the reach: the newline right before the reach's first character counts.
    expect(lineStartWithin(text, 101 + 12, 13)).toBe(101);
    expect(lineStartWithin(text, 101 + 12, 12)).toBeNull();
  });
});
