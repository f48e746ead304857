import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onTestFinished } from 'vitest';

/** A fresh directory removed when the current test finishes (the only use of os.tmpdir). */
export function makeTempDir(prefix = 'govern-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onTestFinished(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

/** A fresh directory the caller removes (for beforeAll/afterAll fixtures). */
export function makeTempDirManual(prefix = 'govern-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
