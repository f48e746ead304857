// Builders for heldout31 provider entries: P for the e-commerce and payments theme, T for the
// general developer credentials that make up the rest of the set.

export const P = (p, env, gen, opts = {}) => ({
  p,
  env,
  gen,
  theme: opts.theme ?? true,
  sec: opts.sec ?? p.split('-')[0],
  label: opts.label ?? `${p} credential`,
  host: opts.host ?? null,
  path: opts.path ?? '/',
  auth: opts.auth ?? 'none',
  comp: opts.comp ?? [],
  second: opts.second ?? null,
  only: opts.only ?? null,
  wrap: opts.wrap ?? null,
});

export const T = (p, env, gen, opts = {}) => P(p, env, gen, { ...opts, theme: false });
