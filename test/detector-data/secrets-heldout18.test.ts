import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  secretsHeldout18Lines,
  writeSecretsHeldout18,
} from '../../scripts/detector-data/gen-secrets-heldout18.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The eighteenth held-out secrets set was written blind; it is only worth anything if nobody
// edits it by hand, so the committed file must be exactly what the seeded generator writes.

const NAME = 'secrets-heldout18.jsonl';
const SOURCE = 'govern-synth/secrets-heldout18:scripts/detector-data/gen-secrets-heldout18.mjs#';

describe('gen-secrets-heldout18', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('sh18-a-');
    const second = makeTempDir('sh18-b-');
    writeSecretsHeldout18(first);
    writeSecretsHeldout18(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
    expect(secretsHeldout18Lines()).toBe(bytes.toString('utf8'));
  });

  it('records are well formed: unique ids, substrings as secrets, negatives with none', () => {
    const records = readRecords<SecretsRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh18-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(secret.length, record.id).toBeGreaterThan(0);
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.source.startsWith(SOURCE), record.id).toBe(true);
      expect(record.origin).toBe(`govern-synth/secrets-heldout18:${record.provider}`);
    });
  });

  it('covers 150+ providers among positives and has the intended mix of kinds', () => {
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
