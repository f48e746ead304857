import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout11 } from '../../scripts/detector-data/gen-secrets-heldout11.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// secrets-heldout11 is a held-out set written blind (issue 18): it is only worth anything if
// nobody edits it by hand, so the committed file must be exactly what the seeded generator writes.

const NAME = 'secrets-heldout11.jsonl';
const SET = 'govern-synth/secrets-heldout11';

describe('gen-secrets-heldout11', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh11-a-');
    const second = makeTempDir('sh11-b-');
    writeSecretsHeldout11(first);
    writeSecretsHeldout11(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records are well formed: unique ids, substrings, no secrets in negatives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh11-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${SET}:${record.provider}`);
      expect(record.source).toBe(
        `${SET}:scripts/detector-data/gen-secrets-heldout11.mjs#${record.rule}`,
      );
    });
  });

  it('has about 600 records and 150+ providers among the positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(records.length).toBeGreaterThanOrEqual(500);
    expect(records.length).toBeLessThanOrEqual(650);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(records.filter((record) => record.kind === 'hard-negative').length).toBeGreaterThan(150);
    expect(records.filter((record) => record.kind === 'near-miss').length).toBeGreaterThan(50);
  });
});
