// Shared alphabets and value shapes for the heldout39 secrets set.

export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const DIGITS = '0123456789';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ALNUM = UPPER + LOWER + DIGITS;
export const LOWALNUM = LOWER + DIGITS;
export const UPALNUM = UPPER + DIGITS;
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';
export const B32 = UPPER + '234567';

/** A value made of a fixed prefix, random characters and an optional suffix. */
export const shape =
  (prefix, alphabet, length, suffix = '') =>
  (r) =>
    prefix + r.chars(alphabet, length) + suffix;

export function uuid(r, alphabet = HEX) {
  return [8, 4, 4, 4, 12].map((n) => r.chars(alphabet, n)).join('-');
}

export function bytes(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    out.push(r.int(256));
  }
  return Buffer.from(out);
}

/** Base64 of `count` random bytes (with padding, as the tools print it). */
export function b64bytes(r, count) {
  return bytes(r, count).toString('base64');
}

export function b64url(text) {
  return Buffer.from(text).toString('base64url');
}

/** A signed-looking JWT: real JSON header and payload, random signature. */
export function jwt(r, payload, alg = 'HS256') {
  const sigLength = alg === 'HS256' ? 43 : alg === 'ES256' ? 86 : 342;
  return [
    b64url(JSON.stringify({ alg, typ: 'JWT' })),
    b64url(JSON.stringify(payload)),
    r.chars(B64URL, sigLength),
  ].join('.');
}

export function wrap(text, width) {
  const out = [];
  for (let i = 0; i < text.length; i += width) {
    out.push(text.slice(i, i + width));
  }
  return out;
}

/** A PEM block whose body starts with a realistic DER prefix and continues at random. */
export function pem(r, label, derPrefix, totalBytes) {
  const body = derPrefix + b64bytes(r, totalBytes).slice(derPrefix.length);
  return [`-----BEGIN ${label}-----`, ...wrap(body, 64), `-----END ${label}-----`].join('\n');
}

export const EC_SEC1 = 'MHcCAQEEI';
export const EC_PKCS8 = 'MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQg';
export const ED25519_PKCS8 = 'MC4CAQAwBQYDK2VwBCIEI';

export function ecPrivateKey(r) {
  return pem(r, 'EC PRIVATE KEY', EC_SEC1, 121);
}

export function pkcs8EcKey(r) {
  return pem(r, 'PRIVATE KEY', EC_PKCS8, 138);
}

export function opensshKey(r) {
  const body =
    'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' +
    'QyNTUxOQAAACA' +
    b64bytes(r, 260).replace(/=+$/, '');
  return [
    '-----BEGIN OPENSSH PRIVATE KEY-----',
    ...wrap(body, 70),
    '-----END OPENSSH PRIVATE KEY-----',
  ].join('\n');
}

export function digits(r, n) {
  return String(1 + r.int(9)) + r.chars(DIGITS, n - 1);
}

export function cap(word) {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function lines(...parts) {
  return parts.filter((part) => part !== null && part !== undefined && part !== false).join('\n');
}

export const SITES = [
  'berlin-dc2',
  'plant-07',
  'warehouse-a',
  'lab-3',
  'fra1',
  'site-114',
  'depot-n',
];
export const BROKERS = [
  'mqtt.fleet-ops.internal',
  'broker.greenhouse.lan',
  'mq.telemetry-prod.svc.cluster.local',
  'iot-gw-01.factory.local',
  'emqx.edge.internal',
  '10.40.2.15',
];
export const PEOPLE = [
  'dana',
  'marek',
  'priya',
  'tomasz',
  'lin',
  'oskar',
  'ines',
  'kwame',
  'sofia',
];

export function deviceName(r) {
  return `${r.pick(['gw', 'sensor', 'thermo', 'meter', 'cam', 'tracker', 'hub', 'node'])}-${r.chars(DIGITS, 4)}`;
}
