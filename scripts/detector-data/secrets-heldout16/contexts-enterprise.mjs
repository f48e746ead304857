// Enterprise-operations contexts for passwords: connection strings, app-server XML,
// directory binds, network gear, backup and relay configs. Signature (r, value, provider)
// returning the text; the password is the only secret.

const xmlSafe = (v) => !/[<>&"']/.test(v);
const noSpace = (v) => !/\s/.test(v);
const bare = (v) => /^[A-Za-z0-9._~!*+=^?#@$%-]+$/.test(v) && !/[;{}]/.test(v);

const DB = [
  'planetscale',
  'neon',
  'mongodb-atlas',
  'redis-cloud',
  'cockroachdb',
  'aiven',
  'elephantsql',
  'clickhouse-cloud',
  'snowflake',
  'couchbase-capella',
  'oracle-db',
  'sap-hana',
  'ibm-db2',
  'ms-sql-server',
  'postgresql',
  'mysql',
  'rabbitmq',
  'jd-edwards',
  'peoplesoft',
  'internal-hr-portal',
];

const SCHEMES = {
  'mongodb-atlas': 0,
  'couchbase-capella': 0,
  'redis-cloud': 1,
  rabbitmq: 2,
  mysql: 3,
  planetscale: 3,
};

const users = ['svc_app', 'erp_batch', 'reporting_ro', 'appuser', 'sa_integration', 'wlsadmin'];

export const ENTERPRISE_CONTEXTS = {
  dbUrl: {
    fits: DB,
    accepts: noSpace,
    make(r, v, p) {
      const schemes = [
        ['mongodb+srv', null, '/orders?retryWrites=true&w=majority'],
        ['redis', 6379, '/0'],
        ['amqp', 5672, '/%2Fprod'],
        ['mysql', 3306, '/shop'],
        ['postgresql', 5432, '/ledger?sslmode=require'],
      ];
      const [scheme, port, path] = schemes[SCHEMES[p] ?? 4];
      const enc = encodeURIComponent(v);
      const hostname = `${r.pick(['db', 'mq', 'cache', 'cluster0'])}-${r.int(9)}.corp.local${port ? `:${port}` : ''}`;
      return {
        text: `DATABASE_URL=${scheme}://${r.pick(users)}:${enc}@${hostname}${path}`,
        secrets: [enc],
      };
    },
  },
  jdbcProperties: {
    fits: DB,
    accepts: noSpace,
    make(r, v) {
      const [url, driver] = r.pick([
        ['jdbc:oracle:thin:@//ora-prod.corp.local:1521/ERPPDB', 'oracle.jdbc.OracleDriver'],
        ['jdbc:db2://db2.mainframe.corp:50000/PAYROLL', 'com.ibm.db2.jcc.DB2Driver'],
        ['jdbc:sap://hana01.corp.local:30015/?databaseName=HXE', 'com.sap.db.jdbc.Driver'],
        [
          'jdbc:sqlserver://sql01.corp.local:1433;databaseName=Finance',
          'com.microsoft.sqlserver.jdbc.SQLServerDriver',
        ],
      ]);
      return `spring.datasource.url=${url}\nspring.datasource.driver-class-name=${driver}\nspring.datasource.username=${r.pick(users)}\nspring.datasource.password=${v}\nspring.datasource.hikari.maximum-pool-size=12`;
    },
  },
  tomcatResource: {
    fits: DB,
    accepts: xmlSafe,
    make(r, v) {
      return `<Context>\n  <Resource name="jdbc/ErpDS" auth="Container" type="javax.sql.DataSource"\n            driverClassName="oracle.jdbc.OracleDriver"\n            url="jdbc:oracle:thin:@ora-prod.corp.local:1521:ERP"\n            username="${r.pick(users)}" password="${v}"\n            maxTotal="40" maxIdle="10" validationQuery="SELECT 1 FROM DUAL"/>\n</Context>`;
    },
  },
  wildflyDatasource: {
    fits: [...DB, 'wildfly'],
    accepts: xmlSafe,
    make(r, v) {
      return `<datasource jndi-name="java:jboss/datasources/BillingDS" pool-name="BillingDS">\n    <connection-url>jdbc:postgresql://pg-billing.corp.local:5432/billing</connection-url>\n    <driver>postgresql</driver>\n    <security>\n        <user-name>${r.pick(users)}</user-name>\n        <password>${v}</password>\n    </security>\n</datasource>`;
    },
  },
  adoNet: {
    fits: [...DB, 'dynamics-nav', 'sitecore'],
    accepts: (v) => xmlSafe(v) && !v.includes(';'),
    make(r, v) {
      const key = r.pick(['Password', 'Pwd', 'password']);
      return `<connectionStrings>\n  <add name="FinanceDb"\n       connectionString="Data Source=SQL01\\PROD;Initial Catalog=Finance;User ID=${r.pick(users)};${key}=${v};Encrypt=True"\n       providerName="System.Data.SqlClient" />\n</connectionStrings>`;
    },
  },
  ldapBind: {
    fits: ['active-directory', 'openldap'],
    accepts: noSpace,
    make(r, v) {
      return r.chance(0.5)
        ? `# /etc/sssd/sssd.conf\n[domain/corp.local]\nid_provider = ldap\nldap_uri = ldaps://dc01.corp.local\nldap_default_bind_dn = CN=svc-sssd,OU=Service Accounts,DC=corp,DC=local\nldap_default_authtok_type = password\nldap_default_authtok = ${v}`
        : `spring:\n  ldap:\n    urls: ldaps://ad.corp.local:636\n    base: DC=corp,DC=local\n    username: CN=svc-portal,OU=Service,DC=corp,DC=local\n    password: '${v}'`;
    },
  },
  routerConfig: {
    fits: ['snmp', 'radius'],
    accepts: (v) => bare(v) && !v.includes('#'),
    make(r, v) {
      return r.pick([
        `hostname core-sw-0${r.int(9)}\n!\nsnmp-server community ${v} RO 10\nsnmp-server location DC1-Row4\n!\nradius server NPS01\n address ipv4 10.0.0.${r.int(250)} auth-port 1812 acct-port 1813\n!`,
        `interface GigabitEthernet0/1\n description uplink\n!\ntacacs server TAC1\n address ipv4 10.10.1.5\n key ${v}\n!\nline vty 0 4\n transport input ssh`,
      ]);
    },
  },
  radiusClients: {
    fits: ['radius'],
    accepts: bare,
    make(r, v) {
      return `# /etc/freeradius/3.0/clients.conf\nclient vpn-gw-${r.int(9)} {\n    ipaddr = 10.40.${r.int(250)}.1\n    secret = ${v}\n    shortname = vpn\n    nas_type = other\n}`;
    },
  },
  ipsecSecrets: {
    fits: ['ipsec-vpn'],
    accepts: noSpace,
    make(r, v) {
      return `# /etc/ipsec.secrets\n203.0.113.${r.int(250)} 198.51.100.${r.int(250)} : PSK "${v}"\n: RSA /etc/ipsec.d/private/gw.key`;
    },
  },
  postfixRelay: {
    fits: ['smtp-relay', 'exchange-ews', 'esendex'],
    accepts: noSpace,
    make(r, v) {
      return `# /etc/postfix/sasl_passwd  (postmap after edit)\n[smtp-relay.corp.local]:587 ${r.pick(['relay@corp.local', 'noreply-app', 'mailer'])}:${v}`;
    },
  },
  baculaDir: {
    fits: ['bacula'],
    accepts: (v) => noSpace(v) && !v.includes('"'),
    make(r, v) {
      return `Director {\n  Name = backup-dir\n  DIRport = 9101\n  Password = "${v}"\n  Messages = Daemon\n}`;
    },
  },
  nagiosResource: {
    fits: ['nagios', 'nrpe', 'icinga', 'solarwinds-orion', 'checkmk'],
    accepts: noSpace,
    make(r, v) {
      return `# resource.cfg\n$USER1$=/usr/lib/nagios/plugins\n$USER3$=monitor\n$USER4$=${v}\n# used by check_mssql and check_ldap`;
    },
  },
  sapRfcIni: {
    fits: ['sap-rfc'],
    accepts: noSpace,
    make(r, v) {
      return `DEST=ERP_PRD\nASHOST=sapprd01.corp.local\nSYSNR=00\nCLIENT=100\nUSER=RFC_BATCH\nPASSWD=${v}\nLANG=EN`;
    },
  },
  weblogicBoot: {
    fits: ['weblogic'],
    accepts: noSpace,
    make(r, v) {
      return `# servers/AdminServer/security/boot.properties\nusername=weblogic\npassword=${v}`;
    },
  },
  powershellCred: {
    fits: [
      'veeam',
      'commvault',
      'vmware-vcenter',
      'exchange-ews',
      'active-directory',
      'cups-ipp',
      'servicenow',
      'workday',
    ],
    accepts: (v) => !v.includes("'"),
    make(r, v) {
      return `$User = 'CORP\\svc_backup'\n$Secure = ConvertTo-SecureString '${v}' -AsPlainText -Force\n$Cred = New-Object System.Management.Automation.PSCredential($User, $Secure)\nNew-PSDrive -Name B -PSProvider FileSystem -Root \\\\nas01\\backup -Credential $Cred`;
    },
  },
  netUse: {
    fits: ['veeam', 'commvault', 'dynamics-nav', 'cups-ipp', 'internal-hr-portal'],
    accepts: (v) => noSpace(v) && !/[%^!&|<>"]/.test(v),
    make(r, v) {
      return `@echo off\nrem map archive share before the export\nnet use Z: \\\\fs02\\archive /user:CORP\\svc_export ${v} /persistent:no\nrobocopy D:\\Exports Z:\\Exports /MIR /R:2`;
    },
  },
  tomcatUsers: {
    fits: ['tomcat-manager'],
    accepts: xmlSafe,
    make(r, v) {
      return `<tomcat-users xmlns="http://tomcat.apache.org/xml" version="1.0">\n  <role rolename="manager-script"/>\n  <user username="deployer" password="${v}" roles="manager-script"/>\n</tomcat-users>`;
    },
  },
  kafkaJaas: {
    fits: ['kafka-sasl'],
    accepts: (v) => !/["\\;]/.test(v),
    make(r, v) {
      return `bootstrap.servers=kafka-1.corp.local:9093\nsecurity.protocol=SASL_SSL\nsasl.mechanism=SCRAM-SHA-512\nsasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="etl-producer" password="${v}";`;
    },
  },
  rsyncSecrets: {
    fits: ['rsync'],
    accepts: noSpace,
    make(r, v) {
      return `# /etc/rsyncd.secrets (chmod 600)\nbackup:${v}`;
    },
  },
  netrc: {
    fits: ['ftp', 'sftp', 'ibm-racf', 'ibm-i-as400'],
    accepts: noSpace,
    make(r, v) {
      const [host, login] = r.pick([
        ['mvs1.corp.local', 'BATCH01'],
        ['as400.corp.local', 'QPGMR2'],
        ['ftp.partner.example', 'edi_in'],
      ]);
      return `# ~/.netrc used by the nightly JCL upload\nmachine ${host}\n  login ${login}\n  password ${v}`;
    },
  },
  ipmiTool: {
    fits: ['hpe-ilo', 'dell-idrac', 'vmware-vcenter'],
    accepts: (v) => noSpace(v) && !/[$`!'"\\]/.test(v),
    make(r, v) {
      return `for h in esx0{1..4}-bmc.corp.local; do\n  ipmitool -I lanplus -H "$h" -U root -P ${v} chassis power status\ndone`;
    },
  },
  mqCredentials: {
    fits: ['ibm-mq', 'activemq', 'websphere'],
    accepts: noSpace,
    make(r, v, p) {
      return p === 'websphere'
        ? `# soap.client.props\ncom.ibm.SOAP.securityEnabled=true\ncom.ibm.SOAP.loginUserid=wasadmin\ncom.ibm.SOAP.loginPassword=${v}`
        : `# conf/credentials.properties\nactivemq.username=system\nactivemq.password=${v}\nactivemq.broker.url=ssl://mq01.corp.local:61617`;
    },
  },
};
