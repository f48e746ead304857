// Workstation positives: dotfiles, shell history, git credentials, and connection strings.

import { b64, dbPassword, expand as x } from './values.mjs';
import { user } from './workstation.mjs';

const dotfiles = {
  gitCredentials: (r) => {
    const t = x(r.pick(['glpat-{w:20}', 'ATBB{a:32}{H:8}', '{h:40}']), r);
    const host = r.pick(['gitlab.com', 'bitbucket.org', 'git.acme.dev']);
    const g = x('{h:40}', r);
    return {
      text: `https://${user(r)}:${t}@${host}\nhttps://oauth2:${g}@gitea.lab.local`,
      secrets: [t, g],
      provider: 'git-credential-store',
    };
  },
  netrc: (r) => {
    const k = x('{uuid}', r);
    const text = `machine api.heroku.com\n  login ops@acme.io\n  password ${k}\nmachine git.heroku.com\n  login ops@acme.io\n  password ${k}`;
    return { text, secrets: [k], provider: 'heroku' };
  },
  pgpass: (r) => {
    const p = dbPassword(r);
    return {
      text: `# hostname:port:database:username:password\nlocalhost:5432:*:postgres:postgres\nanalytics.db.internal:5432:warehouse:etl_user:${p}`,
      secrets: [p],
      provider: 'internal-warehouse-db',
    };
  },
  mycnf: (r) => {
    const p = dbPassword(r);
    return {
      text: `[client]\nuser=backup\npassword="${p}"\nhost=mysql-primary.acme.internal\n\n[mysqldump]\nsingle-transaction`,
      secrets: [p],
      provider: 'internal-mysql',
    };
  },
  pipConf: (r) => {
    const p = x('{a:24}', r);
    return {
      text: `[global]\ntimeout = 60\nindex-url = https://ci:${p}@pypi.fury.io/acme/simple/\nextra-index-url = https://pypi.org/simple`,
      secrets: [p],
      provider: 'gemfury',
    };
  },
  sbtCreds: (r) => {
    const p = x('{a:32}', r);
    return {
      text: `realm=Artifactory Realm\nhost=acme.jfrog.io\nuser=${user(r)}\npassword=${p}`,
      secrets: [p],
      provider: 'jfrog',
    };
  },
  bashHistory: (r) => {
    const p = dbPassword(r);
    const t = x('{a:40}', r);
    const text = `  501  cd ~/src/billing\n  502  mysql -h 10.0.3.14 -u admin -p${p} billing\n  503  export QUILLON_TOKEN=${t}\n  504  npm run migrate\n  505  history | grep ssh`;
    return { text, secrets: [p, t], provider: 'shell-history' };
  },
  zshHistory: (r) => {
    const p = x('{a:20}', r);
    const text = `: 1714032001:0;docker login registry.acme.dev -u ${user(r)} -p ${p}\n: 1714032044:0;docker push registry.acme.dev/api:1.4.2\n: 1714032090:0;kubectl rollout status deploy/api`;
    return { text, secrets: [p], provider: 'shell-history' };
  },
  fishHistory: (r) => {
    const b = b64(`${user(r)}:${x('{a:22}', r)}`);
    const text = `- cmd: curl -H "Authorization: Basic ${b}" https://nexus.acme.dev/service/rest/v1/repositories\n  when: 1715000112\n- cmd: git status\n  when: 1715000150`;
    return { text, secrets: [b], provider: 'sonatype-nexus' };
  },
  zshrc: (r) => {
    const t = x('{h:64}', r);
    const text = `# ~/.zshrc\nexport PATH="$HOME/.local/bin:$PATH"\nalias k=kubectl\nexport NIMBLEQ_API_KEY=${t}\nsource $ZSH/oh-my-zsh.sh`;
    return { text, secrets: [t], provider: 'nimbleq' };
  },
};

const conns = [
  (p) =>
    `DATABASE_URL=postgres://app_user:${p}@ep-${'cool-sky-123456'}.eu-central-1.aws.neon.tech/main?sslmode=require`,
  (p) =>
    `spring.datasource.url=jdbc:postgresql://pg.acme.internal:5432/orders\nspring.datasource.username=orders\nspring.datasource.password=${p}`,
  (p) =>
    `"ConnectionStrings": {\n  "Default": "Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=crm;User ID=crmapp;Password=${p};Encrypt=True;"\n}`,
  (p) =>
    `MONGO_URI=mongodb+srv://reporting:${p}@cluster0.ab1cd.mongodb.net/reports?retryWrites=true&w=majority`,
  (p) =>
    `REDIS_URL=rediss://default:${p}@redis-12345.c250.eu-central-1-1.ec2.cloud.redislabs.com:12345`,
  (p) => `broker_url = "amqps://worker:${p}@rat.rmq2.cloudamqp.com/vhost"`,
  (p) =>
    `db:\n  dsn: "mysql://shop:${p}@tcp(aurora-cluster.cluster-c1.eu-west-1.rds.amazonaws.com:3306)/shop"`,
  (p) =>
    `jdbc:sqlserver://10.1.4.20:1433;databaseName=Payroll;user=sa;password=${p};trustServerCertificate=true`,
  (p) =>
    `psql "host=free-tier.gcp-us-central1.cockroachlabs.cloud port=26257 dbname=defaultdb user=admin password=${p} sslmode=verify-full"`,
  (p) =>
    `CLICKHOUSE_DSN=clickhouse://default:${p}@abc123.eu-west-1.aws.clickhouse.cloud:9440/default?secure=true`,
];
const CONN_PROVIDERS = [
  'neon',
  'internal-orders-pg',
  'azure-sql',
  'mongodb-atlas',
  'redis-cloud',
  'cloudamqp',
  'aws-aurora',
  'internal-payroll-mssql',
  'cockroachlabs',
  'clickhouse-cloud',
];

export { dotfiles, conns, CONN_PROVIDERS };
