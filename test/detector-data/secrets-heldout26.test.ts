import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout26 } from '../../scripts/detector-data/gen-secrets-heldout26.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// secrets-heldout26 is a held-out set written blind (issue 18): it only measures anything if
// nobody edits it by hand, so the committed file must be exactly the seeded generator's output.

const NAME = 'secrets-heldout26.jsonl';
const PREFIX = 'govern-synth/secrets-heldout26:';

describe('gen-secrets-heldout26', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh26-a-');
    const second = makeTempDir('sh26-b-');
    writeSecretsHeldout26(first);
    writeSecretsHeldout26(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('labels are well formed: unique ids, secrets are substrings, negatives name none', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh26-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(record.source).toBe(
        `${PREFIX}scripts/detector-data/gen-secrets-heldout26.mjs#${record.rule}`,
      );
    });
  });

  it('covers at least 150 providers among the positives, and all three kinds', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    for (const kind of ['positive', 'hard-negative', 'near-miss']) {
      expect(
        records.some((record) => record.kind === kind),
        kind,
      ).toBe(true);
    }
  });
});
