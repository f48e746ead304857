// Enterprise and middleware positives, part C: CI servers, build tools, SaaS suites, HTTP auth.
import { CORPS, USERS, host } from './enterprise-a.mjs';
import { lines } from './syntaxes.mjs';

function jenkinsCasc(r, v) {
  const pass = v.pw();
  const token = v.hex(40);
  const text = lines(
    'credentials:',
    '  system:',
    '    domainCredentials:',
    '      - credentials:',
    '          - usernamePassword:',
    '              scope: GLOBAL',
    '              id: "nexus-deploy"',
    '              username: "deployer"',
    `              password: "${pass}"`,
    '          - string:',
    '              scope: GLOBAL',
    '              id: "sonar-token"',
    `              secret: "${token}"`,
  );
  return { provider: 'jenkins-casc', text, secrets: [pass, token] };
}

function mavenSettings(r, v) {
  const pass = v.pw();
  const text = lines(
    '<settings>',
    '  <servers>',
    '    <server>',
    `      <id>${r.pick(CORPS)}-releases</id>`,
    `      <username>${r.pick(['ci-publisher', 'deploy', 'mvn-bot'])}</username>`,
    `      <password>${pass}</password>`,
    '    </server>',
    '  </servers>',
    '</settings>',
  );
  return { provider: 'maven-repo', text, secrets: [pass] };
}

function gradleInit(r, v) {
  const pass = v.pw();
  const text = lines(
    'repositories {',
    '    maven {',
    `        url = uri("https://artifacts.${r.pick(CORPS)}.local/repository/maven-internal/")`,
    '        credentials {',
    '            username = "gradle-ci"',
    `            password = "${pass}"`,
    '        }',
    '    }',
    '}',
  );
  return { provider: 'gradle-repo', text, secrets: [pass] };
}

function ivySettings(r, v) {
  const pass = v.pw();
  const corp = r.pick(CORPS);
  const text = lines(
    '<ivysettings>',
    `  <credentials host="repo.${corp}.local" realm="Sonatype Nexus Repository Manager"`,
    `               username="ivy-ci" passwd="${pass}"/>`,
    '  <resolvers>',
    `    <ibiblio name="internal" m2compatible="true" root="https://repo.${corp}.local/maven/"/>`,
    '  </resolvers>',
    '</ivysettings>',
  );
  return { provider: 'ivy-repo', text, secrets: [pass] };
}

function salesforceProps(r, v) {
  const pass = v.pw();
  const tokenSf = v.b62(24);
  const secret = v.HEX(64);
  const text = lines(
    `sf.loginUrl=https://${r.pick(CORPS)}.my.salesforce.com`,
    `sf.username=integration@${r.pick(CORPS)}.com`,
    `sf.password=${pass}`,
    `sf.securityToken=${tokenSf}`,
    `sf.consumerKey=3MVG9${v.b62(80)}`,
    `sf.consumerSecret=${secret}`,
  );
  return { provider: 'salesforce-integration', text, secrets: [pass, tokenSf, secret] };
}

function sapJco(r, v) {
  const pass = v.pw(12);
  const text = lines(
    '# ERP_PRD.jcoDestination',
    `jco.client.ashost=${host(r, 'sap')}`,
    `jco.client.sysnr=0${r.int(9)}`,
    `jco.client.client=${100 + r.int(800)}`,
    'jco.client.user=RFC_INTEG',
    `jco.client.passwd=${pass}`,
    'jco.client.lang=EN',
  );
  return { provider: 'sap-jco', text, secrets: [pass] };
}

function serviceNowMid(r, v) {
  const pass = v.pw();
  const text = lines(
    '<parameters>',
    `  <parameter name="url" value="https://${r.pick(CORPS)}.service-now.com/"/>`,
    '  <parameter name="mid.instance.username" value="mid.server"/>',
    `  <parameter name="mid.instance.password" value="${pass}"/>`,
    `  <parameter name="name" value="MID-${r.pick(['DC1', 'AZ-WEU', 'ONPREM'])}"/>`,
    '</parameters>',
  );
  return { provider: 'servicenow-mid', text, secrets: [pass] };
}

function workdayIntegration(r, v) {
  const secret = v.b64(60).replace(/=+$/, '');
  const refresh = v.lower(80);
  const corp = r.pick(CORPS);
  const text = lines(
    'workday:',
    `  tenant: ${corp}_prod`,
    `  token-url: https://wd3-services1.myworkday.com/ccx/oauth2/${corp}/token`,
    `  client-id: ${v.b64(36).replace(/=+$/, '')}`,
    `  client-secret: ${secret}`,
    `  refresh-token: ${refresh}`,
  );
  return { provider: 'workday-integration', text, secrets: [secret, refresh] };
}

function ibmMq(r, v) {
  const pass = v.pw(12);
  const text = lines(
    'ibm.mq.queueManager=QM1',
    `ibm.mq.channel=${r.pick(['DEV.APP.SVRCONN', 'APP.SVRCONN'])}`,
    `ibm.mq.connName=${host(r, 'mq')}(1414)`,
    'ibm.mq.user=app',
    `ibm.mq.password=${pass}`,
  );
  return { provider: 'ibm-mq', text, secrets: [pass] };
}

function basicAuthDump(r, v) {
  const blob = v.basic(r.pick(USERS), v.pw());
  const text = lines(
    `POST /sap/opu/odata/sap/API_SALES_ORDER_SRV/A_SalesOrder HTTP/1.1`,
    `Host: ${host(r, 's4')}:44300`,
    `Authorization: Basic ${blob}`,
    'x-csrf-token: Fetch',
    'Content-Type: application/json',
  );
  return { provider: 'sap-odata', text, secrets: [blob] };
}

function pipConf(r, v) {
  const pass = v.pw().replace(/[!*~]/g, '');
  const text = lines(
    '[global]',
    `index-url = https://pypi-ci:${pass}@nexus.${r.pick(CORPS)}.local/repository/pypi-all/simple`,
    'timeout = 60',
  );
  return { provider: 'nexus-pypi', text, secrets: [pass] };
}

function npmrc(r, v) {
  const token = v.b64(32);
  const corp = r.pick(CORPS);
  const text = lines(
    `@${corp}:registry=https://npm.${corp}.local/repository/npm-private/`,
    `//npm.${corp}.local/repository/npm-private/:_auth=${token}`,
    'always-auth=true',
  );
  return { provider: 'nexus-npm', text, secrets: [token] };
}

function kafkaConnect(r, v) {
  const pass = v.pw();
  const text = JSON.stringify(
    {
      name: 'jdbc-sink-orders',
      config: {
        'connector.class': 'io.confluent.connect.jdbc.JdbcSinkConnector',
        'connection.url': `jdbc:postgresql://${host(r, 'pg')}:5432/orders`,
        'connection.user': 'connect',
        'connection.password': pass,
        topics: 'orders.v1',
      },
    },
    null,
    2,
  );
  return { provider: 'kafka-connect', text, secrets: [pass] };
}

function logstash(r, v) {
  const pass = v.pw();
  const text = lines(
    'output {',
    '  elasticsearch {',
    `    hosts => ["https://${host(r, 'es')}:9200"]`,
    '    user => "logstash_writer"',
    `    password => "${pass}"`,
    '    index => "app-logs-%{+YYYY.MM.dd}"',
    '  }',
    '}',
  );
  return { provider: 'logstash', text, secrets: [pass] };
}

export const ENTERPRISE_C = {
  jenkinsCasc,
  mavenSettings,
  gradleInit,
  ivySettings,
  salesforceProps,
  sapJco,
  serviceNowMid,
  workdayIntegration,
  ibmMq,
  basicAuthDump,
  pipConf,
  npmrc,
  kafkaConnect,
  logstash,
};
