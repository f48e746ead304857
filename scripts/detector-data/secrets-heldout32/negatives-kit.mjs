// Helpers shared by the secrets-heldout32 hard-negative modules.

import { SERVICES } from './values.mjs';

export const svc = (g) => g.pick(SERVICES);
export const ts = (g) =>
  `2024-${String(1 + g.int(12)).padStart(2, '0')}-${String(1 + g.int(28)).padStart(2, '0')}T${String(g.int(24)).padStart(2, '0')}:${10 + g.int(50)}:${10 + g.int(50)}Z`;
export const H = (provider, rule, text) => ({ provider, rule, text });
