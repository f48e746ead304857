import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout5 } from '../../scripts/detector-data/gen-secrets-heldout5.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The fifth held-out secrets set of issue 18 was written blind to the detector's rules; it is
// only worth anything if nobody edits it by hand: the committed file must be exactly what the
// seeded generator writes, and well-formed enough for `bench:detectors` to score it.

const NAME = 'secrets-heldout5.jsonl';
const SET = 'govern-synth/secrets-heldout5';

describe('gen-secrets-heldout5', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh5-a-');
    const second = makeTempDir('sh5-b-');
    writeSecretsHeldout5(first);
    writeSecretsHeldout5(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, ids are unique', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh5-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.source).toBe(
        `${SET}:scripts/detector-data/gen-secrets-heldout5.mjs#${record.rule}`,
      );
      expect(record.origin).toBe(`${SET}:${record.provider}`);
    });
  });

  it('covers 150+ services among the positives, with all three kinds present', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(positives.length).toBeGreaterThan(300);
    expect(records.filter((record) => record.kind === 'hard-negative').length).toBeGreaterThan(150);
    expect(records.filter((record) => record.kind === 'near-miss').length).toBeGreaterThan(50);
  });
});
