// Providers for heldout35: each has a credential shape (real prefix, length and alphabet where the
// vendor has one, a generic random shape where it has none), the variable name it usually lives
// in, and the files it usually lives in. theme marks the developer-tooling / supply-chain ones.

import { HOSTS } from './provider-hosts.mjs';
import { PROVIDERS_REGISTRIES_FORGES } from './providers-registries-forges.mjs';
import { PROVIDERS_CI } from './providers-ci.mjs';
import { PROVIDERS_STORES_SIGNING } from './providers-stores-signing.mjs';
import { PROVIDERS_OTHER } from './providers-other.mjs';

export const PROVIDERS = [
  ...PROVIDERS_REGISTRIES_FORGES,
  ...PROVIDERS_CI,
  ...PROVIDERS_STORES_SIGNING,
  ...PROVIDERS_OTHER,
];

/** Defaults every context can lean on. */
export function withDefaults(p) {
  return {
    host: HOSTS[p.name] ?? `${p.name}.acme.internal`,
    path: '/v1/me',
    auth: 'bearer',
    prefix: '',
    user: 'ci-bot',
    ...p,
  };
}

export const ALL = PROVIDERS.map(withDefaults);
