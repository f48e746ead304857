import { describe, expect, it } from 'vitest';
import { crc32, hasValidTokenChecksum, toBase62 } from './checksum.js';

describe('token checksums', () => {
  it('computes the standard CRC-32 check value', () => {
    // The check value every CRC-32 (IEEE 802.3) implementation publishes.
    expect(crc32('123456789')).toBe(0xcbf43926);
    expect(crc32('')).toBe(0);
  });

  it('writes base 62 zero-padded to the width', () => {
    expect(toBase62(0, 6)).toBe('000000');
    expect(toBase62(61, 6)).toBe('00000z');
    expect(toBase62(62, 6)).toBe('000010');
  });

  it('accepts 30 characters followed by their checksum and nothing else', () => {
    const random = 'Zx9Qw2Er7Ty1Ui3Op5As8Df0Gh4Jk6';
    const checksum = toBase62(crc32(random), 6);
    expect(hasValidTokenChecksum(random + checksum)).toBe(true);
    expect(hasValidTokenChecksum(random + checksum.split('').reverse().join(''))).toBe(false);
    expect(hasValidTokenChecksum(random + checksum + 'x')).toBe(false);
  });
});
