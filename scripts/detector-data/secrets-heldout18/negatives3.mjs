// Hard negatives, third part: audit, HSM, service-mesh and infrastructure metadata.

import { lines, svc } from './syntax.mjs';

const n = (name, gen) => ({ name, gen });
const year = (r) => `202${3 + r.int(2)}-0${1 + r.int(9)}-1${r.int(10)}`;

export const NEGATIVES_C = [
  n('audit-hash-chain', (r, k) => ({
    provider: 'tessera-audit',
    text: JSON.stringify({
      event_id: k.uuid(),
      actor: `svc:${svc(r)}`,
      action: 'kms.decrypt',
      prev_hash: k.hex(64),
      hash: k.hex(64),
      ts: `${year(r)}T08:00:00Z`,
    }),
  })),
  n('hsm-config', (r) => ({
    provider: r.pick(['thales-luna', 'yubihsm']),
    text: lines(
      `pkcs11 {`,
      `  library = "/usr/safenet/lunaclient/lib/libCryptoki2_64.so"`,
      `  slot = ${r.int(8)}`,
      `  token_label = "${svc(r)}-partition"`,
      `  key_label = "pan-kek-${year(r)}"`,
      `  pin = \${env:HSM_PIN}`,
      `}`,
    ),
  })),
  n('consul-export', (r, k) => ({
    provider: 'consul',
    text: JSON.stringify(
      [
        {
          key: `config/${svc(r)}/feature_flags/enabled`,
          flags: 0,
          value: Buffer.from('true').toString('base64'),
        },
        { key: `config/${svc(r)}/timeout`, flags: 0, value: Buffer.from('30s').toString('base64') },
        { key: `locks/${svc(r)}`, session: k.uuid(), flags: 3304740253, value: '' },
      ],
      null,
      2,
    ),
  })),
  n('grpc-service-config', (r) => ({
    provider: 'grpc',
    text: JSON.stringify(
      {
        methodConfig: [
          {
            name: [{ service: `corp.${svc(r).replace(/-/g, '')}.v1.LedgerService` }],
            retryPolicy: {
              maxAttempts: 4,
              initialBackoff: '0.1s',
              maxBackoff: '1s',
              backoffMultiplier: 2,
              retryableStatusCodes: ['UNAVAILABLE'],
            },
          },
        ],
        loadBalancingConfig: [{ round_robin: {} }],
      },
      null,
      2,
    ),
  })),
  n('mesh-manifest', (r) => ({
    provider: r.pick(['istio', 'linkerd']),
    text: lines(
      `apiVersion: security.istio.io/v1beta1`,
      `kind: PeerAuthentication`,
      `metadata:`,
      `  name: default`,
      `  namespace: ${r.pick(['payments', 'clinical'])}`,
      `spec:`,
      `  mtls:`,
      `    mode: STRICT`,
      `---`,
      `# envoy sds: secret name only`,
      `sds_config: { resource_api_version: V3, path: /etc/envoy/sds.yaml }`,
      `tls_certificate_sds_secret_configs: [{ name: "${svc(r)}-server-cert" }]`,
    ),
  })),
  n('terraform-refs', () => ({
    provider: 'terraform',
    text: lines(
      `resource "aws_db_instance" "ledger" {`,
      `  username = "ledger_admin"`,
      `  password = data.vault_generic_secret.ledger.data["password"]`,
      `  kms_key_id = aws_kms_key.ledger.arn`,
      `}`,
      `variable "adyen_api_key" {`,
      `  type      = string`,
      `  sensitive = true`,
      `}`,
    ),
  })),
  n('kafka-cluster-id', (r, k) => ({
    provider: 'kafka',
    text: lines(
      `# meta.properties`,
      `version=1`,
      `cluster.id=${k.b64u(22)}`,
      `node.id=${r.int(9)}`,
      `directory.id=${k.b64u(22)}`,
    ),
  })),
  n('lfs-pointer', (r, k) => ({
    provider: 'git-lfs',
    text: lines(
      `version https://git-lfs.github.com/spec/v1`,
      `oid sha256:${k.hex(64)}`,
      `size ${1000 + r.int(9e6)}`,
    ),
  })),
  n('tf-state-meta', (r, k) => ({
    provider: 'terraform',
    text: JSON.stringify(
      {
        version: 4,
        terraform_version: '1.7.5',
        serial: r.int(400),
        lineage: k.uuid(),
        outputs: { kms_key_id: { value: k.uuid(), type: 'string' } },
      },
      null,
      2,
    ),
  })),
];
