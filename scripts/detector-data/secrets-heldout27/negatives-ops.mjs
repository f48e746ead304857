// More IaC and delivery hard negatives: dynamic references, revisions, ids and digests.
import {
  AN,
  APPS,
  B64,
  B64U,
  DIG,
  ENVS,
  HEX,
  LOAN,
  REGIONS,
  b64text,
  isoDate,
  uuid,
} from './helpers.mjs';

const acct = (r) => r.chars(DIG, 12);

export const NEG_OPS = [
  {
    rule: 'cfn-template',
    provider: 'cfn-dynamic-ref',
    make(r) {
      return `Resources:\n  Database:\n    Type: AWS::RDS::DBInstance\n    Properties:\n      MasterUsername: '{{resolve:secretsmanager:${r.pick(ENVS)}/rds:SecretString:username}}'\n      MasterUserPassword: '{{resolve:secretsmanager:${r.pick(ENVS)}/rds:SecretString:password}}'\n      KmsKeyId: !Sub arn:aws:kms:\${AWS::Region}:\${AWS::AccountId}:key/${uuid(r)}`;
    },
  },
  {
    rule: 'argocd-application',
    provider: 'git-revision',
    make(r) {
      return `status:\n  sync:\n    status: Synced\n    revision: ${r.chars(HEX, 40)}\n  operationState:\n    syncResult:\n      revision: ${r.chars(HEX, 40)}\n  history:\n  - id: ${r.int(90)}\n    revision: ${r.chars(HEX, 40)}\n    deployedAt: "${isoDate(r)}"`;
    },
  },
  {
    rule: 'flux-kustomization',
    provider: 'git-revision',
    make(r) {
      return `status:\n  lastAppliedRevision: main@sha1:${r.chars(HEX, 40)}\n  lastAttemptedRevision: main@sha1:${r.chars(HEX, 40)}\n  inventory:\n    entries:\n    - id: ${r.pick(ENVS)}_${r.pick(APPS)}_apps_Deployment\n      v: v1`;
    },
  },
  {
    rule: 'ansible-inventory',
    provider: 'ssh-host-fingerprint',
    make(r) {
      return `# known_hosts pinned for the bastion\nbastion.${r.pick(['acme.io', 'corp.example'])} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r.chars(B64, 43)}\n# SHA256:${r.chars(B64, 43)} (ED25519)\n[bastion]\nbastion-01 ansible_host=10.0.${r.int(200)}.${r.int(200)} ansible_user=ops`;
    },
  },
  {
    rule: 'k8s-configmap',
    provider: 'encoded-config',
    make(r) {
      const conf = JSON.stringify({
        logLevel: r.pick(['info', 'debug']),
        region: r.pick(REGIONS),
        features: { checkout: true },
      });
      return `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${r.pick(APPS)}-config\nbinaryData:\n  settings.json: ${b64text(conf)}\ndata:\n  CACHE_KEY_PREFIX: "${r.chars(HEX, 12)}"`;
    },
  },
  {
    rule: 'k8s-secret-manifest',
    provider: 'encoded-non-secret',
    make(r) {
      const app = r.pick(APPS);
      return `apiVersion: v1\nkind: Secret\nmetadata:\n  name: ${app}-db-meta\ntype: Opaque\ndata:\n  username: ${b64text(r.pick(['app', 'postgres', 'svc_api']))}\n  host: ${b64text(`${app}.${r.pick(ENVS)}.svc.cluster.local`)}\n  port: ${b64text('5432')}`;
    },
  },
  {
    rule: 'aws-ids',
    provider: 'aws-resource-ids',
    make(r) {
      return `vpc_id              = "vpc-${r.chars(HEX, 17)}"\nprivate_subnet_ids  = ["subnet-${r.chars(HEX, 17)}", "subnet-${r.chars(HEX, 17)}"]\nsecurity_group_ids  = ["sg-${r.chars(HEX, 17)}"]\nami_id              = "ami-${r.chars(HEX, 17)}"\naccount_id          = "${acct(r)}"\ncertificate_arn     = "arn:aws:acm:${r.pick(REGIONS)}:${acct(r)}:certificate/${uuid(r)}"`;
    },
  },
  {
    rule: 'gcp-ids',
    provider: 'gcp-workload-identity',
    make(r) {
      return `      - uses: google-github-actions/auth@v2\n        with:\n          workload_identity_provider: projects/${r.chars(DIG, 12)}/locations/global/workloadIdentityPools/github/providers/${r.pick(APPS)}\n          service_account: deployer@${r.pick(APPS)}-${r.chars(LOAN, 6)}.iam.gserviceaccount.com`;
    },
  },
  {
    rule: 'vault-response',
    provider: 'vault-accessor-metadata',
    make(r) {
      return `Key                  Value\n---                  -----\naccessor             ${r.chars(AN, 24)}\ncreation_time        ${epoch(r)}\ndisplay_name         approle\nentity_id            ${uuid(r)}\nexpire_time          ${isoDate(r)}\npolicies             [default ci-read]\nttl                  ${r.int(60)}m`;
    },
  },
  {
    rule: 'docker-manifest',
    provider: 'oci-digest',
    make(r) {
      return JSON.stringify(
        {
          schemaVersion: 2,
          mediaType: 'application/vnd.oci.image.index.v1+json',
          manifests: ['amd64', 'arm64'].map((a) => ({
            mediaType: 'application/vnd.oci.image.manifest.v1+json',
            digest: `sha256:${r.chars(HEX, 64)}`,
            size: 1000 + r.int(2000),
            platform: { architecture: a, os: 'linux' },
          })),
        },
        null,
        2,
      );
    },
  },
  {
    rule: 'circleci-config',
    provider: 'circleci-cache-key',
    make(r) {
      return `      - restore_cache:\n          keys:\n            - v2-deps-{{ checksum "package-lock.json" }}\n      - run: echo "cache key v2-deps-${r.chars(B64U, 43)}="\n      - save_cache:\n          key: v2-deps-{{ .Branch }}-${r.chars(HEX, 40)}\n          paths: [node_modules]`;
    },
  },
];

function epoch(r) {
  return 1700000000 + r.int(60000000);
}
