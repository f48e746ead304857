// Small formatting helpers shared by the heldout29 rules.

import { words } from './util.mjs';

export const sectionOf = (p) => (p.section ?? words(p.env)[0]).toLowerCase();
export const topFor = (r, p) =>
  p.theme
    ? r.pick([
        'notifications',
        'mailer',
        'integrations',
        'messaging',
        'alerts',
        'channels',
        'outbound',
      ])
    : r.pick(['services', 'integrations', 'providers', 'external', 'credentials']);
export const q = (v) => `"${v}"`;
export const sq = (v) => `'${v}'`;
export const lit = (f, quote = q) => (f.raw ? f.value : quote(f.value));
export const yamlScalar = (r, v) => {
  if (v === '') {
    return r.pick(['""', "''", '']);
  }
  if (/^[A-Za-z0-9][A-Za-z0-9._/+=-]*$/.test(v) && r.chance(0.4)) {
    return v;
  }
  return r.chance(0.6) ? q(v) : sq(v);
};
