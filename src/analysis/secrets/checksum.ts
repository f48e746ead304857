// GitHub (ghp_, gho_, ghu_, ghs_, ghr_) and npm (npm_) tokens end with a checksum: the last six
// characters are the CRC-32 of the 30 random characters before them, in base 62, zero-padded.
// A token whose checksum holds is a real token even when its letters look like a fixture.

const CRC_TABLE = buildCrcTable();
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CHECKSUM_LENGTH = 6;
const RANDOM_LENGTH = 30;

function buildCrcTable(): Int32Array {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) {
      c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    table[n] = c;
  }
  return table;
}

/** CRC-32 (IEEE 802.3) of the low byte of each character; token alphabets are ASCII. */
export function crc32(text: string): number {
  let crc = -1;
  for (let i = 0; i < text.length; i++) {
    crc = (CRC_TABLE[(crc ^ text.charCodeAt(i)) & 0xff] ?? 0) ^ (crc >>> 8);
  }
  return (crc ^ -1) >>> 0;
}

export function toBase62(value: number, width: number): string {
  let digits = '';
  let rest = value;
  do {
    digits = (BASE62[rest % 62] ?? '0') + digits;
    rest = Math.floor(rest / 62);
  } while (rest > 0);
  return digits.padStart(width, '0');
}

/** True when `body` is 30 random characters followed by their base-62 CRC-32. */
export function hasValidTokenChecksum(body: string): boolean {
  if (body.length !== RANDOM_LENGTH + CHECKSUM_LENGTH) {
    return false;
  }
  const random = body.slice(0, RANDOM_LENGTH);
  return toBase62(crc32(random), CHECKSUM_LENGTH) === body.slice(RANDOM_LENGTH);
}
