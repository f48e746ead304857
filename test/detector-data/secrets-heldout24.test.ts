import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout24 } from '../../scripts/detector-data/gen-secrets-heldout24.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The held-out (24) secrets set of issue 18 is only worth anything if nobody edits it by hand:
// the committed file must be exactly what the seeded generator writes, and well-formed.

const NAME = 'secrets-heldout24.jsonl';
const PREFIX = 'govern-synth/secrets-heldout24:';

describe('gen-secrets-heldout24', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh24-a-');
    const second = makeTempDir('sh24-b-');
    writeSecretsHeldout24(first);
    writeSecretsHeldout24(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, and negatives name none', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(record.id).toMatch(/^sh24-\d{4}$/);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(record.source).toBe(
        `${PREFIX}scripts/detector-data/gen-secrets-heldout24.mjs#${record.rule}`,
      );
    }
  });

  it('covers at least 150 providers among the positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const providers = new Set(
      records.filter((record) => record.kind === 'positive').map((record) => record.provider),
    );
    expect(providers.size).toBeGreaterThanOrEqual(150);
  });
});
