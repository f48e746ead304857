// The hand-shaped hard negatives, in two halves.

import { DATA_NEGATIVES } from './negatives-data.mjs';
import { PUBLIC_NEGATIVES } from './negatives-public.mjs';

export const NEGATIVES = [...PUBLIC_NEGATIVES, ...DATA_NEGATIVES];
