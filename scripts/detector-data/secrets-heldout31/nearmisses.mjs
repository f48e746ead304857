// Near misses for heldout31: close to a live credential but not one a scanner should report —
// masked or redacted values, truncated prefixes, obvious dummies, empty keys, format checks
// and revoked keys quoted only by their first characters.

import { snake } from './helpers.mjs';
import { subOf } from './render-kit.mjs';

const PREFIXES = [
  'sk_live_51',
  'rk_live_51',
  'pdl_live_apikey_01',
  'sk-ant-api03-',
  'sk-proj-',
  'xnd_production_',
  'cfsk_ma_prod_',
  'live-secret-key-',
  'amzn1.oa2-cs.v1.',
  'shippo_live_',
  'access_token$production$',
  'github_pat_11',
  'pypi-AgEIcHlwaS5vcmc',
  'Mid-server-',
  'sk_live_',
  'live_sk_',
  'sup_sk_',
  'shpat_',
  'shpca_',
  'shppa_',
  'shpss_',
  'shptka_',
  'prtapi_',
  'whsec_',
  'sq0csp-',
  'FLWSECK-',
  'APP_USR-',
  'rsk_',
  'sz_pr_',
  'asat_',
  'EZAK',
  'EAAA',
  'A21AA',
  'Atzr|IwEBI',
  'PRD-',
  'secret_',
  'access_',
  'sprod_',
  'live_',
  'prod_',
  'sec_',
  'pk_',
  'ck_',
  'cs_',
  'md-',
  'ghp_',
  'glpat-',
  'AKIA',
  'xoxb-',
  'SG.',
  'npm_',
  'dckr_pat_',
  'dop_v1_',
  'nfp_',
  'sntryu_',
  'NRAK-',
  'hvs.',
  'lin_api_',
  'ntn_',
  'pat-na1-',
  'GOCSPX-',
  'CFPAT-',
  'ATATT3xFfGF0',
  'CCIPAT_',
  'bkua_',
  'dp.st.prd.',
  'figd_',
  'glsa_',
  'sbp_',
  'pscale_pw_',
  'rnd_',
  'sk_',
  'base64:',
  'IST.',
  'credential_live_',
];

export function prefixOf(value) {
  return PREFIXES.find((p) => value.startsWith(p)) ?? '';
}

/** The value as a dashboard or a redacting logger shows it. */
export function masked(h, value) {
  const prefix = prefixOf(value);
  const last = value.slice(-4);
  const style = h.r.int(5);
  if (style === 0) {
    return `${prefix}${'*'.repeat(Math.max(8, Math.min(24, value.length - prefix.length - 4)))}${last}`;
  }
  if (style === 1) {
    return `${prefix}${'•'.repeat(12)}${last}`;
  }
  if (style === 2) {
    return `${prefix}...${last}`;
  }
  if (style === 3) {
    return prefix ? `${prefix}[REDACTED]` : '[REDACTED]';
  }
  return `${'*'.repeat(8)}${last}`;
}

/** Only the first few characters, as a log line or a message quotes a key. */
export function truncated(h, value) {
  const prefix = prefixOf(value);
  const rest = value.slice(prefix.length);
  return `${prefix}${rest.slice(0, 3 + h.r.int(3))}${h.r.pick(['…', '...', '…(truncated)'])}`;
}

/** An obviously fake value with the provider's shape. */
export function dummy(h, value) {
  const prefix = prefixOf(value);
  const n = Math.min(40, Math.max(16, value.length - prefix.length));
  const style = h.r.int(5);
  if (style === 0) {
    return prefix + 'x'.repeat(n);
  }
  if (style === 1) {
    return prefix + '0'.repeat(n);
  }
  if (style === 2) {
    return prefix + 'X'.repeat(n);
  }
  if (style === 3) {
    return prefix + '1234567890abcdef'.repeat(3).slice(0, n);
  }
  return prefix + 'test'.repeat(Math.ceil(n / 4)).slice(0, n);
}

/** Standalone near-miss templates: [rule, (h, prov, value) => text]. */
export const SPECIFIC_NEAR = [
  [
    'dashboard-copy',
    (h, p, v) =>
      [
        `${p.sec.replace(/^./, (ch) => ch.toUpperCase())} · ${subOf(p, p.env).replace(/_/g, ' ')}`,
        `  Created ${h.isoDate().slice(0, 10)} · Last used 2 hours ago`,
        `  Token: ${masked(h, v)}   [Reveal] [Roll key]`,
      ].join('\n'),
  ],
  [
    'redacted-log',
    (h, p, v) =>
      `${h.isoDate()} WARN  [${p.sec}] request failed status=401 ${snake(p.env)}=${masked(h, v)} retry_in=30s`,
  ],
  [
    'truncated-log',
    (h, p, v) =>
      `${h.isoDate()} INFO  using ${p.sec} credentials (${snake(p.env)}=${truncated(h, v)}) for store ${h.shop()}`,
  ],
  [
    'revoked-note',
    (h, p, v) =>
      [
        `## Incident ${h.isoDate().slice(0, 10)}: ${p.sec} key exposed in build logs`,
        ``,
        `- The key starting \`${truncated(h, v)}\` was revoked in the ${p.sec} dashboard at ${h.isoDate().slice(11, 16)} UTC.`,
        `- A new key was issued and stored only in Vault (\`secret/checkout/${p.sec}\`).`,
        `- No unauthorised calls were found in the API logs.`,
      ].join('\n'),
  ],
  [
    'format-check',
    (h, p, v) => {
      const prefix = prefixOf(v);
      const esc = prefix.replace(/[.$|^]/g, (ch) => `\\${ch}`);
      return h.r.pick([
        [
          `const ${p.sec.replace(/-/g, '_').toUpperCase()}_KEY_RE = /^${esc || '[A-Za-z0-9]'}[A-Za-z0-9_-]{${Math.max(8, v.length - prefix.length - 4)},}$/;`,
          ``,
          `export function looksLikeLiveKey(value) {`,
          `  return ${p.sec.replace(/-/g, '_').toUpperCase()}_KEY_RE.test(value.trim());`,
          `}`,
        ].join('\n'),
        [
          `if not value.startswith("${prefix || 'live'}"):`,
          `    raise ImproperlyConfigured("${p.env} must be a live key (${prefix || 'live'}...)")`,
        ].join('\n'),
        `| \`${p.env}\` | required | ${p.label}; starts with \`${prefix || '(no prefix)'}\`, ${v.length} characters |`,
      ]);
    },
  ],
  [
    'empty-value',
    (h, p) =>
      h.r.pick([
        `${p.env}=`,
        `${p.env}=""`,
        `${subOf(p, p.env)}: ""`,
        `"${subOf(p, p.env)}": null,`,
        `${p.env}= # set in the hosting dashboard, never commit`,
        `export ${p.env}=`,
      ]),
  ],
];
