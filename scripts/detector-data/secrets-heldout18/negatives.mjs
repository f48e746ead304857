// Hard negatives: configuration from the same places as the positives with nothing to redact.

import { host, lines, region, svc } from './syntax.mjs';

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
const PH = [
  '<YOUR_API_KEY>',
  '<insert-secret-here>',
  'changeme',
  'REPLACE_ME',
  'xxxxxxxxxxxxxxxxxxxxxxxx',
  '***',
  'your-secret-here',
  'TODO',
  '',
  '<client-secret>',
  'dummy',
  'CHANGE_ME_BEFORE_DEPLOY',
];
const n = (name, gen) => ({ name, gen });
const year = (r) => `202${3 + r.int(2)}-0${1 + r.int(9)}-1${r.int(10)}`;

export const NEGATIVES_A = [
  n('placeholder', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `# copy to .env and fill in`,
      `${r.pick(['PAYMENT', 'FHIR', 'IDP', 'KMS'])}_CLIENT_ID=${r.pick(['your-client-id', '<client-id>'])}`,
      `${r.pick(['PAYMENT', 'FHIR', 'IDP', 'KMS'])}_CLIENT_SECRET=${r.pick(PH)}`,
      `${r.pick(['API_KEY', 'SECRET_TOKEN', 'HMAC_SECRET'])}=${r.pick(PH)}`,
    ),
  })),
  n('placeholder-yaml', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `integration:`,
      `  ${r.pick(['mollie', 'adyen', 'redox', 'athena'])}:`,
      `    api_key: "${r.pick(PH)}"`,
      `    webhook_secret: "${r.pick(PH)}"`,
      `    endpoint: https://${host(r, 'sandbox')}`,
    ),
  })),
  n('shell-var-ref', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `export VAULT_ADDR=https://vault.${r.pick(['corp', 'bank', 'clinic'])}.internal:8200`,
      `curl -sS -H "X-Vault-Token: \${VAULT_TOKEN:?missing}" \\`,
      `  "$VAULT_ADDR/v1/secret/data/${svc(r)}" | jq -r .data.data.api_key`,
      `psql "postgres://app:\${PGPASSWORD}@db:5432/ledger"`,
    ),
  })),
  n('process-env', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `export const config = {`,
      `  apiKey: process.env.${r.pick(['HERON_API_KEY', 'ADYEN_API_KEY', 'KYC_SECRET'])} ?? '',`,
      `  webhookSecret: process.env['${r.pick(['WEBHOOK_SECRET', 'HMAC_KEY'])}']!,`,
      `  baseUrl: process.env.BASE_URL || 'https://${host(r, 'api')}',`,
      `};`,
    ),
  })),
  n('os-environ', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `import os`,
      '',
      `CLIENT_SECRET = os.environ["${r.pick(['FHIR_CLIENT_SECRET', 'OIDC_CLIENT_SECRET'])}"]`,
      `API_TOKEN = os.getenv("${r.pick(['REDOX_TOKEN', 'SPLUNK_HEC_TOKEN'])}", "")`,
      `DB_PASSWORD = os.environ.get("DB_PASSWORD")`,
    ),
  })),
  n('helm-values', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `apiVersion: v1`,
      `kind: Secret`,
      `metadata:`,
      `  name: {{ include "${svc(r)}.fullname" . }}`,
      `stringData:`,
      `  api-key: {{ .Values.${r.pick(['secrets.apiKey', 'adyen.apiKey', 'auth.clientSecret'])} | quote }}`,
      `  db-password: {{ required "db password" .Values.db.password }}`,
    ),
  })),
  n('python-format', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `[database]`,
      `url = postgresql://%(db_user)s:%(db_password)s@%(db_host)s/claims`,
      `[broker]`,
      `password = %(RABBIT_PASSWORD)s`,
      `# jinja variant: {{ broker_password }}`,
    ),
  })),
  n('spring-placeholder', () => ({
    provider: 'spring-cloud-config',
    text: lines(
      `spring.datasource.password=\${DB_PASSWORD}`,
      `app.kestrel.signing-key=\${vault.kestrel.signing-key}`,
      `quarkus.oidc.credentials.secret=\${OIDC_SECRET:}`,
      `micronaut.security.token.jwt.signatures.secret.generator.secret=\${JWT_GENERATOR_SIGNATURE_SECRET}`,
      `spring.cloud.config.server.git.password=\${CONFIG_GIT_TOKEN}`,
    ),
  })),
  n('k8s-secret-ref', (r) => ({
    provider: r.pick(SLUGS),
    text: lines(
      `        env:`,
      `          - name: ADYEN_API_KEY`,
      `            valueFrom:`,
      `              secretKeyRef:`,
      `                name: ${svc(r)}-secrets`,
      `                key: adyen-api-key`,
      `          - name: SPRING_PROFILES_ACTIVE`,
      `            value: prod`,
    ),
  })),
  n('ci-secret-ref', () => ({
    provider: 'github-actions',
    text: lines(
      `    steps:`,
      `      - name: Publish`,
      `        env:`,
      `          SONATYPE_PASSWORD: \${{ secrets.SONATYPE_PASSWORD }}`,
      `          SIGNING_KEY: \${{ secrets.GPG_SIGNING_KEY }}`,
      `        run: ./gradlew publish -Psigning.password="$SIGNING_PASSWORD"`,
      `# gitlab: docker login -u gitlab-ci-token -p $CI_JOB_TOKEN $CI_REGISTRY`,
    ),
  })),
  n('kafka-config-provider', (r) => ({
    provider: 'kafka-connect',
    text: JSON.stringify(
      {
        name: `${svc(r)}-jdbc-sink`,
        config: {
          'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
          'connection.url': 'jdbc:postgresql://ledger-db:5432/ledger',
          'connection.user': '${file:/opt/connect/secrets/db.properties:user}',
          'connection.password': '${file:/opt/connect/secrets/db.properties:password}',
          'sasl.jaas.config': '${vault:secret/kafka:jaas}',
        },
      },
      null,
      2,
    ),
  })),
  n('vault-lease', (r, k) => ({
    provider: 'hashicorp-vault',
    text: lines(
      `Key                Value`,
      `---                -----`,
      `lease_id           database/creds/${svc(r)}-ro/${k.b62(24)}`,
      `lease_duration     ${r.pick(['1h', '768h', '24h'])}`,
      `lease_renewable    true`,
      `request_id         ${k.uuid()}`,
      `path               secret/data/${svc(r)}/config`,
    ),
  })),
  n('vault-template', (r) => ({
    provider: 'hashicorp-vault',
    text: lines(
      `template {`,
      `  destination = "/etc/${svc(r)}/app.env"`,
      `  contents = <<EOT`,
      `{{ with secret "secret/data/${svc(r)}" }}`,
      `API_KEY={{ .Data.data.api_key }}`,
      `DB_PASSWORD={{ .Data.data.db_password }}`,
      `{{ end }}`,
      `EOT`,
      `}`,
    ),
  })),
  n('kms-key-arn', (r, k) => ({
    provider: 'aws-kms',
    text: lines(
      `kms:`,
      `  key_id: ${k.uuid()}`,
      `  key_arn: arn:aws:kms:${region(r)}:${k.digits(12)}:key/${k.uuid()}`,
      `  alias: alias/${svc(r)}-envelope`,
      `  grant_tokens: []`,
    ),
  })),
  n('cloud-kms-ids', (r, k) => ({
    provider: r.pick(['gcp-kms', 'azure-key-vault']),
    text: lines(
      `encryption:`,
      `  gcp_key: projects/${svc(r)}-prod/locations/europe-west3/keyRings/pci/cryptoKeys/pan-dek/cryptoKeyVersions/${1 + r.int(9)}`,
      `  azure_key_id: https://kv-${svc(r)}.vault.azure.net/keys/tokenization/${k.hex(32)}`,
      `  algorithm: RSA-OAEP-256`,
    ),
  })),
  n('cert-serial-pin', (r, k) => ({
    provider: 'tls-pinning',
    text: lines(
      `# pinned server certificate for ${host(r, 'gateway')}`,
      `serial: ${Array.from({ length: 16 }, () => k.HEX(2)).join(':')}`,
      `pin-sha256: "${k.b64p(32)}"`,
      `backup-pin-sha256: "${k.b64p(32)}"`,
      `not_after: ${year(r)}`,
    ),
  })),
  n('cert-fingerprint', (r, k) => ({
    provider: 'saml-idp',
    text: lines(
      `saml:`,
      `  idp_entity_id: https://idp.${r.pick(['bank', 'clinic', 'corp'])}.example/saml2/metadata`,
      `  sp_entity_id: urn:${r.pick(['bank', 'clinic'])}:sp:${svc(r)}`,
      `  idp_cert_fingerprint: ${Array.from({ length: 32 }, () => k.HEX(2)).join(':')}`,
      `  idp_cert_fingerprint_algorithm: sha256`,
      `  acs_url: https://${host(r, 'sso')}/saml/acs`,
    ),
  })),
  n('saml-metadata-cert', (r, k) => ({
    provider: 'saml-idp',
    text: lines(
      `<md:EntityDescriptor entityID="https://sts.${r.pick(['bank', 'corp'])}.example/adfs/services/trust">`,
      `  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol">`,
      `    <md:KeyDescriptor use="signing"><ds:KeyInfo><ds:X509Data>`,
      `      <ds:X509Certificate>MIIC${k.b64(160)}</ds:X509Certificate>`,
      `    </ds:X509Data></ds:KeyInfo></md:KeyDescriptor>`,
      `  </md:IDPSSODescriptor>`,
      `</md:EntityDescriptor>`,
    ),
  })),
  n('oidc-public-settings', (r, k) => ({
    provider: r.pick(['okta', 'keycloak', 'auth0']),
    text: lines(
      `oidc:`,
      `  issuer: https://${r.pick(['login', 'id', 'auth'])}.${r.pick(['bank', 'clinic'])}.example/realms/${svc(r)}`,
      `  client_id: ${r.pick([`0oa${k.b62(17)}`, svc(r), k.uuid()])}`,
      `  client_secret: \${OIDC_CLIENT_SECRET}`,
      `  scopes: [openid, profile, "fhir/Patient.read"]`,
      `  redirect_uri: https://${host(r, 'portal')}/callback`,
    ),
  })),
  n('jwks-public', (r, k) => ({
    provider: 'oidc-jwks',
    text: JSON.stringify(
      {
        keys: [
          { kty: 'RSA', use: 'sig', kid: k.b64u(43), alg: 'RS256', n: k.b64u(342), e: 'AQAB' },
        ],
      },
      null,
      2,
    ),
  })),
];
