import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  SECRETS_HELDOUT3_FILE,
  writeSecretsHeldout3,
} from '../../scripts/detector-data/gen-secrets-heldout3.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The third held-out secrets set (issue 18) was written blind to the detector's rules; it is
// worth something only while nobody edits it by hand, so the committed file must be exactly
// what the seeded generator writes.

interface SecretsRecord {
  id: string;
  text: string;
  secrets: string[];
  provider: string;
  kind: string;
  rule: string;
  source: string;
  origin: string;
}

const SET = 'govern-synth/secrets-heldout3';

describe('gen-secrets-heldout3', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh3-a-');
    const second = makeTempDir('sh3-b-');
    writeSecretsHeldout3(first);
    writeSecretsHeldout3(second);
    const bytes = readFileSync(join(first, SECRETS_HELDOUT3_FILE));
    expect(readFileSync(join(second, SECRETS_HELDOUT3_FILE)).equals(bytes)).toBe(true);
    const committed = readFileSync(join(DETECTOR_FIXTURES, SECRETS_HELDOUT3_FILE));
    expect(committed.equals(bytes), 'secrets-heldout3.jsonl is stale').toBe(true);
  });

  it('labels name substrings of their text, and negatives name none', () => {
    const records = readRecords<SecretsRecord>(SECRETS_HELDOUT3_FILE);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh3-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${SET}:${record.provider}`);
      expect(record.source).toBe(
        `${SET}:scripts/detector-data/gen-secrets-heldout3.mjs#${record.rule}`,
      );
    });
  });

  it('has the planned mix: about 600 records, 150+ providers among positives', () => {
    const records = readRecords<SecretsRecord>(SECRETS_HELDOUT3_FILE);
    const count = (kind: string) => records.filter((record) => record.kind === kind).length;
    expect(records.length).toBeGreaterThanOrEqual(550);
    expect(count('positive')).toBeGreaterThanOrEqual(300);
    expect(count('hard-negative')).toBeGreaterThanOrEqual(180);
    expect(count('near-miss')).toBeGreaterThanOrEqual(60);
    const positives = records.filter((record) => record.kind === 'positive');
    expect(new Set(positives.map((record) => record.provider)).size).toBeGreaterThanOrEqual(150);
    expect(new Set(positives.map((record) => record.rule)).size).toBeGreaterThanOrEqual(20);
  });
});
