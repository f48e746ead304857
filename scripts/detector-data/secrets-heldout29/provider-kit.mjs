// Shared helpers for the messaging provider lists of heldout29.

import { b64of, b64u, dig } from './util.mjs';

export const DOMAINS = [
  'acme.io',
  'northwind.dev',
  'globex.com',
  'initech.co',
  'umbrella-labs.net',
  'hooli.xyz',
  'vandelay.io',
  'piedpiper.app',
  'contoso.com',
  'fabrikam.dev',
  'tailspin.io',
  'soylent.io',
  'brightwave.co',
  'kestrel.health',
  'lumenpay.com',
];
export const dom = (r) => r.pick(DOMAINS);
export const sender = (r) =>
  `${r.pick(['noreply', 'alerts', 'hello', 'notify', 'billing'])}@${dom(r)}`;
export const phone = (r) => `+1${r.pick(['415', '646', '312', '206', '512'])}${dig(r, 7)}`;
export const discordToken = (r) =>
  `${b64of(dig(r, 18)).replace(/=+$/, '')}.${b64u(r, 6)}.${b64u(r, 38)}`;

export const P = (name, env, gen, opts = {}) => ({ name, env, gen, theme: true, ...opts });
