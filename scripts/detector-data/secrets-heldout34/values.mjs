// Value shapes for secrets-heldout34: every random character comes from the seeded generator.
import { Buffer } from 'node:buffer';

export const HEX = '0123456789abcdef';
export const HEX_UPPER = '0123456789ABCDEF';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const DIGITS = '0123456789';
export const ALNUM = UPPER + LOWER + DIGITS;
export const LOWERNUM = LOWER + DIGITS;
export const UPPERNUM = UPPER + DIGITS;
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
export const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';

const WORDS = [
  'amber',
  'basalt',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'granite',
  'harbor',
  'indigo',
  'juniper',
  'kestrel',
  'lagoon',
  'maple',
  'nimbus',
  'orchid',
  'pebble',
  'quartz',
  'raven',
  'saffron',
  'tundra',
  'umber',
  'velvet',
  'willow',
  'yarrow',
  'zephyr',
  'copper',
  'falcon',
  'glacier',
  'meadow',
  'otter',
  'spruce',
  'thistle',
];

const ADJ = [
  'brave',
  'calm',
  'dusty',
  'eager',
  'fancy',
  'gentle',
  'happy',
  'icy',
  'jolly',
  'keen',
  'lucky',
  'mellow',
  'noble',
  'proud',
  'quiet',
  'rapid',
  'silent',
  'tidy',
  'witty',
  'young',
];

export function makeValues(r) {
  const c = (alphabet, n) => r.chars(alphabet, n);
  const bytes = (n) => Buffer.from(Array.from({ length: n }, () => r.int(256)));
  const cap = (w) => w[0].toUpperCase() + w.slice(1);
  const v = {
    r,
    pick: r.pick,
    int: r.int,
    chance: r.chance,
    hex: (n) => c(HEX, n),
    hexUpper: (n) => c(HEX_UPPER, n),
    alnum: (n) => c(ALNUM, n),
    lower: (n) => c(LOWER, n),
    lowernum: (n) => c(LOWERNUM, n),
    upper: (n) => c(UPPER, n),
    uppernum: (n) => c(UPPERNUM, n),
    digits: (n) => c(DIGITS, n),
    b64chars: (n) => c(B64, n),
    b64url: (n) => c(B64URL, n),
    bech32: (n) => c(BECH32, n),
    bytes,
    b64: (n) => bytes(n).toString('base64'),
    b64u: (n) => bytes(n).toString('base64url'),
    word: () => r.pick(WORDS),
    adj: () => r.pick(ADJ),
    uuid: () =>
      `${c(HEX, 8)}-${c(HEX, 4)}-4${c(HEX, 3)}-${r.pick(['8', '9', 'a', 'b'])}${c(HEX, 3)}-${c(HEX, 12)}`,
    region: () => r.pick(['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-2']),
    epoch: () => 1690000000 + r.int(60000000),
    date: () =>
      `202${3 + r.int(3)}-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}`,
    time: () =>
      `${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}`,
  };
  /** A password a person or a password manager would set: URL-safe, no quotes. */
  v.password = (len = 20 + r.int(12)) => {
    if (r.chance(0.3)) {
      return `${cap(v.word())}${r.pick(['-', '_', '.'])}${cap(v.word())}${r.pick(['-', '_', '.', ''])}${v.digits(2 + r.int(3))}`;
    }
    return c(ALNUM, 1) + c(ALNUM + ALNUM + '-_.~', len - 2) + c(DIGITS, 1);
  };
  v.jwt = (payload, alg = 'HS256') => {
    const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url');
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${header}.${body}.${v.b64url(alg === 'HS256' ? 43 : 86)}`;
  };
  v.wrap = (text, width) => text.match(new RegExp(`.{1,${width}}`, 'g')).join('\n');
  v.ecPem = () => {
    const der = Buffer.concat([
      Buffer.from([0x30, 0x77, 0x02, 0x01, 0x01, 0x04, 0x20]),
      bytes(32),
      Buffer.from([0xa0, 0x0a, 0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07]),
      Buffer.from([0xa1, 0x44, 0x03, 0x42, 0x00, 0x04]),
      bytes(64),
    ]);
    return `-----BEGIN EC PRIVATE KEY-----\n${v.wrap(der.toString('base64'), 64)}\n-----END EC PRIVATE KEY-----`;
  };
  v.opensshPem = () => {
    const u32 = (n) => {
      const b = Buffer.alloc(4);
      b.writeUInt32BE(n);
      return b;
    };
    const str = (s) => Buffer.concat([u32(Buffer.byteLength(s)), Buffer.from(s)]);
    const pub = bytes(32);
    const pubBlob = Buffer.concat([str('ssh-ed25519'), u32(32), pub]);
    const check = bytes(4);
    const priv = Buffer.concat([
      check,
      check,
      str('ssh-ed25519'),
      u32(32),
      pub,
      u32(64),
      bytes(32),
      pub,
      str(`${v.word()}@${v.word()}-bastion`),
      Buffer.from([1, 2, 3, 4, 5, 6, 7]),
    ]);
    const der = Buffer.concat([
      Buffer.from('openssh-key-v1\0'),
      str('none'),
      str('none'),
      u32(0),
      u32(1),
      u32(pubBlob.length),
      pubBlob,
      u32(priv.length),
      priv,
    ]);
    return `-----BEGIN OPENSSH PRIVATE KEY-----\n${v.wrap(der.toString('base64'), 70)}\n-----END OPENSSH PRIVATE KEY-----`;
  };
  /** PKCS#8 RSA-2048-shaped body, base64, as one string. */
  v.rsaPkcs8Body = () =>
    Buffer.concat([
      Buffer.from(
        '308204be020100300d06092a864886f70d0101010500048204a8308204a40201000282010100',
        'hex',
      ),
      bytes(1218 - 38),
    ]).toString('base64');
  v.rsaPublicBody = () =>
    Buffer.concat([
      Buffer.from('30820122300d06092a864886f70d01010105000382010f003082010a0282010100', 'hex'),
      bytes(256),
      Buffer.from('0203010001', 'hex'),
    ]).toString('base64');
  v.sshEd25519Public = () =>
    Buffer.concat([
      Buffer.from('0000000b7373682d65643235353139', 'hex'),
      Buffer.from([0, 0, 0, 32]),
      bytes(32),
    ]).toString('base64');
  return v;
}

/** Keeps a vendor prefix and the last four characters, stars in between. */
export function mask(value, prefix = '', star = '*') {
  const keep = prefix.length;
  const middle = Math.max(4, value.length - keep - 4);
  return value.slice(0, keep) + star.repeat(Math.min(middle, 24)) + value.slice(-4);
}
