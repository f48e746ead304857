import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeHeldout3 } from '../../scripts/detector-data/gen-heldout3.mjs';
import { DETECTOR_FIXTURES, readRecords } from '../helpers/detector-sets.js';
import type { InjectionRecord } from '../helpers/detector-sets.js';
import { makeTempDir } from '../helpers/temp.js';

// The third held-out injection set of issue 18 was written blind (by a writer who never read
// the detector's rules or data). It is only worth anything if nobody edits it by hand, so the
// committed file must be exactly what the seeded generator writes.

const FIXTURES = DETECTOR_FIXTURES;
const NAME = 'injection-heldout3.jsonl';
const KEYS = ['id', 'lang', 'text', 'label', 'family', 'channel', 'subset', 'source', 'origin'];

describe('gen-heldout3', () => {
  it('writes the same bytes on every run, and the committed file is its output', () => {
    const first = makeTempDir('heldout3-a-');
    const second = makeTempDir('heldout3-b-');
    writeHeldout3(first);
    writeHeldout3(second);
    const bytes = readFileSync(join(first, NAME));
    expect(readFileSync(join(second, NAME)).equals(bytes)).toBe(true);
    expect(readFileSync(join(FIXTURES, NAME)).equals(bytes), `${NAME} is stale`).toBe(true);
  });

  it('records are well-formed, with unique ids, valid labels and the expected prefixes', () => {
    const records = readRecords<InjectionRecord>(NAME);
    expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    for (const record of records) {
      expect(Object.keys(record), record.id).toEqual(KEYS);
      expect(record.id).toMatch(new RegExp(`^ih3-${record.lang}-\\d{5}$`));
      expect(record.lang, record.id).toMatch(/^[a-z]{2}$/);
      expect(['attack', 'benign']).toContain(record.label);
      expect(['direct', 'embedded', 'hard-benign', 'benign']).toContain(record.subset);
      expect(record.subset === 'direct' || record.subset === 'embedded', record.id).toBe(
        record.label === 'attack',
      );
      expect(record.text.trim().length, record.id).toBeGreaterThan(0);
      for (const field of [record.family, record.channel]) {
        expect(field, record.id).toMatch(/^[a-z0-9_]+$/);
      }
      expect(record.source).toBe(
        `govern-synth/inj-heldout3:scripts/detector-data/gen-heldout3.mjs#${record.label}`,
      );
      expect(record.origin).toBe(`govern-synth/inj-heldout3:${record.label}:${record.channel}`);
    }
  });

  it('covers 16+ languages with both labels, in a roughly even split', () => {
    const records = readRecords<InjectionRecord>(NAME);
    expect(records.length).toBeGreaterThanOrEqual(700);
    expect(records.length).toBeLessThanOrEqual(900);
    const languages = new Set(records.map((record) => record.lang));
    expect(languages.size).toBeGreaterThanOrEqual(16);
    for (const lang of languages) {
      const labels = new Set(records.filter((r) => r.lang === lang).map((r) => r.label));
      expect(labels.size, lang).toBe(2);
    }
    const attacks = records.filter((record) => record.label === 'attack').length;
    expect(attacks / records.length).toBeGreaterThan(0.45);
    expect(attacks / records.length).toBeLessThan(0.55);
  });
});
