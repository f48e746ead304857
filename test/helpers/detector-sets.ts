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
export function readRecords<T>(name: string): T[] {
  return readFileSync(join(DETECTOR_FIXTURES, name), 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as T);
}
