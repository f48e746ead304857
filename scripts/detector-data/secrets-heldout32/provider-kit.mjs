// Providers for secrets-heldout32: one credential shape per entry, written from knowledge of
// each service's documented token formats (prefixes, lengths, alphabets); values are seeded.

/**
 * P(provider, env var, config key, value maker, extras).
 * extras: obs (observability theme), label, ns (config section), pre (literal prefix),
 * hdr ([header, value prefix]), api (URL a curl would hit), url (value is a whole URL),
 * only (restrict to the named rules).
 */
export function P(p, env, key, v, extras = {}) {
  return {
    p,
    env,
    key,
    v,
    obs: false,
    label: extras.label ?? p,
    ns: extras.ns ?? p.split('-')[0],
    pre: '',
    ...extras,
  };
}

export const sentryOrgToken = (g) => {
  const payload = JSON.stringify({
    iat: 1700000000 + g.int(60000000),
    url: 'https://sentry.io',
    region_url: g.pick(['https://us.sentry.io', 'https://de.sentry.io']),
    org: g.pick(['acme', 'northwind', 'globex-inc', 'initech']),
  });
  return `sntrys_${g.b64of(payload)}_${g.b64(43)}`;
};

export const grafanaCloudToken = (g) => {
  const payload = JSON.stringify({
    o: g.digits(6),
    n: `${g.pick(['stack', 'alloy', 'otlp', 'metrics'])}-${g.digits(6)}-${g.pick(['hm-write', 'logs-write', 'integration', 'otlp'])}-${g.lower(6)}`,
    k: g.alnum(24),
    m: { r: g.pick(['prod-us-east-0', 'prod-eu-west-2', 'prod-ap-southeast-1']) },
  });
  return `glc_${g.b64of(payload)}`;
};
