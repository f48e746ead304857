// Near misses: close to a credential but not one a scanner should report: masked or redacted,
// truncated, obviously dummy, revoked and labelled so, or a key name with no value.

import { FILES, GENERIC_BY_RULE } from './contexts.mjs';
import { A62, HEX, digits, isoDate, orgs, repos, users } from './shapes.mjs';

const NO_MASK_FILES = new Set([
  'docker-config-json',
  'aws-credentials',
  'aws-env',
  'gcs-boto',
  'gcp-sa-json',
  'fastlane-api-key',
  'vcpkg-sas',
  'gradle-publish-properties',
]);

/** Masks a real-shaped value the way tools and people do. */
function mask(r, p, v) {
  if (p.url) {
    const cut = v.lastIndexOf('/');
    return r.chance(0.5)
      ? `${v.slice(0, cut + 1)}${'*'.repeat(12)}`
      : `${v.slice(0, cut + 1)}XXXXXXXXXXXXXXXXXXXXXXXX`;
  }
  const pre = p.prefix && v.startsWith(p.prefix) ? p.prefix : '';
  const rest = v.length - pre.length;
  switch (r.int(8)) {
    case 0:
      return `${pre}${'*'.repeat(Math.min(rest - 4, 32))}${v.slice(-4)}`;
    case 1:
      return r.pick(['[REDACTED]', '<redacted>', '********', '***', '[MASKED]', '(hidden)']);
    case 2:
      return `${v.slice(0, pre.length + 4)}${r.pick(['…', '...', '…(truncated)'])}`;
    case 3:
      return `${pre}${r.pick(['X', 'x']).repeat(Math.min(rest, 40))}`;
    case 4:
      return `${pre}${'0'.repeat(Math.min(rest, 36))}`;
    case 5:
      return r.pick(['changeme', 'REPLACE_ME', 'TODO', 'dummy', 'your-token-here', 'xxx']);
    case 6:
      return '';
    default:
      return `${pre}${r.pick(['<redacted>', '[REDACTED]', '****'])}`;
  }
}

function pemMask(p) {
  const label =
    {
      'github-app': 'RSA PRIVATE KEY',
      'ssh-deploy-key': 'OPENSSH PRIVATE KEY',
      cosign: 'ENCRYPTED SIGSTORE PRIVATE KEY',
      'pgp-private-key': 'PGP PRIVATE KEY BLOCK',
    }[p.name] ?? 'PRIVATE KEY';
  return `-----BEGIN ${label}-----\n<redacted: ${p.env} lives in the CI secret store>\n-----END ${label}-----`;
}

export function maskedNearMisses(r, providers, count) {
  const out = [];
  const theme = providers.filter((p) => p.theme);
  let guard = 0;
  while (out.length < count && guard++ < count * 20) {
    const p = r.chance(0.75) ? r.pick(theme) : r.pick(providers);
    const files = (p.files ?? []).filter((f) => !NO_MASK_FILES.has(f) && f !== 'pem-file');
    const useFile = files.length > 0 && r.chance(0.4);
    const rule = useFile ? r.pick(files) : r.pick(Object.keys(GENERIC_BY_RULE));
    const ctx = useFile ? FILES[rule] : GENERIC_BY_RULE[rule];
    if (!useFile && !ctx.fit(p) && !p.pem) {
      continue;
    }
    const v = p.pem ? pemMask(p) : mask(r, p, p.gen(r));
    if (
      p.pem &&
      !['dotenv', 'k8s-secret', 'helm-values', 'ansible-vars', 'gitlab-ci-variables'].includes(rule)
    ) {
      continue;
    }
    const rendered = useFile ? ctx(r, p, v) : ctx.render(r, p, v);
    out.push({
      text: typeof rendered === 'string' ? rendered : rendered.text,
      provider: p.name,
      rule: `${rule}+masked`,
    });
  }
  return out;
}

const tail = (r) => r.chars(A62, 4);

/** Tool output and prose that shows a credential only masked, truncated or revoked. */
export const NEAR_SPECIALS = [
  [
    'gh-auth-status',
    'github',
    (r) =>
      `github.com\n  ✓ Logged in to github.com account ${r.pick(users)} (keyring)\n  - Active account: true\n  - Git operations protocol: https\n  - Token: gho_************************************\n  - Token scopes: 'gist', 'read:org', 'repo', 'workflow'`,
  ],
  [
    'glab-auth-status',
    'gitlab',
    (r) =>
      `gitlab.com\n  ✓ Logged in to gitlab.com as ${r.pick(users)} (/home/ci/.config/glab-cli/config.yml)\n  ✓ Git operations for gitlab.com configured to use https protocol.\n  ✓ Token: glpat-**************************`,
  ],
  [
    'aws-configure-list',
    'aws',
    (r) =>
      `      Name                    Value             Type    Location\n      ----                    -----             ----    --------\n   profile                  release           manual    --profile\naccess_key     ****************${r.chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 4)} shared-credentials-file\nsecret_key     ****************${tail(r)} shared-credentials-file\n    region                us-east-1      config-file    ~/.aws/config`,
  ],
  [
    'npm-config-list',
    'npm',
    (r) =>
      `; "user" config from /home/${r.pick(users)}/.npmrc\n\n//registry.npmjs.org/:_authToken = (protected)\n@acme:registry = "https://npm.pkg.github.com"\n//npm.pkg.github.com/:_authToken = (protected)`,
  ],
  [
    'npm-token-list',
    'npm',
    (r) =>
      `┌────────┬─────────┬────────────┬──────────┬────────────────┐\n│ id     │ token   │ created    │ readonly │ CIDR whitelist │\n├────────┼─────────┼────────────┼──────────┼────────────────┤\n│ ${r.chars(HEX, 6)} │ npm_${r.chars(A62, 2)}… │ 2025-0${1 + r.int(9)}-1${r.int(9)} │ no       │                │\n└────────┴─────────┴────────────┴──────────┴────────────────┘`,
  ],
  [
    'kubectl-config-view',
    'kubernetes',
    () =>
      `users:\n- name: ci-deployer\n  user:\n    client-certificate-data: DATA+OMITTED\n    client-key-data: DATA+OMITTED\n    token: REDACTED`,
  ],
  [
    'terraform-plan',
    'terraform',
    (r) =>
      `  # github_actions_secret.npm_token will be created\n  + resource "github_actions_secret" "npm_token" {\n      + plaintext_value = (sensitive value)\n      + repository      = "${r.pick(repos)}"\n      + secret_name     = "NPM_TOKEN"\n    }`,
  ],
  [
    'gha-masked-log',
    'github-actions',
    (r) =>
      `Run npm publish --provenance --access public\n  npm publish --provenance --access public\n  shell: /usr/bin/bash -e {0}\n  env:\n    NODE_AUTH_TOKEN: ***\n    NPM_CONFIG_USERCONFIG: /home/runner/work/_temp/.npmrc\nnpm notice Publishing to https://registry.npmjs.org/ with tag latest and public access\n+ @acme/${r.pick(repos)}@${r.int(4)}.${r.int(20)}.${r.int(9)}`,
  ],
  [
    'gitlab-masked-log',
    'gitlab',
    (r) =>
      `$ echo "Using token $CI_REGISTRY_PASSWORD"\nUsing token [MASKED]\n$ docker login -u "$CI_REGISTRY_USER" -p "[MASKED]" registry.gitlab.com\nLogin Succeeded\nJob succeeded (job ${digits(r, 10)})`,
  ],
  [
    'circleci-env-ui',
    'circleci',
    (r) =>
      `Environment Variables for ${r.pick(orgs)}/${r.pick(repos)}\nName                 Value\nNPM_TOKEN            xxxx${tail(r)}\nDOCKERHUB_TOKEN      xxxx${tail(r)}\nSENTRY_AUTH_TOKEN    xxxx${tail(r)}`,
  ],
  [
    'travis-secure-log',
    'travis-ci',
    () =>
      `Setting environment variables from repository settings\n$ export NPM_TOKEN=[secure]\n$ export GITHUB_TOKEN=[secure]\n$ export CODECOV_TOKEN=[secure]`,
  ],
  [
    'vercel-env-ls',
    'vercel',
    (r) =>
      `> Environment Variables found for acme/${r.pick(repos)} [${r.int(900)}ms]\n\n name                   value          environments        created\n TURBO_TOKEN            Encrypted      Production          ${1 + r.int(30)}d ago\n SENTRY_AUTH_TOKEN      Encrypted      Production, Preview ${1 + r.int(30)}d ago`,
  ],
  [
    'gh-secret-list',
    'github-actions',
    (r) =>
      `$ gh secret list --repo ${r.pick(orgs)}/${r.pick(repos)}\nNPM_TOKEN          2025-0${1 + r.int(9)}-0${1 + r.int(9)}T10:11:12Z\nPYPI_API_TOKEN     2025-0${1 + r.int(9)}-1${r.int(9)}T08:01:44Z\nCOSIGN_PASSWORD    2024-1${r.int(3)}-2${r.int(8)}T16:40:03Z`,
  ],
  [
    'env-example',
    'dotenv',
    (r) =>
      `# .env.example — copy to .env and fill in\nNPM_TOKEN=\nPYPI_API_TOKEN=\nSENTRY_AUTH_TOKEN=\nCODECOV_TOKEN=\n${r.pick(['DOCKERHUB_TOKEN=', 'GITHUB_TOKEN=', 'TURBO_TOKEN='])}`,
  ],
  [
    'revoked-notice',
    'github',
    (r) =>
      `## Incident ${r.int(900)}: token in build log\n\nThe PAT \`ghp_${r.chars(A62, 8)}…\` (first 12 chars) leaked in job ${digits(r, 10)}. It was revoked at ${isoDate(r)} and a fine-grained token replaced it.`,
  ],
  [
    'revoked-npm',
    'npm',
    (r) =>
      `npm token revoke ${r.chars(HEX, 6)}\nRemoved 1 token\n# that was npm_${r.chars(A62, 4)}********************************, the old automation token`,
  ],
  [
    'regex-doc',
    'docs',
    () =>
      `| Provider | Pattern |\n|---|---|\n| npm | \`npm_[A-Za-z0-9]{36}\` |\n| PyPI | \`pypi-AgEIcHlwaS5vcmc[A-Za-z0-9_-]{50,}\` |\n| GitHub | \`gh[pousr]_[A-Za-z0-9]{36}\` |`,
  ],
  [
    'short-token-test',
    'tests',
    (r) =>
      `it('rejects tokens that are too short', () => {\n  expect(isValidToken('npm_${r.chars(A62, 6)}')).toBe(false);\n  expect(isValidToken('ghp_${r.chars(A62, 5)}')).toBe(false);\n});`,
  ],
  [
    'dummy-fixture',
    'tests',
    () =>
      `// test/fixtures/registry.ts\nexport const FAKE_NPM_TOKEN = 'npm_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX';\nexport const FAKE_PYPI_TOKEN = 'pypi-XXXXXXXXXXXXXXXXXXXXXXXX';`,
  ],
  [
    'runner-log-short',
    'gitlab-runner',
    (r) =>
      `Running with gitlab-runner 17.${r.int(6)}.0 (${r.chars(HEX, 8)})\n  on build-${r.int(20)} ${r.chars(A62, 8)}, system ID: s_${r.chars(HEX, 12)}\nPreparing the "docker" executor`,
  ],
  [
    'doppler-table',
    'doppler',
    (r) =>
      `┌──────────────────┬──────────────────────────┐\n│ NAME             │ VALUE                    │\n├──────────────────┼──────────────────────────┤\n│ NPM_TOKEN        │ npm_${r.chars(A62, 2)}******************  │\n│ SENTRY_AUTH_TOKEN│ sntrys_******************│\n└──────────────────┴──────────────────────────┘`,
  ],
  [
    'sentry-filtered',
    'sentry',
    () =>
      `"request": {\n  "headers": {\n    "Authorization": "[Filtered]",\n    "X-Api-Key": "[Filtered]"\n  }\n}`,
  ],
  [
    'docker-login-prompt',
    'dockerhub',
    (r) => `$ docker login -u ${r.pick(users)}\nPassword:\nLogin Succeeded`,
  ],
  [
    'jenkins-masked',
    'jenkins',
    () =>
      `[Pipeline] withCredentials\nMasking supported pattern matches of $NPM_TOKEN\n[Pipeline] sh\n+ npm publish --//registry.npmjs.org/:_authToken=****\nWarning: A secret was passed to "sh" using Groovy String interpolation, which is insecure.`,
  ],
];

export function specialNearMisses(r, perTemplate) {
  const out = [];
  for (const [rule, provider, render] of NEAR_SPECIALS) {
    const n = render.length === 0 ? 1 : perTemplate;
    for (let i = 0; i < n; i++) {
      out.push({ text: render(r), provider, rule });
    }
  }
  return out;
}
