// Hard negatives, second part: ids, hashes, public keys, test data and redaction output.

import { host, lines, svc } from './syntax.mjs';

const SLUGS = [
  'mollie',
  'adyen',
  'okta',
  'epic-fhir',
  'confluent-cloud',
  'hashicorp-vault',
  'keycloak',
  'datadog',
  'xendit',
  'brevo',
  'ledger-core',
  'kafka-connect',
  'spring-cloud-config',
];
const n = (name, gen) => ({ name, gen });
const year = (r) => `202${3 + r.int(2)}-0${1 + r.int(9)}-1${r.int(10)}`;

export const NEGATIVES_B = [
  n('test-iban-card', (r) => ({
    provider: 'payments-testdata',
    text: lines(
      `# Sandbox test data (from the acquirer's docs, never real accounts)`,
      `| Case | Card | IBAN |`,
      `|------|------|------|`,
      `| success | ${r.pick(['4111 1111 1111 1111', '5555555555554444', '4000000000000002'])} | ${r.pick(['DE89370400440532013000', 'GB33BUKB20201555555555', 'NL91ABNA0417164300'])} |`,
      `| 3DS challenge | ${r.pick(['4000000000003220', '4212345678901237'])} | FR1420041010050500013M02606 |`,
      `CVC: any 3 digits, expiry: any future date`,
    ),
  })),
  n('idempotency-correlation', (r, k) => ({
    provider: r.pick(['adyen', 'mollie', 'heron-payments']),
    text: lines(
      `POST /v1/payments HTTP/1.1`,
      `Host: ${host(r, 'payments')}`,
      `Authorization: Bearer \${ACCESS_TOKEN}`,
      `Idempotency-Key: ${k.uuid()}`,
      `X-Correlation-ID: ${k.hex(32)}`,
      `traceparent: 00-${k.hex(32)}-${k.hex(16)}-01`,
      `Content-Type: application/json`,
    ),
  })),
  n('hl7-control-id', (r, k) => ({
    provider: 'hl7-mllp',
    text: lines(
      `MSH|^~\\&|EPIC|${r.pick(['STMARY', 'NORTHCLIN'])}|MIRTH|LAB|${year(r).replace(/-/g, '')}0930||ADT^A08|${k.upper(20)}|P|2.5.1`,
      `EVN|A08|${year(r).replace(/-/g, '')}0930`,
      `PID|1||${k.digits(8)}^^^MRN||DOE^JANE||19800101|F`,
      `PV1|1|O|CLINIC^^^${r.pick(['A', 'B'])}`,
    ),
  })),
  n('fhir-resource-ids', (r, k) => ({
    provider: 'fhir',
    text: JSON.stringify(
      {
        resourceType: 'Patient',
        id: k.b64u(22).replace(/_/g, '-'),
        meta: { versionId: String(1 + r.int(9)), lastUpdated: `${year(r)}T10:00:00Z` },
        identifier: [{ system: 'urn:oid:2.16.840.1.113883.4.1', value: '000-00-0000' }],
      },
      null,
      2,
    ),
  })),
  n('checksums', (r, k) => ({
    provider: 'release-artifacts',
    text: lines(
      `# SHA256SUMS`,
      `${k.hex(64)}  ${svc(r)}-${1 + r.int(4)}.${r.int(20)}.${r.int(9)}-linux-amd64.tar.gz`,
      `${k.hex(64)}  ${svc(r)}-${1 + r.int(4)}.${r.int(20)}.0-darwin-arm64.tar.gz`,
      `md5: ${k.hex(32)}`,
      `sha1: ${k.hex(40)}`,
    ),
  })),
  n('git-commits', (r, k) => ({
    provider: 'git',
    text: lines(
      `## Changelog`,
      `- ${k.hex(40)} fix(kms): retry on throttling`,
      `- ${k.hex(7)} feat(fhir): bulk export`,
      `Merge pull request #${r.int(900)} from corp/${svc(r)}`,
      `go.sum: github.com/corp/${svc(r)} v1.${r.int(9)}.0 h1:${k.b64p(32)}`,
    ),
  })),
  n('docker-digest', (r, k) => ({
    provider: 'container-registry',
    text: lines(
      `containers:`,
      `  - name: ${svc(r)}`,
      `    image: registry.corp.example/${svc(r)}@sha256:${k.hex(64)}`,
      `  - name: envoy`,
      `    image: envoyproxy/envoy:v1.${28 + r.int(4)}.${r.int(5)}@sha256:${k.hex(64)}`,
    ),
  })),
  n('uuid-ids', (r, k) => ({
    provider: r.pick(['azure', 'consul']),
    text: lines(
      `tenant_id       = "${k.uuid()}"`,
      `subscription_id = "${k.uuid()}"`,
      `client_id       = "${k.uuid()}" # app registration, secret via federated credential`,
      `resource_group  = "rg-${svc(r)}-${r.pick(['weu', 'neu'])}"`,
    ),
  })),
  n('lock-integrity', (r, k) => ({
    provider: 'npm',
    text: lines(
      `    "node_modules/${r.pick(['jose', 'openid-client', 'pino', 'undici'])}": {`,
      `      "version": "${1 + r.int(5)}.${r.int(20)}.${r.int(9)}",`,
      `      "resolved": "https://registry.npmjs.org/jose/-/jose-5.2.0.tgz",`,
      `      "integrity": "sha512-${k.b64p(64)}",`,
      `      "license": "MIT"`,
      `    },`,
    ),
  })),
  n('sri-hash', (r, k) => ({
    provider: 'web',
    text: `<script src="https://cdn.${r.pick(['corp', 'bank'])}.example/checkout/${1 + r.int(3)}.${r.int(9)}.0/sdk.js" integrity="sha384-${k.b64p(48)}" crossorigin="anonymous"></script>`,
  })),
  n('ssh-public-key', (r, k) => ({
    provider: 'ssh',
    text: lines(
      `# authorized_keys for deploy user`,
      `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${k.b64(43)} ${r.pick(['ci@runner', 'ops@bastion'])}`,
      `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${k.b64(300)} backup@${r.pick(['vault', 'hsm'])}-host`,
    ),
  })),
  n('public-cert', (r, k) => ({
    provider: 'tls',
    text: lines(
      `ca.crt: |`,
      `  -----BEGIN CERTIFICATE-----`,
      ...Array.from({ length: 6 }, () => `  ${k.b64(64)}`),
      `  -----END CERTIFICATE-----`,
    ),
  })),
  n('pgp-public', (r, k) => ({
    provider: 'pgp',
    text: lines(
      `-----BEGIN PGP PUBLIC KEY BLOCK-----`,
      '',
      ...Array.from({ length: 5 }, () => k.b64(64)),
      `=${k.b64(4)}`,
      `-----END PGP PUBLIC KEY BLOCK-----`,
    ),
  })),
  n('base64-image', (r, k) => ({
    provider: 'assets',
    text: lines(
      `.logo {`,
      `  background-image: url("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAABAAAAAQ${k.b64(120)}");`,
      `  color: #${k.hex(6)};`,
      `}`,
    ),
  })),
  n('ids-named', (r, k) => ({
    provider: 'observability',
    text: lines(
      `{"level":"info","msg":"settlement batch closed","trace_id":"${k.hex(32)}","span_id":"${k.hex(16)}",`,
      ` "request_id":"${k.b62(24)}","etag":"\\"${k.hex(40)}\\"","nonce":"${k.b64u(22)}","checksum":"${k.hex(64)}"}`,
    ),
  })),
  n('css-colours', (r, k) => ({
    provider: 'design-tokens',
    text: lines(
      `:root {`,
      `  --brand-primary: #${k.hex(6)};`,
      `  --brand-accent: #${k.hex(6)};`,
      `  --surface: #${k.hex(8)};`,
      `}`,
    ),
  })),
  n('publishable-keys', (r, k) =>
    r.pick([
      () => ({
        provider: 'paystack',
        text: lines(
          `<script>`,
          `  PaystackPop.setup({ key: 'pk_live_${k.hex(40)}', email: customer.email, amount: total });`,
          `</script>`,
        ),
      }),
      () => ({
        provider: 'razorpay',
        text: lines(
          `const options = {`,
          `  key: "rzp_live_${k.b62(14)}", // key_id, used by checkout.js in the browser`,
          `  amount: order.amount,`,
          `  order_id: order.id,`,
          `};`,
        ),
      }),
      () => ({
        provider: 'adyen',
        text: lines(
          `const checkout = await AdyenCheckout({`,
          `  clientKey: 'live_${k.upper(32)}',`,
          `  environment: 'live',`,
          `});`,
        ),
      }),
      () => ({
        provider: 'pubnub',
        text: lines(
          `pubnub = PubNub({`,
          `  publishKey: "pub-c-${k.uuid()}",`,
          `  subscribeKey: "sub-c-${k.uuid()}",`,
          `  userId: deviceId,`,
          `})`,
        ),
      }),
      () => ({
        provider: 'mapbox',
        text: lines(
          `mapboxgl.accessToken = 'pk.eyJ1Ijoi${k.b64u(40)}.${k.b64u(22)}';`,
          `const map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/streets-v12' });`,
        ),
      }),
      () => ({
        provider: 'posthog',
        text: lines(
          `posthog.init('phc_${k.b62(43)}', {`,
          `  api_host: 'https://eu.i.posthog.com',`,
          `})`,
        ),
      }),
      () => ({
        provider: 'flutterwave',
        text: lines(
          `FlutterwaveCheckout({`,
          `  public_key: "FLWPUBK-${k.hex(32)}-X",`,
          `  tx_ref: "${k.hex(12)}",`,
          `});`,
        ),
      }),
    ])(),
  ),
  n('vendor-example-keys', (r) =>
    r.pick([
      () => ({
        provider: 'aws',
        text: lines(
          `# Example from the AWS docs - not a real key`,
          `aws_access_key_id = AKIAIOSFODNN7EXAMPLE`,
          `aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY`,
        ),
      }),
      () => ({
        provider: 'azurite',
        text: lines(
          `# Azurite local emulator, well-known development account`,
          `AZURE_STORAGE_CONNECTION_STRING=DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;`,
        ),
      }),
      () => ({
        provider: 'jwt-io',
        text: lines(
          `// the sample token from jwt.io, used in parser tests`,
          `const SAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';`,
        ),
      }),
    ])(),
  ),
  n('redaction-output', (r, k) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `2024-05-02T11:0${r.int(10)}:00Z INFO [${svc(r)}] loaded config`,
      `  api_key=${r.pick(['sk_live_****' + k.digits(4), '[REDACTED]', '********', '<redacted>', '[FILTERED]'])}`,
      `  client_secret=${r.pick(['***', '[REDACTED]', '••••••••'])}`,
      `  webhook_secret=${r.pick(['xkeysib-…' + k.hex(4), 'hvs.****', '(masked)'])}`,
    ),
  })),
];
