// Enterprise and middleware positives, part B: brokers, search, directories, SSO, build tools.
import { CORPS, USERS, host } from './enterprise-a.mjs';
import { lines } from './syntaxes.mjs';

function kafkaJaas(r, v) {
  const pass = v.b62(r.pick([16, 24, 32]));
  const mech = r.pick(['PLAIN', 'SCRAM-SHA-512']);
  const module = mech === 'PLAIN' ? 'plain.PlainLoginModule' : 'scram.ScramLoginModule';
  const text = lines(
    `bootstrap.servers=${host(r, 'kafka')}:9093,${host(r, 'kafka')}:9093`,
    'security.protocol=SASL_SSL',
    `sasl.mechanism=${mech}`,
    `sasl.jaas.config=org.apache.kafka.common.security.${module} required username="${r.pick(USERS)}" password="${pass}";`,
    'ssl.endpoint.identification.algorithm=https',
  );
  return { provider: 'kafka', text, secrets: [pass] };
}

function confluentCloud(r, v) {
  const key = v.upper(16);
  const secret = v.b64(48).replace(/=+$/, '');
  const text = lines(
    `bootstrap.servers=pkc-${v.lower(5)}.eu-central-1.aws.confluent.cloud:9092`,
    'security.protocol=SASL_SSL',
    'sasl.mechanisms=PLAIN',
    `sasl.username=${key}`,
    `sasl.password=${secret}`,
    'session.timeout.ms=45000',
  );
  return { provider: 'confluent-cloud', text, secrets: [secret] };
}

function rabbitConf(r, v) {
  const pass = v.pw();
  const cookie = v.upper(20);
  const text = lines(
    '# /etc/rabbitmq/rabbitmq.conf',
    'listeners.tcp.default = 5672',
    'default_vhost = /',
    `default_user = ${r.pick(['mqadmin', 'orders', 'admin_ops'])}`,
    `default_pass = ${pass}`,
    'management.tcp.port = 15672',
    '',
    `# erlang cookie (copied from /var/lib/rabbitmq/.erlang.cookie): ${cookie}`,
  );
  return { provider: 'rabbitmq', text, secrets: [pass, cookie] };
}

function activemq(r, v) {
  const pass = v.pw();
  const text = lines(
    '# conf/credentials.properties',
    'activemq.username=system',
    `activemq.password=${pass}`,
    'activemq.broker.name=localhost',
  );
  return { provider: 'activemq', text, secrets: [pass] };
}

function kibana(r, v) {
  const pass = v.pw();
  const enc = v.hex(32);
  const text = lines(
    'server.host: "0.0.0.0"',
    `elasticsearch.hosts: ["https://${host(r, 'es')}:9200"]`,
    'elasticsearch.username: "kibana_system"',
    `elasticsearch.password: "${pass}"`,
    `xpack.encryptedSavedObjects.encryptionKey: "${enc}"`,
    'elasticsearch.ssl.verificationMode: certificate',
  );
  return { provider: 'elasticsearch', text, secrets: [pass, enc] };
}

function esApiKey(r, v) {
  const blob = Buffer.from(`${v.b64url(20)}:${v.b64url(22)}`).toString('base64');
  const text = lines(
    `curl -s "https://${host(r, 'es')}:9200/_cat/indices?v" \\`,
    `  -H "Authorization: ApiKey ${blob}"`,
  );
  return { provider: 'elasticsearch-apikey', text, secrets: [blob] };
}

function solrCurl(r, v) {
  const pass = v.pw().replace(/[!*~]/g, '');
  const text = lines(
    '# reload the core after schema change',
    `curl -u solr:${pass} "http://${host(r, 'solr')}:8983/solr/admin/cores?action=RELOAD&core=products"`,
  );
  return { provider: 'solr', text, secrets: [pass] };
}

function cassandraConf(r, v) {
  const pass = v.pw();
  const text = lines(
    'datastax-java-driver {',
    `  basic.contact-points = ["${host(r, 'cass')}:9042"]`,
    '  basic.load-balancing-policy.local-datacenter = dc1',
    '  advanced.auth-provider {',
    '    class = PlainTextAuthProvider',
    `    username = ${r.pick(USERS)}`,
    `    password = "${pass}"`,
    '  }',
    '}',
  );
  return { provider: 'cassandra', text, secrets: [pass] };
}

function sssd(r, v) {
  const pass = v.pw();
  const corp = r.pick(CORPS);
  const text = lines(
    `[domain/${corp}.local]`,
    'id_provider = ldap',
    `ldap_uri = ldaps://dc1.${corp}.local`,
    `ldap_default_bind_dn = CN=svc-sssd,OU=Service,DC=${corp},DC=local`,
    'ldap_default_authtok_type = password',
    `ldap_default_authtok = ${pass}`,
  );
  return { provider: 'ldap-sssd', text, secrets: [pass] };
}

function httpdLdap(r, v) {
  const pass = v.pw();
  const corp = r.pick(CORPS);
  const text = lines(
    '<Location /intranet>',
    '  AuthType Basic',
    '  AuthBasicProvider ldap',
    `  AuthLDAPURL "ldap://ldap.${corp}.local/ou=people,dc=${corp},dc=local?uid"`,
    `  AuthLDAPBindDN "uid=apache,ou=system,dc=${corp},dc=local"`,
    `  AuthLDAPBindPassword "${pass}"`,
    '  Require valid-user',
    '</Location>',
  );
  return { provider: 'apache-ldap', text, secrets: [pass] };
}

function oidcSpring(r, v) {
  const secret = v.b62(32);
  const idp = r.pick(['keycloak', 'okta', 'azure', 'ping']);
  const text = lines(
    'spring:',
    '  security:',
    '    oauth2:',
    '      client:',
    '        registration:',
    `          ${idp}:`,
    `            client-id: ${r.pick(['portal', 'claims-web', 'hr-selfservice'])}`,
    `            client-secret: ${secret}`,
    '            scope: openid,profile,email',
    '            authorization-grant-type: authorization_code',
  );
  return { provider: `oidc-${idp}`, text, secrets: [secret] };
}

function samlSp(r, v) {
  const ks = v.pw(14);
  const text = lines(
    'saml2:',
    '  sp:',
    `    entity-id: https://portal.${r.pick(CORPS)}.com/saml/metadata`,
    '    keystore:',
    '      location: file:/etc/saml/sp-signing.jks',
    `      password: ${ks}`,
    '      alias: sp-signing',
    `      key-password: ${ks}`,
  );
  return { provider: 'saml-sp', text, secrets: [ks] };
}

export const ENTERPRISE_B = {
  kafkaJaas,
  confluentCloud,
  rabbitConf,
  activemq,
  kibana,
  esApiKey,
  solrCurl,
  cassandraConf,
  sssd,
  httpdLdap,
  oidcSpring,
  samlSp,
};
