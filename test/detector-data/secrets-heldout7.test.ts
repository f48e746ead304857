import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout7 } from '../../scripts/detector-data/gen-secrets-heldout7.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The seventh held-out secrets set of issue 18 was written blind, weighted toward operations
// text. It only measures anything if nobody edits it by hand: the committed file must be exactly
// what the seeded generator writes, and well-formed enough for `bench:detectors` to score.

const NAME = 'secrets-heldout7.jsonl';
const SET = 'govern-synth/secrets-heldout7';

describe('gen-secrets-heldout7', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('secrets-heldout7-a-');
    const second = makeTempDir('secrets-heldout7-b-');
    writeSecretsHeldout7(first);
    writeSecretsHeldout7(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, and negatives name none', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh7-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.rule.length, record.id).toBeGreaterThan(0);
      expect(record.origin).toBe(`${SET}:${record.provider}`);
      expect(record.source).toBe(
        `${SET}:scripts/detector-data/gen-secrets-heldout7.mjs#${record.rule}`,
      );
    });
  });

  it('has the intended size and mix, and 150+ providers among the positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const count = (kind: string) => records.filter((record) => record.kind === kind).length;
    expect(records.length).toBeGreaterThanOrEqual(580);
    expect(count('positive')).toBeGreaterThanOrEqual(320);
    expect(count('hard-negative')).toBeGreaterThanOrEqual(190);
    expect(count('near-miss')).toBeGreaterThanOrEqual(60);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
  });
});
