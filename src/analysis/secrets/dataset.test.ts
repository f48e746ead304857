import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detectSecrets } from './detect.js';

// The labelled dev set lives next to the repository (../shared/datasets), never inside it.
const repositoryRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const file = resolve(repositoryRoot, '../shared/datasets/secrets-dev.jsonl');

const recordSchema = z.looseObject({
  id: z.string(),
  text: z.string(),
  secrets: z.array(z.string()),
  kind: z.enum(['positive', 'hard-negative', 'near-miss']),
});
type DatasetRecord = z.infer<typeof recordSchema>;

interface Score {
  readonly recall: number;
  readonly precision: number;
  readonly hardNegativesFlagged: number;
}

/** Where each labelled secret occurs in its record's text. */
function labelSpans(record: DatasetRecord): { secret: string; start: number; end: number }[] {
  const spans = [];
  for (const secret of record.secrets) {
    for (let at = record.text.indexOf(secret); at >= 0; at = record.text.indexOf(secret, at + 1)) {
      spans.push({ secret, start: at, end: at + secret.length });
    }
  }
  return spans;
}

// A labelled secret is found when one finding covers one of its occurrences; a finding that
// overlaps no labelled secret (in any record, near misses included) is a false positive.
function score(records: readonly DatasetRecord[]): Score {
  let secrets = 0;
  let foundSecrets = 0;
  let findings = 0;
  let truePositives = 0;
  let hardNegatives = 0;
  let hardNegativesFlagged = 0;
  for (const record of records) {
    const detected = detectSecrets(record.text);
    const spans = labelSpans(record);
    if (record.kind === 'positive') {
      for (const secret of record.secrets) {
        secrets++;
        const covered = spans.some(
          (span) =>
            span.secret === secret &&
            detected.some((finding) => finding.start <= span.start && finding.end >= span.end),
        );
        foundSecrets += covered ? 1 : 0;
      }
    }
    if (record.kind === 'hard-negative') {
      hardNegatives++;
      hardNegativesFlagged += detected.length > 0 ? 1 : 0;
    }
    findings += detected.length;
    truePositives += detected.filter((finding) =>
      spans.some((span) => finding.start < span.end && finding.end > span.start),
    ).length;
  }
  return {
    recall: foundSecrets / secrets,
    precision: truePositives / findings,
    hardNegativesFlagged: hardNegativesFlagged / hardNegatives,
  };
}

describe('secrets-dev.jsonl', () => {
  it.skipIf(!existsSync(file))(
    'meets the targets: recall >= 95%, precision >= 95%, hard negatives flagged <= 1% (dataset not present)',
    () => {
      const records = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => recordSchema.parse(JSON.parse(line)));
      expect(records.length).toBeGreaterThan(800);
      const result = score(records);
      expect(result.recall, 'recall of labelled secrets').toBeGreaterThanOrEqual(0.95);
      expect(result.precision, 'precision of findings').toBeGreaterThanOrEqual(0.95);
      expect(result.hardNegativesFlagged, 'hard negatives flagged').toBeLessThanOrEqual(0.01);
    },
  );
});
