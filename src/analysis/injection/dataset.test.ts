import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scoreInjection } from './index.js';
import { INJECTION_CHANNELS } from './types.js';

// The labelled data lives next to the repository, never in it (issue 4).
const DATASET = resolve(import.meta.dirname, '../../../../shared/datasets/injection-dev.jsonl');

const RecordSchema = z.object({
  id: z.string().describe('record id'),
  text: z.string().describe('the text to score'),
  label: z.enum(['attack', 'benign']).describe('ground truth'),
  channel: z.enum(INJECTION_CHANNELS).describe('where the text comes from'),
  subset: z.string().describe('direct/embedded/obfuscated for attacks, plain/hard for benign'),
});
type LabelledRecord = z.infer<typeof RecordSchema>;

interface Rates {
  readonly recall: number;
  readonly falsePositiveRate: number;
  readonly attacks: number;
  readonly benign: number;
}

function ratesOf(records: readonly LabelledRecord[], flagged: ReadonlySet<string>): Rates {
  const attacks = records.filter((record) => record.label === 'attack');
  const benign = records.filter((record) => record.label === 'benign');
  return {
    recall: attacks.filter((record) => flagged.has(record.id)).length / Math.max(1, attacks.length),
    falsePositiveRate:
      benign.filter((record) => flagged.has(record.id)).length / Math.max(1, benign.length),
    attacks: attacks.length,
    benign: benign.length,
  };
}

describe('injection-dev.jsonl', () => {
  const present = existsSync(DATASET);
  const records = present
    ? readFileSync(DATASET, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => RecordSchema.parse(JSON.parse(line)))
    : [];
  const flagged = new Set(
    records
      .filter(
        (record) => scoreInjection(record.text, { channel: record.channel }).verdict !== 'benign',
      )
      .map((record) => record.id),
  );

  it.skipIf(!present)('meets the targets overall (dataset not present)', () => {
    const rates = ratesOf(records, flagged);
    expect(rates.recall).toBeGreaterThanOrEqual(0.9);
    expect(rates.falsePositiveRate).toBeLessThanOrEqual(0.02);
  });

  it.skipIf(!present)('meets the targets in every channel (dataset not present)', () => {
    for (const channel of new Set(records.map((record) => record.channel))) {
      const rates = ratesOf(
        records.filter((record) => record.channel === channel),
        flagged,
      );
      if (rates.attacks > 0) {
        expect(rates.recall, `${channel} recall`).toBeGreaterThanOrEqual(0.9);
      }
      if (rates.benign > 0) {
        expect(rates.falsePositiveRate, `${channel} false positives`).toBeLessThanOrEqual(0.02);
      }
    }
  });

  it.skipIf(!present)('meets the recall target on obfuscated attacks (dataset not present)', () => {
    const rates = ratesOf(
      records.filter((record) => record.subset === 'obfuscated'),
      flagged,
    );
    expect(rates.recall).toBeGreaterThanOrEqual(0.9);
  });
});
