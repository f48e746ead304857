import { rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/helpers/temp.js';
import { snapshotPaths } from './snapshot.js';

describe('snapshotPaths', () => {
  it('sees every change of a file it read before, whatever stays the same', async () => {
    const dir = makeTempDir('govern-snapshot-');
    writeFileSync(join(dir, 'a.ts'), 'one\n');
    writeFileSync(join(dir, 'b.ts'), 'bee\n');
    // Older than the racy window, so the first read is remembered.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(snapshotPaths(dir, ['.'])).toEqual([
      { path: 'a.ts', content: 'one\n' },
      { path: 'b.ts', content: 'bee\n' },
    ]);
    // Same size, and the old modification time put back: only the change time tells.
    const before = statSync(join(dir, 'a.ts'));
    writeFileSync(join(dir, 'a.ts'), 'two\n');
    utimesSync(join(dir, 'a.ts'), before.atime, before.mtime);
    rmSync(join(dir, 'b.ts'));
    expect(snapshotPaths(dir, ['.', 'b.ts'])).toEqual([
      { path: 'a.ts', content: 'two\n' },
      { path: 'b.ts', content: null },
    ]);
    // Read again unchanged: the same bytes.
    expect(snapshotPaths(dir, ['a.ts'])).toEqual([{ path: 'a.ts', content: 'two\n' }]);
  });
});
