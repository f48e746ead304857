// Hard negatives and near misses for secrets-heldout40. Hard negatives reuse the positive
// files and names where that is realistic; near misses keep a credential's shape but not a
// usable value.
import { B62 } from './alphabet.mjs';
import { SPECIALS } from './specials.mjs';
import { APPS, FILLERS, LINE_RULES, RULES, keyOf } from './contexts.mjs';

const CODE_RULES = [
  'python-const',
  'js-object',
  'go-const',
  'ruby-initializer',
  'php-config',
  'rust-const',
  'powershell',
];
const CONFIG_RULES = LINE_RULES.filter((name) => !['sql-insert'].includes(name));

const render = (r, p, rule, entries) =>
  RULES[rule]({
    p,
    r,
    app: r.pick(APPS),
    entries: entries.map((e, i) => ({ main: i === 0, ...e })),
  });

const filler = (r) => {
  const [env, value] = r.pick(FILLERS);
  return { env, value, filler: true };
};

const sectionOf = (name) => name.replace(/-/g, '_');

const placeholderFor = (r, p) => {
  const k = keyOf(p.env);
  return r.pick([
    `\${${p.env}}`,
    `{{ .Values.${sectionOf(p.name)}.${k} }}`,
    `<your-${p.name}-${k.replace(/_/g, '-')}>`,
    `%${p.env}%`,
    `{{ env "${p.env}" }}`,
    `#{${p.env}}#`,
    `\${{ secrets.${p.env} }}`,
    `{{ ${sectionOf(p.name)}_${k} }}`,
    `$(${p.env})`,
    `__${p.env}__`,
  ]);
};

const refFor = (r, p) => {
  const k = keyOf(p.env);
  return r.pick([
    `vault:secret/data/payments/${p.name}#${k}`,
    `arn:aws:secretsmanager:eu-west-1:${r.chars('0123456789', 12)}:secret:prod/${p.name}/${k}-${r.chars(B62, 6)}`,
    `op://Payments-Prod/${p.name}/${k}`,
    `projects/acmepay-prod/secrets/${p.name}-${k.replace(/_/g, '-')}/versions/latest`,
    `@Microsoft.KeyVault(SecretUri=https://acmepay-kv.vault.azure.net/secrets/${p.name}-${k.replace(/_/g, '-')}/)`,
    `ssm:/prod/${p.name}/${k}`,
    `doppler://payments/prd/${p.env}`,
  ]);
};

const lookupFor = (r, p, rule) => {
  switch (rule) {
    case 'python-const':
      return r.pick([`os.environ["${p.env}"]`, `os.getenv("${p.env}")`]);
    case 'js-object':
      return r.pick([`process.env.${p.env}`, `process.env['${p.env}'] ?? ''`]);
    case 'go-const':
      return `os.Getenv("${p.env}")`;
    case 'ruby-initializer':
      return `ENV.fetch('${p.env}')`;
    case 'php-config':
      return `env('${p.env}')`;
    case 'rust-const':
      return `env!("${p.env}")`;
    default:
      return `$env:${p.env}`;
  }
};

export function buildHardNegatives(r, providers) {
  const out = [];
  const fin = providers.filter((p) => p.fin && !p.only);
  const any = providers.filter((p) => !p.only);
  const pick = () => (r.chance(0.75) ? r.pick(fin) : r.pick(any));
  for (let i = 0; i < 45; i++) {
    const p = pick();
    const rule = r.pick(CONFIG_RULES);
    const entries = [{ env: p.env, value: placeholderFor(r, p) }];
    if (r.chance(0.5)) {
      entries.push(filler(r));
    }
    out.push({ text: render(r, p, rule, entries), provider: p.name, rule: `placeholder-${rule}` });
  }
  for (let i = 0; i < 28; i++) {
    const p = pick();
    const rule = r.pick([
      'dotenv',
      'yaml-config',
      'json-config',
      'helm-values',
      'k8s-secret',
      'toml',
      'hcl-terraform',
      'compose',
    ]);
    out.push({
      text: render(r, p, rule, [{ env: p.env, value: refFor(r, p) }, filler(r)]),
      provider: p.name,
      rule: `secret-ref-${rule}`,
    });
  }
  for (let i = 0; i < 26; i++) {
    const p = pick();
    const rule = r.pick(CODE_RULES);
    const entries = [{ env: p.env, value: lookupFor(r, p, rule), raw: true }];
    out.push({ text: render(r, p, rule, entries), provider: p.name, rule: `env-lookup-${rule}` });
  }
  const withPub = providers.filter((p) => p.pub);
  for (let i = 0; i < 36; i++) {
    const p = withPub[i % withPub.length];
    const rule = r.pick(CONFIG_RULES.filter((name) => name !== 'chat-message'));
    const entries = [
      { env: p.pub[0], value: p.pub[1](r) },
      { env: p.env, value: placeholderFor(r, p) },
    ];
    out.push({ text: render(r, p, rule, entries), provider: p.name, rule: `publishable-${rule}` });
  }
  const withId = providers.filter((p) => p.id && !p.second && !p.only);
  for (let i = 0; i < 22; i++) {
    const p = r.pick(withId);
    const rule = r.pick([
      'dotenv',
      'yaml-config',
      'toml',
      'js-object',
      'python-const',
      'compose',
      'java-properties',
    ]);
    const code = ['js-object', 'python-const'].includes(rule);
    const entries = [
      { env: p.id[0], value: p.id[1](r) },
      code
        ? { env: p.env, value: lookupFor(r, p, rule), raw: true }
        : { env: p.env, value: r.chance(0.5) ? refFor(r, p) : placeholderFor(r, p) },
    ];
    out.push({
      text: render(r, p, rule, entries),
      provider: p.name,
      rule: `client-id-only-${rule}`,
    });
  }
  for (const [rule, provider, make] of SPECIALS) {
    const times = [
      'hardhat-dev-key',
      'bip39-test-vector',
      'aws-doc-example',
      'stripe-doc-test-key',
      'jwt-io-example',
      'iban-example',
      'test-card',
    ].includes(rule)
      ? 1
      : 2;
    for (let i = 0; i < times; i++) {
      const p = r.pick(fin);
      out.push({ text: make(r, p), provider, rule });
    }
  }
  return out;
}

const maskValue = (r, value, pre) => {
  const tail = value.slice(-4);
  return r.pick([
    `${pre}${'*'.repeat(12)}${tail}`,
    `${pre}${'•'.repeat(8)}${tail}`,
    `${pre}...${tail}`,
    `${pre}[REDACTED]`,
    '********',
    `[redacted:${value.length} chars]`,
  ]);
};

export function buildNearMisses(r, providers) {
  const out = [];
  const plain = providers.filter((p) => !p.only);
  const fin = plain.filter((p) => p.fin);
  const pick = () => (r.chance(0.7) ? r.pick(fin) : r.pick(plain));
  const valueOf = (p) => {
    const v = p.gen(r);
    return typeof v === 'string' ? v : v.secret;
  };
  for (let i = 0; i < 26; i++) {
    const p = pick();
    const rule = r.pick([
      'log-line',
      'dotenv',
      'yaml-config',
      'json-config',
      'chat-message',
      'markdown-doc',
      'cli-flag',
    ]);
    const value = maskValue(r, valueOf(p), p.gen.pre ?? '');
    out.push({
      text: render(r, p, rule, [{ env: p.env, value }]),
      provider: p.name,
      rule: `masked-${rule}`,
    });
  }
  for (let i = 0; i < 14; i++) {
    const p = pick();
    const v = valueOf(p);
    const cut = v.slice(0, (p.gen.pre ?? '').length + 4 + r.int(3));
    const text = r.pick([
      `The failing requests all used the key starting \`${cut}…\`; can you check which team owns it?`,
      `Dashboard > Developers > API keys shows "${cut}…" created by treasury-bot, last used 3 days ago.`,
      `WARN ${p.name} auth failed for key prefix=${cut} (401), retrying with fallback credentials`,
    ]);
    out.push({ text, provider: p.name, rule: 'truncated-prefix' });
  }
  for (let i = 0; i < 18; i++) {
    const p = pick();
    const v = valueOf(p);
    const pre = p.gen.pre ?? '';
    const fill = r.pick(['x', 'X', '0', '*']);
    const dummy = pre + fill.repeat(Math.max(8, v.length - pre.length));
    const rule = r.pick([
      'dotenv',
      'yaml-config',
      'toml',
      'js-object',
      'python-const',
      'markdown-doc',
    ]);
    out.push({
      text: render(r, p, rule, [{ env: p.env, value: dummy }, filler(r)]),
      provider: p.name,
      rule: `dummy-${rule}`,
    });
  }
  for (let i = 0; i < 14; i++) {
    const p = pick();
    const rule = r.pick([
      'dotenv',
      'yaml-config',
      'compose',
      'k8s-secret',
      'ini',
      'java-properties',
      'toml',
    ]);
    out.push({
      text: render(r, p, rule, [{ env: p.env, value: '' }, filler(r)]),
      provider: p.name,
      rule: `empty-${rule}`,
    });
  }
  for (let i = 0; i < 7; i++) {
    const p = pick();
    const v = valueOf(p);
    const text = r.pick([
      `## Incident 2024-${10 + r.int(3)}-0${1 + r.int(9)}: leaked ${p.name} key\n\nThe key \`${v}\` was committed in a fixture. It was REVOKED in the ${p.name} dashboard 14 minutes later and replaced; this copy no longer authenticates (confirmed 401).`,
      `# REVOKED ${p.env} (rotated 2024-0${1 + r.int(9)}-1${r.int(10)}, kept for audit trail only; returns 401)\n# ${p.env}=${v}`,
    ]);
    out.push({ text, provider: p.name, rule: 'revoked-notice' });
  }
  for (let i = 0; i < 10; i++) {
    const p = pick();
    const text = r.pick([
      `Set \`${p.env}\` in the deployment environment (ask #payments-platform for access); the service refuses to start without it.`,
      `$ printenv | cut -d= -f1 | grep -i ${p.name.split('-')[0]}\n${p.env}\n${p.id ? p.id[0] : 'PAYMENTS_ENV'}`,
      `required_secrets:\n  - ${p.env}\n  - ${p.id ? p.id[0] : 'LEDGER_DATABASE_URL'}`,
    ]);
    out.push({ text, provider: p.name, rule: 'name-only' });
  }
  return out;
}
