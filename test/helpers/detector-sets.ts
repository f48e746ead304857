import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The labelled sets of test/fixtures/detectors, read by the tests that pin their generators.

export const DETECTOR_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'detectors');

/** A record of an injection set (`injection-*.jsonl`). */
export interface InjectionRecord {
  id: string;
  lang: string;
  text: string;
  label: string;
  family: string;
  channel: string;
  subset: string;
  source: string;
  origin: string;
}

/** The records of `name`, one JSON object per line. */
/** A record of a secrets set (`test/fixtures/detectors/secrets-*.jsonl`). */
export interface SecretsRecord {
  id: string;
  text: string;
  secrets: string[];
  provider: string;
  kind: string;
  rule: string;
  source: string;
  origin: string;
}

export function readRecords<T>(name: string): T[] {
  return readFileSync(join(DETECTOR_FIXTURES, name), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as T);
}
