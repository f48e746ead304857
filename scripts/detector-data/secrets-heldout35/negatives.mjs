// Hard negatives: text that looks like it holds a credential but does not. Part one puts
// references and placeholders into the very files and variables the positives use; part two is
// digests, lock-file integrity values, public keys, publishable keys, ids and vendor examples.

import { FILES, GENERIC_BY_RULE, camel, snake } from './contexts.mjs';
import { SPECIALS_DIGESTS } from './negatives-digests.mjs';
import { SPECIALS_PUBLIC } from './negatives-public.mjs';
import { A62, b64bytes, digits } from './shapes.mjs';

const raw = (text) => ({ raw: text });
const ghs = (name) => '${{ secrets.' + name + ' }}';
const sh = (name) => '$' + '{' + name + '}';

/** A reference a given context would really use, or null for a generic placeholder. */
function refFor(rule, p, r) {
  const e = p.env;
  switch (rule) {
    case 'gha-workflow-env':
      return ghs(r.chance(0.8) ? e : `${p.name.toUpperCase().replace(/-/g, '_')}_TOKEN`);
    case 'js-object':
    case 'ts-module':
    case 'renovate-config':
      return raw(r.pick([`process.env.${e}`, `process.env.${e} ?? ''`, `requireEnv('${e}')`]));
    case 'python-settings':
      return raw(r.pick([`os.environ["${e}"]`, `os.getenv("${e}", "")`, `env.str("${e}")`]));
    case 'java-const':
      return raw(`System.getenv("${e}")`);
    case 'kotlin-gradle':
      return raw(
        r.pick([`providers.gradleProperty("${camel(e)}").get()`, `System.getenv("${e}")`]),
      );
    case 'ruby-config':
      return raw(
        r.pick([
          `ENV.fetch("${e}")`,
          `Rails.application.credentials.dig(:${snake(p.name).replace(/-/g, '_')}, :token)`,
        ]),
      );
    case 'php-config':
      return raw(`env('${e}')`);
    case 'curl-header':
    case 'cli-flag':
      return raw(r.pick([`$${e}`, `\${${e}}`, `$(cat /run/secrets/${snake(e)})`]));
    case 'powershell':
      return raw(r.pick([`(Get-Secret -Name ${camel(e)} -AsPlainText)`, `$env:CI_${e}`]));
    case 'jenkinsfile':
      return raw(`credentials('${p.name}-token')`);
    case 'ansible-vars':
      return `{{ vault_${snake(e)} }}`;
    case 'envrc':
      return raw(
        r.pick([`$(pass show ci/${p.name})`, `$(op read op://Engineering/${p.name}/credential)`]),
      );
    case 'vscode-launch':
      return r.pick([`\${env:${e}}`, `\${input:${camel(e)}}`]);
    case 'makefile':
      return raw(`$(shell cat .secrets/${snake(e)})`);
    case 'compose-environment':
      return sh(r.chance(0.5) ? e : `${e}:?set ${e} in .env`);
    case 'k8s-secret':
      return sh(e);
    case 'npmrc':
      return raw(sh(r.pick(['NPM_TOKEN', 'NODE_AUTH_TOKEN', e])));
    case 'yarnrc':
      return sh('NPM_AUTH_TOKEN');
    case 'bunfig':
      return `$${e}`;
    case 'maven-settings':
      return raw(`\${env.${e}}`);
    case 'nuget-config':
      return raw(`%${e}%`);
    case 'docker-login':
      return raw(`"$${e}"`);
    case 'git-remote-url':
      return raw(sh(r.pick(['GITHUB_TOKEN', 'CI_JOB_TOKEN', e])));
    case 'runner-config-sh':
      return raw(
        `"$(gh api -X POST repos/acme/api/actions/runners/registration-token --jq .token)"`,
      );
    case 'trigger-curl':
      return raw('$CI_JOB_TOKEN');
    case 'cypress-run':
    case 'vsce-publish':
    case 'web-ext-sign':
    case 'firebase-deploy':
    case 'gpg-sign':
    case 'cosign-sign':
      return raw(`"$${e}"`);
    case 'altool':
      return raw('"@keychain:AC_PASSWORD"');
    case 'notarytool':
      return raw(`"$${e}"`);
    case 'signtool':
      return raw(`%${e}%`);
    case 'choco-push':
      return raw(`$env:${e}`);
    case 'sonar-properties':
      return raw(`\${env.${e}}`);
    case 'hcl-provider':
      return raw(`var.${snake(e)}`);
    case 'db-url':
      return raw(sh(r.pick(['DB_PASSWORD', 'POSTGRES_PASSWORD', 'MONGO_PASSWORD'])));
    case 'webhook-curl':
      return raw(`"$${e}"`);
    default:
      return null;
  }
}

const SKIP = new Set([
  'http-dump',
  'fetch-call',
  'python-requests',
  'debug-log',
  'chat-paste',
  'crontab',
  'gradle-properties',
  'gradle-publish-properties',
  'key-properties',
  'kubeconfig',
  'terraformrc',
  'mix-cli',
  'wrangler-toml',
  'pip-conf',
  'gh-hosts',
  'nix-conf',
  'sentryclirc',
  'bazelrc',
  'docker-config-json',
  'aws-credentials',
  'aws-env',
  'gcs-boto',
  'gcp-sa-json',
  'fastlane-api-key',
  'vcpkg-sas',
  'pem-file',
  'develocity-key',
]);

function placeholder(p, r) {
  const kind = r.int(9);
  const e = p.env;
  switch (kind) {
    case 0:
      return `<${p.name}-token>`;
    case 1:
      return `<YOUR_${e}>`;
    case 2:
      return `op://ci/${p.name}/credential`;
    case 3:
      return `vault:secret/data/ci/${p.name}#token`;
    case 4:
      return `arn:aws:secretsmanager:us-east-1:${digits(r, 12)}:secret:ci/${p.name}-${r.chars(A62, 6)}`;
    case 5:
      return `ENC[AES256_GCM,data:${b64bytes(r, 24 + r.int(24))},iv:${b64bytes(r, 32)},tag:${b64bytes(r, 16)},type:str]`;
    case 6:
      return `@Microsoft.KeyVault(SecretUri=https://acme-kv.vault.azure.net/secrets/${p.name}-token/)`;
    case 7:
      return `projects/acme-ci/secrets/${p.name}-token/versions/latest`;
    default:
      return sh(e);
  }
}

/** Part one: references and placeholders in the positives' own contexts. */
export function placeholderNegatives(r, providers, count) {
  const out = [];
  const theme = providers.filter((p) => p.theme);
  let guard = 0;
  while (out.length < count && guard++ < count * 20) {
    const p = r.chance(0.75) ? r.pick(theme) : r.pick(providers);
    const fileRules = (p.files ?? []).filter((f) => !SKIP.has(f));
    const useFile = fileRules.length > 0 && r.chance(0.5);
    const rule = useFile
      ? r.pick(fileRules)
      : r.pick(Object.keys(GENERIC_BY_RULE).filter((k) => !SKIP.has(k)));
    const ctx = useFile ? FILES[rule] : GENERIC_BY_RULE[rule];
    if (!useFile && !ctx.fit(p)) {
      continue;
    }
    const v = refFor(rule, p, r) ?? placeholder(p, r);
    const rendered = useFile ? ctx(r, p, v) : ctx.render(r, p, v);
    const text = typeof rendered === 'string' ? rendered : rendered.text;
    out.push({ text, provider: p.name, rule: `${rule}+ref` });
  }
  return out;
}

/** Part two: each entry renders one record; the generator calls each a few times. */
const SPECIALS = [...SPECIALS_DIGESTS, ...SPECIALS_PUBLIC];

export function specialNegatives(r, perTemplate) {
  const out = [];
  for (const [rule, provider, render] of SPECIALS) {
    const n = render.length === 0 ? 1 : perTemplate;
    for (let i = 0; i < n; i++) {
      out.push({ text: render(r), provider, rule });
    }
  }
  return out;
}
