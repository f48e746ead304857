import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout20 } from '../../scripts/detector-data/gen-secrets-heldout20.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The twentieth held-out secrets set of issue 18, written blind: the committed file must be
// exactly what the seeded generator writes (nobody edits it to make a detector pass), and well
// formed enough for `bench:detectors` to score it.

const NAME = 'secrets-heldout20.jsonl';
const PREFIX = 'govern-synth/secrets-heldout20:';

describe('gen-secrets-heldout20', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh20-a-');
    const second = makeTempDir('sh20-b-');
    writeSecretsHeldout20(first);
    writeSecretsHeldout20(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, ids are unique', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(record.id).toMatch(/^sh20-\d{4}$/);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(record.source).toBe(
        `${PREFIX}scripts/detector-data/gen-secrets-heldout20.mjs#${record.rule}`,
      );
    }
  });

  it('covers at least 150 providers among the positives, and all three kinds', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(records.map((record) => record.kind)).size).toBe(3);
  });
});
