// Positive templates of the fourth held-out secrets set whose shape depends on the kind of
// credential: connection strings, dotfiles, private key blocks, JWTs, webhooks, Basic auth.

import { ALPHABETS, basic, fill, jwt, password, pemBody, uuid } from './values.mjs';

const user = (r) =>
  r.pick(['app', 'svc_orders', 'admin', 'deploy', 'reporting', 'etl_user', 'root']);
const db = (r) => r.pick(['orders', 'analytics', 'app_prod', 'inventory', 'crm']);

const CONNECTIONS = [
  [
    'postgres',
    (r, p) =>
      `postgres://${user(r)}:${p}@db-${r.int(9)}.eu-central-1.rds.amazonaws.com:5432/${db(r)}?sslmode=require`,
  ],
  [
    'neon',
    (r, p) =>
      `postgresql://${user(r)}:${p}@ep-${r.chars(ALPHABETS.alpha, 6)}-${r.chars(ALPHABETS.alpha, 5)}-${r.chars(ALPHABETS.low, 8)}.eu-central-1.aws.neon.tech/${db(r)}?sslmode=require`,
  ],
  ['mysql', (r, p) => `mysql://${user(r)}:${p}@mysql.internal:3306/${db(r)}`],
  [
    'mongodb-atlas',
    (r, p) =>
      `mongodb+srv://${user(r)}:${p}@cluster0.${r.chars(ALPHABETS.low, 5)}.mongodb.net/${db(r)}?retryWrites=true&w=majority`,
  ],
  [
    'redis',
    (r, p) =>
      `rediss://default:${p}@${r.pick(['redis-12345.c250.eu-central-1-1.ec2.redns.redis-cloud.com:12345', 'cache.internal:6380'])}/0`,
  ],
  [
    'cloudamqp',
    (r, p) =>
      `amqps://${r.chars(ALPHABETS.alpha, 8)}:${p}@rattlesnake.rmq.cloudamqp.com/${r.chars(ALPHABETS.alpha, 8)}`,
  ],
  [
    'cockroach-cloud',
    (r, p) =>
      `postgresql://${user(r)}:${p}@free-tier14.aws-eu-central-1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
  ],
  [
    'clickhouse-cloud',
    (r, p) =>
      `clickhouse://default:${p}@abc123xyz.eu-west-1.aws.clickhouse.cloud:9440/default?secure=true`,
  ],
];

const CONN_WRAPS = [
  (key, url) => `${key}=${url}\n`,
  (key, url) => `spring:\n  datasource:\n    url: ${url}\n`,
  (key, url) => `{\n  "${key.toLowerCase()}": "${url}",\n  "pool": 10\n}\n`,
  (key, url) => `engine = create_engine("${url}", pool_pre_ping=True)\n`,
  (key, url) => `      - ${key}=${url}\n`,
  (key, url) => `const pool = new Pool({ connectionString: '${url}' });\n`,
];

/** A database URL with a password, in one of several wrappings. */
export function connectionUrl(r) {
  const [provider, make] = r.pick(CONNECTIONS);
  const p = password(r, true);
  const key = r.pick([
    'DATABASE_URL',
    'DB_URL',
    'MONGO_URI',
    'REDIS_URL',
    'BROKER_URL',
    'PRIMARY_DSN',
  ]);
  return {
    provider,
    rule: 'connection-url',
    text: r.pick(CONN_WRAPS)(key, make(r, p)),
    secrets: [p],
  };
}

/** JDBC and ADO.NET connection strings with Password= / password= parts. */
export function connectionString(r) {
  const p = password(r, r.chance(0.5));
  const style = r.int(4);
  if (style === 0) {
    const text = `<connectionStrings>\n  <add name="Default" connectionString="Server=tcp:${r.pick(['sql-prod', 'erp-db'])}.database.windows.net,1433;Initial Catalog=${db(r)};User ID=${user(r)};Password=${p};Encrypt=True;" providerName="System.Data.SqlClient" />\n</connectionStrings>\n`;
    return { provider: 'azure-sql', rule: 'adonet-connection-string', text, secrets: [p] };
  }
  if (style === 1) {
    const text = `"ConnectionStrings": {\n  "Main": "Host=pg.internal;Port=5432;Database=${db(r)};Username=${user(r)};Password=${p}"\n}\n`;
    return { provider: 'postgres', rule: 'npgsql-connection-string', text, secrets: [p] };
  }
  if (style === 2) {
    const text = `spring.datasource.url=jdbc:mysql://mysql-primary:3306/${db(r)}?user=${user(r)}&password=${p}&useSSL=true\nspring.jpa.hibernate.ddl-auto=validate\n`;
    return { provider: 'mysql', rule: 'jdbc-url', text, secrets: [p] };
  }
  const text = `jdbc.url=jdbc:oracle:thin:@//ora-prod:1521/ORCL\njdbc.username=${user(r).toUpperCase()}\njdbc.password=${p}\n`;
  return { provider: 'oracle-db', rule: 'jdbc-properties', text, secrets: [p] };
}

/** Registry and tool credential files. */
export function dotfile(r) {
  const style = r.int(9);
  const npm = fill(r, 'npm_{b62:36}');
  if (style === 0) {
    return {
      provider: 'npm',
      rule: 'npmrc',
      text: `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${npm}\nsave-exact=true\n`,
      secrets: [npm],
    };
  }
  if (style === 1) {
    const blob = basic(r.pick(['ci-bot', 'jenkins']), password(r));
    return {
      provider: 'nexus',
      rule: 'npmrc-basic',
      text: `@acme:registry=https://nexus.acme.corp/repository/npm-private/\n//nexus.acme.corp/repository/npm-private/:_auth=${blob}\nalways-auth=true\n`,
      secrets: [blob],
    };
  }
  if (style === 2) {
    const t = `pypi-AgEIcHlwaS5vcmc${fill(r, '{b64u:150}')}`;
    return {
      provider: 'pypi',
      rule: 'pypirc',
      text: `[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\npassword = ${t}\n`,
      secrets: [t],
    };
  }
  if (style === 3) {
    const t = fill(r, '{uuid}');
    return {
      provider: 'heroku',
      rule: 'netrc',
      text: `machine api.heroku.com\n  login dev@example.com\n  password ${t}\nmachine git.heroku.com\n  login dev@example.com\n  password ${t}\n`,
      secrets: [t],
    };
  }
  if (style === 4) {
    const t = fill(r, r.pick(['glpat-{b64u:20}', 'ghp_{b62:36}', 'ATBB{b62:32}{HEX:8}']));
    return {
      provider: 'git-credentials',
      rule: 'git-credentials',
      text: `https://${r.pick(['jdoe', 'oauth2', 'x-token-auth'])}:${t}@${r.pick(['gitlab.com', 'github.com', 'bitbucket.org'])}\n`,
      secrets: [t],
    };
  }
  if (style === 5) {
    const blob = basic(r.pick(['robot$ci', 'deployer']), password(r));
    return {
      provider: 'docker-registry',
      rule: 'docker-config',
      text: `{\n\t"auths": {\n\t\t"registry.example.com": {\n\t\t\t"auth": "${blob}"\n\t\t}\n\t}\n}\n`,
      secrets: [blob],
    };
  }
  if (style === 6) {
    const p = password(r);
    return {
      provider: 'maven-repo',
      rule: 'maven-settings',
      text: `<settings>\n  <servers>\n    <server>\n      <id>releases</id>\n      <username>deployer</username>\n      <password>${p}</password>\n    </server>\n  </servers>\n</settings>\n`,
      secrets: [p],
    };
  }
  if (style === 7) {
    const t = fill(r, '{b62:14}.atlasv1.{b62:67}');
    return {
      provider: 'terraform-cloud',
      rule: 'terraformrc',
      text: `credentials "app.terraform.io" {\n  token = "${t}"\n}\n`,
      secrets: [t],
    };
  }
  const t = fill(r, '{b62:40}');
  return {
    provider: 'packagist',
    rule: 'composer-auth',
    text: `{\n    "http-basic": {\n        "repo.packagist.com": {\n            "username": "token",\n            "password": "${t}"\n        }\n    }\n}\n`,
    secrets: [t],
  };
}

const KEY_KINDS = [
  ['OPENSSH PRIVATE KEY', 'ssh-deploy-key', 70, 12],
  ['RSA PRIVATE KEY', 'rsa-private-key', 64, 25],
  ['EC PRIVATE KEY', 'ec-private-key', 64, 3],
  ['PRIVATE KEY', 'pkcs8-private-key', 64, 16],
];

/** A PEM / OpenSSH / PGP private key block, in a file or inline. */
export function privateKey(r) {
  if (r.chance(0.2)) {
    const block = `-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n${pemBody(r, 18)}\n=${r.chars(ALPHABETS.b64, 4)}\n-----END PGP PRIVATE KEY BLOCK-----`;
    return {
      provider: 'pgp',
      rule: 'pgp-private-key',
      text: `# signing key for release artefacts (export of 0x${r.chars(ALPHABETS.HEX, 16)})\n${block}\n`,
      secrets: [block],
    };
  }
  const [label, provider, width, lines] = r.pick(KEY_KINDS);
  const body = pemBody(r, lines, width);
  const block = `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
  const style = r.int(3);
  if (style === 0) {
    return { provider, rule: 'key-file', text: `${block}\n`, secrets: [block] };
  }
  if (style === 1) {
    const indented = block.split('\n').join('\n        ');
    return {
      provider,
      rule: 'key-in-yaml',
      text: `deploy:\n  ssh:\n    host: 10.0.${r.int(255)}.${r.int(255)}\n    private_key: |\n        ${indented}\n`,
      secrets: [indented],
    };
  }
  const escaped = block.replace(/\n/g, '\\n');
  const text = `{\n  "type": "service_account",\n  "project_id": "acme-prod-${r.int(999)}",\n  "private_key_id": "${r.chars(ALPHABETS.hex, 40)}",\n  "private_key": "${escaped}\\n",\n  "client_email": "sync@acme-prod.iam.example.com"\n}\n`;
  return { provider: 'service-account', rule: 'key-in-json', text, secrets: [escaped] };
}

/** JWTs signed with a secret, used as bearer tokens, and JWT signing secrets. */
export function jwtRecord(r) {
  const now = 1700000000 + r.int(40000000);
  const style = r.int(3);
  if (style === 0) {
    const t = jwt(r, {
      iss: 'supabase',
      ref: r.chars(ALPHABETS.alpha, 20),
      role: 'service_role',
      iat: now,
      exp: now + 315360000,
    });
    return {
      provider: 'supabase',
      rule: 'service-role-jwt',
      text: `SUPABASE_URL=https://${r.chars(ALPHABETS.alpha, 20)}.supabase.co\nSUPABASE_SERVICE_ROLE_KEY=${t}\n`,
      secrets: [t],
    };
  }
  if (style === 1) {
    const t = jwt(
      r,
      { sub: uuid(r), scope: 'admin', iat: now, exp: now + 86400 * 365 },
      r.pick(['HS256', 'HS512']),
    );
    return {
      provider: 'internal-api',
      rule: 'long-lived-jwt',
      text: `GET /admin/users?page=2 HTTP/1.1\nHost: admin.example.internal\nAuthorization: Bearer ${t}\nAccept: application/json\n`,
      secrets: [t],
    };
  }
  const s = r.chars(ALPHABETS.b64u, 48 + r.int(30));
  return {
    provider: 'jwt-secret',
    rule: 'jwt-signing-secret',
    text: `auth:\n  jwt:\n    algorithm: HS256\n    secret: ${s}\n    ttl: 3600\n`,
    secrets: [s],
  };
}

/** Webhook URLs whose path carries the token. */
export function webhook(r) {
  const style = r.int(6);
  const wrap = (url) =>
    r.pick([
      `WEBHOOK_URL=${url}\n`,
      `notify:\n  url: "${url}"\n`,
      `requests.post("${url}", json={"text": msg})\n`,
    ]);
  if (style === 0) {
    const t = r.chars(ALPHABETS.b64u, 68);
    return {
      provider: 'discord',
      rule: 'discord-webhook',
      text: wrap(`https://discord.com/api/webhooks/${r.chars(ALPHABETS.num, 19)}/${t}`),
      secrets: [t],
    };
  }
  if (style === 1) {
    const t = r.chars(ALPHABETS.hex, 32);
    return {
      provider: 'microsoft-teams',
      rule: 'teams-webhook',
      text: wrap(
        `https://acme.webhook.office.com/webhookb2/${uuid(r)}@${uuid(r)}/IncomingWebhook/${t}/${uuid(r)}`,
      ),
      secrets: [t],
    };
  }
  if (style === 2) {
    const t = r.chars(ALPHABETS.low, 26);
    return {
      provider: 'mattermost',
      rule: 'mattermost-webhook',
      text: wrap(`https://chat.example.org/hooks/${t}`),
      secrets: [t],
    };
  }
  if (style === 3) {
    const t = fill(r, '{num:10}:AA{b64u:33}');
    return {
      provider: 'telegram',
      rule: 'telegram-bot-url',
      text: wrap(
        `https://api.telegram.org/bot${t}/sendMessage?chat_id=-100${r.chars(ALPHABETS.num, 10)}`,
      ),
      secrets: [t],
    };
  }
  if (style === 4) {
    const t = r.chars(ALPHABETS.b62, 48);
    return {
      provider: 'rocket-chat',
      rule: 'rocketchat-webhook',
      text: wrap(`https://rocket.example.com/hooks/${r.chars(ALPHABETS.b62, 17)}/${t}`),
      secrets: [t],
    };
  }
  const t = r.chars(ALPHABETS.b64u, 43);
  return {
    provider: 'google-chat',
    rule: 'chat-webhook-token',
    text: wrap(
      `https://chat.googleapis.com/v1/spaces/AAAA${r.chars(ALPHABETS.b62, 7)}/messages?key=AIzaSy${r.chars(ALPHABETS.b64u, 33)}&token=${t}`,
    ),
    secrets: [t],
  };
}

/** Basic auth headers and user:password URLs. */
export function basicAuth(r) {
  const p = password(r);
  const u = r.pick(['api', 'admin', 'grafana', 'scraper', 'svc-backup']);
  if (r.chance(0.5)) {
    const blob = basic(u, p);
    const text = r.pick([
      `curl -H "Authorization: Basic ${blob}" https://es.internal:9200/_cat/indices\n`,
      `GET /metrics HTTP/1.1\nHost: prometheus.example.net\nAuthorization: Basic ${blob}\n`,
      `headers = {"Authorization": "Basic ${blob}", "Accept": "application/json"}\n`,
    ]);
    return { provider: 'basic-auth', rule: 'basic-header', text, secrets: [blob] };
  }
  const text = r.pick([
    `remote_write:\n  - url: https://${u}:${p}@metrics.example.net/api/v1/push\n`,
    `pip install --index-url https://${u}:${p}@pypi.internal.example.com/simple/ acme-sdk\n`,
    `git clone https://${u}:${p}@git.example.org/platform/infra.git\n`,
  ]);
  return { provider: 'url-userinfo', rule: 'url-password', text, secrets: [p] };
}
