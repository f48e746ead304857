import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSecretsHeldout3 } from '../../scripts/detector-data/gen-secrets-heldout3.mjs';
import { writeSecretsHeldout4 } from '../../scripts/detector-data/gen-secrets-heldout4.mjs';
import { writeSecretsHeldout5 } from '../../scripts/detector-data/gen-secrets-heldout5.mjs';
import { writeSecretsHeldout6 } from '../../scripts/detector-data/gen-secrets-heldout6.mjs';
import { writeSecretsHeldout7 } from '../../scripts/detector-data/gen-secrets-heldout7.mjs';
import { writeSecretsHeldout8 } from '../../scripts/detector-data/gen-secrets-heldout8.mjs';
import { writeSecretsHeldout9 } from '../../scripts/detector-data/gen-secrets-heldout9.mjs';
import { writeSecretsHeldout10 } from '../../scripts/detector-data/gen-secrets-heldout10.mjs';
import { writeSecretsHeldout11 } from '../../scripts/detector-data/gen-secrets-heldout11.mjs';
import { writeSecretsHeldout12 } from '../../scripts/detector-data/gen-secrets-heldout12.mjs';
import { writeSecretsHeldout13 } from '../../scripts/detector-data/gen-secrets-heldout13.mjs';
import { writeSecretsHeldout14 } from '../../scripts/detector-data/gen-secrets-heldout14.mjs';
import { writeSecretsHeldout15 } from '../../scripts/detector-data/gen-secrets-heldout15.mjs';
import { writeSecretsHeldout16 } from '../../scripts/detector-data/gen-secrets-heldout16.mjs';
import { writeSecretsHeldout17 } from '../../scripts/detector-data/gen-secrets-heldout17.mjs';
import { writeSecretsHeldout18 } from '../../scripts/detector-data/gen-secrets-heldout18.mjs';
import { writeSecretsHeldout19 } from '../../scripts/detector-data/gen-secrets-heldout19.mjs';
import { writeSecretsHeldout20 } from '../../scripts/detector-data/gen-secrets-heldout20.mjs';
import { writeSecretsHeldout21 } from '../../scripts/detector-data/gen-secrets-heldout21.mjs';
import { writeSecretsHeldout22 } from '../../scripts/detector-data/gen-secrets-heldout22.mjs';
import { writeSecretsHeldout23 } from '../../scripts/detector-data/gen-secrets-heldout23.mjs';
import { writeSecretsHeldout24 } from '../../scripts/detector-data/gen-secrets-heldout24.mjs';
import { writeSecretsHeldout25 } from '../../scripts/detector-data/gen-secrets-heldout25.mjs';
import { writeSecretsHeldout26 } from '../../scripts/detector-data/gen-secrets-heldout26.mjs';
import { writeSecretsHeldout27 } from '../../scripts/detector-data/gen-secrets-heldout27.mjs';
import { writeSecretsHeldout28 } from '../../scripts/detector-data/gen-secrets-heldout28.mjs';
import { writeSecretsHeldout29 } from '../../scripts/detector-data/gen-secrets-heldout29.mjs';
import { writeSecretsHeldout30 } from '../../scripts/detector-data/gen-secrets-heldout30.mjs';
import { writeSecretsHeldout31 } from '../../scripts/detector-data/gen-secrets-heldout31.mjs';
import { writeSecretsHeldout32 } from '../../scripts/detector-data/gen-secrets-heldout32.mjs';
import { writeSecretsHeldout33 } from '../../scripts/detector-data/gen-secrets-heldout33.mjs';
import { writeSecretsHeldout34 } from '../../scripts/detector-data/gen-secrets-heldout34.mjs';
import { writeSecretsHeldout35 } from '../../scripts/detector-data/gen-secrets-heldout35.mjs';
import { writeSecretsHeldout36 } from '../../scripts/detector-data/gen-secrets-heldout36.mjs';
import { writeSecretsHeldout37 } from '../../scripts/detector-data/gen-secrets-heldout37.mjs';
import { writeSecretsHeldout38 } from '../../scripts/detector-data/gen-secrets-heldout38.mjs';
import { writeSecretsHeldout39 } from '../../scripts/detector-data/gen-secrets-heldout39.mjs';
import { writeSecretsHeldout40 } from '../../scripts/detector-data/gen-secrets-heldout40.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { SecretsRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The third to thirtieth held-out secrets sets of issue 18 were each written blind to the
// detector's rules, by separate writers; they are worth something only while nobody edits them
// by hand, so each committed file must be exactly what its seeded generator writes.

const SETS = [
  { number: 3, write: writeSecretsHeldout3 },
  { number: 4, write: writeSecretsHeldout4 },
  { number: 5, write: writeSecretsHeldout5 },
  { number: 6, write: writeSecretsHeldout6 },
  { number: 7, write: writeSecretsHeldout7 },
  { number: 8, write: writeSecretsHeldout8 },
  { number: 9, write: writeSecretsHeldout9 },
  { number: 10, write: writeSecretsHeldout10 },
  { number: 11, write: writeSecretsHeldout11 },
  { number: 12, write: writeSecretsHeldout12 },
  { number: 13, write: writeSecretsHeldout13 },
  { number: 14, write: writeSecretsHeldout14 },
  { number: 15, write: writeSecretsHeldout15 },
  { number: 16, write: writeSecretsHeldout16 },
  { number: 17, write: writeSecretsHeldout17 },
  { number: 18, write: writeSecretsHeldout18 },
  { number: 19, write: writeSecretsHeldout19 },
  { number: 20, write: writeSecretsHeldout20 },
  { number: 21, write: writeSecretsHeldout21 },
  { number: 22, write: writeSecretsHeldout22 },
  { number: 23, write: writeSecretsHeldout23 },
  { number: 24, write: writeSecretsHeldout24 },
  { number: 25, write: writeSecretsHeldout25 },
  { number: 26, write: writeSecretsHeldout26 },
  { number: 27, write: writeSecretsHeldout27 },
  { number: 28, write: writeSecretsHeldout28 },
  { number: 29, write: writeSecretsHeldout29 },
  { number: 30, write: writeSecretsHeldout30 },
  { number: 31, write: writeSecretsHeldout31 },
  { number: 32, write: writeSecretsHeldout32 },
  { number: 33, write: writeSecretsHeldout33 },
  { number: 34, write: writeSecretsHeldout34 },
  { number: 35, write: writeSecretsHeldout35 },
  { number: 36, write: writeSecretsHeldout36 },
  { number: 37, write: writeSecretsHeldout37 },
  { number: 38, write: writeSecretsHeldout38 },
  { number: 39, write: writeSecretsHeldout39 },
  { number: 40, write: writeSecretsHeldout40 },
];

describe.each(SETS)('gen-secrets-heldout$number', ({ number, write }) => {
  const name = `secrets-heldout${String(number)}.jsonl`;
  const set = `govern-synth/secrets-heldout${String(number)}`;

  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir(`sh${String(number)}-a-`);
    const second = makeTempDir(`sh${String(number)}-b-`);
    write(first);
    write(second);
    const bytes = readFileSync(join(first, name));
    expect(readFileSync(join(second, name)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, name)).equals(bytes), `${name} is stale`).toBe(
      true,
    );
  });

  it('labels name substrings of their text, and negatives name none', () => {
    const records = readRecords<SecretsRecord>(name);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    records.forEach((record, index) => {
      expect(record.id).toBe(`sh${String(number)}-${String(index).padStart(4, '0')}`);
      expect(['positive', 'hard-negative', 'near-miss']).toContain(record.kind);
      expect(record.secrets.length > 0, record.id).toBe(record.kind === 'positive');
      for (const secret of record.secrets) {
        expect(secret.length, record.id).toBeGreaterThan(0);
        expect(record.text.includes(secret), `${record.id}: ${secret}`).toBe(true);
      }
      expect(record.origin).toBe(`${set}:${record.provider}`);
      expect(record.source).toBe(
        `${set}:scripts/detector-data/gen-secrets-heldout${String(number)}.mjs#${record.rule}`,
      );
    });
  });

  it('has the planned mix of kinds and 150+ providers among positives', () => {
    const records = readRecords<SecretsRecord>(name);
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
