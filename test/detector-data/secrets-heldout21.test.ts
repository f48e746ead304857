import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout21 } from '../../scripts/detector-data/gen-secrets-heldout21.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// Held-out set 21 of issue 18, written blind: the committed file must be exactly what the
// seeded generator writes, so nobody can edit records to make a detector pass.

const NAME = 'secrets-heldout21.jsonl';
const PREFIX = 'govern-synth/secrets-heldout21:';

describe('gen-secrets-heldout21', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh21-a-');
    const second = makeTempDir('sh21-b-');
    writeSecretsHeldout21(first);
    writeSecretsHeldout21(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, and ids are unique', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh21-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(
        record.source.startsWith(`${PREFIX}scripts/detector-data/gen-secrets-heldout21.mjs#`),
        record.id,
      ).toBe(true);
    });
  });

  it('covers at least 150 providers among its positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const providers = new Set(
      records.filter((record) => record.kind === 'positive').map((record) => record.provider),
    );
    expect(providers.size).toBeGreaterThanOrEqual(150);
  });
});
