import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout25 } from '../../scripts/detector-data/gen-secrets-heldout25.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The held-out (25) secrets set of issue 18 was written blind to the detector: it is only worth
// anything if nobody edits it by hand, so the committed file must be the seeded generator's output.

const NAME = 'secrets-heldout25.jsonl';
const PREFIX = 'govern-synth/secrets-heldout25:';

describe('gen-secrets-heldout25', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh25-a-');
    const second = makeTempDir('sh25-b-');
    writeSecretsHeldout25(first);
    writeSecretsHeldout25(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records carry unique ids, valid kinds and secrets that are substrings of their text', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh25-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(record.source).toBe(
        `${PREFIX}scripts/detector-data/gen-secrets-heldout25.mjs#${record.rule}`,
      );
    });
  });

  it('has about 600 records and at least 150 providers among the positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(records.length).toBeGreaterThanOrEqual(500);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
  });
});
