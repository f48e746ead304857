import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { learnedWindows, LEARNED_RULE, LEARNED_WINDOW_CHARS } from './learned.js';
import { learnedModelJson, TRAINING_SETS, trainFromSets } from './learned-train.js';
import { channelOfRecord } from './record-channel.js';
import { scoreInjection, scoreInjectionWithModel } from './score.js';

// The learned scorer (learned.ts): its weights are what its training sets give, it reads what
// the rules leave below suspect and lifts it no further than suspect, and it explains itself.
// Attack text comes from the tuning fixtures by id, so that this file holds none.
const FIXTURES = resolve(import.meta.dirname, '../../../test/fixtures/detectors');
const MODEL_FILE = resolve(import.meta.dirname, 'learned-model.json');

function record(file: string, id: string): { text: string; channel: unknown } {
  const line = readFileSync(resolve(FIXTURES, file), 'utf8')
    .split('\n')
    .find((candidate) => candidate.includes(`"id": "${id}"`) || candidate.includes(`"id":"${id}"`));
  if (line === undefined) {
    throw new Error(`${file}: no record ${id}`);
  }
  return JSON.parse(line) as { text: string; channel: unknown };
}

describe('the learned scorer', () => {
  it('ships the weights its training sets give, byte for byte', () => {
    const trained = learnedModelJson(trainFromSets(FIXTURES, TRAINING_SETS));
    expect(
      trained === readFileSync(MODEL_FILE, 'utf8'),
      'src/analysis/injection/learned-model.json is stale: run `npm run train:injection`',
    ).toBe(true);
  }, 60_000);

  it('is never trained on the held-out sets', () => {
    expect(TRAINING_SETS.filter((name) => /heldout4|heldout6/.test(name))).toEqual([]);
  });

  it('lifts to suspect what the rules leave below it, and says where', () => {
    const { text, channel } = record('injection-heldout5.jsonl', 'ih5-tr-004');
    const options = { channel: channelOfRecord(channel) };
    expect(scoreInjectionWithModel(text, options, null).verdict).toBe('benign');
    const assessed = scoreInjection(text, options);
    expect(assessed.verdict).toBe('suspect');
    const finding = assessed.findings.find((candidate) => candidate.rule === LEARNED_RULE);
    if (finding === undefined) {
      throw new Error(`no ${LEARNED_RULE} finding`);
    }
    expect(finding.weight).toBeGreaterThanOrEqual(0.55);
    // The span is the sentence that weighs most, inside the text; the detail names the
    // features that raised the score, strongest first.
    expect(finding.excerpt.length).toBeGreaterThan(10);
    expect(finding.detail).toMatch(/^p 0\.\d\d >= 0\.55; [a-z]+:\S+ \+\d\.\d\d/);
    expect(finding.start).toBeGreaterThanOrEqual(0);
    expect(finding.end).toBeGreaterThan(finding.start);
    expect(finding.end).toBeLessThanOrEqual(text.length);
  });

  it('leaves a table of keys and labels to the rules', () => {
    const { text, channel } = record('injection-heldout5.jsonl', 'ih5-tr-004');
    expect(scoreInjection(text, { channel: channelOfRecord(channel) }).verdict).toBe('suspect');
    // The same words as the value of a message catalogue's entry: a label, not a sentence to
    // a reader (without this gate the model flags it).
    const table = `msgid "notice"\nmsgstr "${text.replace(/\s+/g, ' ').replace(/"/g, '')}"`;
    const assessed = scoreInjection(table, { channel: 'other' });
    expect(assessed.findings.some((finding) => finding.rule === LEARNED_RULE)).toBe(false);
    expect(assessed.verdict).toBe(
      scoreInjectionWithModel(table, { channel: 'other' }, null).verdict,
    );
  });

  it('reads a long text in windows of about a record, and finds the note inside one', () => {
    const { text } = record('injection-heldout5.jsonl', 'ih5-tr-004');
    const filler = 'The parser keeps the order of the keys it reads from the file.\n';
    const long = `${filler.repeat(60)}\n${text}\n\n${filler.repeat(60)}`;
    const windows = learnedWindows(long);
    expect(windows[0]?.[0]).toBe(0);
    expect(windows.at(-1)?.[1]).toBe(long.length);
    for (const [index, [start, end]] of windows.entries()) {
      expect(end - start).toBeLessThanOrEqual(LEARNED_WINDOW_CHARS);
      expect(start).toBe(index === 0 ? 0 : windows[index - 1]?.[1]);
    }
    // Text without a blank line or a line break is cut at the window's size.
    expect(learnedWindows('x'.repeat(4000)).map(([start, end]) => end - start)).toEqual([
      1500, 1500, 1000,
    ]);
    const finding = scoreInjection(long, { channel: 'issue' }).findings.find(
      (candidate) => candidate.rule === LEARNED_RULE,
    );
    const at = long.indexOf(text);
    expect(finding?.start).toBeGreaterThanOrEqual(at);
    expect(finding?.end).toBeLessThanOrEqual(at + text.length);
  });
});
