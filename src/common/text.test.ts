import { randomBytes } from 'node:crypto';
import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test/helpers/temp.js';
import { hasTextName, looksBinary, MAX_TEXT_BYTES, readFileSide, readSide } from './text.js';

// The first bytes of a real PNG: signature, IHDR chunk, then compressed data.
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000100000001008060000001ff3ff61', 'hex'),
  randomBytes(2048),
]);

describe('reading a side as text', () => {
  it('reads a source file with a NUL byte as text, NUL and all', () => {
    const source = Buffer.from(
      "// \0 header\nexport const key = 'AKIAIOSFODNN7EXAMPLQ';\n",
      'utf8',
    );
    const side = readSide('src/keys.js', source);
    expect(side).toEqual({ kind: 'text', text: source.toString('utf8') });
  });

  it('decides binary by content when the name does not say text', () => {
    expect(readSide('assets/logo.png', PNG)).toEqual({ kind: 'binary' });
    expect(readSide('data/blob', randomBytes(4096))).toEqual({ kind: 'binary' });
    // Text under a binary-looking name is text: the name alone never hides a file.
    const text = Buffer.from("const secret = 'x';\n".repeat(50));
    expect(readSide('assets/logo.png', text)).toMatchObject({ kind: 'text' });
    // A known text extension is text whatever its bytes.
    expect(readSide('src/x.ts', randomBytes(4096))).toMatchObject({ kind: 'text' });
  });

  it('counts NULs out: UTF-16 text and a text with scattered NULs are text', () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('password = "hunter2hunter2"\n', 'utf16le'),
    ]);
    expect(looksBinary(utf16)).toBe(false);
    expect(readSide('config.dat', utf16)).toEqual({
      kind: 'text',
      text: 'password = "hunter2hunter2"\n',
    });
    const bigEndian = Buffer.concat([
      Buffer.from([0xfe, 0xff]),
      Buffer.from('ok\n', 'utf16le').swap16(),
    ]);
    expect(readSide('notes.dat', bigEndian)).toEqual({ kind: 'text', text: 'ok\n' });
    expect(looksBinary(Buffer.from('a\0b\0c\0 plain words\0 and more\n'))).toBe(false);
    expect(looksBinary(Buffer.from('caf\xe9 cr\xe8me', 'latin1'))).toBe(false);
  });

  it('reports an over-size text as unchecked with its size, and an over-size blob as binary', () => {
    const big = Buffer.alloc(MAX_TEXT_BYTES + 1, 'a');
    expect(readSide('dist/bundle.js', big)).toEqual({
      kind: 'unchecked',
      reason: `too large to check: ${String(MAX_TEXT_BYTES + 1)} bytes (the limit is ${String(MAX_TEXT_BYTES)})`,
    });
    expect(readSide('video.bin', PNG, 50 * 1024 * 1024)).toEqual({ kind: 'binary' });
    // Only the start of an over-size file is read, so its claimed size is what counts.
    expect(readSide('notes', Buffer.from('plain text\n'), MAX_TEXT_BYTES * 3)).toMatchObject({
      kind: 'unchecked',
    });
  });

  it('names text files by extension and by name', () => {
    expect(['a.py', 'b.JSON', 'Dockerfile', '.env.local', 'x/y/Makefile'].map(hasTextName)).toEqual(
      [true, true, true, true, true],
    );
    expect(['logo.png', 'font.woff2', 'blob'].map(hasTextName)).toEqual([false, false, false]);
  });

  it('reads a file on disk as git would commit it', () => {
    const dir = makeTempDir('govern-text-');
    writeFileSync(join(dir, 'big.js'), Buffer.alloc(MAX_TEXT_BYTES + 10, 'b'));
    writeFileSync(join(dir, 'secret.txt'), 'not the link\n');
    symlinkSync('secret.txt', join(dir, 'link.txt'));
    expect(readFileSide('big.js', join(dir, 'big.js'))).toMatchObject({
      kind: 'unchecked',
      reason: expect.stringContaining(`${String(MAX_TEXT_BYTES + 10)} bytes`) as unknown,
    });
    expect(readFileSide('link.txt', join(dir, 'link.txt'))).toEqual({
      kind: 'text',
      text: 'secret.txt',
    });
    expect(readFileSide('gone.js', join(dir, 'gone.js'))).toMatchObject({
      kind: 'unchecked',
      reason: expect.stringContaining('could not be read') as unknown,
    });
    expect(readFileSide('sub', dir)).toBeNull();
  });
});
