// Positive templates beyond "one key in one file": connection strings (the password is the
// secret), Basic auth (the base64 blob), several credentials in one record, and URL tokens.

import { base64, makeValue, password } from './values.mjs';

const USERS = ['svc_claims', 'payroll_rw', 'edi_batch', 'hl7_writer', 'erp_sync', 'ledger_app'];

const CONNECTIONS = [
  [
    'aws-rds-postgres',
    (r, u, p) =>
      `DATABASE_URL=postgresql://${u}:${p}@claims-prod.c9xk2lqa7h1e.us-east-1.rds.amazonaws.com:5432/claims?sslmode=require`,
  ],
  [
    'mysql-payroll-db',
    (r, u, p) =>
      `spring:\n  datasource:\n    url: jdbc:mysql://payroll-db.hr.internal:3306/payroll?useSSL=true\n    username: ${u}\n    password: ${p}\n`,
  ],
  [
    'mongodb-atlas-cluster',
    (r, u, p) =>
      `const uri = "mongodb+srv://${u}:${p}@fhir-cache.x7k2p.mongodb.net/resources?retryWrites=true&w=majority";\nconst client = new MongoClient(uri);\n`,
  ],
  [
    'redis-enterprise',
    (r, u, p) =>
      `CACHE_URL = "rediss://default:${p}@redis-1${r.int(9000) + 1000}.c${r.int(300)}.eu-west-1-2.ec2.cloud.redislabs.com:1${r.int(9000)}/0"\n`,
  ],
  [
    'cloudamqp',
    (r, u, p) =>
      `# ADT feed consumer\nAMQP_URL=amqps://${u}:${p}@rattlesnake.rmq.cloudamqp.com/${u}\nQUEUE=adt.a08.inbound\n`,
  ],
  [
    'oracle-db',
    (r, u, p) =>
      `db.url=jdbc:oracle:thin:@//ebs-db.erp.local:1521/EBSPROD\ndb.user=APPS_RO\ndb.password=${p}\ndb.pool.max=20\n`,
  ],
  [
    'ibm-db2',
    (r, u, p) =>
      `//CLMEXTR  JOB (ACCT),'NIGHTLY EXTRACT',CLASS=A\n//* JDBC for the distributed side of the extract\n//  SET URL='jdbc:db2://mvs1.dc.example-bank.com:446/DSNP:user=BATCH01;password=${p};'\n`,
  ],
  [
    'azure-sql',
    (r, u, p) =>
      `{\n  "ConnectionStrings": {\n    "ClaimsDb": "Server=tcp:claims-sql-prod.database.windows.net,1433;Initial Catalog=Claims;User ID=${u};Password=${p};Encrypt=True;TrustServerCertificate=False;"\n  }\n}`,
  ],
  [
    'sqlserver-onprem',
    (r, u, p) =>
      `var cs = "Data Source=SQLPAY01\\\\PAYROLL;Initial Catalog=Payroll;User Id=${u};Password=${p};MultipleActiveResultSets=true";\nusing var conn = new SqlConnection(cs);\n`,
  ],
  [
    'postgres-go',
    (r, u, p) =>
      `dsn := "host=pg-remit.billing.internal port=5432 user=${u} password=${p} dbname=remit sslmode=verify-full"\ndb, err := sql.Open("pgx", dsn)\n`,
  ],
  [
    'sftp-partner',
    (r, u, p) =>
      `$cred = New-Object System.Management.Automation.PSCredential('${u}', (ConvertTo-SecureString '${p}' -AsPlainText -Force))\nNew-SFTPSession -ComputerName sftp.clearinghouse-partner.com -Credential $cred -Port 22\n`,
  ],
  [
    'smb-share',
    (r, u, p) => `net use \\\\fileserver01\\edi_drop /user:CORP\\${u} ${p} /persistent:no\n`,
  ],
];

/** Connection-string positives: `count` records cycling through the templates. */
export function connectionRecords(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const [provider, render] = CONNECTIONS[i % CONNECTIONS.length];
    const p = password(r, true);
    out.push({
      text: render(r, r.pick(USERS), p),
      secrets: [p],
      provider,
      rule: `conn-${provider}`,
    });
  }
  return out;
}

const BASIC = [
  ['worldpay', 'secure-test.worldpay.com', 'XMLMERCHANT01'],
  ['sap-s4hana', 'my404242-api.s4hana.ondemand.com', 'COMM_USER_EDI'],
  ['oracle-fusion', 'fa-eaxy-test.fa.ocs.oraclecloud.com', 'integration.user'],
  ['marqeta', 'sandbox-api.marqeta.com', 'app_token_7781'],
  ['bandwidth', 'messaging.bandwidth.com', 'api-user-clinic'],
  ['mirth-connect', 'mirth.hie.local:8443', 'admin'],
  ['workday', 'wd5-impl-services1.workday.com', 'ISU_Payroll_Export'],
  ['jira-servicedesk', 'servicedesk.example-insurer.com', 'svc-claims-bot'],
];

const BASIC_FORMS = [
  (h, b) =>
    `GET /ccx/service/customreport2/tenant/report HTTP/1.1\nHost: ${h}\nAuthorization: Basic ${b}\nAccept: application/json\n`,
  (h, b) => `curl -s https://${h}/api/v1/status -H 'Authorization: Basic ${b}'\n`,
  (h, b) =>
    `request.Headers.Authorization = new AuthenticationHeaderValue("Basic", "${b}");\nvar response = await client.GetAsync("https://${h}/odata/Orders");\n`,
  (h, b) =>
    `headers = {\n    "Authorization": "Basic ${b}",\n    "Content-Type": "text/xml",\n}\nrequests.post("https://${h}/jsp/merchant/xml/paymentService.jsp", data=body, headers=headers)\n`,
  (h, b) =>
    `$headers = @{ Authorization = 'Basic ${b}' }\nInvoke-WebRequest -Uri 'https://${h}/api/health' -Headers $headers\n`,
];

/** Basic-auth positives: the secret is the base64 of user:password. */
export function basicRecords(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const [provider, host, user] = BASIC[i % BASIC.length];
    const blob = base64(`${user}:${password(r)}`);
    const text = BASIC_FORMS[r.int(BASIC_FORMS.length)](host, blob);
    out.push({ text, secrets: [blob], provider, rule: 'basic-auth-header' });
  }
  return out;
}

// [provider, [[name, spec, secret?], ...]] - a non-secret entry is an id meant to be seen.
const MULTI = [
  [
    'alibaba-cloud',
    [
      ['access key id', '=LTAI|a20', true],
      ['access key secret', 'a30', true],
    ],
  ],
  [
    'tencent-cloud',
    [
      ['secret id', '=AKID|a32', true],
      ['secret key', 'a32', true],
    ],
  ],
  [
    'huawei-cloud',
    [
      ['access key', 'u20', true],
      ['secret key', 'a40', true],
    ],
  ],
  [
    'netsuite',
    [
      ['consumer key', 'h64', true],
      ['consumer secret', 'h64', true],
      ['token id', 'h64', true],
      ['token secret', 'h64', true],
    ],
  ],
  [
    'binance',
    [
      ['api key', 'a64', true],
      ['api secret', 'a64', true],
    ],
  ],
  [
    'okx',
    [
      ['api key', 'g', true],
      ['secret key', 'H32', true],
      ['passphrase', 'PW', true],
    ],
  ],
  [
    'mailjet',
    [
      ['api key', 'h32', true],
      ['secret key', 'h32', true],
    ],
  ],
  [
    'ovhcloud',
    [
      ['application key', 'a16', true],
      ['application secret', 'a32', true],
      ['consumer key', 'a32', true],
    ],
  ],
  [
    'backblaze-b2',
    [
      ['key id', '=005|h22', true],
      ['application key', '=K005|a27', true],
    ],
  ],
  [
    'exoscale',
    [
      ['api key', '=EXO|h24', true],
      ['api secret', 'B43', true],
    ],
  ],
  [
    'epic-fhir',
    [
      ['client id', 'g', false],
      ['client secret', 'a64', true],
    ],
  ],
  [
    'athenahealth',
    [
      ['client id', '=0oa|a17', false],
      ['client secret', 'a40', true],
    ],
  ],
  [
    'braintree',
    [
      ['merchant id', 'l16', false],
      ['public key', 'l16', false],
      ['private key', 'h32', true],
    ],
  ],
  [
    'adp',
    [
      ['client id', 'g', false],
      ['client secret', 'g', true],
      ['cert passphrase', 'PW', true],
    ],
  ],
  [
    'plaid',
    [
      ['client id', 'h24', false],
      ['secret', 'h30', true],
    ],
  ],
  [
    'kraken',
    [
      ['api key', 'b56', true],
      ['private key', 'b86|===', true],
    ],
  ],
  [
    'truelayer',
    [
      ['client id', '=sandbox-|l12|=-|h6', false],
      ['client secret', 'g', true],
    ],
  ],
];

const MULTI_FORMS = [
  (rows) => rows.map(([k, v]) => `${k.replace(/ /g, '_').toUpperCase()}=${v}`).join('\n') + '\n',
  (rows) =>
    '{\n' +
    rows
      .map(([k, v]) => `  "${k.replace(/ (.)/g, (_, c) => c.toUpperCase())}": "${v}"`)
      .join(',\n') +
    '\n}',
  (rows) =>
    'credentials:\n' + rows.map(([k, v]) => `  ${k.replace(/ /g, '_')}: ${v}`).join('\n') + '\n',
  (rows) =>
    'var opts = new ClientOptions\n{\n' +
    rows
      .map(([k, v]) => `    ${k.replace(/(^| )(.)/g, (_, a, c) => c.toUpperCase())} = "${v}",`)
      .join('\n') +
    '\n};\n',
  (rows) =>
    'cfg := Config{\n' +
    rows
      .map(([k, v]) => `\t${k.replace(/(^| )(.)/g, (_, a, c) => c.toUpperCase())}: "${v}",`)
      .join('\n') +
    '\n}\n',
  (rows) =>
    'client = Client(\n' +
    rows.map(([k, v]) => `    ${k.replace(/ /g, '_')}="${v}",`).join('\n') +
    '\n)\n',
];

/** Records with several credentials (and sometimes a public id beside them). */
export function multiRecords(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const [provider, fields] = MULTI[i % MULTI.length];
    const rows = fields.map(([k, spec, secret]) => [
      k,
      spec === 'PW' ? password(r) : makeValue(r, spec),
      secret,
    ]);
    const text = MULTI_FORMS[r.int(MULTI_FORMS.length)](rows);
    const secrets = rows.filter((row) => row[2]).map((row) => row[1]);
    out.push({ text, secrets, provider, rule: `multi-${provider}` });
  }
  return out;
}

const URLS = [
  [
    'geoapify',
    (v) => `https://api.geoapify.com/v1/geocode/search?text=12%20Main%20St&apiKey=${v}`,
    'h32',
  ],
  ['tomtom', (v) => `https://api.tomtom.com/search/2/geocode/clinic.json?key=${v}&limit=1`, 'a32'],
  [
    'matomo',
    (v) =>
      `https://analytics.example-bank.com/index.php?module=API&method=VisitsSummary.get&format=json&token_auth=${v}`,
    'h32',
  ],
  ['opencage', (v) => `https://api.opencagedata.com/geocode/v1/json?q=52.51,13.38&key=${v}`, 'h32'],
  [
    'smarty',
    (v) =>
      `https://us-street.api.smarty.com/street-address?auth-id=7d1c0e5a-1f1e-4b0c-9a55-3e2b7a6c1d90&auth-token=${v}&street=1600+Amphitheatre`,
    'a20',
  ],
  [
    'pharmlink-internal',
    (v) => `https://pharmlink.rx.internal/hooks/refill?sig=${v}&ts=1718000000`,
    'h64',
  ],
  [
    'remitflow-internal',
    (v) => `https://remitflow.billing.internal/download/835?access_token=${v}`,
    'B48',
  ],
  [
    'sftpgo',
    (v) => `https://mft.partner-exchange.net/api/v2/user/files?path=%2Finbound&api_key=${v}`,
    'a43',
  ],
];

const URL_FORMS = [
  (u) => `2024-05-14 09:12:44,118 INFO  [http-nio-8080-exec-4] GET ${u} -> 200 (184 ms)\n`,
  (u) => `resp = httpx.get(\n    "${u}"\n)\n`,
  (u) => `See the nightly export at ${u} (ask #integrations if it 403s).\n`,
  (u) => `<endpoint name="export" address="${u.replace(/&/g, '&amp;')}" />\n`,
];

/** Tokens riding in a URL query string. */
export function urlRecords(r, count) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const [provider, build, spec] = URLS[i % URLS.length];
    const v = makeValue(r, spec);
    out.push({
      text: URL_FORMS[r.int(URL_FORMS.length)](build(v)),
      secrets: [v],
      provider,
      rule: 'url-query-token',
    });
  }
  return out;
}
