// Shared alphabets and value shapes for the heldout36 secrets set.

export const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LO = 'abcdefghijklmnopqrstuvwxyz';
export const DIG = '0123456789';
export const AN = UP + LO + DIG;
export const LAN = LO + DIG;
export const UAN = UP + DIG;
export const HEX = '0123456789abcdef';
export const UHEX = '0123456789ABCDEF';
export const B64 = AN + '+/';
export const B64U = AN + '-_';
export const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const BECH = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

export const ORGS = [
  'acme',
  'globex',
  'initech',
  'hooli',
  'piedpiper',
  'vandelay',
  'northwind',
  'contoso',
  'fabrikam',
  'tailspin',
  'umbra',
  'lumen',
  'brightwave',
  'kestrel',
  'orbitly',
  'quillhouse',
];

export const PEOPLE = ['dana', 'priya', 'marco', 'li.wei', 'sam', 'olu', 'ines', 'tomasz', 'aiko'];

export const uuid = (r) =>
  `${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-4${r.chars(HEX, 3)}-${r.pick('89ab')}${r.chars(HEX, 3)}-${r.chars(HEX, 12)}`;

export const digits = (r, n) => r.chars('123456789', 1) + r.chars(DIG, n - 1);

export const b64url = (s) => Buffer.from(s).toString('base64url');

export const b64 = (s) => Buffer.from(s).toString('base64');

export const bytesB64 = (r, n) =>
  Buffer.from(Array.from({ length: n }, () => r.int(256))).toString('base64');

export const bytesB64u = (r, n) =>
  Buffer.from(Array.from({ length: n }, () => r.int(256))).toString('base64url');

export const unix = (r) => 1704067200 + r.int(63000000);

export const iso = (r) => new Date(unix(r) * 1000).toISOString().replace('.000', '');

export const jwt = (r, header, payload, sigLen = 43) =>
  `${b64url(JSON.stringify(header))}.${b64url(JSON.stringify(payload))}.${r.chars(B64U, sigLen)}`;

export const b64Lines = (r, n, width = 64) => {
  const body = bytesB64(r, n);
  const lines = [];
  for (let i = 0; i < body.length; i += width) {
    lines.push(body.slice(i, i + width));
  }
  return lines;
};

export const org = (r) => r.pick(ORGS);

export const person = (r) => r.pick(PEOPLE);

export const email = (r, o = org(r)) => `${person(r)}@${o}.com`;

export const camel = (k) => k.toLowerCase().replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase());

export const pascal = (k) => {
  const c = camel(k);
  return c[0].toUpperCase() + c.slice(1);
};

export const kebab = (k) => k.toLowerCase().replace(/_/g, '-');

export const slug = (p) => p.replace(/[^a-z0-9]/g, '');

/** The part of an env name after its service prefix, lower snake (ASANA_ACCESS_TOKEN -> access_token). */
export const field = (k) => {
  const parts = k.toLowerCase().split('_');
  return parts.length > 1 ? parts.slice(1).join('_') : parts[0];
};
