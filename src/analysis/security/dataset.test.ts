import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { assessSecurityRegression } from './assess.js';

// The labelled data lives beside the repository, never inside it: <repo>/../shared/datasets.
const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const file = join(repositoryRoot, '..', 'shared', 'datasets', 'secregress-dev.jsonl');

interface LabelledChange {
  readonly id: string;
  readonly kind: 'regression' | 'benign';
  readonly file: string;
  readonly baseline: string;
  readonly proposed: string;
}

function readRecords(): LabelledChange[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledChange);
}

it.skipIf(!existsSync(file))(
  'catches at least 70% of reverted security fixes and rejects at most 5% of benign commits (dataset not present)',
  async () => {
    const records = readRecords();
    const rejected = new Set<string>();
    for (const record of records) {
      const result = await assessSecurityRegression(record.baseline, record.proposed, record.file);
      if (result.verdict === 'reject') {
        rejected.add(record.id);
      }
    }
    const regressions = records.filter((record) => record.kind === 'regression');
    const benign = records.filter((record) => record.kind === 'benign');
    const recall =
      regressions.filter((record) => rejected.has(record.id)).length / regressions.length;
    const falseRejects = benign.filter((record) => rejected.has(record.id));
    expect(recall, 'recall on regressions').toBeGreaterThanOrEqual(0.7);
    expect(
      falseRejects.length / benign.length,
      `false rejects: ${falseRejects.map((record) => record.id).join(', ')}`,
    ).toBeLessThanOrEqual(0.05);
  },
);
