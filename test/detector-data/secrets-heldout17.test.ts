import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout17 } from '../../scripts/detector-data/gen-secrets-heldout17.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// A held-out set is only worth anything if nobody edits it by hand (in particular not to make
// a detector pass): the committed file must be exactly what the seeded generator writes.

const NAME = 'secrets-heldout17.jsonl';
const SOURCE = 'govern-synth/secrets-heldout17:scripts/detector-data/gen-secrets-heldout17.mjs#';

describe('gen-secrets-heldout17', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh17-a-');
    const second = makeTempDir('sh17-b-');
    writeSecretsHeldout17(first);
    writeSecretsHeldout17(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, ids are unique', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const [index, record] of records.entries()) {
      expect(record.id).toBe(`sh17-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.source, record.id).toBe(`${SOURCE}${record.rule}`);
      expect(record.origin, record.id).toBe(`govern-synth/secrets-heldout17:${record.provider}`);
    }
  });

  it('covers at least 150 providers among its positives, with all three kinds present', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(positives.length).toBeGreaterThan(300);
    expect(records.filter((record) => record.kind === 'hard-negative').length).toBeGreaterThan(150);
    expect(records.filter((record) => record.kind === 'near-miss').length).toBeGreaterThan(50);
  });
});
