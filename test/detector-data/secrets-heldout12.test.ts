import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout12 } from '../../scripts/detector-data/gen-secrets-heldout12.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The twelfth held-out secrets set (issue 18) was written blind; it is only worth anything if
// nobody edits it by hand: the committed file must be exactly what the seeded generator writes.

const NAME = 'secrets-heldout12.jsonl';

describe('gen-secrets-heldout12', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh12-a-');
    const second = makeTempDir('sh12-b-');
    writeSecretsHeldout12(first);
    writeSecretsHeldout12(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records are well formed: unique ids, substrings as secrets, none in negatives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh12-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.source).toBe(
        `govern-synth/secrets-heldout12:scripts/detector-data/gen-secrets-heldout12.mjs#${record.rule}`,
      );
      expect(record.origin).toBe(`govern-synth/secrets-heldout12:${record.provider}`);
    });
  });

  it('covers at least 150 providers among the positives, and all three kinds', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(positives.map((record) => record.rule)).size).toBeGreaterThanOrEqual(20);
    expect(records.some((record) => record.kind === 'hard-negative')).toBe(true);
    expect(records.some((record) => record.kind === 'near-miss')).toBe(true);
  });
});
