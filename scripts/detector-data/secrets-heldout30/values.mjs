// Value shapes for secrets-heldout30: random strings in the alphabets and lengths real services use.

export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const DIGITS = '0123456789';
export const LOWER = 'abcdefghijklmnopqrstuvwxyz';
export const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const ALNUM = UPPER + LOWER + DIGITS;
export const LOWNUM = LOWER + DIGITS;
export const UPNUM = UPPER + DIGITS;
export const B64 = ALNUM + '+/';
export const B64URL = ALNUM + '-_';

export const hex = (r, n) => r.chars(HEX, n);
export const hexu = (r, n) => r.chars(HEXU, n);
export const alnum = (r, n) => r.chars(ALNUM, n);
export const lownum = (r, n) => r.chars(LOWNUM, n);
export const upnum = (r, n) => r.chars(UPNUM, n);
export const digits = (r, n) => r.chars('123456789', 1) + r.chars(DIGITS, n - 1);
export const b64url = (r, n) => r.chars(B64URL, n);

/** Random bytes, as a Buffer. */
export function bytes(r, n) {
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(r.int(256));
  }
  return Buffer.from(out);
}

/** Standard base64 of n random bytes (with padding). */
export const b64 = (r, n) => bytes(r, n).toString('base64');
/** base64url of n random bytes (no padding). */
export const b64u = (r, n) => bytes(r, n).toString('base64url');

export function uuid(r) {
  const h = hex(r, 32).split('');
  h[12] = '4';
  h[16] = r.pick(['8', '9', 'a', 'b']);
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const enc = (obj) => Buffer.from(JSON.stringify(obj)).toString('base64url');

/** A signed-looking JWT with the given payload. */
export function jwt(r, payload, header = { alg: 'HS256', typ: 'JWT' }) {
  return `${enc(header)}.${enc(payload)}.${b64u(r, 32)}`;
}

export const epoch = (r) => 1690000000 + r.int(60000000);

/** A password a person would type: words, digits and a symbol. */
export function humanPassword(r) {
  const words = [
    'Tundra',
    'maple',
    'Harbor',
    'quartz',
    'Falcon',
    'ember',
    'Nimbus',
    'cobalt',
    'Juniper',
    'orbit',
    'Pelican',
    'saffron',
    'Granite',
    'willow',
    'Vortex',
    'lantern',
    'Bramble',
    'copper',
    'Meadow',
    'zephyr',
  ];
  const sym = r.pick(['!', '#', '%', '&', '*', '-', '_', '@', '+', '?']);
  const shape = r.int(3);
  if (shape === 0) {
    return `${r.pick(words)}${sym}${r.pick(words)}${digits(r, 2 + r.int(3))}`;
  }
  if (shape === 1) {
    return `${r.pick(words)}-${r.pick(words)}-${r.pick(words)}${r.int(90) + 10}`;
  }
  return `${alnum(r, 6)}${sym}${alnum(r, 4 + r.int(6))}`;
}

/** A generated password (password-manager style). */
export function strongPassword(r, n = 24) {
  return (
    r.chars(ALNUM, 1) + r.chars(ALNUM + '!#%*-_=+', n - 3) + r.chars(DIGITS, 1) + r.chars(LOWER, 1)
  );
}

/** A body of base64 lines (for PEM-like blocks). */
export function pemBody(r, nbytes, width = 64) {
  const all = b64(r, nbytes);
  const lines = [];
  for (let i = 0; i < all.length; i += width) {
    lines.push(all.slice(i, i + width));
  }
  return lines.join('\n');
}

export function opensshPrivateKey(r) {
  // openssh-key-v1 header then random body
  const head = Buffer.from(
    'openssh-key-v1\0\0\0\0\x04none\0\0\0\x04none\0\0\0\0\0\0\0\x01\0\0\0\x33',
  );
  const body = Buffer.concat([head, Buffer.from('\0\0\0\x0bssh-ed25519\0\0\0 '), bytes(r, 250)]);
  const b = body.toString('base64');
  const lines = [];
  for (let i = 0; i < b.length; i += 70) {
    lines.push(b.slice(i, i + 70));
  }
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${lines.join('\n')}\n-----END OPENSSH PRIVATE KEY-----`;
}

export function ecPrivateKey(r) {
  return `-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEI${pemBody(r, 88)}\n-----END EC PRIVATE KEY-----`;
}

export function rsaPrivateKey(r) {
  return `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC${pemBody(r, 300)}\n-----END PRIVATE KEY-----`;
}

export const lanIp = (r) => `192.168.${r.pick([0, 1, 1, 10, 50, 178])}.${2 + r.int(250)}`;
export const host = (r) =>
  r.pick([
    'nas.lan',
    'homelab.local',
    'proxmox.home.arpa',
    'pi4.lan',
    'truenas.local',
    'docker01.home',
    'unraid.lan',
    'odroid.local',
  ]);
export const domain = (r) =>
  r.pick([
    'mylab.duckdns.org',
    'home.kowalski.dev',
    'cloud.vandenberg.nl',
    'lab.moreau-family.fr',
    'selfhosted.rossi.it',
    'media.lindqvist.se',
    'box.okafor.net',
    'srv.tanaka-home.jp',
  ]);
