// Providers for secrets-heldout30: all parts, in a fixed order.

import { providersPart1 } from './providers-1.mjs';
import { providersPart2 } from './providers-2.mjs';
import { providersPart3 } from './providers-3.mjs';

export const providers = [...providersPart1, ...providersPart2, ...providersPart3].filter(
  (p) => !p.skip,
);
