// Shared helpers for the heldout29 hard negatives.

import { b64u, dig, hex } from './util.mjs';

export const N = (provider, section, fields, theme = true) => ({
  provider,
  section,
  fields,
  theme,
});
export const iso = (r) =>
  `2024-${String(1 + r.int(12)).padStart(2, '0')}-${String(1 + r.int(28)).padStart(2, '0')}T${String(r.int(24)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}:${String(r.int(60)).padStart(2, '0')}Z`;
export const phone = (r) => `+1${r.pick(['415', '646', '312', '206'])}${dig(r, 7)}`;
export const sesId = (r) =>
  `0100018${hex(r, 1)}${hex(r, 8)}-${hex(r, 8)}-${hex(r, 4)}-${hex(r, 4)}-${hex(r, 12)}-000000`;
export const fcmRegToken = (r) => `${b64u(r, 22)}:APA91b${b64u(r, 134)}`;

export const T = (provider, rule, build, theme = true) => ({ provider, rule, build, theme });
