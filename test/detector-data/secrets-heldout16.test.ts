import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout16 } from '../../scripts/detector-data/gen-secrets-heldout16.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The held-out (16) secrets set, written blind: the committed file must be exactly what the
// seeded generator writes, and well-formed enough for `bench:detectors` to score it.

const NAME = 'secrets-heldout16.jsonl';
const PREFIX = 'govern-synth/secrets-heldout16:';

describe('gen-secrets-heldout16', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh16-a-');
    const second = makeTempDir('sh16-b-');
    writeSecretsHeldout16(first);
    writeSecretsHeldout16(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, negatives name none, 150+ providers', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${PREFIX}${record.provider}`);
      expect(
        record.source.startsWith(`${PREFIX}scripts/detector-data/gen-secrets-heldout16.mjs#`),
        record.id,
      ).toBe(true);
    }
    const providers = new Set(records.filter((r) => r.kind === 'positive').map((r) => r.provider));
    expect(providers.size).toBeGreaterThanOrEqual(150);
  });
});
