import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeHeldout2 } from '../../scripts/detector-data/gen-heldout2.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { InjectionRecord, SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The second held-out sets of issue 18 are only worth anything if nobody edits them by hand
// (in particular not to make a detector pass): the committed files must be exactly what the
// seeded generator writes, and well-formed enough for `bench:detectors` to score them.

const FIXTURES = DETECTOR_FIXTURES;
const NAMES = ['injection-heldout2.jsonl', 'secrets-heldout2.jsonl'];

describe('gen-heldout2', () => {
  it('writes the same bytes on every run, and the committed files are its output', () => {
    const first = makeTempDir('heldout2-a-');
    const second = makeTempDir('heldout2-b-');
    writeHeldout2(first);
    writeHeldout2(second);
    for (const name of NAMES) {
      const bytes = readFileSync(join(first, name));
      expect(readFileSync(join(second, name)).equals(bytes), name).toBe(true);
      expect(readFileSync(join(FIXTURES, name)).equals(bytes), `${name} is stale`).toBe(true);
    }
  });

  it('injection records carry a valid label, unique ids and 15+ languages', () => {
    const records = readRecords<InjectionRecord>('injection-heldout2.jsonl');
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(['attack', 'benign']).toContain(record.label);
      expect(record.text.length, record.id).toBeGreaterThan(0);
      for (const field of [record.lang, record.family, record.channel, record.subset]) {
        expect(field, record.id).toMatch(/^[a-z_]+$/);
      }
      expect(record.source).toMatch(/^govern-synth\/inj-heldout2:/);
      expect(record.origin).toMatch(/^govern-synth\/inj-heldout2:/);
    }
    expect(new Set(records.map((record) => record.lang)).size).toBeGreaterThanOrEqual(15);
    const attacks = records.filter((record) => record.label === 'attack').length;
    expect(attacks / records.length).toBeGreaterThan(0.4);
    expect(attacks / records.length).toBeLessThan(0.6);
  });

  it('secrets records name substrings of their text, and negatives name none', () => {
    const records = readRecords<SecretsRecord>('secrets-heldout2.jsonl');
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`govern-synth/secrets-heldout2:${record.provider}`);
    }
  });
});
