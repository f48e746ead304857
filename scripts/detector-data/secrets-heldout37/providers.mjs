// Providers for secrets-heldout37. Each entry says how a live credential of that provider looks
// (gen), which variable name usually carries it (key), which harmless settings sit beside it
// (nb), and whether it belongs to the identity-and-access theme (iam).
//
// gen returns a string (the inserted value is the secret) or { insert, secret } when the secret
// is only part of what is written (a password inside a connection string).

import { PROVIDERS_1 } from './providers-1.mjs';
import { PROVIDERS_2 } from './providers-2.mjs';
import { PROVIDERS_3 } from './providers-3.mjs';
import { PROVIDERS_4 } from './providers-4.mjs';
import { PROVIDERS_5 } from './providers-5.mjs';
import { PROVIDERS_6 } from './providers-6.mjs';

export const PROVIDERS = [
  ...PROVIDERS_1,
  ...PROVIDERS_2,
  ...PROVIDERS_3,
  ...PROVIDERS_4,
  ...PROVIDERS_5,
  ...PROVIDERS_6,
];
