import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { fromSystemError, GovernError } from './index.js';

function thrown(action: () => void): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('fromSystemError', () => {
  it('turns a real file-system error into IO_FAILED naming the path and the fix', () => {
    const dir = makeTempDir();
    const file = join(dir, 'a-file');
    writeFileSync(file, 'x');
    const error = fromSystemError(
      thrown(() => mkdirSync(join(file, 'out'), { recursive: true })),
      'write the evidence report to',
    );
    expect(error).toBeInstanceOf(GovernError);
    expect(error?.code).toBe('IO_FAILED');
    expect(error?.message).toBe(
      `cannot write the evidence report to ${join(file, 'out')}: ENOTDIR`,
    );
    expect(error?.hint).toBe(
      `part of ${join(file, 'out')} is a file where a folder is needed: remove or rename it`,
    );
    const missing = fromSystemError(
      thrown(() => {
        writeFileSync(join(dir, 'no', 'such', 'file'), 'x');
      }),
    );
    expect(missing?.message).toBe(`cannot open ${join(dir, 'no', 'such', 'file')}: ENOENT`);
  });

  it('leaves other errors alone', () => {
    expect(fromSystemError(new Error('plain'))).toBeNull();
    expect(fromSystemError('text')).toBeNull();
    expect(
      fromSystemError(Object.assign(new Error('x'), { code: 'ERR_INVALID_ARG_TYPE' })),
    ).toBeNull();
  });
});
