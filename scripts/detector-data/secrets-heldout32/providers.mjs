// Providers for secrets-heldout32: one credential shape per entry, written from knowledge of
// each service's documented token formats (prefixes, lengths, alphabets); values are seeded.

import { PROVIDERS_PART1 } from './providers-part1.mjs';
import { PROVIDERS_PART2 } from './providers-part2.mjs';
import { PROVIDERS_PART3 } from './providers-part3.mjs';

export const PROVIDERS = [...PROVIDERS_PART1, ...PROVIDERS_PART2, ...PROVIDERS_PART3];
