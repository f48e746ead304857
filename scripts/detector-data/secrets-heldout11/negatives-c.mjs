// Hard negatives, part C: enterprise and middleware values a naive scanner would flag.
import { CORPS, host } from './enterprise-a.mjs';
import { lines } from './syntaxes.mjs';

function keystoreMeta(r, v) {
  const text = r.pick([
    () =>
      lines(
        'server.ssl.key-alias=' + r.pick(['tomcat', 'portal-2024', `srv-${v.hex(8)}`]),
        'server.ssl.key-store-type=PKCS12',
        'server.ssl.key-store=classpath:server.p12',
      ),
    () =>
      lines(
        `Alias name: ${r.pick(['saml-signing', 'mykey', 'root-ca-g2'])}`,
        'Entry type: PrivateKeyEntry',
        `Serial number: ${v.hex(32)}`,
        `SHA256: ${v.HEX(64).match(/../g).join(':')}`,
      ),
    () => `<add key="SigningCertificateThumbprint" value="${v.HEX(40)}" />`,
    () =>
      `certificateThumbprint: ${v.HEX(40)}  # public, used to select the cert from LocalMachine\\My`,
    () =>
      lines(
        'ssl:',
        '  keystore:',
        '    path: /etc/kafka/secrets/broker.keystore.jks',
        '    type: JKS',
        `    alias: broker-${r.int(5)}`,
      ),
  ])();
  return { provider: 'keystore-metadata', text };
}

function samlMetadata(r, v) {
  const corp = r.pick(CORPS);
  const text = r.pick([
    () =>
      lines(
        `<md:EntityDescriptor entityID="https://sts.${corp}.com/adfs/services/trust" ID="_${v.uuid()}">`,
        '  <ds:Reference URI="">',
        `    <ds:DigestValue>${v.b64(32)}</ds:DigestValue>`,
        '  </ds:Reference>',
        '</md:EntityDescriptor>',
      ),
    () =>
      lines(
        'saml:',
        `  idp-entity-id: http://www.okta.com/exk${v.b62(17)}`,
        `  sp-entity-id: urn:${corp}:portal:sp`,
        `  metadata-url: https://${corp}.okta.com/app/exk${v.b62(17)}/sso/saml/metadata`,
      ),
    () =>
      `<samlp:Response ID="_${v.hex(40)}" InResponseTo="_${v.hex(32)}" IssueInstant="2024-06-01T10:00:00Z">`,
  ])();
  return { provider: 'saml', text };
}

function oidcDiscovery(r, v) {
  const corp = r.pick(CORPS);
  const text = r.pick([
    () =>
      JSON.stringify(
        {
          issuer: `https://login.${corp}.com/realms/staff`,
          jwks_uri: `https://login.${corp}.com/realms/staff/protocol/openid-connect/certs`,
          token_endpoint_auth_methods_supported: ['client_secret_basic', 'private_key_jwt'],
          id_token_signing_alg_values_supported: ['RS256'],
        },
        null,
        2,
      ),
    () =>
      JSON.stringify(
        {
          keys: [
            {
              kty: 'RSA',
              kid: v.b64url(43),
              use: 'sig',
              alg: 'RS256',
              e: 'AQAB',
              n: v.b64url(342),
            },
          ],
        },
        null,
        2,
      ),
    () =>
      lines(
        'oidc:',
        `  issuer: https://login.microsoftonline.com/${v.uuid()}/v2.0`,
        `  client-id: ${v.uuid()}`,
        '  client-authentication: private_key_jwt',
        '  scopes: [openid, profile, offline_access]',
      ),
    () =>
      lines(
        '// SPA public client: PKCE, no secret by design',
        `export const oidc = { authority: 'https://auth.${corp}.com', clientId: '${v.b62(32)}', redirectUri: '/callback', responseType: 'code' };`,
      ),
  ])();
  return { provider: 'oidc', text };
}

function kafkaNames(r, v) {
  const text = r.pick([
    () =>
      lines(
        `spring.kafka.consumer.group-id=orders-projector-${v.hex(8)}`,
        `spring.kafka.template.default-topic=evt.orders.${v.lower(12)}`,
        `spring.kafka.client-id=svc-${v.hex(12)}`,
      ),
    () => `Cluster ID: ${v.b64url(22)}\nCluster controller: 3`,
    () =>
      lines(
        'topics:',
        `  - name: _confluent-ksql-default_query_CSAS_${v.upper(10)}_${r.int(99)}-changelog`,
        '    partitions: 6',
        `  - name: connect-offsets-${v.hex(6)}`,
      ),
    () => `Member consumer-orders-1-${v.uuid()} assigned partitions [orders.v1-0, orders.v1-3]`,
  ])();
  return { provider: 'kafka-names', text };
}

function keyNamedConfig(r) {
  const text = r.pick([
    () =>
      lines(
        'security.token.validity-seconds=3600',
        'security.token.header=X-Auth-Token',
        'security.secret.provider=com.acme.security.vault.VaultSecretProvider',
        'security.key.size=4096',
      ),
    () =>
      lines(
        'jwt:',
        '  secret-location: /run/secrets/jwt-signing-key',
        '  token-ttl: PT15M',
        '  refresh-token-enabled: true',
        '  key-algorithm: RS256',
      ),
    () =>
      lines(
        '<property name="apiKeyHeader" value="X-Api-Key" />',
        '<property name="secretStore" value="com.contoso.crypto.AzureKeyVaultStore" />',
        '<property name="tokenCacheSize" value="10000" />',
      ),
    () =>
      lines(
        'API_KEY_FILE=/var/run/secrets/partner/api-key',
        'SECRET_ROTATION_DAYS=90',
        'TOKEN_ENDPOINT=https://auth.example.com/oauth2/token',
        'PASSWORD_MIN_LENGTH=12',
      ),
    () =>
      lines(
        'ldap.password.attribute=userPassword',
        'ldap.password.encoder=org.springframework.security.crypto.password.LdapShaPasswordEncoder',
        'ldap.user.search.filter=(sAMAccountName={0})',
      ),
    () =>
      lines(
        '[auth]',
        'secret_key_backend = django.core.signing.TimestampSigner',
        'token_length = 32',
        'use_secure_cookies = true',
      ),
    () =>
      lines(
        '"Authentication": {',
        '  "ApiKeyHeaderName": "X-Api-Key",',
        '  "ClientSecretRequired": false,',
        '  "TokenLifetime": "00:30:00"',
        '}',
      ),
    () =>
      lines(
        'mapreduce.job.credentials.binary=/tmp/hadoop/tokens.bin',
        'hadoop.security.credential.provider.path=jceks://hdfs/user/etl/creds.jceks',
        'dfs.encrypt.data.transfer=true',
      ),
  ])();
  return { provider: 'config-keys', text };
}

function saasIds(r, v) {
  const text = r.pick([
    () =>
      lines(
        `sf.organizationId=00D${v.b62(12)}`,
        `sf.recordTypeId=012${v.b62(15)}`,
        'sf.apiVersion=61.0',
      ),
    () => `GET /api/now/table/incident/${v.hex(32)}?sysparm_display_value=true`,
    () =>
      lines(
        `workday.tenant=${r.pick(CORPS)}_preview`,
        `workday.wid=${v.hex(32)}`,
        'workday.version=v42.1',
      ),
    () => `SAP client 100, system ID PRD, RFC destination ERP_PRD_${v.upper(6)}`,
    () => `OData ETag: W/"datetime'2024-06-01T10%3A00%3A00.${v.digits(7)}'"`,
  ])();
  return { provider: 'saas-ids', text };
}

function jenkinsRefs(r, v) {
  const text = r.pick([
    () =>
      lines(
        "withCredentials([usernamePassword(credentialsId: 'nexus-deploy',",
        "    usernameVariable: 'NEXUS_USER', passwordVariable: 'NEXUS_PASS')]) {",
        "  sh 'mvn -s settings.xml deploy'",
        '}',
      ),
    () =>
      lines(
        '<com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>',
        '  <scope>GLOBAL</scope>',
        `  <id>${v.uuid()}</id>`,
        '  <description>deploy user (password in vault)</description>',
        '  <username>deployer</username>',
        '</com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>',
      ),
    () =>
      `Started by timer; build #${r.int(900)} on agent ${host(r, 'jnk')} (workspace ${v.hex(8)})`,
  ])();
  return { provider: 'jenkins-refs', text };
}

function ldapDn(r) {
  const corp = r.pick(CORPS);
  const text = lines(
    `ldap.base=DC=${corp},DC=local`,
    `ldap.user-dn-pattern=uid={0},OU=People,DC=${corp},DC=local`,
    `ldap.group-search-base=OU=Groups,DC=${corp},DC=local`,
    'ldap.manager-password-file=/etc/portal/ldap-bind.pw',
  );
  return { provider: 'ldap-config', text };
}

export const NEGATIVES_C = {
  keystoreMeta,
  samlMetadata,
  oidcDiscovery,
  kafkaNames,
  keyNamedConfig,
  saasIds,
  jenkinsRefs,
  ldapDn,
};
