// Helpers shared by the heldout35 provider lists.

import { LOWER } from './shapes.mjs';

export const T = (name, env, gen, extra = {}) => ({ name, env, gen, theme: true, ...extra });
export const O = (name, env, gen, extra = {}) => ({ name, env, gen, theme: false, ...extra });
export const appleSpecific = (r) => [0, 1, 2, 3].map(() => r.chars(LOWER, 4)).join('-');
export const nowish = (r) => 1735000000 + r.int(40000000);
