// Hard negatives for secrets-heldout30: all parts, in a fixed order.

import { negativesA } from './negatives-a.mjs';
import { negativesB } from './negatives-b.mjs';
import { negativesC } from './negatives-c.mjs';

export const negatives = { ...negativesA, ...negativesB, ...negativesC };
