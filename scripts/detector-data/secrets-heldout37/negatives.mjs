// Hard negatives for secrets-heldout37: the same files and names as the positives, holding
// values that are not credentials (references, placeholders, public ids and keys, digests,
// encrypted blobs, documented examples, random-looking ids).

import { NEGATIVES_1 } from './negatives-1.mjs';
import { NEGATIVES_2 } from './negatives-2.mjs';
import { NEGATIVES_3 } from './negatives-3.mjs';
import { NEGATIVES_4 } from './negatives-4.mjs';

export const NEGATIVES = [...NEGATIVES_1, ...NEGATIVES_2, ...NEGATIVES_3, ...NEGATIVES_4];
