// Source control, CI/CD, package registries and developer tooling.
import {
  AN,
  B64,
  B64U,
  DIG,
  HEX,
  LO,
  LOAN,
  UPAN,
  b64text,
  jwt,
  password,
  uuid,
} from './helpers.mjs';
import { P } from './providers-cloud.mjs';

export const DEV = [
  P('github-pat', 'GITHUB_TOKEN', (r) => 'ghp_' + r.chars(AN, 36)),
  P(
    'github-fine-grained-pat',
    'GH_PAT',
    (r) => 'github_pat_11' + r.chars(UPAN, 20) + '_' + r.chars(AN, 59),
  ),
  P('github-oauth', 'GITHUB_OAUTH_TOKEN', (r) => 'gho_' + r.chars(AN, 36)),
  P('github-app-token', 'GH_APP_INSTALLATION_TOKEN', (r) => 'ghs_' + r.chars(AN, 36)),
  P('github-refresh-token', 'GITHUB_REFRESH_TOKEN', (r) => 'ghr_' + r.chars(AN, 76)),
  P('github-app-client-secret', 'GITHUB_APP_CLIENT_SECRET', (r) => r.chars(HEX, 40), {
    pair: { env: 'GITHUB_APP_CLIENT_ID', gen: (r) => 'Iv23li' + r.chars(AN, 14), secret: false },
  }),
  P('github-runner-token', 'RUNNER_TOKEN', (r) => 'A' + r.chars(UPAN, 28)),
  P('gitlab-pat', 'GITLAB_TOKEN', (r) => 'glpat-' + r.chars(B64U, 20)),
  P('gitlab-runner-token', 'CI_SERVER_TOKEN', (r) => 'glrt-' + r.chars(B64U, 20)),
  P('gitlab-deploy-token', 'GITLAB_DEPLOY_TOKEN', (r) => 'gldt-' + r.chars(B64U, 20)),
  P('gitlab-trigger-token', 'GITLAB_TRIGGER_TOKEN', (r) => 'glptt-' + r.chars(HEX, 40)),
  P('gitlab-feed-token', 'GITLAB_FEED_TOKEN', (r) => 'glft-' + r.chars(B64U, 20)),
  P('gitlab-agent-token', 'GITLAB_AGENT_TOKEN', (r) => 'glagent-' + r.chars(B64U, 50)),
  P(
    'bitbucket-app-password',
    'BITBUCKET_APP_PASSWORD',
    (r) => 'ATBB' + r.chars(AN, 28) + r.chars(HEXU(), 8),
  ),
  P(
    'bitbucket-access-token',
    'BITBUCKET_ACCESS_TOKEN',
    (r) => 'ATCTT3xFfGN0' + r.chars(B64U, 170) + '=' + r.chars(HEXU(), 8),
  ),
  P(
    'atlassian-api-token',
    'JIRA_API_TOKEN',
    (r) => 'ATATT3xFfGF0' + r.chars(B64U, 170) + '=' + r.chars(HEXU(), 8),
  ),
  P('gitea', 'GITEA_TOKEN', (r) => r.chars(HEX, 40)),
  P('sourcegraph', 'SRC_ACCESS_TOKEN', (r) => `sgp_${r.chars(HEX, 16)}_${r.chars(HEX, 40)}`),
  P('circleci', 'CIRCLECI_TOKEN', (r) => `CCIPAT_${r.chars(AN, 22)}_${r.chars(HEX, 40)}`),
  P('buildkite-api', 'BUILDKITE_API_TOKEN', (r) => 'bkua_' + r.chars(HEX, 40)),
  P('buildkite-agent', 'BUILDKITE_AGENT_TOKEN', (r) => r.chars(LOAN, 50)),
  P('jenkins-api-token', 'JENKINS_API_TOKEN', (r) => '11' + r.chars(HEX, 32)),
  P('travis-ci', 'TRAVIS_API_TOKEN', (r) => r.chars(B64U, 22)),
  P('codecov', 'CODECOV_TOKEN', uuid),
  P('sonarqube', 'SONAR_TOKEN', (r) => 'squ_' + r.chars(HEX, 40)),
  P('sonarqube-project', 'SONAR_PROJECT_TOKEN', (r) => 'sqp_' + r.chars(HEX, 40)),
  P('snyk', 'SNYK_TOKEN', uuid),
  P('npm', 'NPM_TOKEN', (r) => 'npm_' + r.chars(AN, 36)),
  P('pypi', 'PYPI_API_TOKEN', (r) => 'pypi-AgEIcHlwaS5vcmcCJD' + r.chars(B64U, 160)),
  P('rubygems', 'GEM_HOST_API_KEY', (r) => 'rubygems_' + r.chars(HEX, 48)),
  P('nuget', 'NUGET_API_KEY', (r) => 'oy2' + r.chars('abcdefghijklmnopqrstuvwxyz234567', 43)),
  P('crates-io', 'CARGO_REGISTRY_TOKEN', (r) => 'cio' + r.chars(AN, 32)),
  P('clojars', 'CLOJARS_DEPLOY_TOKEN', (r) => 'CLOJARS_' + r.chars(HEX, 60)),
  P('docker-hub-pat', 'DOCKERHUB_TOKEN', (r) => 'dckr_pat_' + r.chars(B64U, 27)),
  P('docker-hub-org-token', 'DOCKER_ORG_ACCESS_TOKEN', (r) => 'dckr_oat_' + r.chars(B64U, 32)),
  P('docker-config-auth', 'DOCKER_AUTH_CONFIG', (r) => {
    const auth = b64text(`ci-bot:${password(r, 16, 24)}`);
    return { value: `{"auths":{"registry.gitlab.com":{"auth":"${auth}"}}}`, secret: auth };
  }),
  P('jfrog-api-key', 'ARTIFACTORY_API_KEY', (r) => 'AKCp8' + r.chars(AN, 68)),
  P('jfrog-identity-token', 'JFROG_ACCESS_TOKEN', (r) => 'cmVmdGtuOjAxOj' + r.chars(AN, 50)),
  P('nexus', 'NEXUS_PASSWORD', (r) => password(r)),
  P('sonatype-ossrh', 'OSSRH_TOKEN_PASSWORD', (r) => r.chars(B64U, 44)),
  P('gradle-publish', 'GRADLE_PUBLISH_SECRET', (r) => r.chars(AN, 32), {
    pair: { env: 'GRADLE_PUBLISH_KEY', gen: (r) => r.chars(AN, 32), secret: true },
  }),
  P('cachix', 'CACHIX_AUTH_TOKEN', (r) => jwt(r, { jti: uuid(r), scp: 'cache', v: 1 })),
  P('expo', 'EXPO_TOKEN', (r) => r.chars(B64U, 40)),
  P('postman', 'POSTMAN_API_KEY', (r) => `PMAK-${r.chars(HEX, 24)}-${r.chars(HEX, 34)}`),
  P('readme', 'README_API_KEY', (r) => 'rdme_' + r.chars(LOAN, 70)),
  P('apify', 'APIFY_TOKEN', (r) => 'apify_api_' + r.chars(AN, 36)),
  P('prefect', 'PREFECT_API_KEY', (r) => 'pnu_' + r.chars(AN, 36)),
  P('scalingo', 'SCALINGO_API_TOKEN', (r) => 'tk-us-' + r.chars(B64U, 48)),
  P('frameio', 'FRAMEIO_TOKEN', (r) => 'fio-u-' + r.chars(B64U, 64)),
  P('figma', 'FIGMA_TOKEN', (r) => 'figd_' + r.chars(B64U, 40)),
  P('linear', 'LINEAR_API_KEY', (r) => 'lin_api_' + r.chars(AN, 40)),
  P('notion', 'NOTION_TOKEN', (r) => 'ntn_' + r.chars(DIG, 11) + r.chars(AN, 35)),
  P('notion-legacy', 'NOTION_API_KEY', (r) => 'secret_' + r.chars(AN, 43)),
  P('airtable', 'AIRTABLE_TOKEN', (r) => 'pat' + r.chars(AN, 14) + '.' + r.chars(HEX, 64)),
  P('asana', 'ASANA_PAT', (r) => `2/${r.chars(DIG, 16)}/${r.chars(DIG, 16)}:${r.chars(HEX, 32)}`),
  P('typeform', 'TYPEFORM_TOKEN', (r) => `tfp_${r.chars(AN, 44)}_${r.chars(AN, 14)}`),
  P('hubspot', 'HUBSPOT_ACCESS_TOKEN', (r) => 'pat-' + r.pick(['na1', 'eu1']) + '-' + uuid(r)),
  P('okta', 'OKTA_API_TOKEN', (r) => '00' + r.chars(B64U, 40)),
  P('auth0-client-secret', 'AUTH0_CLIENT_SECRET', (r) => r.chars(B64U, 64), {
    pair: { env: 'AUTH0_CLIENT_ID', gen: (r) => r.chars(AN, 32), secret: false },
  }),
  P('zendesk', 'ZENDESK_API_TOKEN', (r) => r.chars(AN, 40)),
  P('intercom', 'INTERCOM_ACCESS_TOKEN', (r) => 'dG9rOj' + r.chars(B64, 54) + '='),
  P('zoom', 'ZOOM_CLIENT_SECRET', (r) => r.chars(AN, 32), {
    pair: { env: 'ZOOM_CLIENT_ID', gen: (r) => r.chars(AN, 22), secret: false },
  }),
  P('dropbox', 'DROPBOX_ACCESS_TOKEN', (r) => 'sl.B' + r.chars(B64U, 134)),
  P('contentful', 'CONTENTFUL_MANAGEMENT_TOKEN', (r) => 'CFPAT-' + r.chars(B64U, 43)),
  P('sanity', 'SANITY_API_TOKEN', (r) => 'sk' + r.chars(AN, 180)),
  P('cloudinary', 'CLOUDINARY_URL', (r) => {
    const s = r.chars(B64U, 27);
    return {
      value: `cloudinary://${r.chars(DIG, 15)}:${s}@${r.pick(['acme-media', 'dq' + r.chars(LO, 6)])}`,
      secret: s,
    };
  }),
  P('launchdarkly-sdk-key', 'LAUNCHDARKLY_SDK_KEY', (r) => 'sdk-' + uuid(r)),
  P('launchdarkly-api', 'LD_API_TOKEN', (r) => 'api-' + uuid(r)),
  P('posthog-personal', 'POSTHOG_PERSONAL_API_KEY', (r) => 'phx_' + r.chars(AN, 47)),
  P(
    'mapbox-secret',
    'MAPBOX_DOWNLOADS_TOKEN',
    (r) => 'sk.eyJ1Ijoi' + r.chars(B64U, 40) + '.' + r.chars(B64U, 22),
  ),
  P('algolia-admin', 'ALGOLIA_ADMIN_API_KEY', (r) => r.chars(HEX, 32), {
    pair: { env: 'ALGOLIA_APP_ID', gen: (r) => r.chars(UPAN, 10), secret: false },
  }),
  P('recaptcha-secret', 'RECAPTCHA_SECRET_KEY', (r) => '6L' + r.chars(B64U, 38)),
  P('hcaptcha-secret', 'HCAPTCHA_SECRET', (r) => '0x' + r.chars(HEX, 40)),
  P('turnstile-secret', 'TURNSTILE_SECRET_KEY', (r) => '0x4AAAAAAA' + r.chars(B64U, 25)),
  P('twitch', 'TWITCH_CLIENT_SECRET', (r) => r.chars(LOAN, 30)),
  P(
    'twitter-bearer',
    'TWITTER_BEARER_TOKEN',
    (r) => 'AAAAAAAAAAAAAAAAAAAAA' + r.chars(AN, 20) + '%3D' + r.chars(AN, 50),
  ),
  P('facebook-access-token', 'FB_PAGE_ACCESS_TOKEN', (r) => 'EAA' + r.chars(AN, 180)),
  P('facebook-app-secret', 'FACEBOOK_APP_SECRET', (r) => r.chars(HEX, 32), {
    pair: { env: 'FACEBOOK_APP_ID', gen: (r) => r.chars(DIG, 16), secret: false },
  }),
  P(
    'firebase-fcm-server-key',
    'FCM_SERVER_KEY',
    (r) => 'AAAA' + r.chars(B64U, 7) + ':APA91b' + r.chars(B64U, 134),
  ),
  P(
    'onesignal',
    'ONESIGNAL_REST_API_KEY',
    (r) => 'os_v2_app_' + r.chars('abcdefghijklmnopqrstuvwxyz234567', 113),
  ),
  P('pusher-secret', 'PUSHER_APP_SECRET', (r) => r.chars(HEX, 20), {
    pair: { env: 'PUSHER_APP_KEY', gen: (r) => r.chars(HEX, 20), secret: false },
  }),
  P('ably', 'ABLY_API_KEY', (r) => `${r.chars(AN, 6)}.${r.chars(AN, 6)}:${r.chars(B64U, 43)}`),
  P('mux', 'MUX_TOKEN_SECRET', (r) => r.chars(B64, 75), {
    pair: { env: 'MUX_TOKEN_ID', gen: uuid, secret: false },
  }),
  P(
    'rapidapi',
    'RAPIDAPI_KEY',
    (r) =>
      r.chars(HEX, 10) + 'msh' + r.chars(AN, 15) + 'p1' + r.chars(AN, 6) + 'jsn' + r.chars(AN, 12),
  ),
  P('jwt-signing-secret', 'JWT_SECRET', (r) => r.chars(HEX, 64)),
  P('django-secret-key', 'DJANGO_SECRET_KEY', (r) => r.chars(LO + DIG + '!@#%^&*(-_=+)', 50)),
  P('rails-secret-key-base', 'SECRET_KEY_BASE', (r) => r.chars(HEX, 128)),
  P('rails-master-key', 'RAILS_MASTER_KEY', (r) => r.chars(HEX, 32)),
  P('laravel-app-key', 'APP_KEY', (r) => 'base64:' + r.chars(B64, 43) + '='),
  P('nextauth-secret', 'NEXTAUTH_SECRET', (r) => r.chars(B64, 43) + '='),
  P('session-secret', 'SESSION_SECRET', (r) => r.chars(AN, 48)),
  P('vapid-private-key', 'VAPID_PRIVATE_KEY', (r) => r.chars(B64U, 43)),
  P('webhook-signing-secret', 'WEBHOOK_SECRET', (r) => r.chars(HEX, 40)),
  P('encryption-key', 'DATA_ENCRYPTION_KEY', (r) => r.chars(B64, 43) + '='),
  P('basic-auth', 'BASIC_AUTH_PASSWORD', (r) => password(r)),
  P('smtp-password', 'SMTP_PASSWORD', (r) => password(r, 16, 24)),
  P('ldap-bind-password', 'LDAP_BIND_PASSWORD', (r) => password(r)),
  P('keycloak-client-secret', 'KEYCLOAK_CLIENT_SECRET', (r) => r.chars(AN, 32)),
  P('supabase-service-role', 'SUPABASE_SERVICE_ROLE_KEY', (r) =>
    jwt(r, {
      iss: 'supabase',
      ref: r.chars(LO, 20),
      role: 'service_role',
      iat: 1700000000 + r.int(9999999),
      exp: 2015000000 + r.int(9999999),
    }),
  ),
  P('supabase-secret-key', 'SUPABASE_SECRET_KEY', (r) => 'sb_secret_' + r.chars(B64U, 31)),
];

function HEXU() {
  return '0123456789ABCDEF';
}
