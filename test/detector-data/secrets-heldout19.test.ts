import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout19 } from '../../scripts/detector-data/gen-secrets-heldout19.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The held-out (19) secrets set was written blind; it is only worth anything if nobody edits it
// by hand: the committed file must be exactly what the seeded generator writes.

const NAME = 'secrets-heldout19.jsonl';
const PREFIX = 'govern-synth/secrets-heldout19:';

describe('gen-secrets-heldout19', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh19-a-');
    const second = makeTempDir('sh19-b-');
    writeSecretsHeldout19(first);
    writeSecretsHeldout19(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, ids are unique', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, i) => {
      expect(record.id).toBe(`sh19-${String(i).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(secret.length, record.id).toBeGreaterThan(0);
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(record.source).toBe(
        `${PREFIX}scripts/detector-data/gen-secrets-heldout19.mjs#${record.rule}`,
      );
    });
  });

  it('covers 150+ providers among the positives and the planned mix of kinds', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(positives.length).toBeGreaterThanOrEqual(300);
    expect(
      records.filter((record) => record.kind === 'hard-negative').length,
    ).toBeGreaterThanOrEqual(180);
    expect(records.filter((record) => record.kind === 'near-miss').length).toBeGreaterThanOrEqual(
      60,
    );
  });
});
