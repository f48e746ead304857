// heldout35 providers: ci.

import { T, nowish } from './provider-kit.mjs';
import {
  A62,
  HEX,
  LOWER_ALNUM,
  UPPER_ALNUM,
  B64,
  B64U,
  uuid,
  b64,
  b64url,
  b64bytes,
  jwt,
} from './shapes.mjs';

export const PROVIDERS_CI = [
  // ---- CI runners and services ----
  T('circleci', 'CIRCLE_TOKEN', (r) => `CCIPAT_${r.chars(A62, 22)}_${r.chars(HEX, 40)}`, {
    prefix: 'CCIPAT_',
    host: 'circleci.com',
    path: '/api/v2/me',
    auth: { header: 'Circle-Token' },
  }),
  T('travis-ci', 'TRAVIS_API_TOKEN', (r) => r.chars(A62, 22), {
    host: 'api.travis-ci.com',
    path: '/repos',
    auth: 'token',
  }),
  T('buildkite', 'BUILDKITE_API_TOKEN', (r) => `bkua_${r.chars(HEX, 40)}`, {
    prefix: 'bkua_',
    host: 'api.buildkite.com',
    path: '/v2/organizations/acme/pipelines',
  }),
  T('buildkite-agent', 'BUILDKITE_AGENT_TOKEN', (r) => r.chars(HEX, 50), {
    files: ['buildkite-agent-cfg'],
  }),
  T('jenkins', 'JENKINS_API_TOKEN', (r) => `11${r.chars(HEX, 32)}`, {
    user: 'release-bot',
    host: 'jenkins.acme.internal',
    path: '/job/release/buildWithParameters',
    auth: 'basic-user',
    files: ['jenkins-cli'],
  }),
  T(
    'teamcity',
    'TEAMCITY_TOKEN',
    (r) => `eyJ0eXAiOiAiVENWMiJ9.${r.chars(B64U, 36)}.${r.chars(B64U, 48)}`,
    {
      host: 'teamcity.acme.internal',
      path: '/app/rest/buildQueue',
    },
  ),
  T('octopus-deploy', 'OCTOPUS_API_KEY', (r) => `API-${r.chars(UPPER_ALNUM, 27)}`, {
    prefix: 'API-',
    host: 'acme.octopus.app',
    path: '/api/spaces',
    auth: { header: 'X-Octopus-ApiKey' },
  }),
  T(
    'harness',
    'HARNESS_API_KEY',
    (r) => `pat.${r.chars(A62 + '-_', 22)}.${r.chars(HEX, 24)}.${r.chars(A62, 20)}`,
    {
      prefix: 'pat.',
      host: 'app.harness.io',
      path: '/gateway/ng/api/user/currentUser',
      auth: { header: 'x-api-key' },
    },
  ),
  T('bitrise', 'BITRISE_TOKEN', (r) => r.chars(B64U, 86), {
    host: 'api.bitrise.io',
    path: '/v0.1/apps',
    auth: 'raw',
  }),
  T('codemagic', 'CM_API_TOKEN', (r) => r.chars(B64U, 43), {
    host: 'api.codemagic.io',
    path: '/builds',
    auth: { header: 'x-auth-token' },
  }),
  T('appveyor', 'APPVEYOR_TOKEN', (r) => `v2.${r.chars(LOWER_ALNUM, 20)}`),
  T('semaphore', 'SEMAPHORE_API_TOKEN', (r) => r.chars(A62, 20), {
    host: 'acme.semaphoreci.com',
    path: '/api/v1alpha/projects',
    auth: 'token',
  }),
  T('drone', 'DRONE_TOKEN', (r) => r.chars(A62, 32), { files: ['drone-cli'] }),
  T('woodpecker', 'WOODPECKER_TOKEN', (r) =>
    jwt(r, { 'user-id': String(1 + r.int(90)), type: 'user' }),
  ),
  T(
    'launchable',
    'LAUNCHABLE_TOKEN',
    (r) => `v1:acme/${r.pick(['api', 'mobile', 'web'])}:${r.chars(HEX, 32)}`,
  ),
  T('chromatic', 'CHROMATIC_PROJECT_TOKEN', (r) => `chpt_${r.chars(HEX, 14)}`, { prefix: 'chpt_' }),
  T('percy', 'PERCY_TOKEN', (r) => `web_${r.chars(HEX, 64)}`, { prefix: 'web_' }),
  T('cypress-cloud', 'CYPRESS_RECORD_KEY', (r) => uuid(r), { files: ['cypress-run'] }),
  T('browserstack', 'BROWSERSTACK_ACCESS_KEY', (r) => r.chars(A62, 20)),
  T('sauce-labs', 'SAUCE_ACCESS_KEY', (r) => uuid(r)),
  T('codecov', 'CODECOV_TOKEN', (r) => uuid(r)),
  T('coveralls', 'COVERALLS_REPO_TOKEN', (r) => r.chars(A62, 33)),
  T('codacy', 'CODACY_PROJECT_TOKEN', (r) => r.chars(HEX, 32)),
  T('sonarqube', 'SONAR_TOKEN', (r) => `${r.pick(['sqp_', 'squ_', 'sqa_'])}${r.chars(HEX, 40)}`, {
    prefix: 'sq',
    files: ['sonar-properties'],
  }),
  T('snyk', 'SNYK_TOKEN', (r) => uuid(r), { files: ['snyk-cli'] }),
  T('semgrep', 'SEMGREP_APP_TOKEN', (r) => r.chars(HEX, 64)),
  T('gitguardian', 'GITGUARDIAN_API_KEY', (r) => r.chars(HEX, 64)),
  T('socket-dev', 'SOCKET_SECURITY_API_KEY', (r) => `sktsec_${r.chars(A62, 48)}_api`, {
    prefix: 'sktsec_',
  }),
  T(
    'sentry',
    'SENTRY_AUTH_TOKEN',
    (r) => {
      if (r.chance(0.5)) {
        return `sntryu_${r.chars(HEX, 64)}`;
      }
      const body = b64(
        JSON.stringify({
          iat: nowish(r) / 1,
          url: 'https://sentry.io',
          region_url: 'https://us.sentry.io',
          org: r.pick(['acme', 'globex', 'hooli']),
        }),
      ).replace(/=+$/, '');
      return `sntrys_${body}_${r.chars(A62 + '/+', 43)}`;
    },
    { prefix: 'sntry', files: ['sentryclirc'] },
  ),
  T('nx-cloud', 'NX_CLOUD_ACCESS_TOKEN', (r) => b64(`${uuid(r)}|read-write`)),
  T('turborepo', 'TURBO_TOKEN', (r) => r.chars(A62, 24)),
  T('buildbuddy', 'BUILDBUDDY_API_KEY', (r) => r.chars(A62, 20), { files: ['bazelrc'] }),
  T('cachix', 'CACHIX_AUTH_TOKEN', (r) =>
    jwt(r, { jti: uuid(r), sub: String(10000 + r.int(90000)), scope: 'tx' }),
  ),
  T('depot', 'DEPOT_TOKEN', (r) => `depot_project_${r.chars(HEX, 64)}`, { prefix: 'depot_' }),
  T('checkly', 'CHECKLY_API_KEY', (r) => `cu_${r.chars(HEX, 32)}`, { prefix: 'cu_' }),
  T('postman', 'POSTMAN_API_KEY', (r) => `PMAK-${r.chars(HEX, 24)}-${r.chars(HEX, 34)}`, {
    prefix: 'PMAK-',
    host: 'api.getpostman.com',
    path: '/collections',
    auth: { header: 'X-Api-Key' },
  }),
  T('readme', 'README_API_KEY', (r) => `rdme_${r.chars(HEX, 70)}`, { prefix: 'rdme_' }),
  T('stackhawk', 'HAWK_API_KEY', (r) => `hawk.${r.chars(A62, 20)}.${r.chars(A62, 20)}`, {
    prefix: 'hawk.',
  }),
  T('k6-cloud', 'K6_CLOUD_TOKEN', (r) => r.chars(HEX, 64)),
  T('launchdarkly', 'LD_ACCESS_TOKEN', (r) => `api-${uuid(r)}`, { prefix: 'api-' }),
  T('ngrok', 'NGROK_AUTHTOKEN', (r) => `2${r.chars(A62, 26)}_${r.chars(A62, 21)}`),
  T('tailscale', 'TS_AUTHKEY', (r) => `tskey-auth-k${r.chars(A62, 10)}CNTRL-${r.chars(A62, 33)}`, {
    prefix: 'tskey-',
  }),
  // ---- deploy targets used by release pipelines ----
  T('netlify', 'NETLIFY_AUTH_TOKEN', (r) => `nfp_${r.chars(A62, 36)}`, {
    prefix: 'nfp_',
    host: 'api.netlify.com',
    path: '/api/v1/sites',
  }),
  T('vercel', 'VERCEL_TOKEN', (r) => r.chars(A62, 24), {
    host: 'api.vercel.com',
    path: '/v9/projects',
  }),
  T('heroku', 'HEROKU_API_KEY', (r) => `HRKU-AA${r.chars(B64U, 58)}`, {
    prefix: 'HRKU-',
    files: ['netrc'],
  }),
  T('fly-io', 'FLY_API_TOKEN', (r) => `FlyV1 fm2_${r.chars(B64, 220)}`, { prefix: 'FlyV1' }),
  T('render', 'RENDER_API_KEY', (r) => `rnd_${r.chars(A62, 28)}`, {
    prefix: 'rnd_',
    host: 'api.render.com',
    path: '/v1/services',
  }),
  T('railway', 'RAILWAY_TOKEN', (r) => uuid(r)),
  T('deno-deploy', 'DENO_DEPLOY_TOKEN', (r) => `ddp_${r.chars(A62, 36)}`, { prefix: 'ddp_' }),
  T('cloudflare', 'CLOUDFLARE_API_TOKEN', (r) => r.chars(A62 + '-_', 40), {
    host: 'api.cloudflare.com',
    path: '/client/v4/user/tokens/verify',
    files: ['hcl-provider', 'wrangler-toml'],
    tf: 'cloudflare',
  }),
  T('digitalocean', 'DIGITALOCEAN_ACCESS_TOKEN', (r) => `dop_v1_${r.chars(HEX, 64)}`, {
    prefix: 'dop_v1_',
    host: 'api.digitalocean.com',
    path: '/v2/registry',
    registry: 'registry.digitalocean.com',
    user: 'ci@acme.dev',
    files: ['docker-login', 'hcl-provider'],
    tf: 'digitalocean',
  }),
  T('expo', 'EXPO_TOKEN', (r) => r.chars(A62 + '_', 40)),
  T('firebase-cli', 'FIREBASE_TOKEN', (r) => `1//0${r.chars(A62, 2)}${r.chars(B64U, 96)}`, {
    prefix: '1//',
    files: ['firebase-deploy'],
  }),
  T('snapcraft', 'SNAPCRAFT_STORE_CREDENTIALS', (r) =>
    b64(`{"t": "u1-macaroon", "v": {"r": "${r.chars(B64U, 160)}", "d": "${r.chars(B64U, 90)}"}}`),
  ),
  T('chocolatey', 'CHOCO_API_KEY', (r) => uuid(r), { files: ['choco-push'] }),
  T('open-vsx', 'OVSX_PAT', (r) => uuid(r)),
  T(
    'jetbrains-marketplace',
    'PUBLISH_TOKEN',
    (r) =>
      `perm:${b64(r.pick(['acme-release', 'globex.ci', 'hooli-dev'])).replace(/=+$/, '')}.${r.chars(A62, 6)}=.${r.chars(A62, 30)}`,
    {
      prefix: 'perm:',
    },
  ),
  T('mozilla-amo', 'WEB_EXT_API_SECRET', (r) => r.chars(HEX, 64), { files: ['web-ext-sign'] }),
  T('google-oauth', 'GOOGLE_CLIENT_SECRET', (r) => `GOCSPX-${r.chars(A62 + '-_', 28)}`, {
    prefix: 'GOCSPX-',
  }),
  T('pulumi', 'PULUMI_ACCESS_TOKEN', (r) => `pul-${r.chars(HEX, 40)}`, { prefix: 'pul-' }),
  T('terraform-cloud', 'TFE_TOKEN', (r) => `${r.chars(A62, 14)}.atlasv1.${r.chars(A62, 67)}`, {
    prefix: '.atlasv1.',
    files: ['terraformrc'],
  }),
  T('hashicorp-vault', 'VAULT_TOKEN', (r) => `hvs.${r.chars(B64U, 91)}`, { prefix: 'hvs.' }),
  T(
    'doppler',
    'DOPPLER_TOKEN',
    (r) => `dp.st.${r.pick(['prd', 'ci', 'stg'])}.${r.chars(A62, 40)}`,
    { prefix: 'dp.' },
  ),
  T('infisical', 'INFISICAL_TOKEN', (r) => `st.${uuid(r)}.${r.chars(HEX, 32)}.${r.chars(HEX, 32)}`),
  T(
    '1password',
    'OP_SERVICE_ACCOUNT_TOKEN',
    (r) =>
      `ops_${b64url(JSON.stringify({ signInAddress: 'acme.1password.com', userAuth: { method: 'SRPg-4096', alg: 'PBES2g-HS256', iterations: 650000, salt: r.chars(B64U, 22) }, email: `${r.chars(LOWER_ALNUM, 12)}@1passwordserviceaccounts.com`, srpX: r.chars(HEX, 64), muk: { alg: 'A256GCM', ext: true, k: r.chars(B64U, 43), key_ops: ['encrypt', 'decrypt'], kty: 'oct', kid: 'mp' }, secretKey: `A3-${r.chars(UPPER_ALNUM, 6)}-${r.chars(UPPER_ALNUM, 6)}-${r.chars(UPPER_ALNUM, 5)}`, throttleSecret: { seed: r.chars(HEX, 64), deviceUuid: r.chars(LOWER_ALNUM, 26) }, deviceUuid: r.chars(LOWER_ALNUM, 26) }))}`,
    { prefix: 'ops_' },
  ),
  T(
    'bitwarden-secrets',
    'BWS_ACCESS_TOKEN',
    (r) => `0.${uuid(r)}.${r.chars(A62, 30)}:${b64bytes(r, 16)}`,
  ),
  T('doppler-personal', 'DOPPLER_PERSONAL_TOKEN', (r) => `dp.pt.${r.chars(A62, 43)}`, {
    prefix: 'dp.',
  }),
];
