// Value shapes for secrets-heldout37: alphabets, tokens with checksums, JWTs and key blocks, all
// drawn from the seeded generator so every run gives the same bytes.

export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const DIGITS = '0123456789';
export const A62 = UPPER + LOWER + DIGITS;
export const LOWER_ALNUM = LOWER + DIGITS;
export const UPPER_ALNUM = UPPER + DIGITS;
export const HEX = '0123456789abcdef';
export const HEX_UPPER = '0123456789ABCDEF';
export const B64 = A62 + '+/';
export const B64URL = A62 + '-_';
export const BASE32 = UPPER + '234567';
export const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

export const hex = (r, n) => r.chars(HEX, n);
export const a62 = (r, n) => r.chars(A62, n);
export const b64url = (r, n) => r.chars(B64URL, n);

export function bytes(r, n) {
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) {
    out[i] = r.int(256);
  }
  return out;
}

export const b64OfBytes = (r, n) => bytes(r, n).toString('base64');
export const b64urlOfBytes = (r, n) => bytes(r, n).toString('base64url');
export const b64Json = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function uuid(r) {
  const h = hex(r, 32).split('');
  h[12] = '4';
  h[16] = '89ab'[r.int(4)];
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A ULID-like id (Crockford base32, time-ordered look). */
export function ulid(r) {
  return '01' + r.chars('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 24);
}

/** A secret drawn from a password-ish alphabet that is safe inside quotes, XML and YAML. */
export function password(r, min = 16, max = 28) {
  const len = min + r.int(max - min + 1);
  let out = r.chars(A62, len);
  const specials = '!*-_.+=@^';
  for (let i = 0; i < 2 + r.int(3); i++) {
    const at = 1 + r.int(len - 2);
    out = out.slice(0, at) + r.pick(specials.split('')) + out.slice(at + 1);
  }
  return out;
}

/** A password that is safe unencoded in a URL userinfo part. */
export function urlPassword(r, min = 18, max = 30) {
  const len = min + r.int(max - min + 1);
  return r.chars(A62, len);
}

let crcTable;
function crc32(text) {
  if (!crcTable) {
    crcTable = [];
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) {
        c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      }
      crcTable.push(c >>> 0);
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    crc = crcTable[(crc ^ text.charCodeAt(i)) & 0xff] ^ (crc >>> 8);
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(number, width) {
  let out = '';
  let n = number;
  while (n > 0) {
    out = A62Ordered[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(width, '0');
}
const A62Ordered = DIGITS + UPPER + LOWER;

/** A token with a 30-character body and a 6-character base62 CRC32 checksum (ghp_, npm_ style). */
export function checksummed(r, prefix) {
  const body = a62(r, 30);
  return prefix + body + base62(crc32(body), 6);
}

export function jwt(r, header, payload, sigLength = 43) {
  return `${b64Json(header)}.${b64Json(payload)}.${b64url(r, sigLength)}`;
}

export function epoch(r, from = 1714000000, span = 30000000) {
  return from + r.int(span);
}

function wrap(text, width) {
  const lines = [];
  for (let i = 0; i < text.length; i += width) {
    lines.push(text.slice(i, i + width));
  }
  return lines.join('\n');
}

function derLength(n) {
  if (n < 128) {
    return Buffer.from([n]);
  }
  if (n < 256) {
    return Buffer.from([0x81, n]);
  }
  return Buffer.from([0x82, n >> 8, n & 0xff]);
}

function sshString(buf) {
  const b = typeof buf === 'string' ? Buffer.from(buf) : buf;
  const len = Buffer.alloc(4);
  len.writeUInt32BE(b.length);
  return Buffer.concat([len, b]);
}

/** An unencrypted OpenSSH ed25519 private key with the real container layout. */
export function opensshEd25519(r, comment) {
  const pub = bytes(r, 32);
  const seed = bytes(r, 32);
  const pubBlob = Buffer.concat([sshString('ssh-ed25519'), sshString(pub)]);
  const check = bytes(r, 4);
  let priv = Buffer.concat([
    check,
    check,
    sshString('ssh-ed25519'),
    sshString(pub),
    sshString(Buffer.concat([seed, pub])),
    sshString(comment),
  ]);
  const pad = [];
  for (let i = 1; (priv.length + pad.length) % 8 !== 0; i++) {
    pad.push(i);
  }
  priv = Buffer.concat([priv, Buffer.from(pad)]);
  const one = Buffer.alloc(4);
  one.writeUInt32BE(1);
  const blob = Buffer.concat([
    Buffer.from('openssh-key-v1\0'),
    sshString('none'),
    sshString('none'),
    sshString(''),
    one,
    sshString(pubBlob),
    sshString(priv),
  ]);
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${wrap(blob.toString('base64'), 70)}\n-----END OPENSSH PRIVATE KEY-----`;
}

const P256_OID = Buffer.from('06082a8648ce3d030107', 'hex');

/** A SEC1 P-256 private key (-----BEGIN EC PRIVATE KEY-----). */
export function ecPrivateKey(r) {
  const inner = Buffer.concat([
    Buffer.from('020101', 'hex'),
    Buffer.from('0420', 'hex'),
    bytes(r, 32),
    Buffer.from('a00a', 'hex'),
    P256_OID,
    Buffer.from('a144034200', 'hex'),
    Buffer.from([4]),
    bytes(r, 64),
  ]);
  const der = Buffer.concat([Buffer.from([0x30]), derLength(inner.length), inner]);
  return `-----BEGIN EC PRIVATE KEY-----\n${wrap(der.toString('base64'), 64)}\n-----END EC PRIVATE KEY-----`;
}

/** A PKCS#8 P-256 private key, the shape of Apple .p8 keys. */
export function pkcs8EcKey(r) {
  const ec = Buffer.concat([
    Buffer.from('020101', 'hex'),
    Buffer.from('0420', 'hex'),
    bytes(r, 32),
    Buffer.from('a00a', 'hex'),
    P256_OID,
    Buffer.from('a144034200', 'hex'),
    Buffer.from([4]),
    bytes(r, 64),
  ]);
  const ecSeq = Buffer.concat([Buffer.from([0x30]), derLength(ec.length), ec]);
  const body = Buffer.concat([
    Buffer.from('020100', 'hex'),
    Buffer.from('301306072a8648ce3d0201', 'hex'),
    P256_OID,
    Buffer.from([0x04]),
    derLength(ecSeq.length),
    ecSeq,
  ]);
  const der = Buffer.concat([Buffer.from([0x30]), derLength(body.length), body]);
  return `-----BEGIN PRIVATE KEY-----\n${wrap(der.toString('base64'), 64)}\n-----END PRIVATE KEY-----`;
}

/** An RSA private key block (PKCS#1 header bytes, random body of a 2048-bit key's length). */
export function rsaPrivateKey(r, pkcs8 = false) {
  if (pkcs8) {
    const body = 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ' + r.chars(B64, 1566);
    return `-----BEGIN PRIVATE KEY-----\n${wrap(body + '=', 64)}\n-----END PRIVATE KEY-----`;
  }
  const body = 'MIIEpAIBAAKCAQEA' + r.chars(B64, 1572);
  return `-----BEGIN RSA PRIVATE KEY-----\n${wrap(body, 64)}\n-----END RSA PRIVATE KEY-----`;
}

/** A public X.509 certificate block (not a secret), DER-ish base64 body. */
export function certificateBody(r, length = 860) {
  return 'MIIC' + r.chars(A62, 2) + 'CCAa' + r.chars(B64, length);
}

export function certificate(r) {
  return `-----BEGIN CERTIFICATE-----\n${wrap(certificateBody(r), 64)}\n-----END CERTIFICATE-----`;
}

export function wrapLines(text, width) {
  return wrap(text, width);
}

export function pick(r, items) {
  return r.pick(items);
}

export const slug = (r) =>
  r.pick([
    'acme',
    'northwind',
    'contoso',
    'globex',
    'initech',
    'umbrella',
    'hooli',
    'vandelay',
    'piedpiper',
    'stark',
    'wayne',
    'tyrell',
    'cyberdyne',
    'soylent',
    'wonka',
    'oscorp',
    'aperture',
    'blackmesa',
    'dunder',
    'prestige',
  ]);

export const env = (r) => r.pick(['prod', 'production', 'staging', 'stg', 'dev', 'qa', 'uat']);
export const region = (r) =>
  r.pick(['us-east-1', 'us-west-2', 'eu-west-1', 'eu-central-1', 'ap-southeast-2', 'ca-central-1']);
export const person = (r) =>
  r.pick([
    'alice',
    'bob',
    'carol',
    'dmitri',
    'eun-ji',
    'farah',
    'gustavo',
    'hana',
    'ivan',
    'jules',
  ]);
