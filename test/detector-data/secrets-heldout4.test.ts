import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout4 } from '../../scripts/detector-data/gen-secrets-heldout4.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The fourth held-out secrets set of issue 18 was written blind to the detector's rules; it is
// only worth anything if nobody edits it by hand, so the committed file must be exactly what
// the seeded generator writes, and well-formed enough for `bench:detectors` to score it.

const NAME = 'secrets-heldout4.jsonl';
const SET = 'govern-synth/secrets-heldout4';

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

describe('gen-secrets-heldout4', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('secrets-heldout4-a-');
    const second = makeTempDir('secrets-heldout4-b-');
    writeSecretsHeldout4(first);
    writeSecretsHeldout4(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records name substrings of their text, and negatives name none', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh4-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(secret.length, record.id).toBeGreaterThan(0);
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${SET}:${record.provider}`);
      expect(record.source).toBe(
        `${SET}:scripts/detector-data/gen-secrets-heldout4.mjs#${record.rule}`,
      );
    });
  });

  it('has the planned mix of kinds and 150+ providers among positives', () => {
    const records = readRecords<SecretsRecord>(NAME);
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
