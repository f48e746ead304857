// Value shapes for the heldout38 set: every random character comes from the seeded generator.

export const HEX = '0123456789abcdef';
export const HEX_UPPER = '0123456789ABCDEF';
export const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
export const UPPER_ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
export const DIGITS = '0123456789';
export const BECH32 = 'QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L';
export const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const b64url = (text) => Buffer.from(text).toString('base64url');

/** Wraps a seeded random source with the shapes credentials come in. */
export function makeValues(r) {
  const hex = (n) => r.chars(HEX, n);
  const uuid = () =>
    `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
  const v = {
    r,
    hex,
    HEX: (n) => r.chars(HEX_UPPER, n),
    an: (n) => r.chars(ALNUM, n),
    lan: (n) => r.chars(LOWER_ALNUM, n),
    uan: (n) => r.chars(UPPER_ALNUM, n),
    b64: (n) => r.chars(B64, n),
    b64u: (n) => r.chars(B64URL, n),
    digits: (n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1),
    bech32: (n) => r.chars(BECH32, n),
    base32: (n) => r.chars(BASE32, n),
    uuid,
    UUID: () => uuid().toUpperCase(),
    /** A signed-looking JWT with a realistic header and payload. */
    jwt: (payload, alg = 'HS256') =>
      `${b64url(JSON.stringify({ alg, typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.${r.chars(B64URL, alg === 'HS256' ? 43 : 342)}`,
    /** Base64 of n random bytes, with correct padding. */
    bytes64: (n) => {
      const bytes = Buffer.alloc(n);
      for (let i = 0; i < n; i++) {
        bytes[i] = r.int(256);
      }
      return bytes.toString('base64');
    },
    epoch: () => 1690000000 + r.int(60000000),
    b64url,
    /** A PEM body: base64 lines of 64 characters after a fixed DER prefix. */
    pemBody: (prefix, total) => {
      const body = prefix + r.chars(B64, total - prefix.length);
      const lines = [];
      for (let i = 0; i < body.length; i += 64) {
        lines.push(body.slice(i, i + 64));
      }
      return lines;
    },
  };
  return v;
}

export const USERS = [
  'dispatch-ops',
  'fleetdata',
  'tiles-prod',
  'wx-ingest',
  'routing-team',
  'geo-platform',
  'bookings-svc',
  'travel-eng',
  'labels-bot',
  'aq-sensors',
];

export const HOSTS = [
  'db-primary.internal',
  'pg-geo-01.eu-west-1.rds.amazonaws.com',
  'tracking-db.prod.svc.cluster.local',
  '10.20.4.17',
  'warehouse-pg.ams3.internal',
];
