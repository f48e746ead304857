// Positives whose secret is a password inside a connection string, a Basic auth blob, or a
// token inside a webhook URL. Each entry: [provider, rule, (r) => { text, secrets }].
import {
  B62,
  b62,
  b64url,
  base64Text,
  cat,
  digits,
  hex,
  jwt,
  lownum,
  randomPassword,
} from './values.mjs';

const LOW = 'abcdefghijklmnopqrstuvwxyz';
const wrap = (r, name, url) =>
  r.pick([
    () => `${name}=${url}\n`,
    () => `database:\n  url: "${url}"\n  pool: 10\n`,
    () => `engine = create_engine("${url}", pool_pre_ping=True)\n`,
    () => `const pool = new Pool({ connectionString: '${url}' });\n`,
    () => `    environment:\n      ${name}: ${url}\n`,
  ])();

const conn = (provider, rule, name, build) => [
  provider,
  rule,
  (r) => {
    const { url, secret } = build(r);
    return { text: wrap(r, name, url), secrets: [secret] };
  },
];

export const CONNECTIONS = [
  conn('neon-postgres', 'postgres-url', 'DATABASE_URL', (r) => {
    const secret = cat('npg_', b62(12))(r);
    return {
      secret,
      url: `postgresql://app_owner:${secret}@ep-${r.chars(LOW, 5)}-${r.chars(LOW, 6)}-a${r.int(9)}.eu-central-1.aws.neon.tech/app?sslmode=require`,
    };
  }),
  conn('supabase-postgres', 'postgres-url', 'DIRECT_URL', (r) => {
    const secret = randomPassword(r);
    return {
      secret,
      url: `postgresql://postgres.${r.chars(LOW, 20)}:${secret}@aws-0-eu-central-1.pooler.supabase.com:6543/postgres?pgbouncer=true`,
    };
  }),
  conn('planetscale-mysql', 'mysql-url', 'DATABASE_URL', (r) => {
    const secret = cat('pscale_pw_', b64url(43))(r);
    return {
      secret,
      url: `mysql://${r.chars(LOW + '0123456789', 12)}:${secret}@aws.connect.psdb.cloud/shop?sslaccept=strict`,
    };
  }),
  conn('mongodb-atlas-conn', 'mongodb-srv', 'MONGODB_URI', (r) => {
    const secret = b62(16)(r);
    return {
      secret,
      url: `mongodb+srv://svc-reporting:${secret}@cluster0.${r.chars(LOW + '0123456789', 5)}.mongodb.net/analytics?retryWrites=true&w=majority`,
    };
  }),
  conn('upstash-redis-conn', 'redis-url', 'REDIS_URL', (r) => {
    const secret = cat('A', b62(3), 'AAIjcDE', hex(32), 'cDE')(r);
    return {
      secret,
      url: `rediss://default:${secret}@eu1-${r.chars(LOW, 6)}-${r.int(90000) + 10000}.upstash.io:6379`,
    };
  }),
  conn('cloudamqp', 'amqp-url', 'CLOUDAMQP_URL', (r) => {
    const secret = b64url(32)(r);
    const user = r.chars(LOW, 8);
    return { secret, url: `amqps://${user}:${secret}@rattlesnake.rmq.cloudamqp.com/${user}` };
  }),
  conn('cockroach-conn', 'postgres-url', 'COCKROACH_URL', (r) => {
    const secret = b64url(22)(r);
    return {
      secret,
      url: `postgresql://ledger:${secret}@${r.pick(['brisk', 'fluffy', 'lean'])}-${r.pick(['gnoll', 'wombat', 'mole'])}-${r.int(9000) + 1000}.8nk.gcp-europe-west1.cockroachlabs.cloud:26257/defaultdb?sslmode=verify-full`,
    };
  }),
  conn('aiven-kafka', 'postgres-url', 'PG_URI', (r) => {
    const secret = cat('AVNS_', b62(19))(r);
    return {
      secret,
      url: `postgres://avnadmin:${secret}@pg-${r.chars(hexChars(), 8)}-acme-${r.int(900) + 100}.aivencloud.com:24180/defaultdb?sslmode=require`,
    };
  }),
  conn('render-postgres', 'postgres-url', 'DATABASE_URL', (r) => {
    const secret = b62(32)(r);
    return {
      secret,
      url: `postgres://orders_user:${secret}@dpg-${r.chars(LOW + '0123456789', 20)}-a.frankfurt-postgres.render.com/orders_${r.chars(LOW, 4)}`,
    };
  }),
  conn('turso-conn', 'libsql-url', 'LIBSQL_URL', (r) => {
    const secret = jwt(
      { alg: 'EdDSA', typ: 'JWT' },
      (q) => ({ a: 'rw', iat: 1710000000 + q.int(9000000), id: hex(32)(q) }),
      86,
    )(r);
    return { secret, url: `libsql://notes-${r.chars(LOW, 6)}.turso.io?authToken=${secret}` };
  }),
  conn('internal-mysql', 'jdbc-url', 'SPRING_DATASOURCE_URL', (r) => {
    const secret = randomPassword(r);
    return {
      secret,
      url: `jdbc:mysql://mysql-primary.data.svc:3306/billing?user=billing_rw&password=${secret}&useSSL=true`,
    };
  }),
  conn('timescale-conn', 'postgres-url', 'TSDB_URL', (r) => {
    const secret = lownum(16)(r);
    return {
      secret,
      url: `postgres://tsdbadmin:${secret}@${r.chars(LOW + '0123456789', 10)}.${r.chars(LOW + '0123456789', 10)}.tsdb.cloud.timescale.com:3${r.int(9000) + 1000}/tsdb?sslmode=require`,
    };
  }),
  [
    'azure-sql',
    'adonet-password',
    (r) => {
      const secret = randomPassword(r);
      return {
        text: `{\n  "ConnectionStrings": {\n    "Default": "Server=tcp:sql-${r.chars(LOW, 6)}.database.windows.net,1433;Initial Catalog=Orders;User ID=orders_app;Password=${secret};Encrypt=True;Connection Timeout=30;"\n  }\n}\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'sqlserver-onprem',
    'adonet-password',
    (r) => {
      const secret = randomPassword(r);
      return {
        text: `<connectionStrings>\n  <add name="Erp" connectionString="Data Source=ERP-SQL01;Initial Catalog=Erp;User Id=erp_svc;Password=${secret};" providerName="System.Data.SqlClient" />\n</connectionStrings>\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'discord-webhook',
    'webhook-url',
    (r) => {
      const secret = b64url(68)(r);
      return {
        text: `DISCORD_WEBHOOK_URL=https://discord.com/api/webhooks/${digits(19)(r)}/${secret}\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'mailjet-basic',
    'basic-auth',
    (r) => {
      const secret = base64Text(`${hex(32)(r)}:${hex(32)(r)}`);
      return {
        text: `POST /v3.1/send HTTP/1.1\nHost: api.mailjet.com\nAuthorization: Basic ${secret}\nContent-Type: application/json\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'jira-basic',
    'basic-auth',
    (r) => {
      const secret = base64Text(`ops-bot@acme.example:ATATT3xFfGF0${b64url(60)(r)}`);
      return {
        text: `curl -s -H "Authorization: Basic ${secret}" \\\n  "https://acme.atlassian.net/rest/api/3/search?jql=project=OPS"\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'internal-registry-basic',
    'basic-auth',
    (r) => {
      const secret = base64Text(`ci-bot:${randomPassword(r)}`);
      return {
        text: `{\n  "auths": {\n    "registry.corp.example:5000": {\n      "auth": "${secret}"\n    }\n  }\n}\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'n8n-basic',
    'basic-auth',
    (r) => {
      const secret = base64Text(`admin:${randomPassword(r)}`);
      return {
        text: `[2024-10-02 09:14:11] webhook call\nGET /webhook/7b1d/health HTTP/1.1\nHost: n8n.acme.example\nAuthorization: Basic ${secret}\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'ftp-deploy',
    'url-password',
    (r) => {
      const secret = randomPassword(r);
      return {
        text: `- name: Upload site\n  run: lftp -e "mirror -R dist/ /htdocs; quit" ftp://deploy:${secret}@ftp.hosting.example\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'elastic-basic',
    'url-password',
    (r) => {
      const secret = b62(20)(r);
      return {
        text: `ELASTICSEARCH_URL=https://elastic:${secret}@search-${r.chars(LOW, 8)}.es.europe-west3.gcp.cloud.es.io:443\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'rabbitmq-internal',
    'amqp-url',
    (r) => {
      const secret = randomPassword(r);
      return {
        text: `spring:\n  rabbitmq:\n    addresses: amqp://orders:${secret}@rabbit-0.mq.svc.cluster.local:5672/prod\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'smtp-relay',
    'smtp-password',
    (r) => {
      const secret = randomPassword(r);
      return {
        text: `MAIL_MAILER=smtp\nMAIL_HOST=smtp.relay.example\nMAIL_PORT=587\nMAIL_USERNAME=noreply@acme.example\nMAIL_PASSWORD=${secret}\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'redis-sentinel',
    'cli-password',
    (r) => {
      const secret = r.chars(B62, 24);
      return {
        text: `$ redis-cli -h cache-01.internal -p 6380 -a ${secret} --tls INFO replication\n# Replication\nrole:master\n`,
        secrets: [secret],
      };
    },
  ],
  [
    'mysql-cli',
    'cli-password',
    (r) => {
      const secret = r.chars(B62, 18);
      return {
        text: `mysqldump -h db.prod.internal -u backup -p${secret} --single-transaction shop > shop.sql\n`,
        secrets: [secret],
      };
    },
  ],
];

function hexChars() {
  return '0123456789abcdef';
}
