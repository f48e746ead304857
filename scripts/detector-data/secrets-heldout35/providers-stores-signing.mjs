// heldout35 providers: stores, signing.

import { T, appleSpecific, nowish } from './provider-kit.mjs';
import {
  A62,
  HEX,
  LOWER_ALNUM,
  UPPER_ALNUM,
  B64,
  B64U,
  B32,
  uuid,
  b64bytes,
  jwt,
  pem,
  pkcs8Key,
  ecP8Key,
  opensshKey,
  password,
  passphrase,
  digits,
} from './shapes.mjs';

export const PROVIDERS_STORES_SIGNING = [
  // ---- artifact and object stores ----
  T('aws', 'AWS_SECRET_ACCESS_KEY', (r) => r.chars(B64, 40), {
    files: ['aws-credentials', 'aws-env'],
  }),
  T('gcs-hmac', 'GCS_HMAC_SECRET', (r) => r.chars(B64, 40), { files: ['gcs-boto'] }),
  T('gcp-service-account', 'GOOGLE_APPLICATION_CREDENTIALS_JSON', pkcs8Key, {
    pem: true,
    files: ['gcp-sa-json'],
  }),
  T(
    'google-oauth-access-token',
    'GOOGLE_OAUTH_ACCESS_TOKEN',
    (r) => `ya29.a0${r.chars(B64U, 180)}`,
    {
      prefix: 'ya29.',
      npmRegistry: 'us-central1-npm.pkg.dev/acme-ci/npm-internal/',
      files: ['npmrc', 'pip-conf'],
      user: 'oauth2accesstoken',
    },
  ),
  T('azure-storage', 'AZURE_STORAGE_KEY', (r) => b64bytes(r, 64), { files: ['azure-conn-string'] }),
  T('azure-sas', 'AZURE_SAS_SIG', (r) => b64bytes(r, 32), { files: ['vcpkg-sas'] }),
  T('backblaze-b2', 'B2_APPLICATION_KEY', (r) => `K005${r.chars(A62 + '/+', 27)}`, {
    files: ['b2-env'],
  }),
  T('cloudflare-r2', 'R2_SECRET_ACCESS_KEY', (r) => r.chars(HEX, 64), { files: ['r2-rclone'] }),
  T('minio', 'MINIO_SECRET_KEY', (r) => r.chars(A62, 40), { files: ['mc-alias'] }),
  // ---- code signing and notarization ----
  T('apple-app-specific-password', 'APPLE_APP_SPECIFIC_PASSWORD', appleSpecific, {
    files: ['notarytool', 'altool'],
  }),
  T('app-store-connect', 'APP_STORE_CONNECT_API_KEY', ecP8Key, {
    pem: true,
    files: ['pem-file', 'fastlane-api-key'],
  }),
  T('fastlane-match', 'MATCH_PASSWORD', passphrase),
  T('android-keystore', 'ANDROID_KEYSTORE_PASSWORD', (r) => password(r, 16), {
    files: ['key-properties'],
  }),
  T('authenticode-pfx', 'WINDOWS_CERT_PASSWORD', (r) => password(r, 18), { files: ['signtool'] }),
  T('azure-ad', 'AZURE_CLIENT_SECRET', (r) => `${r.chars(A62, 3)}8Q~${r.chars(A62 + '._-~', 34)}`),
  T('signpath', 'SIGNPATH_API_TOKEN', (r) => r.chars(B64, 43) + '='),
  T('digicert-keylocker', 'SM_API_KEY', (r) => `${r.chars(HEX, 24)}_${r.chars(HEX, 64)}`),
  T('ssl-com-esigner', 'ES_TOTP_SECRET', (r) => `${r.chars(B32, 40)}`),
  T(
    'cosign',
    'COSIGN_PRIVATE_KEY',
    (r) =>
      pem(
        r,
        'ENCRYPTED SIGSTORE PRIVATE KEY',
        'eyJrZGYiOnsibmFtZSI6InNjcnlwdCIsInBhcmFtcyI6eyJOIjo2NTUzNiwiciI6OCwicCI6MX0s',
        560,
      ),
    { pem: true, files: ['pem-file'] },
  ),
  T('cosign-password', 'COSIGN_PASSWORD', passphrase, { files: ['cosign-sign'] }),
  T(
    'pgp-private-key',
    'GPG_PRIVATE_KEY',
    (r) => {
      const body = ('lQdGBGX' + r.chars(B64, 1200)).match(/.{1,64}/g).join('\n');
      return `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${body}\n=${r.chars(B64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`;
    },
    { pem: true, files: ['pem-file'] },
  ),
  T('gpg-passphrase', 'GPG_PASSPHRASE', passphrase, { files: ['gpg-sign'] }),
  T('ssh-deploy-key', 'DEPLOY_KEY', opensshKey, { pem: true, files: ['pem-file'] }),
  T(
    'kubernetes',
    'KUBE_TOKEN',
    (r) =>
      jwt(
        r,
        {
          iss: 'kubernetes/serviceaccount',
          'kubernetes.io/serviceaccount/namespace': 'ci',
          'kubernetes.io/serviceaccount/secret.name': `deployer-token-${r.chars(LOWER_ALNUM, 5)}`,
          sub: 'system:serviceaccount:ci:deployer',
        },
        342,
        { alg: 'RS256', kid: r.chars(B64U, 43) },
      ),
    { files: ['kubeconfig'] },
  ),
  T('argo-cd', 'ARGOCD_AUTH_TOKEN', (r) =>
    jwt(r, { iss: 'argocd', sub: 'ci:apiKey', nbf: nowish(r), iat: nowish(r), jti: uuid(r) }),
  ),
  T(
    'slack-webhook',
    'SLACK_WEBHOOK_URL',
    (r) =>
      `https://hooks.slack.com/services/T${r.chars(UPPER_ALNUM, 8)}/B${r.chars(UPPER_ALNUM, 10)}/${r.chars(A62, 24)}`,
    { url: true },
  ),
  T(
    'discord-webhook',
    'DISCORD_WEBHOOK',
    (r) => `https://discord.com/api/webhooks/${digits(r, 19)}/${r.chars(B64U, 68)}`,
    { url: true },
  ),
  T(
    'teams-webhook',
    'TEAMS_WEBHOOK_URL',
    (r) =>
      `https://acme.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${r.chars(HEX, 32)}/${uuid(r)}/V2${r.chars(A62 + '-_', 43)}`,
    { url: true },
  ),
  T('telegram-bot', 'TELEGRAM_BOT_TOKEN', (r) => `${digits(r, 10)}:AA${r.chars(A62 + '-_', 33)}`),
  T('openai', 'OPENAI_API_KEY', (r) => `sk-proj-${r.chars(B64U, 74)}T3BlbkFJ${r.chars(B64U, 74)}`, {
    prefix: 'sk-proj-',
    host: 'api.openai.com',
    path: '/v1/models',
  }),
  T('anthropic', 'ANTHROPIC_API_KEY', (r) => `sk-ant-api03-${r.chars(B64U, 93)}AA`, {
    prefix: 'sk-ant-',
    host: 'api.anthropic.com',
    path: '/v1/messages',
    auth: { header: 'x-api-key' },
  }),
  T('grafana', 'GRAFANA_TOKEN', (r) => `glsa_${r.chars(A62, 32)}_${r.chars(HEX, 8)}`, {
    prefix: 'glsa_',
  }),
  T('datadog', 'DD_API_KEY', (r) => r.chars(HEX, 32), {
    host: 'api.datadoghq.com',
    path: '/api/v1/validate',
    auth: { header: 'DD-API-KEY' },
  }),
];
