import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout10 } from '../../scripts/detector-data/gen-secrets-heldout10.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The tenth held-out secrets set of issue 18 is only worth anything if nobody edits it by hand
// (in particular not to make a detector pass): the committed file must be exactly what the
// seeded generator writes, and well-formed enough for `bench:detectors` to score it.

const NAME = 'secrets-heldout10.jsonl';
const PREFIX = 'govern-synth/secrets-heldout10:';

describe('gen-secrets-heldout10', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('secrets-heldout10-a-');
    const second = makeTempDir('secrets-heldout10-b-');
    writeSecretsHeldout10(first);
    writeSecretsHeldout10(second);
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
      expect(record.id).toBe(`sh10-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(
        record.source.startsWith(`${PREFIX}scripts/detector-data/gen-secrets-heldout10.mjs#`),
      ).toBe(true);
      expect(record.rule.length, record.id).toBeGreaterThan(0);
    });
  });

  it('has about 600 records, with 150+ providers among the positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(records.length).toBeGreaterThanOrEqual(500);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(records.filter((record) => record.kind === 'near-miss').length).toBeGreaterThan(0);
  });
});
