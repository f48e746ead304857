// heldout35 hard-negative templates (public keys, publishable keys, ids, examples, encoded data).

import { ver } from './negative-kit.mjs';
import {
  LOWER,
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
  sha256hex,
  sha1hex,
  digits,
  orgs,
  repos,
  users,
} from './shapes.mjs';

export const SPECIALS_PUBLIC = [
  [
    'ansible-vault',
    'ansible',
    (r) =>
      `registry_token: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n${Array.from({ length: 4 }, () => '  ' + r.chars(HEX, 80)).join('\n')}`,
  ],
  [
    'sealed-secret',
    'sealed-secrets',
    (r) =>
      `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: npm-publish\nspec:\n  encryptedData:\n    NPM_TOKEN: Ag${r.chars(B64, 300)}==`,
  ],
  [
    'travis-secure',
    'travis-ci',
    (r) =>
      `deploy:\n  provider: npm\n  email: release@acme.dev\n  api_key:\n    secure: "${b64bytes(r, 256)}"\n  on:\n    tags: true`,
  ],
  [
    'stripe-publishable',
    'stripe',
    (r) =>
      `const stripe = Stripe('pk_live_51${r.chars(A62, 97)}');\nconst elements = stripe.elements();`,
  ],
  [
    'mapbox-public',
    'mapbox',
    (r) =>
      `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZSIsImEiOiJ${r.chars(A62, 20)}.${r.chars(B64U, 22)}';`,
  ],
  [
    'posthog-project-key',
    'posthog',
    (r) => `posthog.init('phc_${r.chars(A62, 43)}', { api_host: 'https://us.i.posthog.com' })`,
  ],
  [
    'firebase-web-config',
    'firebase',
    (r) =>
      `const firebaseConfig = {\n  apiKey: "AIza${r.chars(A62 + '-_', 35)}",\n  authDomain: "acme-prod.firebaseapp.com",\n  projectId: "acme-prod",\n  appId: "1:${digits(r, 12)}:web:${r.chars(HEX, 22)}",\n};`,
  ],
  [
    'supabase-publishable',
    'supabase',
    (r) =>
      r.chance(0.5)
        ? `NEXT_PUBLIC_SUPABASE_URL=https://${r.chars(LOWER, 20)}.supabase.co\nNEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY=sb_publishable_${r.chars(A62 + '_-', 31)}`
        : `NEXT_PUBLIC_SUPABASE_ANON_KEY=${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify({ iss: 'supabase', ref: r.chars(LOWER, 20), role: 'anon', iat: 1735000000, exp: 2050000000 }))}.${r.chars(B64U, 43)}`,
  ],
  [
    'clerk-publishable',
    'clerk',
    (r) =>
      `NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY=pk_live_${b64(`clerk.${r.pick(orgs)}.dev$`).replace(/=+$/, '')}`,
  ],
  [
    'sentry-dsn',
    'sentry',
    (r) =>
      `Sentry.init({\n  dsn: "https://${r.chars(HEX, 32)}@o${digits(r, 6)}.ingest.us.sentry.io/${digits(r, 7)}",\n  tracesSampleRate: 0.2,\n});`,
  ],
  [
    'algolia-search-key',
    'algolia',
    (r) =>
      `const searchClient = algoliasearch('${r.chars(UPPER_ALNUM, 10)}', '${r.chars(HEX, 32)}'); // search-only key, safe in the browser`,
  ],
  [
    'recaptcha-sitekey',
    'recaptcha',
    (r) => `<div class="g-recaptcha" data-sitekey="6L${r.chars(A62 + '-_', 38)}"></div>`,
  ],
  [
    'turnstile-sitekey',
    'cloudflare-turnstile',
    (r) =>
      `<div class="cf-turnstile" data-sitekey="0x4AAAAAAA${r.chars(A62 + '-_', 12)}" data-theme="light"></div>`,
  ],
  [
    'oauth-client-id',
    'google-oauth',
    (r) =>
      `GOOGLE_CLIENT_ID=${digits(r, 12)}-${r.chars(LOWER_ALNUM, 32)}.apps.googleusercontent.com`,
  ],
  [
    'github-app-ids',
    'github-app',
    (r) =>
      `# GitHub App (public identifiers)\nGITHUB_APP_ID=${100000 + r.int(900000)}\nGITHUB_APP_CLIENT_ID=Iv23li${r.chars(A62, 14)}\nGITHUB_APP_INSTALLATION_ID=${digits(r, 8)}`,
  ],
  [
    'datadog-rum',
    'datadog',
    (r) =>
      `datadogRum.init({\n  applicationId: '${uuid(r)}',\n  clientToken: 'pub${r.chars(HEX, 32)}',\n  site: 'datadoghq.com',\n});`,
  ],
  [
    'launchdarkly-client-id',
    'launchdarkly',
    (r) =>
      `const client = LDClient.initialize('${r.chars(HEX, 24)}', { kind: 'user', key: userId });`,
  ],
  [
    'vercel-project-json',
    'vercel',
    (r) => `{"projectId":"prj_${r.chars(A62, 28)}","orgId":"team_${r.chars(A62, 24)}"}`,
  ],
  [
    'cypress-project-id',
    'cypress-cloud',
    (r) =>
      `export default defineConfig({\n  projectId: '${r.chars(LOWER_ALNUM, 6)}',\n  e2e: { baseUrl: 'http://localhost:3000' },\n});`,
  ],
  [
    'aws-doc-example',
    'aws',
    () =>
      `# from the AWS CLI docs\n[default]\naws_access_key_id = AKIAIOSFODNN7EXAMPLE\naws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
  ],
  [
    'azurite-key',
    'azure-storage',
    () =>
      `# local dev against Azurite (the emulator's well-known account)\nAZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;`,
  ],
  [
    'jwt-io-example',
    'jwt',
    () =>
      `// example token from jwt.io, used in the parser tests\nconst SAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';`,
  ],
  [
    'stripe-doc-example',
    'stripe',
    () =>
      `curl https://api.stripe.com/v1/charges \\\n  -u sk_test_4eC39HqLyjWDarjtT1zdp7dc: \\\n  -d amount=2000 -d currency=usd  # key from Stripe's public API docs`,
  ],
  [
    'rfc-test-vector',
    'test-vector',
    (r) =>
      r.pick([
        `# RFC 4231 test case 1\nkey  = 0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b\ndata = 4869205468657265\nHMAC-SHA-256 = b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7`,
        `// NIST GCM test vector\nconst key = hex('feffe9928665731c6d6a8f9467308308');\nconst iv = hex('cafebabefacedbaddecaf888');`,
        `# RFC 8439 2.4.2\nnonce: 00:00:00:00:00:00:00:4a:00:00:00:00\ncounter: 1`,
      ]),
  ],
  [
    'bcrypt-fixture',
    'password-hash',
    (r) =>
      `INSERT INTO users (email, password_hash) VALUES\n  ('${r.pick(users)}@acme.test', '$2b$12$${r.chars(A62 + './', 53)}');`,
  ],
  [
    'argon2-hash',
    'password-hash',
    (r) =>
      `admin_password_hash = "$argon2id$v=19$m=65536,t=3,p=4$${r.chars(B64, 22)}$${r.chars(B64, 43)}"`,
  ],
  [
    'base64-config',
    'encoded-data',
    (r) => {
      const body = b64(
        JSON.stringify(
          {
            name: `@acme/${r.pick(repos)}`,
            version: ver(r),
            private: true,
            scripts: { build: 'tsc -p .' },
          },
          null,
          2,
        ),
      );
      return `{\n  "type": "file",\n  "encoding": "base64",\n  "path": "package.json",\n  "sha": "${sha1hex(r)}",\n  "content": "${body.match(/.{1,60}/g).join('\\n')}"\n}`;
    },
  ],
  [
    'data-uri',
    'encoded-data',
    (r) =>
      `.logo { background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${b64bytes(r, 90)}"); }`,
  ],
  [
    'ci-run-ids',
    'ci-ids',
    (r) =>
      `Run ID: ${digits(r, 11)}\nJob ID: ${digits(r, 11)}\nBuild scan: https://gradle.com/s/${r.chars(LOWER_ALNUM, 13)}\nArtifact digest: sha256:${sha256hex(r)}\nRequest-Id: ${r.chars(UPPER_ALNUM, 4)}:${r.chars(HEX, 6)}:${r.chars(HEX, 7)}:${r.chars(HEX, 8)}:${r.chars(HEX, 8)}`,
  ],
  [
    'container-ids',
    'docker',
    (r) =>
      `CONTAINER ID   IMAGE                      STATUS\n${r.chars(HEX, 12)}   ghcr.io/acme/runner:2.3    Up 3 hours\n$ docker inspect --format '{{.Id}}' runner-1\n${sha256hex(r)}`,
  ],
  [
    'k8s-uid',
    'kubernetes',
    (r) =>
      `metadata:\n  name: release-${r.chars(LOWER_ALNUM, 5)}\n  uid: ${uuid(r)}\n  resourceVersion: "${digits(r, 8)}"\n  annotations:\n    checksum/config: ${sha256hex(r)}`,
  ],
  [
    'gh-node-ids',
    'github',
    (r) =>
      `{\n  "id": ${digits(r, 9)},\n  "node_id": "R_kgDO${r.chars(A62, 8)}",\n  "full_name": "${r.pick(orgs)}/${r.pick(repos)}",\n  "default_branch": "main",\n  "head_sha": "${sha1hex(r)}"\n}`,
  ],
  [
    'codecov-yml',
    'codecov',
    (r) =>
      `# codecov.yml\ncodecov:\n  require_ci_to_pass: true\ncomment:\n  layout: "diff, flags"\n# commit ${sha1hex(r)} uploaded as report ${uuid(r)}`,
  ],
  [
    'docker-credstore',
    'dockerhub',
    (r) =>
      `{\n  "auths": {\n    "ghcr.io": {},\n    "https://index.docker.io/v1/": {}\n  },\n  "credsStore": "${r.pick(['desktop', 'osxkeychain', 'pass', 'ecr-login'])}"\n}`,
  ],
  [
    'aws-credential-process',
    'aws',
    (r) =>
      `# ~/.aws/config\n[profile release]\nsso_session = acme\nsso_account_id = ${digits(r, 12)}\nsso_role_name = ReleaseEngineer\nregion = us-east-1\n\n[profile ci]\ncredential_process = /usr/local/bin/aws-vault exec ci --json`,
  ],
  [
    'kubeconfig-exec',
    'kubernetes',
    (r) =>
      `users:\n- name: ci-deployer\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: ["eks", "get-token", "--cluster-name", "prod-${r.int(4)}"]\n# cluster CA fingerprint: ${sha256hex(r)}`,
  ],
  [
    'renovate-encrypted',
    'renovate',
    (r) =>
      `{\n  "hostRules": [\n    {\n      "matchHost": "npm.pkg.github.com",\n      "encrypted": {\n        "token": "wcFMA${r.chars(B64, 400)}"\n      }\n    }\n  ]\n}`,
  ],
  [
    'oidc-trust',
    'pypi',
    (r) =>
      `permissions:\n  id-token: write   # trusted publishing, no PYPI token stored\n  contents: read\nsteps:\n  - uses: pypa/gh-action-pypi-publish@${sha1hex(r)} # v1.12.2`,
  ],
  [
    'nonce-csp',
    'csp',
    (r) =>
      `Content-Security-Policy: script-src 'nonce-${b64bytes(r, 16)}' 'strict-dynamic'; object-src 'none'`,
  ],
  [
    'etag-headers',
    'http',
    (r) =>
      `HTTP/2 200\netag: "${r.chars(HEX, 32)}"\nx-amz-request-id: ${r.chars(UPPER_ALNUM, 16)}\nx-amz-id-2: ${b64bytes(r, 57)}\ncache-control: public, max-age=31536000, immutable`,
  ],
];
