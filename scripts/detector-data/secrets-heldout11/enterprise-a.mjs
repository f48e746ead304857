// Enterprise and middleware positives, part A: datasources, connection strings, app servers.
import { lines } from './syntaxes.mjs';

const CORPS = [
  'northwind',
  'contoso',
  'fabrikam',
  'globex',
  'initech',
  'umbrella',
  'hooli',
  'vandelay',
];
const USERS = [
  'svc_app',
  'app_rw',
  'etl_loader',
  'report_ro',
  'batch',
  'integration',
  'orders_app',
];
const db = (r) => r.pick(['orders', 'billing', 'crm', 'inventory', 'claims', 'ledger', 'hr']);
const host = (r, kind) =>
  `${kind}-${r.int(9) + 1}.${r.pick(['prod', 'dc2', 'int', 'eu'])}.${r.pick(CORPS)}.local`;

function springDatasource(r, v) {
  const pass = v.pw();
  const kind = r.pick(['postgresql', 'mysql', 'oracle']);
  const url =
    kind === 'oracle'
      ? `jdbc:oracle:thin:@//${host(r, 'ora')}:1521/${db(r).toUpperCase()}PDB`
      : `jdbc:${kind}://${host(r, kind === 'mysql' ? 'mysql' : 'pg')}:${kind === 'mysql' ? 3306 : 5432}/${db(r)}`;
  const text = lines(
    `spring.datasource.url=${url}`,
    `spring.datasource.username=${r.pick(USERS)}`,
    `spring.datasource.password=${pass}`,
    'spring.datasource.hikari.maximum-pool-size=20',
    'spring.jpa.hibernate.ddl-auto=validate',
  );
  return { provider: `jdbc-${kind}`, text, secrets: [pass] };
}

function springYamlLdap(r, v) {
  const pass = v.pw();
  const corp = r.pick(CORPS);
  const text = lines(
    'spring:',
    '  ldap:',
    `    urls: ldaps://ldap.${corp}.local:636`,
    `    base: dc=${corp},dc=local`,
    `    username: cn=svc-portal,ou=service-accounts,dc=${corp},dc=local`,
    `    password: '${pass}'`,
    '  security:',
    '    filter:',
    '      order: 10',
  );
  return { provider: 'ldap', text, secrets: [pass] };
}

function uriConnection(r, v) {
  const pass = v.pw().replace(/[!*~]/g, '');
  const kind = r.pick(['postgres', 'mysql', 'mongodb', 'redis', 'amqp', 'mongodb+srv', 'rediss']);
  const port = {
    postgres: 5432,
    mysql: 3306,
    mongodb: 27017,
    redis: 6379,
    amqp: 5672,
    rediss: 6380,
  }[kind];
  const user = kind.startsWith('redis') ? r.pick(['', 'default']) : r.pick(USERS);
  const hostPart =
    kind === 'mongodb+srv'
      ? `cluster0.${v.lower(5)}.mongodb.net`
      : `${host(r, kind.replace(/\W/g, ''))}:${port}`;
  const path = kind.startsWith('redis') ? `/${r.int(8)}` : kind === 'amqp' ? '/%2F' : `/${db(r)}`;
  const uri = `${kind}://${user}:${pass}@${hostPart}${path}`;
  const name = r.pick([
    'DATABASE_URL',
    'MONGO_URI',
    'REDIS_URL',
    'BROKER_URL',
    'spring.data.mongodb.uri',
    'CELERY_BROKER_URL',
  ]);
  const text = lines('# connection settings', `${name}=${uri}`, 'POOL_SIZE=10');
  return { provider: `${kind.replace(/\W.*/, '')}-uri`, text, secrets: [pass] };
}

function adoNet(r, v) {
  const pass = v.pw();
  const server = `${host(r, 'sql')},1433`;
  const cs = `Server=${server};Database=${db(r)};User Id=${r.pick(USERS)};Password=${pass};Encrypt=True;TrustServerCertificate=False;`;
  const text = JSON.stringify(
    { ConnectionStrings: { DefaultConnection: cs }, Logging: { LogLevel: { Default: 'Warning' } } },
    null,
    2,
  );
  return { provider: 'sqlserver', text, secrets: [pass] };
}

function webConfigConn(r, v) {
  const pass = v.pw();
  const secret = v.b64(32);
  const text = lines(
    '<configuration>',
    '  <connectionStrings>',
    `    <add name="Claims" connectionString="Data Source=${host(r, 'sql')};Initial Catalog=${db(r)};User ID=${r.pick(USERS)};Pwd=${pass}" providerName="System.Data.SqlClient" />`,
    '  </connectionStrings>',
    '  <appSettings>',
    `    <add key="Jwt:SigningKey" value="${secret}" />`,
    '    <add key="Jwt:Issuer" value="https://auth.contoso.local" />',
    '  </appSettings>',
    '</configuration>',
  );
  return { provider: 'aspnet-webconfig', text, secrets: [pass, secret] };
}

function odbcIni(r, v) {
  const pass = v.pw().replace(/[!*~]/g, '');
  const text = lines(
    `[${db(r).toUpperCase()}_DSN]`,
    'Driver=/opt/microsoft/msodbcsql18/lib64/libmsodbcsql-18.so',
    `Server=${host(r, 'sql')}`,
    'Port=1433',
    `UID=${r.pick(USERS)}`,
    `PWD=${pass}`,
  );
  return { provider: 'odbc', text, secrets: [pass] };
}

function tomcatServer(r, v) {
  const ks = v.pw(14);
  const ts = v.pw(12);
  const text = lines(
    '<Connector port="8443" protocol="org.apache.coyote.http11.Http11NioProtocol"',
    '           SSLEnabled="true" maxThreads="200" scheme="https" secure="true"',
    `           keystoreFile="conf/${r.pick(CORPS)}-web.p12" keystorePass="${ks}" keystoreType="PKCS12"`,
    `           truststoreFile="conf/truststore.jks" truststorePass="${ts}"`,
    '           clientAuth="want" sslProtocol="TLS" />',
  );
  return { provider: 'tomcat', text, secrets: [ks, ts] };
}

function tomcatUsers(r, v) {
  const pass = v.pw();
  const text = lines(
    '<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">',
    '  <role rolename="manager-gui"/>',
    '  <role rolename="manager-script"/>',
    `  <user username="${r.pick(['deployer', 'tcadmin', 'jenkins'])}" password="${pass}" roles="manager-script"/>`,
    '</tomcat-users>',
  );
  return { provider: 'tomcat-manager', text, secrets: [pass] };
}

function weblogicBoot(r, v) {
  const pass = v.pw();
  const text = lines(
    '# servers/AdminServer/security/boot.properties',
    'username=weblogic',
    `password=${pass}`,
  );
  return { provider: 'weblogic', text, secrets: [pass] };
}

function jbossDatasource(r, v) {
  const pass = v.pw();
  const text = lines(
    `<datasource jndi-name="java:jboss/datasources/${db(r)}DS" pool-name="${db(r)}DS" enabled="true">`,
    `    <connection-url>jdbc:postgresql://${host(r, 'pg')}:5432/${db(r)}</connection-url>`,
    '    <driver>postgresql</driver>',
    '    <security>',
    `        <user-name>${r.pick(USERS)}</user-name>`,
    `        <password>${pass}</password>`,
    '    </security>',
    '</datasource>',
  );
  return { provider: 'wildfly', text, secrets: [pass] };
}

function keytool(r, v) {
  const store = v.pw(12);
  const key = v.pw(12);
  const text = lines(
    `keytool -genkeypair -alias ${r.pick(['tomcat', 'server', 'saml-sp'])} -keyalg RSA -keysize 3072 \\`,
    `  -keystore /etc/pki/${r.pick(CORPS)}/server.p12 -storetype PKCS12 \\`,
    `  -storepass ${store} -keypass ${key} \\`,
    `  -dname "CN=portal.${r.pick(CORPS)}.local, OU=IT, O=Example, C=DE" -validity 730`,
  );
  return { provider: 'java-keystore', text, secrets: [store, key] };
}

function springSsl(r, v) {
  const ks = v.pw(16);
  const ts = v.pw(16);
  const text = lines(
    'server.port=8443',
    'server.ssl.key-store=classpath:keystore/server.p12',
    `server.ssl.key-store-password=${ks}`,
    'server.ssl.key-alias=server',
    'server.ssl.trust-store=/etc/ssl/private/truststore.jks',
    `server.ssl.trust-store-password=${ts}`,
  );
  return { provider: 'spring-ssl', text, secrets: [ks, ts] };
}

export const ENTERPRISE_A = {
  springDatasource,
  springYamlLdap,
  uriConnection,
  adoNet,
  webConfigConn,
  odbcIni,
  tomcatServer,
  tomcatUsers,
  weblogicBoot,
  jbossDatasource,
  keytool,
  springSsl,
};
export { CORPS, USERS, host, db };
