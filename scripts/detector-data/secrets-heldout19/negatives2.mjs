// More hard negatives: ids, public keys, certificates, public-by-design client keys, vendor
// example keys, base64 data, and credential-free workstation config.

import { b64, expand as x, pemData, uuid } from './values.mjs';

const ids = {
  uuidIds: (r) => ({
    text: `{\n  "workspaceId": "${uuid(r)}",\n  "projectId": "${uuid(r)}",\n  "tenant_id": "${uuid(r)}",\n  "displayName": "Analytics (prod)"\n}`,
    provider: 'generic',
  }),
  traceLog: (r) => ({
    text: `2024-06-03T12:44:09.120Z INFO request completed status=200 trace_id=${x('{h:32}', r)} span_id=${x('{h:16}', r)} request_id=${x('req_{a:24}', r)} duration_ms=${r.int(900)}`,
    provider: 'generic',
  }),
  etagNonce: (r) => ({
    text: `HTTP/1.1 200 OK\nETag: "${x('{h:32}', r)}"\nContent-Security-Policy: script-src 'nonce-${x('{b:22}', r)}=='\nX-Request-Id: ${uuid(r)}`,
    provider: 'http',
  }),
  mongoIds: (r) => ({
    text: `db.orders.find({ _id: ObjectId("${x('{h:24}', r)}"), customerId: ObjectId("${x('{h:24}', r)}") })`,
    provider: 'mongodb',
  }),
  tfState: (r) => ({
    text: `{\n  "version": 4,\n  "terraform_version": "1.7.5",\n  "serial": ${r.int(400)},\n  "lineage": "${uuid(r)}",\n  "outputs": {}\n}`,
    provider: 'terraform',
  }),
  vscodeIds: (r) => ({
    text: JSON.stringify(
      {
        recommendations: [
          'dbaeumer.vscode-eslint',
          'esbenp.prettier-vscode',
          'ms-azuretools.vscode-docker',
        ],
        'telemetry.machineId': x('{h:64}', r),
        'workbench.colorTheme': 'Default Dark Modern',
      },
      null,
      2,
    ),
    provider: 'vscode',
  }),
  jetbrainsWorkspace: (r) => ({
    text: `<component name="ProjectId" id="${x('{a:27}', r)}" />\n<component name="PropertiesComponent">{\n  "keyToString": {\n    "RunOnceActivity.ShowReadmeOnStart": "true",\n    "last_opened_file_path": "$PROJECT_DIR$/src"\n  }\n}</component>`,
    provider: 'jetbrains',
  }),
  cssColors: (r) => ({
    text: `:root {\n  --brand: #${x('{h:6}', r)};\n  --brand-dark: #${x('{h:6}', r)};\n  --overlay: #${x('{h:8}', r)};\n}`,
    provider: 'css',
  }),
  cryptoAddresses: (r) => ({
    text: `Treasury wallets (public):\n- ETH: 0x${x('{h:40}', r)}\n- BTC: bc1q${x('{z:38}', r)}\nSend only ERC-20 tokens to the first address.`,
    provider: 'ethereum',
  }),
};

const keys = {
  sshPublic: (r) => ({
    text: `# ~/.ssh/authorized_keys\nssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${x('{b:43}', r)} dana@laptop\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${x('{b:180}', r)} ci@runner`,
    provider: 'ssh',
  }),
  knownHosts: (r) => ({
    text: `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${x('{b:43}', r)}\n|1|${x('{b:27}', r)}=|${x('{b:27}', r)}= ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAI${x('{b:120}', r)}=`,
    provider: 'ssh',
  }),
  fingerprints: (r) => ({
    text: `The authenticity of host 'git.acme.dev (10.4.0.8)' can't be established.\nED25519 key fingerprint is SHA256:${x('{b:43}', r)}.\nCertificate SHA-1 fingerprint: ${Array.from({ length: 20 }, () => x('{H:2}', r)).join(':')}`,
    provider: 'ssh',
  }),
  gpgIds: (r) => ({
    text: `[user]\n\tname = Dana Ruiz\n\temail = dana@acme.io\n\tsigningkey = ${x('{H:16}', r)}\n[commit]\n\tgpgsign = true\n# pub   ed25519 2023-01-04 [SC]\n#       ${x('{H:40}', r)}`,
    provider: 'gpg',
  }),
  kubeCaOnly: (r) => ({
    text: `clusters:\n- cluster:\n    certificate-authority-data: ${pemData(r, 'CERTIFICATE')}\n    server: https://k8s.acme.dev:6443\n  name: prod\nusers:\n- name: oidc\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: kubelogin\n      args: [get-token, --oidc-issuer-url=https://sso.acme.dev]`,
    provider: 'kubernetes',
  }),
  pemCert: (r) => {
    const body = Buffer.from(pemData(r, 'CERTIFICATE'), 'base64').toString('utf8');
    return { text: `# ca-bundle.crt (public)\n${body}`, provider: 'tls' };
  },
  imageData: (r) => ({
    text: `.logo {\n  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${x('{b:120}', r)}AAAAAElFTkSuQmCC");\n}`,
    provider: 'css',
  }),
  fixtureB64: (r) => ({
    text: `const SAMPLE_CSV = '${b64(`id,name,amount\n1,${r.pick(['Ana', 'Bo', 'Chen'])},${r.int(999)}.50\n2,Dmitri,${r.int(99)}.10\n`)}'; // base64 of tests/data/small.csv`,
    provider: 'generic',
  }),
};

const publicByDesign = {
  stripePublishable: (r) => ({
    text: `<script src="https://js.stripe.com/v3/"></script>\n<script>\n  const stripe = Stripe('pk_live_${x('{a:99}', r)}');\n</script>`,
    provider: 'stripe',
  }),
  algoliaSearchOnly: (r) => ({
    text: `const search = algoliasearch('${x('{u:10}', r)}', '${x('{h:32}', r)}'); // search-only API key, safe in the browser`,
    provider: 'algolia',
  }),
  mapboxPublic: (r) => ({
    text: `mapboxgl.accessToken = 'pk.eyJ1IjoiYWNtZS1tYXBzIiwiYSI6I${x('{w:20}', r)}In0.${x('{w:22}', r)}';`,
    provider: 'mapbox',
  }),
  posthogProject: (r) => ({
    text: `posthog.init('phc_${x('{a:43}', r)}', { api_host: 'https://eu.i.posthog.com' })`,
    provider: 'posthog',
  }),
  awsExample: () => ({
    text: 'Example from the AWS docs:\n\n    aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n    aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    provider: 'aws',
  }),
};

const workstationPlain = {
  awsConfig: (r) => ({
    text: `[profile dev]\nsso_session = acme\nsso_account_id = ${x('{d:12}', r)}\nsso_role_name = PowerUser\nregion = eu-central-1\n\n[sso-session acme]\nsso_start_url = https://acme.awsapps.com/start\nsso_region = eu-central-1`,
    provider: 'aws',
  }),
  gcloudConfig: (r) => ({
    text: `[core]\naccount = dana@acme.io\nproject = acme-${x('{z:6}', r)}-${x('{d:6}', r)}\n[compute]\nregion = europe-west4\nzone = europe-west4-b`,
    provider: 'google-cloud',
  }),
  helmReposPlain: () => ({
    text: 'repositories:\n- name: bitnami\n  url: https://charts.bitnami.com/bitnami\n  username: ""\n  password: ""\n- name: jetstack\n  url: https://charts.jetstack.io',
    provider: 'helm',
  }),
  yarnrcPlain: () => ({
    text: 'nodeLinker: pnp\nenableGlobalCache: true\nnpmScopes:\n  acme:\n    npmRegistryServer: "https://npm.pkg.github.com"\n    npmAuthToken: "${GITHUB_PACKAGES_TOKEN-}"',
    provider: 'npm',
  }),
  pypircPlain: () => ({
    text: '[distutils]\nindex-servers = pypi testpypi\n\n[testpypi]\nrepository = https://test.pypi.org/legacy/\nusername = __token__',
    provider: 'pypi',
  }),
  cargoConfig: () => ({
    text: '[registries.acme]\nindex = "sparse+https://cargo.acme.dev/index/"\ncredential-provider = "cargo:token"\n\n[net]\ngit-fetch-with-cli = true',
    provider: 'crates-io',
  }),
  gitCredHelper: () => ({
    text: '[credential]\n\thelper = osxkeychain\n[credential "https://dev.azure.com"]\n\tuseHttpPath = true\n[url "git@github.com:"]\n\tinsteadOf = https://github.com/',
    provider: 'git',
  }),
};

export { ids, keys, publicByDesign, workstationPlain };
