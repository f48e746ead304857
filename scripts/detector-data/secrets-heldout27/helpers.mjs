// Shared alphabets and value builders for the heldout27 secrets set.

export const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LO = 'abcdefghijklmnopqrstuvwxyz';
export const DIG = '0123456789';
export const AN = UP + LO + DIG;
export const LOAN = LO + DIG;
export const UPAN = UP + DIG;
export const HEX = '0123456789abcdef';
export const HEXU = '0123456789ABCDEF';
export const B64 = AN + '+/';
export const B64U = AN + '-_';
export const B32 = UP + '234567';
export const B32L = LO + '234567';
export const PASS = AN + '-_.';

export function uuid(r) {
  const v = r.pick(['8', '9', 'a', 'b']);
  return `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${v}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;
}

/** Base64 text of `bytes` random bytes, with the right padding. */
export function b64(r, bytes) {
  const full = 4 * Math.ceil(bytes / 3);
  const pad = (3 - (bytes % 3)) % 3;
  return r.chars(B64, full - pad) + '='.repeat(pad);
}

export function b64url(text) {
  return Buffer.from(text).toString('base64url');
}

export function b64text(text) {
  return Buffer.from(text).toString('base64');
}

/** A password a person or a generator might set: letters, digits and a little punctuation. */
export function password(r, min = 14, max = 28) {
  const len = min + r.int(max - min + 1);
  let out = r.chars(AN, 2) + r.chars(PASS, len - 4) + r.chars(DIG, 1) + r.chars(AN, 1);
  if (r.chance(0.3)) {
    out =
      r.chars(UP, 1) +
      r.chars(LO, 5) +
      r.chars(DIG, 2) +
      r.pick(['!', '#', '%', '^']) +
      out.slice(0, 10);
  }
  return out;
}

export function jwt(r, payload, alg = 'HS256') {
  const head = b64url(JSON.stringify({ alg, typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = r.chars(B64U, alg === 'HS256' ? 43 : 342);
  return `${head}.${body}.${sig}`;
}

export function epoch(r) {
  return 1700000000 + r.int(60000000);
}

export function isoDate(r) {
  const d = new Date((1700000000 + r.int(60000000)) * 1000);
  return d.toISOString().replace(/\.\d+Z$/, 'Z');
}

export function lines64(text, width = 64) {
  const out = [];
  for (let i = 0; i < text.length; i += width) {
    out.push(text.slice(i, i + width));
  }
  return out.join('\n');
}

export function pem(label, body, width = 64) {
  return `-----BEGIN ${label}-----\n${lines64(body, width)}\n-----END ${label}-----`;
}

export function rsaKeyBody(r) {
  return 'MIIEpAIBAAKCAQEA' + r.chars(B64, 1572) + '==';
}

export function ecKeyBody(r) {
  return 'MHcCAQEEI' + r.chars(B64, 45) + 'oAoGCCqGSM49AwEHoUQDQgAE' + r.chars(B64, 86);
}

export function opensshBody(r) {
  return (
    'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' +
    'QyNTUxOQAAACA' +
    r.chars(B64, 43) +
    'AAAAJg' +
    r.chars(B64, 22) +
    'AAAAtzc2gtZWQyNTUxOQAAACA' +
    r.chars(B64, 43) +
    'AAAEA' +
    r.chars(B64, 86) +
    'AAAAE' +
    r.chars(B64, 18) +
    'AQIDBAUGBw=='
  );
}

export function snake(env) {
  return env.toLowerCase();
}

export function camel(env) {
  return env.toLowerCase().replace(/_([a-z0-9])/g, (_m, c) => c.toUpperCase());
}

export function kebab(env) {
  return env.toLowerCase().replace(/_/g, '-');
}

export function dotted(env) {
  return env.toLowerCase().replace(/_/g, '.');
}

export const REGIONS = ['us-east-1', 'eu-west-1', 'eu-central-1', 'ap-southeast-2', 'us-west-2'];
export const APPS = [
  'billing-api',
  'checkout',
  'ledger',
  'notifier',
  'search-indexer',
  'web',
  'worker',
  'payments',
  'gateway',
  'reports',
];
export const ENVS = ['prod', 'production', 'staging', 'stage', 'live', 'prd'];
export const HOSTS = [
  'db-prod-1.internal',
  '10.20.4.17',
  'pg.prod.svc.cluster.local',
  'mysql-01.corp.lan',
];
