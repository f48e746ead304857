import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeHeldout4 } from '../../scripts/detector-data/gen-heldout4.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { InjectionRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The fourth held-out injection set was written blind (by a writer who never read the
// detector's rules or data). Its wording lives in test/fixtures/detectors/phrases/heldout4/ and
// the seeded generator composes it; nobody edits the data file by hand, so the committed file
// must be exactly what the generator writes.

const NAME = 'injection-heldout4.jsonl';
const KEYS = ['id', 'lang', 'text', 'label', 'family', 'channel', 'subset', 'source', 'origin'];
const TAG = 'govern-synth/inj-heldout4';

describe('gen-heldout4', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('heldout4-a-');
    const second = makeTempDir('heldout4-b-');
    writeHeldout4(first);
    writeHeldout4(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(DETECTOR_FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(
      true,
    );
  });

  it('records are well-formed, with unique ids, valid labels and the expected prefixes', () => {
    const records = readRecords<InjectionRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(Object.keys(record), record.id).toEqual(KEYS);
      expect(record.lang, record.id).toMatch(/^[a-z]{2}$/);
      expect(record.id).toMatch(new RegExp(`^ih4-${record.lang}-\\d{5}$`));
      expect(['attack', 'benign']).toContain(record.label);
      const subsets =
        record.label === 'attack' ? ['direct', 'embedded'] : ['hard-benign', 'benign'];
      expect(subsets, record.id).toContain(record.subset);
      expect(record.text.trim().length, record.id).toBeGreaterThan(0);
      expect(record.family, record.id).toMatch(/^[a-z0-9_]+$/);
      expect(record.channel, record.id).toMatch(/^[a-z0-9_]+$/);
      expect(record.source).toBe(`${TAG}:scripts/detector-data/gen-heldout4.mjs#${record.label}`);
      expect(record.origin).toBe(`${TAG}:${record.label}:${record.channel}`);
    }
  });

  it('covers 18+ languages with both labels, in a roughly even split', () => {
    const records = readRecords<InjectionRecord>(NAME);
    expect(records.length).toBeGreaterThanOrEqual(700);
    expect(records.length).toBeLessThanOrEqual(900);
    const languages = new Set(records.map((record) => record.lang));
    expect(languages.size).toBeGreaterThanOrEqual(18);
    for (const lang of languages) {
      const labels = new Set(records.filter((r) => r.lang === lang).map((r) => r.label));
      expect(labels.size, lang).toBe(2);
    }
    const attacks = records.filter((record) => record.label === 'attack').length;
    expect(attacks / records.length).toBeGreaterThanOrEqual(0.45);
    expect(attacks / records.length).toBeLessThanOrEqual(0.55);
    const benign = records.filter((record) => record.label === 'benign');
    const hard = benign.filter((record) => record.subset === 'hard-benign').length;
    expect(hard / benign.length, 'hard-benign share of benign').toBeGreaterThanOrEqual(0.45);
  });
});
