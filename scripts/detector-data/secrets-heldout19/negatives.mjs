// Hard negatives of the held-out (19) set: nothing here is a credential. Placeholders, variable
// references, hashes, ids, public keys and certificates, and the non-secret parts of the same
// workstation files the positives come from. Each returns { text, provider }.

import { expand as x } from './values.mjs';

const PLACEHOLDERS = [
  '<YOUR_API_KEY>',
  'changeme',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  'REPLACE_ME',
  '***',
  'your-token-here',
  '<insert token>',
  'TODO',
  '********',
  '<secret>',
];

const placeholders = {
  envPlaceholder: (r) => ({
    text: `# copy to .env and fill in\n${r.pick(['STORMLINE_API_KEY', 'PAYSTACK_SECRET_KEY', 'HCLOUD_TOKEN', 'BREVO_API_KEY', 'DD_APP_KEY', 'NEON_API_KEY'])}=${r.pick(PLACEHOLDERS)}\nREGION=${r.pick(['eu', 'us', 'ap'])}\nMAILGUN_DOMAIN=mg.example.com`,
    provider: 'generic',
  }),
  npmrcEnvRef: () => ({
    text: '@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=${NODE_AUTH_TOKEN}\nalways-auth=true',
    provider: 'npm',
  }),
  jsEnvRef: (r) => ({
    text: `export const config = {\n  apiKey: process.env.${r.pick(['ORBIT_API_KEY', 'SENDWAVE_TOKEN', 'PAYLANE_SECRET', 'TYPESENSE_ADMIN_KEY', 'MUX_TOKEN_SECRET', 'ABLY_KEY'])},\n  webhookSecret: process.env.WEBHOOK_SECRET ?? '',\n};`,
    provider: 'generic',
  }),
  pyEnvRef: (r) => ({
    text: `API_TOKEN = os.environ["${r.pick(['TIDEWAY_TOKEN', 'KIBO_API_KEY', 'BINANCE_SECRET', 'COHERE_API_KEY', 'PLAID_SECRET', 'VULTR_API_KEY'])}"]\nDB_PASSWORD = os.getenv("DB_PASSWORD", "")\nSECRET = config("SECRET_KEY", default=None)`,
    provider: 'generic',
  }),
  helmTemplate: () => ({
    text: 'stringData:\n  api-key: {{ .Values.vendor.apiKey | quote }}\n  db-password: {{ required "dbPassword" .Values.db.password }}',
    provider: 'kubernetes',
  }),
  pyFormat: () => ({
    text: 'dsn = \'postgresql://%(user)s:%(password)s@%(host)s:5432/%(db)s\' % settings\nurl = f"https://api.example.com/?key={api_key}"',
    provider: 'generic',
  }),
  ghaSecretRef: () => ({
    text: '    env:\n      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}\n      TF_TOKEN_app_terraform_io: ${{ secrets.TFC_TOKEN }}\n    steps:\n      - run: npm publish',
    provider: 'github-actions',
  }),
  mavenEnvRef: () => ({
    text: '<server>\n  <id>ossrh</id>\n  <username>${env.OSSRH_USERNAME}</username>\n  <password>${env.OSSRH_PASSWORD}</password>\n</server>',
    provider: 'sonatype-nexus',
  }),
  nugetEnvRef: () => ({
    text: '<packageSourceCredentials>\n  <github>\n    <add key="Username" value="%NUGET_USER%" />\n    <add key="ClearTextPassword" value="%NUGET_TOKEN%" />\n  </github>\n</packageSourceCredentials>',
    provider: 'nuget',
  }),
  dockerCredsStore: () => ({
    text: JSON.stringify(
      {
        auths: { 'ghcr.io': {}, 'https://index.docker.io/v1/': {} },
        credsStore: 'desktop',
        currentContext: 'default',
      },
      null,
      '\t',
    ),
    provider: 'docker-hub',
  }),
  redacted: (r) => ({
    text: r.pick([
      `INFO  payment.client using key sk_live_****${x('{d:4}', r)} for merchant acct_ok`,
      `${r.pick(['token', 'access_token', 'auth'])}: [REDACTED]\napi_key: "••••••••••••"\npassword: <redacted>  # ${r.pick(['masked by log shipper', 'scrubbed', 'filtered'])}`,
      `Loaded 3 credentials: NPM_TOKEN=npm_***, GH_TOKEN=ghp_************, DD_API_KEY=****${x('{h:4}', r)}`,
    ]),
    provider: 'generic',
  }),
  shellVarRef: () => ({
    text: 'export API_KEY="$(security find-generic-password -s corvid -w)"\ncurl -H "Authorization: Bearer $API_KEY" https://api.corvid.dev/me\ndocker login -u "$CI_REGISTRY_USER" --password-stdin <<< "$CI_REGISTRY_PASSWORD"',
    provider: 'generic',
  }),
};

const hashes = {
  gitLog: (r) => ({
    text: `commit ${x('{h:40}', r)}\nMerge: ${x('{h:7}', r)} ${x('{h:7}', r)}\nAuthor: Dana Ruiz <dana@acme.io>\n\n    fix(auth): rotate refresh logic\n\n${x('{h:7}', r)} (HEAD -> main) chore: bump deps`,
    provider: 'git',
  }),
  sha256Download: (r) => ({
    text: `ARG TF_VERSION=1.8.2\nRUN curl -fsSLo tf.zip https://releases.hashicorp.com/terraform/\${TF_VERSION}/terraform_\${TF_VERSION}_linux_amd64.zip \\\n && echo "${x('{h:64}', r)}  tf.zip" | sha256sum -c -`,
    provider: 'checksum',
  }),
  imageDigest: (r) => ({
    text: `image: registry.acme.dev/api@sha256:${x('{h:64}', r)}\nimagePullPolicy: IfNotPresent`,
    provider: 'docker',
  }),
  npmIntegrity: (r) => ({
    text: JSON.stringify(
      {
        'node_modules/left-pad': {
          version: '1.3.0',
          resolved: 'https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz',
          integrity: `sha512-${x('{b:86}', r)}==`,
        },
      },
      null,
      2,
    ),
    provider: 'npm',
  }),
  cargoLock: (r) => ({
    text: `[[package]]\nname = "serde"\nversion = "1.0.${r.int(200)}"\nsource = "registry+https://github.com/rust-lang/crates.io-index"\nchecksum = "${x('{h:64}', r)}"`,
    provider: 'crates-io',
  }),
  goSum: (r) => ({
    text: `github.com/google/uuid v1.6.0 h1:${x('{b:43}', r)}=\ngithub.com/google/uuid v1.6.0/go.mod h1:${x('{b:43}', r)}=`,
    provider: 'go-modules',
  }),
  md5Manifest: (r) => ({
    text: `${x('{h:32}', r)}  dist/app-${r.int(9)}.${r.int(9)}.${r.int(9)}.tar.gz\n${x('{h:32}', r)}  dist/app-docs.zip`,
    provider: 'checksum',
  }),
  sriTag: (r) => ({
    text: `<script src="https://cdn.jsdelivr.net/npm/alpinejs@3.13.5/dist/cdn.min.js" integrity="sha384-${x('{b:64}', r)}" crossorigin="anonymous"></script>`,
    provider: 'cdn',
  }),
  poetryLock: (r) => ({
    text: `files = [\n    {file = "requests-2.31.0-py3-none-any.whl", hash = "sha256:${x('{h:64}', r)}"},\n    {file = "requests-2.31.0.tar.gz", hash = "sha256:${x('{h:64}', r)}"},\n]`,
    provider: 'pypi',
  }),
  configChecksum: (r) => ({
    text: `  template:\n    metadata:\n      annotations:\n        checksum/config: ${x('{h:64}', r)}\n        checksum/secret: ${x('{h:64}', r)}`,
    provider: 'kubernetes',
  }),
  contenthash: (r) => ({
    text: `<link rel="stylesheet" href="/assets/main.${x('{h:20}', r)}.css">\n<script defer src="/assets/runtime.${x('{h:8}', r)}.js"></script>`,
    provider: 'webpack',
  }),
};

export { placeholders, hashes, PLACEHOLDERS };
