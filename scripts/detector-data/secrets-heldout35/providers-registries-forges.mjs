// heldout35 providers: registries, forges.

import { T, nowish } from './provider-kit.mjs';
import {
  A62,
  HEX,
  LOWER_ALNUM,
  UPPER_ALNUM,
  B64,
  B64U,
  b64url,
  rsaKey,
  password,
} from './shapes.mjs';

export const PROVIDERS_REGISTRIES_FORGES = [
  // ---- package registries ----
  T('npm', 'NPM_TOKEN', (r) => `npm_${r.chars(A62, 36)}`, {
    host: 'registry.npmjs.org',
    path: '/-/whoami',
    prefix: 'npm_',
    npmRegistry: 'registry.npmjs.org',
    files: ['npmrc', 'yarnrc', 'bunfig'],
  }),
  T('pypi', 'PYPI_API_TOKEN', (r) => `pypi-AgEIcHlwaS5vcmc${r.chars(B64U, 160 + r.int(40))}`, {
    prefix: 'pypi-',
    files: ['pypirc', 'twine-cli'],
  }),
  T('testpypi', 'TEST_PYPI_API_TOKEN', (r) => `pypi-AgENdGVzdC5weXBpLm9yZw${r.chars(B64U, 160)}`, {
    prefix: 'pypi-',
    files: ['pypirc'],
  }),
  T('rubygems', 'GEM_HOST_API_KEY', (r) => `rubygems_${r.chars(HEX, 48)}`, {
    host: 'rubygems.org',
    path: '/api/v1/gems',
    auth: 'raw',
    prefix: 'rubygems_',
    files: ['gem-credentials'],
  }),
  T('crates-io', 'CARGO_REGISTRY_TOKEN', (r) => `cio${r.chars(A62, 32)}`, {
    prefix: 'cio',
    files: ['cargo-credentials'],
  }),
  T('nuget', 'NUGET_API_KEY', (r) => `oy2${r.chars(LOWER_ALNUM, 43)}`, {
    prefix: 'oy2',
    files: ['nuget-push'],
  }),
  T('dockerhub', 'DOCKERHUB_TOKEN', (r) => `dckr_pat_${r.chars(B64U, 27)}`, {
    prefix: 'dckr_pat_',
    user: 'acmebuild',
    registry: 'docker.io',
    files: ['docker-login', 'docker-config-json'],
  }),
  T('jfrog-artifactory', 'ARTIFACTORY_API_KEY', (r) => `AKCp8${r.chars(A62, 68)}`, {
    prefix: 'AKCp8',
    host: 'acme.jfrog.io',
    path: '/artifactory/api/repositories',
    auth: { header: 'X-JFrog-Art-Api' },
    user: 'ci-publisher',
    npmRegistry: 'acme.jfrog.io/artifactory/api/npm/npm-local/',
    files: ['npmrc', 'maven-settings', 'pip-conf'],
  }),
  T('jfrog-access-token', 'JFROG_ACCESS_TOKEN', (r) => `cmVmdGtuOjAxOjE3${r.chars(A62, 48)}`, {
    prefix: 'cmVmdGtu',
    host: 'acme.jfrog.io',
    path: '/access/api/v1/tokens',
    registry: 'acme.jfrog.io',
    user: 'ci-publisher',
    files: ['docker-login', 'gradle-properties'],
  }),
  T('sonatype-ossrh', 'OSSRH_PASSWORD', (r) => r.chars(B64, 44), {
    user: 'Xk3pQ9wz',
    files: ['maven-settings', 'gradle-properties'],
  }),
  T('gradle-plugin-portal', 'GRADLE_PUBLISH_SECRET', (r) => r.chars(A62, 32), {
    files: ['gradle-publish-properties'],
  }),
  T('develocity', 'DEVELOCITY_ACCESS_KEY', (r) => r.chars(LOWER_ALNUM, 52), {
    files: ['develocity-key'],
  }),
  T('private-packagist', 'PACKAGIST_TOKEN', (r) => `packagist_ort_${r.chars(HEX, 68)}`, {
    prefix: 'packagist_',
    files: ['composer-auth-basic'],
  }),
  T('hex-pm', 'HEX_API_KEY', (r) => r.chars(HEX, 32), { files: ['mix-cli'] }),
  T('cloudsmith', 'CLOUDSMITH_API_KEY', (r) => r.chars(HEX, 40), {
    host: 'api.cloudsmith.io',
    path: '/v1/user/self/',
    auth: { header: 'X-Api-Key' },
  }),
  T('packagecloud', 'PACKAGECLOUD_TOKEN', (r) => r.chars(HEX, 48), {
    host: 'packagecloud.io',
    path: '/api/v1/repos.json',
    auth: 'basic-user',
  }),
  T('gemfury', 'FURY_PUSH_TOKEN', (r) => r.chars(A62, 20), { files: ['fury-push'] }),
  T('quay', 'QUAY_ROBOT_TOKEN', (r) => r.chars(UPPER_ALNUM, 64), {
    user: 'acme+ci_pusher',
    registry: 'quay.io',
    files: ['docker-login'],
  }),
  T('harbor', 'HARBOR_ROBOT_SECRET', (r) => r.chars(A62, 32), {
    user: 'robot$ci-pusher',
    registry: 'harbor.acme.internal',
    files: ['docker-login', 'docker-config-json'],
  }),
  T(
    'azure-container-registry',
    'ACR_PASSWORD',
    (r) => `${r.chars(B64, 42)}+ACR${r.chars(A62, 6)}`,
    {
      user: 'acmeregistry',
      registry: 'acmeregistry.azurecr.io',
      files: ['docker-login'],
    },
  ),
  T(
    'aws-codeartifact',
    'CODEARTIFACT_AUTH_TOKEN',
    (r) => {
      const head = b64url(
        JSON.stringify({
          ver: 1,
          isu: nowish(r),
          enc: 'A128GCM',
          tag: r.chars(B64U, 22),
          exp: nowish(r) + 43200,
          alg: 'A128GCMKW',
          iv: r.chars(B64U, 16),
        }),
      );
      return `${head}.${r.chars(B64U, 22)}.${r.chars(B64U, 16)}.${r.chars(B64U, 420)}.${r.chars(B64U, 22)}`;
    },
    {
      npmRegistry: 'acme-123456789012.d.codeartifact.us-east-1.amazonaws.com/npm/internal/',
      files: ['npmrc'],
    },
  ),
  T(
    'anaconda',
    'ANACONDA_API_TOKEN',
    (r) =>
      `${r.chars(LOWER_ALNUM, 2)}-${r.chars(HEX, 8)}-${r.chars(HEX, 4)}-${r.chars(HEX, 4)}-${r.chars(HEX, 4)}-${r.chars(HEX, 12)}`,
  ),
  T('nexus', 'NEXUS_PASSWORD', (r) => password(r, 22), {
    user: 'deployment',
    files: ['maven-settings', 'pip-conf'],
  }),
  // ---- forges and their tokens ----
  T('github', 'GITHUB_TOKEN', (r) => `ghp_${r.chars(A62, 36)}`, {
    prefix: 'ghp_',
    host: 'api.github.com',
    path: '/repos/acme/api/releases',
    auth: 'token',
    npmRegistry: 'npm.pkg.github.com',
    registry: 'ghcr.io',
    user: 'acme-ci',
    files: [
      'composer-auth',
      'nix-conf',
      'git-remote-url',
      'renovate-config',
      'npmrc',
      'docker-login',
      'netrc',
    ],
  }),
  T(
    'github-fine-grained',
    'GH_TOKEN',
    (r) => `github_pat_11${r.chars(UPPER_ALNUM, 20)}_${r.chars(A62, 59)}`,
    {
      prefix: 'github_pat_',
      host: 'api.github.com',
      path: '/user',
      files: ['git-remote-url', 'hcl-provider'],
      tf: 'github',
    },
  ),
  T('github-oauth', 'GITHUB_OAUTH_TOKEN', (r) => `gho_${r.chars(A62, 36)}`, {
    prefix: 'gho_',
    files: ['gh-hosts'],
  }),
  T('github-app-installation', 'INSTALLATION_TOKEN', (r) => `ghs_${r.chars(A62, 36)}`, {
    prefix: 'ghs_',
    files: ['git-remote-url'],
  }),
  T('github-refresh', 'GITHUB_REFRESH_TOKEN', (r) => `ghr_${r.chars(A62, 76)}`, { prefix: 'ghr_' }),
  T('github-actions-runner', 'RUNNER_TOKEN', (r) => `A${r.chars(UPPER_ALNUM, 28)}`, {
    files: ['runner-config-sh'],
  }),
  T('github-app', 'GITHUB_APP_PRIVATE_KEY', rsaKey, { pem: true, files: ['pem-file'] }),
  T('github-webhook', 'GITHUB_WEBHOOK_SECRET', (r) => r.chars(HEX, 40)),
  T('gitlab', 'GITLAB_TOKEN', (r) => `glpat-${r.chars(A62 + '-_', 20)}`, {
    prefix: 'glpat-',
    host: 'gitlab.com',
    path: '/api/v4/projects/4821/releases',
    auth: { header: 'PRIVATE-TOKEN' },
    npmRegistry: 'gitlab.com/api/v4/projects/4821/packages/npm/',
    files: ['npmrc', 'git-remote-url', 'pip-conf', 'hcl-provider'],
    tf: 'gitlab',
  }),
  T('gitlab-runner', 'RUNNER_AUTH_TOKEN', (r) => `glrt-${r.chars(A62 + '-_', 20)}`, {
    prefix: 'glrt-',
    files: ['gitlab-runner-config'],
  }),
  T(
    'gitlab-runner-registration',
    'REGISTRATION_TOKEN',
    (r) => `GR1348941${r.chars(A62 + '-_', 20)}`,
    {
      prefix: 'GR1348941',
      files: ['gitlab-runner-register'],
    },
  ),
  T('gitlab-deploy-token', 'CI_DEPLOY_PASSWORD', (r) => `gldt-${r.chars(A62 + '-_', 20)}`, {
    prefix: 'gldt-',
    user: 'gitlab+deploy-token-1193',
    registry: 'registry.gitlab.com',
    files: ['docker-login', 'git-remote-url'],
  }),
  T('gitlab-trigger', 'TRIGGER_TOKEN', (r) => `glptt-${r.chars(HEX, 40)}`, {
    prefix: 'glptt-',
    files: ['trigger-curl'],
  }),
  T(
    'bitbucket',
    'BITBUCKET_APP_PASSWORD',
    (r) => `ATBB${r.chars(A62, 32)}${r.chars('0123456789ABCDEF', 8)}`,
    {
      prefix: 'ATBB',
      user: 'acme-ci',
      files: ['git-remote-url'],
    },
  ),
  T(
    'atlassian',
    'ATLASSIAN_API_TOKEN',
    (r) => `ATATT3xFfGF0${r.chars(B64U, 170)}=${r.chars('0123456789ABCDEF', 8)}`,
    {
      prefix: 'ATATT',
      host: 'acme.atlassian.net',
      path: '/rest/api/3/myself',
      auth: 'basic-user',
    },
  ),
  T('gitea', 'GITEA_TOKEN', (r) => r.chars(HEX, 40), {
    host: 'git.acme.internal',
    path: '/api/v1/repos/acme/api/releases',
    auth: 'token',
  }),
  T('codeberg', 'CODEBERG_TOKEN', (r) => r.chars(HEX, 40), { files: ['git-remote-url'] }),
  T('azure-devops', 'AZURE_DEVOPS_PAT', (r) => r.chars(LOWER_ALNUM, 52), {
    user: 'build',
    files: ['vsce-publish', 'pip-conf', 'nuget-config', 'git-remote-url'],
  }),
];
