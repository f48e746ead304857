import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout8 } from '../../scripts/detector-data/gen-secrets-heldout8.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// Held-out secrets set 8 (issue 18) is only worth anything if nobody edits it by hand: the
// committed file must be exactly what the seeded generator writes, and well-formed enough for
// `bench:detectors` to score it.

const NAME = 'secrets-heldout8.jsonl';
const KINDS = ['positive', 'hard-negative', 'near-miss'];

describe('gen-secrets-heldout8', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh8-a-');
    const second = makeTempDir('sh8-b-');
    writeSecretsHeldout8(first);
    writeSecretsHeldout8(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records have unique ids, a known kind, and secrets that are substrings of their text', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh8-${String(index).padStart(4, '0')}`);
      expect(KINDS).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.source).toMatch(
        /^govern-synth\/secrets-heldout8:scripts\/detector-data\/gen-secrets-heldout8\.mjs#/,
      );
      expect(record.origin).toBe(`govern-synth/secrets-heldout8:${record.provider}`);
    });
  });

  it('positives cover at least 150 providers, alongside negatives and near misses', () => {
    const records = readRecords<SecretsRecord>(NAME);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(records.filter((record) => record.kind === 'hard-negative').length).toBeGreaterThan(150);
    expect(records.filter((record) => record.kind === 'near-miss').length).toBeGreaterThan(50);
  });
});
