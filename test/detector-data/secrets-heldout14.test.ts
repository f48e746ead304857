import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout14 } from '../../scripts/detector-data/gen-secrets-heldout14.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The fourteenth held-out secrets set of issue 18 was written blind; it only measures anything
// if nobody edits it by hand, so the committed file must be exactly the seeded generator's output.

const NAME = 'secrets-heldout14.jsonl';
const SET = 'govern-synth/secrets-heldout14';

describe('gen-secrets-heldout14', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh14-a-');
    const second = makeTempDir('sh14-b-');
    writeSecretsHeldout14(first);
    writeSecretsHeldout14(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, and labels are well formed', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(record.id).toMatch(/^sh14-\d{4}$/);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(
        record.source.startsWith(`${SET}:scripts/detector-data/gen-secrets-heldout14.mjs#`),
      ).toBe(true);
      expect(record.origin).toBe(`${SET}:${record.provider}`);
    }
  });

  it('covers at least 150 providers among the positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
  });
});
