import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout13 } from '../../scripts/detector-data/gen-secrets-heldout13.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The thirteenth held-out secrets set of issue 18, written blind: the committed file must be
// exactly what the seeded generator writes, so nobody tunes it by hand to make a detector pass.

const NAME = 'secrets-heldout13.jsonl';

describe('gen-secrets-heldout13', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh13-a-');
    const second = makeTempDir('sh13-b-');
    writeSecretsHeldout13(first);
    writeSecretsHeldout13(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, and ids are unique', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(record.id).toMatch(/^sh13-\d{4}$/);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(
        record.source.startsWith(
          'govern-synth/secrets-heldout13:scripts/detector-data/gen-secrets-heldout13.mjs#',
        ),
      ).toBe(true);
      expect(record.origin).toBe(`govern-synth/secrets-heldout13:${record.provider}`);
    }
  });

  it('covers at least 150 providers among the positives', () => {
    const positives = readRecords<SecretsRecord>(NAME).filter(
      (record) => record.kind === 'positive',
    );
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
  });
});
