// Hard negatives from IaC and delivery files: digests, lock hashes, ids, encrypted blobs.
import {
  AN,
  APPS,
  B64,
  DIG,
  ENVS,
  HEX,
  LOAN,
  REGIONS,
  b64,
  b64text,
  isoDate,
  lines64,
  uuid,
} from './helpers.mjs';

const acct = (r) => r.chars(DIG, 12);

export const NEG_IAC = [
  {
    rule: 'terraform-lock-file',
    provider: 'terraform-lock-hash',
    make(r) {
      const prov = r.pick([
        'hashicorp/aws',
        'hashicorp/google',
        'hashicorp/azurerm',
        'hashicorp/kubernetes',
        'cloudflare/cloudflare',
        'integrations/github',
      ]);
      const zh = Array.from({ length: 3 + r.int(3) }, () => `    "zh:${r.chars(HEX, 64)}",`);
      return `provider "registry.terraform.io/${prov}" {\n  version     = "${r.int(6)}.${r.int(60)}.${r.int(9)}"\n  constraints = "~> ${r.int(6)}.0"\n  hashes = [\n    "h1:${b64(r, 32)}",\n    "h1:${b64(r, 32)}",\n${zh.join('\n')}\n  ]\n}`;
    },
  },
  {
    rule: 'terraform-state',
    provider: 'terraform-state-metadata',
    make(r) {
      const name = r.pick(APPS);
      return JSON.stringify(
        {
          version: 4,
          terraform_version: '1.9.8',
          serial: 40 + r.int(400),
          lineage: uuid(r),
          resources: [
            {
              mode: 'managed',
              type: 'aws_s3_object',
              name: 'bundle',
              instances: [
                {
                  attributes: {
                    id: `releases/${name}.zip`,
                    etag: r.chars(HEX, 32),
                    source_hash: r.chars(HEX, 64),
                    kms_key_id: `arn:aws:kms:${r.pick(REGIONS)}:${acct(r)}:key/${uuid(r)}`,
                    version_id: r.chars(AN + '._', 32),
                    checksum_sha256: b64(r, 32),
                  },
                },
              ],
            },
          ],
        },
        null,
        2,
      );
    },
  },
  {
    rule: 'terraform-hcl-block',
    provider: 'azure-ids',
    make(r) {
      return `provider "azurerm" {\n  features {}\n  use_oidc        = true\n  tenant_id       = "${uuid(r)}"\n  subscription_id = "${uuid(r)}"\n  client_id       = "${uuid(r)}"\n}`;
    },
  },
  {
    rule: 'terraform-hcl-block',
    provider: 'oidc-thumbprint',
    make(r) {
      return `resource "aws_iam_openid_connect_provider" "github" {\n  url             = "https://token.actions.githubusercontent.com"\n  client_id_list  = ["sts.amazonaws.com"]\n  thumbprint_list = ["${r.chars(HEX, 40)}", "${r.chars(HEX, 40)}"]\n}`;
    },
  },
  {
    rule: 'terraform-hcl-block',
    provider: 'aws-arn',
    make(r) {
      const env = r.pick(ENVS);
      return `data "aws_secretsmanager_secret_version" "db" {\n  secret_id = "arn:aws:secretsmanager:${r.pick(REGIONS)}:${acct(r)}:secret:${env}/db/master-${r.chars(AN, 6)}"\n}\n\nresource "aws_db_instance" "main" {\n  identifier          = "${r.pick(APPS)}-${env}"\n  password            = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]\n  kms_key_id          = "arn:aws:kms:${r.pick(REGIONS)}:${acct(r)}:key/${uuid(r)}"\n  snapshot_identifier = "rds:${r.pick(APPS)}-${isoDate(r).slice(0, 10)}-06-15"\n}`;
    },
  },
  {
    rule: 'terraform-hcl-block',
    provider: 'random-password-resource',
    make(r) {
      const n = r.pick(['db', 'redis', 'admin']);
      return `resource "random_password" "${n}" {\n  length           = ${16 + r.int(32)}\n  special          = true\n  override_special = "!#$%&*()-_=+[]{}<>:?"\n}\n\nresource "aws_ssm_parameter" "${n}_password" {\n  name  = "/${r.pick(ENVS)}/${n}/password"\n  type  = "SecureString"\n  value = random_password.${n}.result\n}`;
    },
  },
  {
    rule: 'terraform-plan-output',
    provider: 'terraform-plan-ids',
    make(r) {
      const n = r.pick(APPS).replace(/-/g, '_');
      return `  # aws_instance.${n} will be updated in-place\n  ~ resource "aws_instance" "${n}" {\n        id            = "i-${r.chars(HEX, 17)}"\n      ~ ami           = "ami-${r.chars(HEX, 17)}" -> "ami-${r.chars(HEX, 17)}"\n        subnet_id     = "subnet-${r.chars(HEX, 17)}"\n      ~ user_data     = "${r.chars(HEX, 40)}" -> "${r.chars(HEX, 40)}"\n        tags          = {\n            "Name" = "${n}"\n        }\n    }`;
    },
  },
  {
    rule: 'pulumi-stack-config',
    provider: 'pulumi-encrypted-config',
    make(r) {
      const proj = r.pick(APPS);
      return `# Pulumi.${r.pick(ENVS)}.yaml\nencryptionsalt: v1:${b64(r, 8)}:v1:${b64(r, 12)}:${b64(r, 24)}\nconfig:\n  aws:region: ${r.pick(REGIONS)}\n  ${proj}:dbPassword:\n    secure: v1:${b64(r, 12)}:${b64(r, 40)}\n  ${proj}:stripeKey:\n    secure: v1:${b64(r, 12)}:${b64(r, 64)}`;
    },
  },
  {
    rule: 'sops-encrypted-file',
    provider: 'sops-ciphertext',
    make(r) {
      const enc = (n) =>
        `ENC[AES256_GCM,data:${b64(r, n)},iv:${b64(r, 32)},tag:${b64(r, 16)},type:str]`;
      return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${r.pick(APPS)}\nstringData:\n  DATABASE_PASSWORD: ${enc(18)}\n  STRIPE_SECRET_KEY: ${enc(48)}\nsops:\n  age:\n    - recipient: age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}\n  lastmodified: "${isoDate(r)}"\n  mac: ENC[AES256_GCM,data:${b64(r, 64)},iv:${b64(r, 32)},tag:${b64(r, 16)},type:str]\n  version: 3.9.0`;
    },
  },
  {
    rule: 'ansible-vault-file',
    provider: 'ansible-vault-ciphertext',
    make(r) {
      const blob = Array.from({ length: 6 }, () => '          ' + r.chars(HEX, 80)).join('\n');
      return `# group_vars/${r.pick(ENVS)}/vault.yml references\ndb_password: !vault |\n          $ANSIBLE_VAULT;1.1;AES256\n${blob}\napi_user: deploy`;
    },
  },
  {
    rule: 'sealed-secret',
    provider: 'sealed-secrets-ciphertext',
    make(r) {
      return `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: ${r.pick(APPS)}-env\n  namespace: ${r.pick(ENVS)}\nspec:\n  encryptedData:\n    API_TOKEN: AgB${r.chars(B64, 340)}==\n    DB_PASSWORD: AgA${r.chars(B64, 340)}==`;
    },
  },
  {
    rule: 'k8s-deployment-env',
    provider: 'k8s-secret-ref',
    make(r) {
      const app = r.pick(APPS);
      return `          env:\n            - name: DATABASE_PASSWORD\n              valueFrom:\n                secretKeyRef:\n                  name: ${app}-db\n                  key: password\n            - name: STRIPE_SECRET_KEY\n              valueFrom:\n                secretKeyRef:\n                  name: ${app}-stripe\n                  key: secret-key\n          envFrom:\n            - secretRef:\n                name: ${app}-env`;
    },
  },
  {
    rule: 'external-secret',
    provider: 'external-secrets-ref',
    make(r) {
      const app = r.pick(APPS);
      return `apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: ${app}\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: ${r.pick(['vault-backend', 'aws-secrets-manager'])}\n    kind: ClusterSecretStore\n  target:\n    name: ${app}-env\n  data:\n    - secretKey: GITHUB_TOKEN\n      remoteRef:\n        key: ${r.pick(ENVS)}/${app}/github\n        property: token`;
    },
  },
  {
    rule: 'k8s-deployment-env',
    provider: 'image-digest',
    make(r) {
      const app = r.pick(APPS);
      return `      containers:\n        - name: ${app}\n          image: ghcr.io/acme/${app}@sha256:${r.chars(HEX, 64)}\n        - name: envoy\n          image: envoyproxy/envoy:v1.30.1@sha256:${r.chars(HEX, 64)}\n      imagePullSecrets:\n        - name: ghcr-pull`;
    },
  },
  {
    rule: 'kubectl-output',
    provider: 'k8s-ids',
    make(r) {
      const app = r.pick(APPS);
      return `$ kubectl get pod ${app}-${r.chars(LOAN, 10)}-${r.chars(LOAN, 5)} -o yaml | head\nmetadata:\n  uid: ${uuid(r)}\n  resourceVersion: "${r.chars(DIG, 9)}"\n  labels:\n    pod-template-hash: ${r.chars(LOAN, 10)}\nstatus:\n  containerStatuses:\n  - containerID: containerd://${r.chars(HEX, 64)}\n    imageID: ghcr.io/acme/${app}@sha256:${r.chars(HEX, 64)}`;
    },
  },
  {
    rule: 'helm-values',
    provider: 'helm-checksum',
    make(r) {
      return `podAnnotations:\n  checksum/config: ${r.chars(HEX, 64)}\n  checksum/secret: ${r.chars(HEX, 64)}\nexistingSecret: ${r.pick(APPS)}-credentials\nexistingSecretPasswordKey: password\nauth:\n  usePasswordFiles: true`;
    },
  },
  {
    rule: 'helm-chart-lock',
    provider: 'helm-chart-digest',
    make(r) {
      return `dependencies:\n- name: postgresql\n  repository: oci://registry-1.docker.io/bitnamicharts\n  version: 15.${r.int(6)}.${r.int(9)}\n- name: redis\n  repository: oci://registry-1.docker.io/bitnamicharts\n  version: 19.${r.int(6)}.${r.int(9)}\ndigest: sha256:${r.chars(HEX, 64)}\ngenerated: "${isoDate(r)}"`;
    },
  },
  {
    rule: 'kubeconfig-user',
    provider: 'kubeconfig-ca-data',
    make(r) {
      const ca =
        b64text(`-----BEGIN CERTIFICATE-----\nMIIC${r.chars(B64, 60)}\n`) + r.chars(B64, 120) + '=';
      return `apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: ${ca}\n    server: https://${r.chars(HEX, 32).toUpperCase()}.gr7.${r.pick(REGIONS)}.eks.amazonaws.com\n  name: prod\nusers:\n- name: prod\n  user:\n    exec:\n      apiVersion: client.authentication.k8s.io/v1beta1\n      command: aws\n      args: [eks, get-token, --cluster-name, prod]`;
    },
  },
  {
    rule: 'github-actions-workflow',
    provider: 'pinned-action-sha',
    make(r) {
      return `    permissions:\n      id-token: write\n      contents: read\n    steps:\n      - uses: actions/checkout@${r.chars(HEX, 40)} # v4.1.7\n      - uses: aws-actions/configure-aws-credentials@${r.chars(HEX, 40)} # v4.0.2\n        with:\n          role-to-assume: arn:aws:iam::${acct(r)}:role/gha-deploy\n          aws-region: ${r.pick(REGIONS)}\n      - uses: hashicorp/setup-terraform@${r.chars(HEX, 40)} # v3`;
    },
  },
  {
    rule: 'ci-log',
    provider: 'ci-build-ids',
    make(r) {
      return `Cache restored from key: node-cache-Linux-x64-npm-${r.chars(HEX, 64)}\nHEAD is now at ${r.chars(HEX, 7)} chore: bump deps\nGITHUB_SHA=${r.chars(HEX, 40)}\nGITHUB_RUN_ID=${r.chars(DIG, 10)}\n#12 writing image sha256:${r.chars(HEX, 64)} done\n#12 naming to ghcr.io/acme/${r.pick(APPS)}:${r.chars(HEX, 7)} done`;
    },
  },
  {
    rule: 'ci-log',
    provider: 'buildkite-ids',
    make(r) {
      return `~~~ Preparing working directory\nBUILDKITE_BUILD_ID=${uuid(r)}\nBUILDKITE_JOB_ID=${uuid(r)}\nBUILDKITE_COMMIT=${r.chars(HEX, 40)}\nBUILDKITE_AGENT_ID=${uuid(r)}\n$ git checkout -f ${r.chars(HEX, 40)}`;
    },
  },
  {
    rule: 'gitlab-ci',
    provider: 'gitlab-predefined-vars',
    make(r) {
      return `publish:\n  stage: deploy\n  script:\n    - echo "//\${CI_SERVER_HOST}/api/v4/projects/\${CI_PROJECT_ID}/packages/npm/:_authToken=\${CI_JOB_TOKEN}" > .npmrc\n    - docker login -u "$CI_REGISTRY_USER" -p "$CI_REGISTRY_PASSWORD" "$CI_REGISTRY"\n    - npm publish\n  id_tokens:\n    VAULT_ID_TOKEN:\n      aud: https://vault.${r.pick(['acme.io', 'corp.example'])}`;
    },
  },
  {
    rule: 'jenkinsfile',
    provider: 'jenkins-credentials-binding',
    make(r) {
      return `pipeline {\n  agent any\n  environment {\n    NEXUS_CREDS = credentials('nexus-deployer')\n    SONAR_TOKEN = credentials('sonar-${r.pick(APPS)}')\n  }\n  stages {\n    stage('Publish') {\n      steps {\n        withCredentials([string(credentialsId: 'npm-token', variable: 'NPM_TOKEN')]) {\n          sh 'npm publish'\n        }\n      }\n    }\n  }\n}`;
    },
  },
  {
    rule: 'docker-compose-env',
    provider: 'compose-secrets-file',
    make(r) {
      const app = r.pick(APPS);
      return `services:\n  ${app}:\n    image: ghcr.io/acme/${app}@sha256:${r.chars(HEX, 64)}\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt`;
    },
  },
  {
    rule: 'dockerfile',
    provider: 'buildkit-secret-mount',
    make(r) {
      return `# syntax=docker/dockerfile:1.7\nFROM node:20-alpine@sha256:${r.chars(HEX, 64)}\nWORKDIR /app\nCOPY package*.json ./\nRUN --mount=type=secret,id=npm_token,env=NPM_TOKEN \\\n    npm ci --omit=dev\nCOPY . .`;
    },
  },
  {
    rule: 'ansible-vars',
    provider: 'ssh-public-key',
    make(r) {
      return `- name: Authorize deploy key\n  ansible.posix.authorized_key:\n    user: deploy\n    state: present\n    key: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)} ci@${r.pick(APPS)}"`;
    },
  },
  {
    rule: 'cloud-init',
    provider: 'ssh-public-key',
    make(r) {
      return `#cloud-config\nusers:\n  - name: ops\n    groups: sudo\n    shell: /bin/bash\n    ssh_authorized_keys:\n      - ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${r.chars(B64, 200)}= ops@laptop\n      - ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${r.chars(B64, 86)}= ci`;
    },
  },
  {
    rule: 'wireguard-config',
    provider: 'wireguard-public-key',
    make(r) {
      return `[Peer]\n# ${r.pick(['office', 'bastion', 'runner-01'])}\nPublicKey = ${r.chars(B64, 42)}A=\nAllowedIPs = 10.${r.int(50)}.0.0/16\nEndpoint = vpn.${r.pick(['acme.io', 'corp.example'])}:51820\nPersistentKeepalive = 25`;
    },
  },
  {
    rule: 'helm-values',
    provider: 'tls-certificate',
    make(r) {
      return `ingress:\n  tls:\n    crt: |\n      -----BEGIN CERTIFICATE-----\n${lines64(
        'MIIDdzCCAl+gAwIBAgIU' + r.chars(B64, 230),
      )
        .split('\n')
        .map((l) => '      ' + l)
        .join(
          '\n',
        )}\n      -----END CERTIFICATE-----\n    existingKeySecret: ${r.pick(APPS)}-tls-key`;
    },
  },
  {
    rule: 'age-recipients',
    provider: 'age-public-key',
    make(r) {
      return `# .sops.yaml\ncreation_rules:\n  - path_regex: secrets/${r.pick(ENVS)}/.*\\.yaml$\n    age: >-\n      age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)},\n      age1${r.chars('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`;
    },
  },
  {
    rule: 'ci-log',
    provider: 'cosign-signature-digest',
    make(r) {
      return `Generating ephemeral keys...\nRetrieving signed certificate...\ntlog entry created with index: ${r.chars(DIG, 9)}\nPushing signature to: ghcr.io/acme/${r.pick(APPS)}\nsha256-${r.chars(HEX, 64)}.sig\nVerified OK, digest sha256:${r.chars(HEX, 64)}`;
    },
  },
  {
    rule: 'tfc-run-output',
    provider: 'terraform-cloud-ids',
    make(r) {
      return `Running apply in Terraform Cloud. Output will stream here.\n\nTo view this run in a browser, visit:\nhttps://app.terraform.io/app/acme/${r.pick(APPS)}-${r.pick(ENVS)}/runs/run-${r.chars(AN, 16)}\n\nWaiting for the plan to start...\nConfiguration version: cv-${r.chars(AN, 16)}\nState version: sv-${r.chars(AN, 16)}`;
    },
  },
  {
    rule: 'lock-file-integrity',
    provider: 'package-integrity',
    make(r) {
      const kind = r.int(3);
      if (kind === 0) {
        return `    "node_modules/${r.pick(['undici', 'yaml', 'semver', 'zod'])}": {\n      "version": "${r.int(8)}.${r.int(20)}.${r.int(9)}",\n      "resolved": "https://registry.npmjs.org/pkg/-/pkg.tgz",\n      "integrity": "sha512-${r.chars(B64, 86)}==",\n      "license": "MIT"\n    }`;
      }
      if (kind === 1) {
        return `github.com/${r.pick(['hashicorp/go-tfe', 'spf13/cobra', 'aws/aws-sdk-go-v2'])} v1.${r.int(60)}.0 h1:${b64(r, 32)}\ngithub.com/${r.pick(['hashicorp/go-tfe', 'spf13/cobra'])} v1.${r.int(60)}.0/go.mod h1:${b64(r, 32)}`;
      }
      return `boto3==1.34.${r.int(99)} \\\n    --hash=sha256:${r.chars(HEX, 64)} \\\n    --hash=sha256:${r.chars(HEX, 64)}`;
    },
  },
];
