import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout9 } from '../../scripts/detector-data/gen-secrets-heldout9.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The ninth held-out secrets set of issue 18 (written blind, leaning towards data and ML work)
// is only worth anything if nobody edits it by hand: the committed file must be exactly what
// the seeded generator writes, and well-formed enough for `bench:detectors` to score it.

const NAME = 'secrets-heldout9.jsonl';
const SET = 'govern-synth/secrets-heldout9';

describe('gen-secrets-heldout9', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('secrets-heldout9-a-');
    const second = makeTempDir('secrets-heldout9-b-');
    writeSecretsHeldout9(first);
    writeSecretsHeldout9(second);
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
      expect(record.id).toBe(`sh9-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(
        record.source.startsWith(`${SET}:scripts/detector-data/gen-secrets-heldout9.mjs#`),
      ).toBe(true);
      expect(record.origin).toBe(`${SET}:${record.provider}`);
    });
  });

  it('covers 150+ services among the positives, with all three kinds present', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(positives.map((record) => record.rule)).size).toBeGreaterThanOrEqual(20);
    for (const kind of ['positive', 'hard-negative', 'near-miss']) {
      expect(records.some((record) => record.kind === kind)).toBe(true);
    }
  });
});
