import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout22 } from '../../scripts/detector-data/gen-secrets-heldout22.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The held-out secrets set 22 of issue 18 (written blind) is only worth anything if nobody
// edits it by hand: the committed file must be exactly what the seeded generator writes.

const NAME = 'secrets-heldout22.jsonl';

describe('gen-secrets-heldout22', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh22-a-');
    const second = makeTempDir('sh22-b-');
    writeSecretsHeldout22(first);
    writeSecretsHeldout22(second);
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
      expect(record.id).toMatch(/^sh22-\d{4}$/);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.source).toMatch(
        /^govern-synth\/secrets-heldout22:scripts\/detector-data\/gen-secrets-heldout22\.mjs#/,
      );
      expect(record.origin).toBe(`govern-synth/secrets-heldout22:${record.provider}`);
    }
  });

  it('covers 150+ providers among about 600 records', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(records.length).toBeGreaterThanOrEqual(500);
    expect(records.filter((record) => record.kind === 'hard-negative').length).toBeGreaterThan(150);
    expect(records.filter((record) => record.kind === 'near-miss').length).toBeGreaterThan(50);
  });
});
