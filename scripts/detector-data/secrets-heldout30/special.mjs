// File-specific positives for secrets-heldout30: all parts, in a fixed order.

import { specialA } from './special-a.mjs';
import { specialB } from './special-b.mjs';
import { specialC } from './special-c.mjs';
import { specialD } from './special-d.mjs';

export const special = { ...specialA, ...specialB, ...specialC, ...specialD };
