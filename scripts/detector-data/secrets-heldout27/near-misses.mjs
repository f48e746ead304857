// Near misses: masked, truncated, dummy, empty and revoked-and-shown-as-such credentials.
import { APPS, ENVS, HEX, isoDate } from './helpers.mjs';

/** Prefix of a credential that is its vendor's marker (kept when masking). */
export function vendorPrefix(value) {
  const m =
    /^([A-Za-z]{2,12}[_-](?:[a-z0-9]{2,6}[_-])?|[A-Z]{4}(?=[A-Z0-9]{16}$)|AIza|xox[bpa]-|SG\.|dop_v1_|hvs\.|sk\.|[0-9]\/\/)/.exec(
      value,
    );
  return m ? m[0] : '';
}

/** Transforms of a real-shaped value into something a reviewer would not report. */
export const MASKS = [
  { name: 'stars-keep-prefix', fn: (r, v) => vendorPrefix(v) + '*'.repeat(8 + r.int(16)) },
  { name: 'stars-last4', fn: (r, v) => vendorPrefix(v) + '*'.repeat(12) + v.slice(-4) },
  { name: 'ci-mask', fn: (r) => r.pick(['***', '[MASKED]', '********', '[FILTERED]']) },
  {
    name: 'redacted',
    fn: (r) =>
      r.pick(['<redacted>', 'REDACTED', '[REDACTED]', '<REDACTED:rotated>', '${REDACTED}']),
  },
  {
    name: 'truncated',
    fn: (r, v) =>
      v.slice(0, vendorPrefix(v).length + 4 + r.int(3)) + r.pick(['…', '...', '…(truncated)']),
  },
  {
    name: 'dummy-x',
    fn: (r, v) => {
      const p = vendorPrefix(v);
      return p + v.slice(p.length).replace(/[A-Za-z0-9]/g, r.pick(['x', 'X', '0']));
    },
  },
  {
    name: 'dummy-words',
    fn: (r, v) =>
      vendorPrefix(v) +
      r.pick([
        'your-token-here',
        'REPLACE_ME',
        'changeme',
        'xxxxxxxxxxxxxxxx',
        'dummy',
        'not-a-real-key',
        'test123',
      ]),
  },
  { name: 'empty', fn: () => '' },
];

export const NEAR = [
  {
    rule: 'terraform-output',
    provider: 'terraform-sensitive-output',
    make(r) {
      return `$ terraform output\ndb_endpoint = "${r.pick(APPS)}.c${r.chars(HEX, 10)}.eu-west-1.rds.amazonaws.com:5432"\ndb_password = <sensitive>\nredis_auth_token = <sensitive>\nslack_webhook_url = <sensitive>`;
    },
  },
  {
    rule: 'terraform-plan-output',
    provider: 'terraform-sensitive-value',
    make(r) {
      const n = r.pick(APPS).replace(/-/g, '_');
      return `  # aws_db_instance.${n} will be updated in-place\n  ~ resource "aws_db_instance" "${n}" {\n        id       = "${n}"\n      ~ password = (sensitive value)\n        # (42 unchanged attributes hidden)\n    }\n\n  # github_actions_secret.npm_token must be replaced\n-/+ resource "github_actions_secret" "npm_token" {\n      ~ plaintext_value = (sensitive value)\n    }`;
    },
  },
  {
    rule: 'ci-log',
    provider: 'github-actions-masked',
    make(r) {
      return `Run docker/login-action@v3\n  with:\n    registry: ghcr.io\n    username: ${r.pick(['ci-bot', 'acme-deployer'])}\n    password: ***\n    logout: true\n  env:\n    NPM_TOKEN: ***\n    AWS_SECRET_ACCESS_KEY: ***\nLogin Succeeded!`;
    },
  },
  {
    rule: 'ci-log',
    provider: 'gitlab-masked',
    make(r) {
      return `$ echo "Deploying with token $DEPLOY_TOKEN"\nDeploying with token [MASKED]\n$ helm upgrade --install ${r.pick(APPS)} ./chart --set secrets.apiKey=[MASKED]\nRelease "${r.pick(APPS)}" has been upgraded. Happy Helming!`;
    },
  },
  {
    rule: 'incident-note',
    provider: 'revoked-credential',
    make(r, p, value) {
      return `## Incident ${isoDate(r).slice(0, 10)}: leaked ${p.env} in ${r.pick(['CI logs', 'a public gist', 'helm values'])}\n\nThe credential \`${value}\` was revoked at ${isoDate(r).slice(11, 16)} UTC and\nrotated; the provider confirms it no longer authenticates. Kept here for the\nrecord (REVOKED, do not use).`;
    },
    needsValue: true,
  },
  {
    rule: 'github-secret-scanning-alert',
    provider: 'revoked-credential',
    make(r, p, value) {
      return `Secret scanning alert #${r.int(300)} -- ${p.name}\nStatus: Closed as revoked by ${r.pick(['dana-ops', 'secops-bot'])} on ${isoDate(r).slice(0, 10)}\nLocation: ${r.pick(['infra/values-prod.yaml', '.github/workflows/deploy.yml', 'terraform/prod.tfvars'])}:${r.int(80) + 1}\nSecret: ${value}`;
    },
    needsValue: true,
  },
  {
    rule: 'helm-values',
    provider: 'empty-secret-value',
    make(r) {
      return `# Secrets are injected at deploy time; leave these empty in git.\nsecrets:\n  databasePassword: ""\n  stripeSecretKey: ""\n  sentryAuthToken:\n  slackWebhookUrl: ~\nenvironment: ${r.pick(ENVS)}`;
    },
  },
  {
    rule: 'docker-compose-env',
    provider: 'key-without-value',
    make(r) {
      return `services:\n  ${r.pick(APPS)}:\n    environment:\n      - AWS_ACCESS_KEY_ID\n      - AWS_SECRET_ACCESS_KEY\n      - GITHUB_TOKEN\n      - LOG_LEVEL=info`;
    },
  },
];
