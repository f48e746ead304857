import type { ChangedFile, Finding } from './types.js';

/**
 * Files that hold tests' expected values outside the test files: jest's and vitest's
 * `__snapshots__/*.snap`, node-tap's `tap-snapshots/`, syrupy's `.ambr`, insta's `.snap`,
 * Go's golden files. Updating one (`vitest -u`) changes what a test expects as surely as
 * editing an `expect(...)`, without touching a test file.
 */
const SNAPSHOT_FILE =
  /(?:^|\/)(?:__snapshots__\/[^/]+|tap-snapshots\/.+|snapshots\/[^/]+\.snap(?:\.new)?|[^/]+\.ambr|testdata\/(?:.+\/)?[^/]+\.golden)$/;

/** One `exports[`name`] = `value`;` entry of a jest or vitest snapshot file, by name. */
const SNAP_ENTRY = /^exports\[`((?:[^`\\]|\\.)*)`\] = `((?:[^`\\]|\\.)*)`;$/gms;

export function isSnapshotFile(path: string): boolean {
  return SNAPSHOT_FILE.test(path);
}

function entries(text: string): Map<string, string> | null {
  const found = new Map<string, string>();
  for (const match of text.matchAll(SNAP_ENTRY)) {
    found.set(match[1] ?? '', match[2] ?? '');
  }
  return found.size === 0 ? null : found;
}

/**
 * Findings for snapshots whose expected value the change rewrote or removed. In a jest or
 * vitest snapshot file each entry is compared by name: a new entry (a new test) is fine, a
 * changed or removed one is reported with its name. Any other snapshot or golden file that
 * existed and changed is reported whole. A new snapshot file is fine.
 */
export function snapshotFindings(changes: readonly ChangedFile[]): Finding[] {
  const findings: Finding[] = [];
  for (const change of changes) {
    if (!isSnapshotFile(change.path) || change.before === null || change.before === change.after) {
      continue;
    }
    if (change.after === null) {
      findings.push({
        file: change.path,
        line: null,
        rule: 'test-integrity/snapshot-changed',
        message: `the snapshot file ${change.path} was deleted: the expected values it held are gone`,
      });
      continue;
    }
    const before = entries(change.before);
    const after = entries(change.after);
    if (before === null || after === null) {
      findings.push({
        file: change.path,
        line: null,
        rule: 'test-integrity/snapshot-changed',
        message: `the expected output in ${change.path} changed; fix the code, not the snapshot`,
      });
      continue;
    }
    for (const [name, value] of before) {
      const now = after.get(name);
      if (now === value) {
        continue;
      }
      findings.push({
        file: change.path,
        line: null,
        rule: 'test-integrity/snapshot-changed',
        message:
          now === undefined
            ? `the snapshot "${name}" was removed from ${change.path}`
            : `the snapshot "${name}" in ${change.path} now expects other output; fix the code, not the snapshot`,
      });
    }
  }
  return findings;
}
