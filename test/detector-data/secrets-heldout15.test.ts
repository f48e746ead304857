import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout15 } from '../../scripts/detector-data/gen-secrets-heldout15.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// secrets-heldout15 was written blind; it is only worth anything if nobody edits it by hand:
// the committed file must be exactly what the seeded generator writes.

const NAME = 'secrets-heldout15.jsonl';

describe('gen-secrets-heldout15', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh15-a-');
    const second = makeTempDir('sh15-b-');
    writeSecretsHeldout15(first);
    writeSecretsHeldout15(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, ids are unique', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, n) => {
      expect(record.id).toBe(`sh15-${String(n).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`govern-synth/secrets-heldout15:${record.provider}`);
      expect(record.source).toBe(
        `govern-synth/secrets-heldout15:scripts/detector-data/gen-secrets-heldout15.mjs#${record.rule}`,
      );
    });
  });

  it('covers 150+ providers among positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
  });
});
