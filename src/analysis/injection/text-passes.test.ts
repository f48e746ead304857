import { describe, expect, it } from 'vitest';
import { paragraphsOf } from './match.js';
import { blankLineLeaders } from './line-leaders.js';

// What the hand-written passes replaced: one regular expression each.
const LINE_LEADERS = /^([ \t]*)(\/\/+!?|\/\*+!?|\*+\/?|#+|--+|;+|>+|<!--)/gm;
const BREAKS = /\n[ \t]*\n/g;

function blankedByPattern(text: string): string {
  return text.replace(LINE_LEADERS, (whole: string) => ' '.repeat(whole.length));
}

/** paragraphsOf as it was, with the break pattern (texts here are too short to be cut). */
function paragraphsByPattern(text: string): [number, number][] {
  const paragraphs: [number, number][] = [];
  let start = 0;
  for (const match of text.matchAll(BREAKS)) {
    if (match.index > start) {
      paragraphs.push([start, match.index]);
    }
    start = match.index + match[0].length;
  }
  if (text.length > start) {
    paragraphs.push([start, text.length]);
  }
  return paragraphs;
}

const PIECES = ['\n', ' ', '\t', '//', '/', '*', '!', '#', '-', ';', '>', '<!--', '<!-', 'a', '\r'];

function* generatedTexts(count: number): Generator<string> {
  let seed = 11;
  for (let round = 0; round < count; round += 1) {
    let text = '';
    for (let piece = 0; piece < 16; piece += 1) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      text += PIECES[seed % PIECES.length] ?? '';
    }
    yield text;
  }
}

describe('blankLineLeaders', () => {
  it('blanks what the line-leader pattern blanks', () => {
    for (const text of generatedTexts(2000)) {
      expect(blankLineLeaders(text), JSON.stringify(text)).toBe(blankedByPattern(text));
    }
  });

  it('keeps offsets and leaves lines without a leader alone', () => {
    const text = ' // one\n\t* two */\n#  three\n--- four\nfive // not a leader\n<!-- six';
    const blanked = blankLineLeaders(text);
    expect(blanked).toHaveLength(text.length);
    expect(blanked.split('\n').map((line) => line.trim())).toEqual([
      'one',
      'two */',
      'three',
      'four',
      'five // not a leader',
      'six',
    ]);
  });
});

describe('paragraphsOf', () => {
  it('splits at the blank lines the break pattern finds', () => {
    for (const text of generatedTexts(2000)) {
      expect(paragraphsOf(text), JSON.stringify(text)).toEqual(paragraphsByPattern(text));
    }
  });

  it('cuts a long paragraph at a line end', () => {
    const line = `${'word '.repeat(30)}\n`;
    const paragraphs = paragraphsOf(line.repeat(40));
    expect(paragraphs.length).toBeGreaterThan(1);
    expect(paragraphs.every(([start, end]) => end - start <= 2000)).toBe(true);
  });
});
